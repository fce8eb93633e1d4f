/**
 * The outbox for root (api.outbox): the mails that failed for good, and queueing one again. Only the
 * fields of the list leave the outbox (never a body or an attachment).
 */
import { Timestamp } from 'firebase-admin/firestore';
import {
  API_MESSAGES,
  FAILED_MAIL_LIST_MAX,
  MAIL_COLLECTION,
  type FailedMail,
  type HistoryAuthor,
  type MailDelivery,
} from '@agenda/contract';
import { db } from '../lib/firebase';
import { conflict, notFound } from '../lib/http-error';
import { recordHistory } from '../shared/history';

const recipients = (to: unknown): string[] =>
  (Array.isArray(to) ? to : [to]).filter((address): address is string => typeof address === 'string');

/** The mails in ERROR, the most recent failure first (index: delivery.state, delivery.endTime desc). */
export async function failedMails(): Promise<FailedMail[]> {
  const snapshot = await db
    .collection(MAIL_COLLECTION)
    .where('delivery.state', '==', 'ERROR')
    .orderBy('delivery.endTime', 'desc')
    .limit(FAILED_MAIL_LIST_MAX)
    .select('to', 'message.subject', 'delivery.endTime', 'delivery.error', 'delivery.attempts')
    .get();
  return snapshot.docs.map((doc) => {
    const endTime: unknown = doc.get('delivery.endTime');
    const subject: unknown = doc.get('message.subject');
    const error: unknown = doc.get('delivery.error');
    const attempts: unknown = doc.get('delivery.attempts');
    return {
      id: doc.id,
      to: recipients(doc.get('to')),
      subject: typeof subject === 'string' ? subject : '',
      failed_at: (endTime instanceof Timestamp ? endTime.toDate() : new Date(0)).toISOString(),
      error: typeof error === 'string' ? error : '',
      attempts: typeof attempts === 'number' ? attempts : 0,
    };
  });
}

/**
 * Puts a failed mail back in the queue: PENDING with its attempts from 0 and due at once, so the
 * sweeper's next run (within a minute) sends it, with the whole schedule of retries again. Only a mail
 * in ERROR: one still on its way is the sender's. The last error stays until an attempt replaces it.
 */
export async function retryMail(actor: HistoryAuthor, id: string): Promise<void> {
  const ref = db.collection(MAIL_COLLECTION).doc(id);
  await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw notFound(API_MESSAGES.mailNotFound);
    const delivery = snapshot.get('delivery') as MailDelivery | undefined;
    if (delivery?.state !== 'ERROR') throw conflict(API_MESSAGES.mailNotFailed);
    const subject: unknown = snapshot.get('message.subject');
    recordHistory(tx, actor, {
      tenant_id: null,
      event_id: null,
      entity: 'mail',
      entity_id: id,
      entity_label: `${typeof subject === 'string' ? subject : ''} → ${recipients(snapshot.get('to')).join(', ')}`,
      action: 'update',
      changes: [
        { field: 'delivery.state', before: 'ERROR', after: 'PENDING' },
        { field: 'delivery.attempts', before: String(delivery.attempts), after: '0' },
      ],
      restorable: false,
    });
    tx.update(ref, {
      'delivery.state': 'PENDING',
      'delivery.attempts': 0,
      'delivery.startTime': null,
      'delivery.endTime': null,
      'delivery.leaseExpireTime': Timestamp.now(),
      'delivery.leaseToken': null,
    });
  });
}
