/**
 * "Read" on the event dashboard's notifications chart (docs/features.md, "Dashboards"). A person marks their
 * inbox item read with a client write that firestore.rules allows (only `read_at`, set to the server's time);
 * the trigger on that item (triggers.ts) counts the read on the notification. Exactly once per person: the
 * person's delivery record (…/deliveries/{uid}) takes the first `read_at` in the same transaction as the
 * notification's `read` goes up, and a record that has one is never counted again, so a repeated trigger or a
 * second marking changes nothing. A write the rules refuse never reaches the trigger. The transaction is
 * retried after a lost race (lib/transactions.ts): the emulator does not run a failed trigger again, and the
 * SDK's own retries give up on the emulator's "Transaction is invalid or closed".
 */
import { COLLECTIONS, INBOX_SUBCOLLECTION, notificationPaths } from '@agenda/contract';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { retriedTransaction } from '../lib/transactions';

/** Whether an inbox item's write marked it read: it had no `read_at` and has one now. */
export const becameRead = (
  before: { read_at?: unknown } | undefined,
  after: { read_at?: unknown } | undefined,
): boolean => !before?.read_at && Boolean(after?.read_at);

/**
 * A trigger's transaction that kept losing races (the country mirror reads the same notification in its
 * own transaction): thrown, so the platform runs the trigger again (`retry: true`).
 */
export const contended = (what: string) => () => new Error(`Could not count ${what}: the documents stayed contended`);

/** Counts `uid`'s read of the inbox item on its notification, once; true when this call counted it. */
export async function countNotificationRead(uid: string, itemId: string): Promise<boolean> {
  const itemRef = db.collection(COLLECTIONS.users).doc(uid).collection(INBOX_SUBCOLLECTION).doc(itemId);
  return retriedTransaction(
    async (tx) => {
      const item = await tx.get(itemRef);
      const readAt: unknown = item.get('read_at');
      const eventId: unknown = item.get('event_id');
      const notificationId: unknown = item.get('notification_id');
      if (!readAt || typeof eventId !== 'string' || typeof notificationId !== 'string') return false;
      const notificationRef = db.doc(notificationPaths.notification(eventId, notificationId));
      const deliveryRef = db.doc(notificationPaths.delivery(eventId, notificationId, uid));
      const [notification, delivery] = await tx.getAll(notificationRef, deliveryRef);
      // Counted already, or no delivery of this notification to this person: nothing to count.
      if (!notification?.exists || !delivery?.exists || delivery.get('read_at')) return false;
      tx.update(deliveryRef, { read_at: readAt });
      tx.update(notificationRef, { read: FieldValue.increment(1) });
      return true;
    },
    contended(`the read of notification ${itemId} by ${uid}`),
  );
}
