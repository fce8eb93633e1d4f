/** Outbox documents for the API tests: a mail as its writers make it, and one that failed for good. */
import { Timestamp } from 'firebase-admin/firestore';
import { MAIL_COLLECTION, MAIL_MAX_ATTEMPTS, type MailDoc } from '@agenda/contract';
import { db, randomTag } from './helpers';

export function mailDoc(to: string, subject: string): MailDoc<Timestamp> {
  return {
    to,
    message: {
      subject,
      text: 'Hello',
      html: '<p>Hello</p>',
      attachments: [{ filename: 'note.txt', content: 'attached', contentType: 'text/plain' }],
    },
    source: { kind: 'notification', event_id: 'e', agenda_id: null, notification_id: 'n', uid: 'u' },
    created_at: Timestamp.now(),
  };
}

/**
 * A mail of the outbox that failed for good (every attempt spent on a server that was down), written
 * so: its trigger leaves an ended document alone. Its address is its own, so MailDev tells its mails apart.
 */
export async function storedFailedMail(subject = 'Failed mail'): Promise<{ id: string; to: string }> {
  const to = `failed-${randomTag()}@test.example`;
  const ref = db.collection(MAIL_COLLECTION).doc();
  await ref.create({
    ...mailDoc(to, subject),
    delivery: {
      state: 'ERROR',
      attempts: MAIL_MAX_ATTEMPTS,
      startTime: Timestamp.fromMillis(Date.now() - 2 * 86_400_000),
      endTime: Timestamp.now(),
      leaseExpireTime: null,
      leaseToken: null,
      error: 'connect ECONNREFUSED 127.0.0.1:25',
      info: null,
    },
  });
  return { id: ref.id, to };
}
