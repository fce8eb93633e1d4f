/**
 * Notifications for the API tests: recipients and participants written straight to Firestore, and a
 * notification due now, delivered by the very code the scheduled function runs (notifications.test.ts,
 * dashboard-figures.test.ts).
 */
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  newNotificationDoc,
  type NotificationContentInput,
  type StoredNotification,
} from '@agenda/contract';
import { notificationRef } from '../src/notifications/delivery-claims';
import { eventDoc } from './event-fixtures';
import { db, userDoc } from './helpers';

/** Users written straight to Firestore (delivery needs their record and address, not a sign-in). */
export async function recipients(count: number, tenantId = 'de'): Promise<{ uid: string; email: string }[]> {
  const people = Array.from({ length: count }, () => userDoc([{ authority_id: 'USER', tenant_id: null }], tenantId));
  const batch = db.batch();
  for (const { uid, doc } of people) batch.set(db.collection(COLLECTIONS.users).doc(uid), doc);
  await batch.commit();
  return people.map(({ uid, doc }) => ({ uid, email: doc.email }));
}

/** Makes `uids` participants of the event: one document each in events/{e}/participants. */
export async function addParticipants(eventId: string, uids: readonly string[]): Promise<void> {
  const batch = db.batch();
  for (const uid of uids)
    batch.set(eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.participants).doc(uid), {
      uid,
      event_id: eventId,
      added_at: Date.now(),
    });
  batch.update(eventDoc(eventId), { participant_count: uids.length });
  await batch.commit();
}

/** A notification of the event, due now (a second ago) unless told otherwise. */
export async function dueNotification(
  eventId: string,
  fields: Partial<StoredNotification> = {},
  content: NotificationContentInput = { message: 'Doors open at nine', type: 'TEXT' },
): Promise<DocumentReference<StoredNotification>> {
  const id = eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.notifications).doc().id;
  const ref = notificationRef(db, eventId, id);
  const at = Timestamp.fromMillis(Date.now() - 1000);
  await ref.set({
    ...newNotificationDoc({
      notification_id: id,
      event_id: eventId,
      agenda_id: null,
      content: { message: content.message, type: content.type ?? 'TEXT', link: content.link ?? null },
      send_to_all: true,
      users: [],
      start_time: at,
      kind: 'scheduled',
      by: 'test',
      at,
    }),
    ...fields,
  });
  return ref;
}
