import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import {
  agendaConverter,
  api,
  API_MESSAGES,
  COLLECTIONS,
  docConverter,
  EVENT_MESSAGES,
  EVENT_SUBCOLLECTIONS,
  isPassed,
  newNotificationDoc,
  NOTIFICATION_MESSAGES,
  notificationDocSchema,
  toNotification,
  type NotificationContent,
  type StoredNotification,
} from '../contract';
import type { Caller } from '../lib/caller';
import { route } from '../lib/endpoints';
import { db } from '../lib/firebase';
import { badRequest, conflict, HttpError, notFound } from '../lib/http-error';
import { logs } from '../lib/logs';
import { editEvent, eventChildren, visibleEvent, type StoredEvent } from '../services/events';
import { claimFields, deliverOrRecord, newClaimToken, notificationRef } from '../services/notification-delivery';

/*
 * Spec §7 Notifications (the two mail-invite calls live with the calendar invites). Every call checks
 * the caller's current rights on the event (the agenda right is the event right); writes run in a
 * transaction that re-reads the event, the agenda and the notification, so a notification is never
 * saved into a passed event or agenda, nor edited or cancelled once a delivery run has claimed it.
 */

const notificationConverter = docConverter(notificationDocSchema);

const notificationsOf = (eventId: string) => eventChildren(eventId, EVENT_SUBCOLLECTIONS.notifications).withConverter(notificationConverter);

/** The notification named by id alone, with its event (collection-group query on notification_id). */
async function findNotification(id: string): Promise<StoredNotification | null> {
  const found = await db.collectionGroup(EVENT_SUBCOLLECTIONS.notifications).where('notification_id', '==', id).limit(1).withConverter(notificationConverter).get();
  const snapshot = found.docs[0];
  if (!snapshot || snapshot.ref.parent.parent?.parent.id !== COLLECTIONS.events) return null;
  return snapshot.data();
}

/** The event's notifications are for its editors only (spec §2, §6): 404 for a hidden event, 403 otherwise. */
async function editableEvent(caller: Caller, eventId: string): Promise<void> {
  const { canEdit } = await visibleEvent(caller, eventId);
  if (!canEdit) throw new HttpError(403, EVENT_MESSAGES.cannotEdit);
}

/**
 * Inside the write's transaction: the event (already read by editEvent) and, for an agenda
 * notification, the agenda must exist and not have passed (spec §4: Notifications is disabled then).
 */
async function checkOpen(tx: Transaction, event: StoredEvent, eventRef: DocumentReference, agendaId: string | null, now: Date): Promise<void> {
  if (isPassed(event.end_date.toDate(), now)) throw conflict(NOTIFICATION_MESSAGES.eventPassed);
  if (!agendaId) return;
  const agenda = (await tx.get(eventRef.collection(EVENT_SUBCOLLECTIONS.agendas).doc(agendaId).withConverter(agendaConverter))).data();
  if (!agenda) throw notFound(EVENT_MESSAGES.agendaNotFound);
  if (isPassed(agenda.end_date.toDate(), now)) throw conflict(NOTIFICATION_MESSAGES.agendaPassed);
}

/** Hand-picked recipients must be users (400 naming the unknown ones at the field). */
async function checkUsers(users: readonly string[]): Promise<void> {
  if (users.length === 0) return;
  const unknown: string[] = [];
  for (let start = 0; start < users.length; start += 500) {
    const part = users.slice(start, start + 500);
    const snapshots = await db.getAll(...part.map((uid) => db.collection(COLLECTIONS.users).doc(uid)));
    snapshots.forEach((snapshot, index) => {
      if (!snapshot.exists) unknown.push(part[index]!);
    });
  }
  if (unknown.length > 0) throw badRequest(API_MESSAGES.unknownUsers(unknown), { users: [API_MESSAGES.unknownUsers(unknown)] });
}

interface Content {
  eventId: string;
  agendaId: string | null;
  notification: NotificationContent;
  users: string[];
  send_to_all: boolean;
}

/** The content fields of a stored notification (hand-picked users only when not sending to all). */
const contentFields = (input: Content) => ({
  message: input.notification.message,
  link: input.notification.link,
  notification_type: input.notification.type,
  send_to_all: input.send_to_all,
  users: input.send_to_all ? [] : input.users,
});

/** A new notification document of the event. */
function newNotification(id: string, input: Content, caller: Caller, startTime: Date, kind: StoredNotification['kind'], now: Date): StoredNotification {
  return newNotificationDoc({
    notification_id: id,
    event_id: input.eventId,
    agenda_id: input.agendaId,
    content: input.notification,
    send_to_all: input.send_to_all,
    users: input.users,
    start_time: Timestamp.fromDate(startTime),
    kind,
    by: caller.uid,
    at: Timestamp.fromDate(now),
  });
}

