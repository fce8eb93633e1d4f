import { api } from '@agenda/contract';
import { route } from '../http/endpoints';
import { logs } from '../lib/logs';
import { historyAuthor } from '../shared/history';
import { failedMails, retryMail } from './service';

export const outboxRoutes = [
  route(api.outbox.failed, async () => ({ mails: await failedMails() })),

  route(api.outbox.retry, async ({ id }, caller, { requestId }) => {
    await retryMail(historyAuthor(caller), id);
    logs.mailRequeued(requestId, caller.uid, id);
    return { result: { id } };
  }),
];
