import { z } from 'zod';
import { documentIdQuerySchema } from '../schemas/common';
import { failedMailSchema } from '../schemas/mail';
import { endpoint, noInput } from './endpoint';

/**
 * The mail outbox for root: the mails that failed for good (every retry spent, or refused for good) and
 * sending one again. The outbox itself stays closed to clients: these answer only what the list shows.
 */
export const outbox = {
  failed: endpoint({
    method: 'GET',
    path: '/outbox/failed',
    access: 'root',
    input: noInput,
    output: z.object({ mails: z.array(failedMailSchema) }),
    summary: 'The mails that failed for good, the most recent first (FAILED_MAIL_LIST_MAX at most)',
  }),
  retry: endpoint({
    method: 'POST',
    path: '/outbox/retry',
    access: 'root',
    input: documentIdQuerySchema,
    output: z.object({ result: z.object({ id: z.string() }) }),
    summary: 'Queues a failed mail again (PENDING, attempts from 0): the sweeper sends it within a minute',
  }),
};
