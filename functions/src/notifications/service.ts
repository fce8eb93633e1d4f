/**
 * docs/product.md §7 Notifications: scheduling, editing, sending now and cancelling an event's notifications
 * (events/{e}/notifications/{n}), and the two mail-invite sends' reads. Writes run in a transaction
 * that re-reads the event (the caller's current edit right, events/access.ts editEvent), the agenda and
 * the notification, so a notification is never saved into a passed event or agenda, nor edited or
 * cancelled once a delivery run has claimed it. Delivery is delivery.ts; the invites invites.ts.
 */
import { createHash } from 'node:crypto';
import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import {
  agendaConverter,
  agendaDocSchema,
  API_MESSAGES,
  COLLECTIONS,
  docConverter,
  EVENT_MESSAGES,
  EVENT_SUBCOLLECTIONS,
  isPassed,
  newNotificationDoc,
  NOTIFICATION_MESSAGES,
  notificationOutsiders,
  notificationConverter,
  type NotificationContent,
  type StoredNotification,
} from '@agenda/contract';
import { z } from 'zod';
import type { Caller } from '../lib/caller';
import { db } from '../lib/firebase';
import { readAgendaAndRoster, withRosters, type AgendaAndRoster } from '../agendas/roster';
import { badRequest, conflict, HttpError, notFound } from '../lib/http-error';
import { editEvent, eventChildren, eventRef, type StoredEvent } from '../events/access';
import type { CalendarEvent } from '../calendar/ics';
import { deliverOrRecord, type RunOutcome } from './delivery';
import { claimFields, notificationRef } from './delivery-claims';
import { sendAgendaInvites, type Invitee, type InviteCounts, type InviteScope } from './invites';
import { historyAuthor, recordHistory } from '../shared/history';
import { notificationEntry } from './history';

const notificationsOf = (eventId: string) =>
  eventChildren(eventId, EVENT_SUBCOLLECTIONS.notifications).withConverter(notificationConverter);

/** The notification named by id alone, with its event (collection-group query on notification_id). */
export async function findNotification(id: string): Promise<StoredNotification | null> {
  const found = await db
    .collectionGroup(EVENT_SUBCOLLECTIONS.notifications)
    .where('notification_id', '==', id)
    .limit(1)
    .withConverter(notificationConverter)
    .get();
  const snapshot = found.docs[0];
  if (!snapshot || snapshot.ref.parent.parent?.parent.id !== COLLECTIONS.events) return null;
  return snapshot.data();
}

/** The event's notifications, or those of one of its agendas. */
export async function notificationsOfEvent(
  eventId: string,
  agendaId: string | undefined,
): Promise<StoredNotification[]> {
  const query = agendaId ? notificationsOf(eventId).where('agenda_id', '==', agendaId) : notificationsOf(eventId);
  return (await query.get()).docs.map((doc) => doc.data());
}

/** A notification as stored now, or undefined. */
export const storedNotification = async (eventId: string, id: string): Promise<StoredNotification | undefined> =>
  (await notificationRef(db, eventId, id).get()).data();

/**
 * Inside the write's transaction: the event (already read by editEvent) and, for an agenda
 * notification, the agenda must exist and not have passed (docs/product.md §4: Notifications is disabled then).
 */
async function checkOpen(
  tx: Transaction,
  event: StoredEvent,
  eventRef: DocumentReference,
  agendaId: string | null,
  now: Date,
): Promise<void> {
  if (isPassed(event.end_date.toDate(), now)) throw conflict(NOTIFICATION_MESSAGES.eventPassed);
  if (!agendaId) return;
  const agenda = (
    await tx.get(eventRef.collection(EVENT_SUBCOLLECTIONS.agendas).doc(agendaId).withConverter(agendaConverter))
  ).data();
  if (!agenda) throw notFound(EVENT_MESSAGES.agendaNotFound);
  if (isPassed(agenda.end_date.toDate(), now)) throw conflict(NOTIFICATION_MESSAGES.agendaPassed);
}

/**
 * Hand-picked recipients must be users (400 naming the unknown ones at the field); answers their
 * names (the public profile's), by which a refusal names them.
 */
export async function checkUsers(users: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (users.length === 0) return names;
  const unknown: string[] = [];
  for (let start = 0; start < users.length; start += 500) {
    const part = users.slice(start, start + 500);
    const snapshots = await db.getAll(...part.map((uid) => db.collection(COLLECTIONS.users).doc(uid)), {
      fieldMask: ['first_name', 'last_name'],
    });
    snapshots.forEach((snapshot, index) => {
      if (!snapshot.exists) unknown.push(part[index]!);
      else
        names.set(
          snapshot.id,
          `${String(snapshot.get('first_name') ?? '')} ${String(snapshot.get('last_name') ?? '')}`.trim() ||
            snapshot.id,
        );
    });
  }
  if (unknown.length > 0)
    throw badRequest(API_MESSAGES.unknownUsers(unknown), { users: [API_MESSAGES.unknownUsers(unknown)] });
  return names;
}