/** The stored notification `id` of the event, editable (still scheduled) — 404 / 409 otherwise. */
async function scheduledIn(tx: Transaction, eventId: string, id: string): Promise<{ ref: DocumentReference<StoredNotification>; stored: StoredNotification }> {
  const ref = notificationsOf(eventId).doc(id);
  const stored = (await tx.get(ref)).data();
  if (!stored) throw notFound(NOTIFICATION_MESSAGES.notFound);
  if (stored.status !== 'scheduled') throw conflict(NOTIFICATION_MESSAGES.alreadySent);
  return { ref, stored };
}

export const notificationRoutes = [
  // Schedules a notification, or edits a scheduled one (its agenda stays the one it was made for).
  route(api.notifications.save, async (input, caller, { requestId }) => {
    await checkUsers(input.send_to_all ? [] : input.users);
    const now = new Date();
    const saved = await editEvent(caller, input.eventId, async (tx, event, eventRef) => {
      if (input.notification_id) {
        const { ref, stored } = await scheduledIn(tx, input.eventId, input.notification_id);
        await checkOpen(tx, event, eventRef, stored.agenda_id, now);
        const next: StoredNotification = {
          ...stored,
          ...contentFields({ ...input, agendaId: stored.agenda_id }),
          start_time: Timestamp.fromDate(input.date),
          updated_at: Timestamp.fromDate(now),
          updated_by: caller.uid,
        };
        tx.set(ref, next);
        return next;
      }
      await checkOpen(tx, event, eventRef, input.agendaId, now);
      const ref = notificationsOf(input.eventId).doc();
      const created = newNotification(ref.id, input, caller, input.date, 'scheduled', now);
      tx.create(ref, created);
      return created;
    });
    logs.notificationSaved(requestId, caller.uid, input.eventId, saved.notification_id, !input.notification_id);
    return { result: toNotification(saved) };
  }),

  // Sends now, through the same delivery as the scheduled run: the notification is created already
  // claimed by this request (so no scheduled run takes it meanwhile) and delivered before answering.
  // A delivery that fails is recorded and retried by the next scheduled run (503 says so).
  route(api.notifications.send, async (input, caller, { requestId }) => {
    await checkUsers(input.send_to_all ? [] : input.users);
    const now = new Date();
    const token = newClaimToken();
    const claimed = await editEvent(caller, input.eventId, async (tx, event, eventRef) => {
      if (input.notification_id) {
        const { ref, stored } = await scheduledIn(tx, input.eventId, input.notification_id);
        await checkOpen(tx, event, eventRef, stored.agenda_id, now);
        const next: StoredNotification = {
          ...stored,
          ...contentFields({ ...input, agendaId: stored.agenda_id }),
          start_time: Timestamp.fromDate(now),
          kind: 'immediate',
          updated_by: caller.uid,
          ...claimFields(token, now, stored.attempts + 1),
        };
        tx.set(ref, next);
        return next;
      }
      await checkOpen(tx, event, eventRef, input.agendaId, now);
      const ref = notificationsOf(input.eventId).doc();
      const created = { ...newNotification(ref.id, input, caller, now, 'immediate', now), ...claimFields(token, now, 1) };
      tx.create(ref, created);
      return created;
    });
    const ref = notificationRef(db, input.eventId, claimed.notification_id);
    const outcome = await deliverOrRecord(db, { ref, token, notification: claimed });
    logs.notificationSent(requestId, caller.uid, input.eventId, claimed.notification_id, outcome.outcome);
    if (outcome.outcome === 'retry') throw new HttpError(503, NOTIFICATION_MESSAGES.sendRetried);
    const stored = (await ref.get()).data();
    if (!stored) throw notFound(NOTIFICATION_MESSAGES.notFound);
    return { result: toNotification(stored) };
  }),

  route(api.notifications.forEvent, async ({ e, a }, caller) => {
    await editableEvent(caller, e);
    const query = a ? notificationsOf(e).where('agenda_id', '==', a) : notificationsOf(e);
    const snapshot = await query.get();
    const notifications = snapshot.docs
      .map((doc) => toNotification(doc.data()))
      .sort((x, y) => x.start_time.localeCompare(y.start_time) || x.id.localeCompare(y.id));
    return { notifications };
  }),

  route(api.notifications.byId, async ({ n }, caller) => {
    const stored = await findNotification(n);
    if (!stored) throw notFound(NOTIFICATION_MESSAGES.notFound);
    await editableEvent(caller, stored.event_id);
    return { notification: toNotification(stored) };
  }),

  // Cancels (deletes) a notification that is still scheduled; a claimed or sent one is kept (409).
  route(api.notifications.remove, async ({ n }, caller, { requestId }) => {
    const found = await findNotification(n);
    if (!found) throw notFound(NOTIFICATION_MESSAGES.notFound);
    await editEvent(caller, found.event_id, async (tx) => {
      const { ref } = await scheduledIn(tx, found.event_id, n);
      tx.delete(ref);
    });
    logs.notificationDeleted(requestId, caller.uid, found.event_id, n);
    return { result: { id: n } };
  }),
];
