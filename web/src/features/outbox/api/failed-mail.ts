import { api, type FailedMail } from '@agenda/contract';
import { call } from '@/lib/api';

/** The mails that failed for good, the most recent first (root only). */
export async function listFailedMail(): Promise<FailedMail[]> {
  return (await call(api.outbox.failed, {})).mails;
}

/** Queues a failed mail again; the sweeper sends it within a minute (root only). */
export async function retryFailedMail(id: string): Promise<void> {
  await call(api.outbox.retry, { id });
}