/** The one field of an agenda the recipients check reads (a `select('speakers')` query). */
const agendaSpeakersConverter = docConverter(z.object({ speakers: agendaDocSchema.shape.speakers }));

/**
 * Inside the write's transaction, after the rights check (so that only an editor learns who takes
 * part): hand-picked recipients must be the event's or the agenda's people (notificationOutsiders),
 * 403 naming the others. Reads only what the picked users need: their participant documents, the
 * agenda, or the speakers of the event's agendas.
 */
async function checkRecipients(
  tx: Transaction,
  event: StoredEvent,
  eventRef: DocumentReference,
  agendaId: string | null,
  users: readonly string[],
  names: ReadonlyMap<string, string>,
): Promise<void> {
  const organizers = event.organizers ?? [];
  const candidates = users.filter((uid) => !organizers.includes(uid));
  if (candidates.length === 0) return;
  const agenda = agendaId
    ? await readAgendaAndRoster(eventRef.collection(EVENT_SUBCOLLECTIONS.agendas).doc(agendaId), tx)
    : null;
  if (agendaId && !agenda) throw notFound(EVENT_MESSAGES.agendaNotFound);
  const speakersOfAgendas = agenda
    ? []
    : (
        await tx.get(
          eventRef.collection(EVENT_SUBCOLLECTIONS.agendas).select('speakers').withConverter(agendaSpeakersConverter),
        )
      ).docs.flatMap((doc) => doc.data().speakers);
  const participants = new Set<string>();
  if (!agenda || agenda.mandatory) {
    const snapshots = await tx.getAll(
      ...candidates.map((uid) => eventRef.collection(EVENT_SUBCOLLECTIONS.participants).doc(uid)),
    );
    for (const snapshot of snapshots) if (snapshot.exists) participants.add(snapshot.id);
  }
  const outsiders = notificationOutsiders(candidates, {
    organizers,
    agenda,
    speakersOfAgendas,
    isEventParticipant: (uid) => participants.has(uid),
  });
  if (outsiders.length === 0) return;
  const message = NOTIFICATION_MESSAGES.notEventPeople(
    outsiders.map((uid) => names.get(uid) ?? uid),
    !!agendaId,
  );
  throw new HttpError(403, message, { users: [message] });
}

/**
 * The id of the notification a request with `request_id` creates: the same caller, event and request
 * id give the same document, so a repeat finds the first one's. Hashed, so that a client choosing ids
 * never names (or collides with) another person's notification.
 */
const requestedNotificationId = (callerUid: string, eventId: string, requestId: string): string =>
  createHash('sha256').update(`${callerUid}\n${eventId}\n${requestId}`).digest('hex').slice(0, 40);

/** The new notification's document: named by the request id when there is one, else a fresh id. */
const newNotificationRef = (caller: Caller, eventId: string, requestId: string | undefined) =>
  requestId
    ? notificationsOf(eventId).doc(requestedNotificationId(caller.uid, eventId, requestId))
    : notificationsOf(eventId).doc();

/** What a save or a send asks for. */
export interface NotificationRequest {
  eventId: string;
  agendaId: string | null;
  notification: NotificationContent;
  users: string[];
  send_to_all: boolean;
  /** The notification edited (a scheduled one), or none to create one. */
  notification_id?: string | null;
  /** The client's id of a creation: a repeat answers the first one's notification. */
  request_id?: string;
}

/** The content fields of a stored notification (hand-picked users only when not sending to all). */
const contentFields = (input: Pick<NotificationRequest, 'notification' | 'send_to_all' | 'users'>) => ({
  message: input.notification.message,
  link: input.notification.link,
  notification_type: input.notification.type,
  send_to_all: input.send_to_all,
  users: input.send_to_all ? [] : input.users,
});

/** A new notification document of the event. */
function newNotification(
  id: string,
  input: NotificationRequest,
  caller: Caller,
  startTime: Date,
  kind: StoredNotification['kind'],
  now: Date,
): StoredNotification {
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
async function scheduledIn(
  tx: Transaction,
  eventId: string,
  id: string,
): Promise<{ ref: DocumentReference<StoredNotification>; stored: StoredNotification }> {
  const ref = notificationsOf(eventId).doc(id);
  const stored = (await tx.get(ref)).data();
  if (!stored) throw notFound(NOTIFICATION_MESSAGES.notFound);
  if (stored.status !== 'scheduled') throw conflict(NOTIFICATION_MESSAGES.alreadySent);
  return { ref, stored };
}

/** A written notification, and whether it is the one a repeated creation made before. */
export interface WrittenNotification {
  notification: StoredNotification;
  repeat: boolean;
}

/**
 * Schedules a notification at `date`, or edits a scheduled one (its agenda stays the one it was made
 * for); `names` are the picked users' (checkUsers).
 */
export async function scheduleNotification(
  caller: Caller,
  input: NotificationRequest,
  date: Date,
  names: ReadonlyMap<string, string>,
): Promise<WrittenNotification> {
  const picked = input.send_to_all ? [] : input.users;
  const now = new Date();
  const actor = historyAuthor(caller);
  return editEvent(caller, input.eventId, async (tx, event, eventRef) => {
    if (input.notification_id) {
      const { ref, stored } = await scheduledIn(tx, input.eventId, input.notification_id);
      await checkOpen(tx, event, eventRef, stored.agenda_id, now);
      await checkRecipients(tx, event, eventRef, stored.agenda_id, picked, names);
      const next: StoredNotification = {
        ...stored,
        ...contentFields(input),
        start_time: Timestamp.fromDate(date),
        updated_at: Timestamp.fromDate(now),
        updated_by: caller.uid,
      };
      recordHistory(tx, actor, await notificationEntry(event, stored, next, 'update'));
      tx.set(ref, next);
      return { notification: next, repeat: false };
    }
    const ref = newNotificationRef(caller, input.eventId, input.request_id);
    // A repeat of a creation (same request id) answers the notification the first one created.
    const earlier = input.request_id ? (await tx.get(ref)).data() : undefined;
    if (earlier) return { notification: earlier, repeat: true };
    await checkOpen(tx, event, eventRef, input.agendaId, now);
    await checkRecipients(tx, event, eventRef, input.agendaId, picked, names);
    const created = newNotification(ref.id, input, caller, date, 'scheduled', now);
    recordHistory(tx, actor, await notificationEntry(event, null, created, 'create'));
    tx.create(ref, created);
    return { notification: created, repeat: false };
  });
}

/**
 * Sends now, through the same delivery as the scheduled run, step one: the notification is created
 * (or a scheduled one taken) already claimed with `token`, so no scheduled run takes it meanwhile.
 * A repeat (same request id) claims nothing: it answers the first one's notification as it is now
 * (sent, or still being sent by the first request).
 */
export async function claimToSendNow(
  caller: Caller,
  input: NotificationRequest,
  token: string,
  names: ReadonlyMap<string, string>,
): Promise<WrittenNotification> {
  const picked = input.send_to_all ? [] : input.users;
  const now = new Date();
  const actor = historyAuthor(caller);
  return editEvent(caller, input.eventId, async (tx, event, eventRef) => {
    if (input.notification_id) {
      const { ref, stored } = await scheduledIn(tx, input.eventId, input.notification_id);
      await checkOpen(tx, event, eventRef, stored.agenda_id, now);
      await checkRecipients(tx, event, eventRef, stored.agenda_id, picked, names);
      const next: StoredNotification = {
        ...stored,
        ...contentFields(input),
        start_time: Timestamp.fromDate(now),
        kind: 'immediate',
        updated_by: caller.uid,
        ...claimFields(token, now, stored.attempts + 1),
      };
      recordHistory(tx, actor, await notificationEntry(event, stored, next, 'send'));
      tx.set(ref, next);
      return { notification: next, repeat: false };
    }
    const ref = newNotificationRef(caller, input.eventId, input.request_id);
    const earlier = input.request_id ? (await tx.get(ref)).data() : undefined;
    if (earlier) return { notification: earlier, repeat: true };
    await checkOpen(tx, event, eventRef, input.agendaId, now);
    await checkRecipients(tx, event, eventRef, input.agendaId, picked, names);
    const created = { ...newNotification(ref.id, input, caller, now, 'immediate', now), ...claimFields(token, now, 1) };
    recordHistory(tx, actor, await notificationEntry(event, null, created, 'send'));
    tx.create(ref, created);
    return { notification: created, repeat: false };
  });
}

/** Step two: delivers the notification claimed with `token`; a failure is recorded for the next scheduled run. */
export const deliverClaimedNow = (
  eventId: string,
  notification: StoredNotification,
  token: string,
): Promise<RunOutcome> =>
  deliverOrRecord(db, { ref: notificationRef(db, eventId, notification.notification_id), token, notification });

/** Cancels (deletes) a notification that is still scheduled; a claimed or sent one is kept (409). */
export async function cancelNotification(caller: Caller, eventId: string, id: string): Promise<void> {
  const actor = historyAuthor(caller);
  await editEvent(caller, eventId, async (tx, event) => {
    const { ref, stored } = await scheduledIn(tx, eventId, id);
    recordHistory(tx, actor, await notificationEntry(event, stored, null, 'delete'));
    tx.delete(ref);
  });
}

// ---- the mail invites' reads (the event's participants are participants/service.ts; the sends invites.ts and invite-runs.ts)

/** The event's agendas, by start, with their versions (the SEQUENCE of their invites) and rosters. */
export async function agendasOfEvent(eventId: string): Promise<{ id: string; agenda: AgendaAndRoster }[]> {
  const snapshot = await eventRef(eventId).collection(EVENT_SUBCOLLECTIONS.agendas).orderBy('start_time').get();
  return (await withRosters(snapshot.docs)).map(({ id, stored }) => ({ id, agenda: stored }));
}

/** The agenda-level send: its invites, written within the request (invites.ts sendAgendaInvites). */
export const sendInvitesOfAgenda = (
  event: CalendarEvent,
  agendaId: string,
  people: readonly Invitee[],
  scope: InviteScope,
): Promise<InviteCounts> => sendAgendaInvites(eventRef(event.id), event, agendaId, people, scope);
