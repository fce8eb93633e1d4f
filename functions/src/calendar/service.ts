/**
 * Calendar feeds (docs/features.md, "Calendar feeds"): what a calendar app subscribed to a feed receives on
 * each poll, built from the stored agendas at that moment (no cache beyond CALENDAR_FEED_MAX_AGE_S).
 * - An event's feed: its agendas, for a published (non-Draft) event only, without Teams links (it
 *   needs no sign-in).
 * - A person's feed: the agendas they speak at, take part in or must attend, and the mandatory
 *   agendas of the events they take part in, of the events they may see. Reached with a secret token
 *   (32 random bytes); only its SHA-256 is stored (calendarFeeds/{uid}), so a leaked database copy
 *   opens no feed; rotating replaces it, revoking deletes it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Timestamp, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import {
  agendaConverter,
  scheduleConverter,
  CALENDAR_FEED_MAX_ENTRIES,
  CALENDAR_FEED_PAST_DAYS,
  CALENDAR_FEEDS_COLLECTION,
  calendarFeedDocSchema,
  canSeeEvent,
  COLLECTIONS,
  docConverter,
  EVENT_SUBCOLLECTIONS,
  EVENT_MESSAGES,
  eventDocSchema,
  type HistoryAuthor,
  type StoredAgenda,
} from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { db } from '../lib/firebase';
import { notFound } from '../lib/http-error';
import { loadPrincipal } from '../lib/principal';
import { historyValue, recordHistory } from '../shared/history';
import { userEntry } from '../users/history';
import { remindersOf } from '../users/reminders';
import { calendarAgenda, feedIcs, uidDomain, type CalendarEvent } from './ics';

const eventConverter = docConverter(eventDocSchema);
const feedConverter = docConverter(calendarFeedDocSchema);

const feedsCollection = () => db.collection(CALENDAR_FEEDS_COLLECTION).withConverter(feedConverter);

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
const newToken = (): string => randomBytes(32).toString('base64url');

/** The owner of a current token, or null. */
export async function feedOwner(token: string): Promise<string | null> {
  const found = await feedsCollection().where('token_hash', '==', hashToken(token)).limit(1).get();
  return found.docs[0]?.data().uid ?? null;
}

async function locationNames(eventId: string): Promise<Map<string, string>> {
  const snapshot = await db
    .collection(COLLECTIONS.events)
    .doc(eventId)
    .collection(EVENT_SUBCOLLECTIONS.locations)
    .get();
  return new Map(snapshot.docs.map((doc) => [doc.id, String(doc.get('name') ?? '')]));
}

const recentEnough = (agenda: StoredAgenda, now: number) =>
  agenda.end_date.toMillis() >= now - CALENDAR_FEED_PAST_DAYS * 86_400_000;

/** The person's reminder lead time in minutes (0 when off): the VALARM of their files and feed. */
const alarmMinutes = async (uid: string): Promise<number> => (await remindersOf(uid)).lead_minutes;

/** A published event's feed, or null for a Draft or a missing event. */
export async function eventFeed(eventId: string): Promise<{ name: string; ics: string } | null> {
  const eventRef = db.collection(COLLECTIONS.events).doc(eventId);
  const event = (await eventRef.withConverter(eventConverter).get()).data();
  if (!event || event.privacy) return null;
  const [agendas, names] = await Promise.all([
    eventRef
      .collection(EVENT_SUBCOLLECTIONS.agendas)
      .withConverter(agendaConverter)
      .orderBy('start_time')
      .limit(CALENDAR_FEED_MAX_ENTRIES)
      .get(),
    locationNames(eventId),
  ]);
  const facts: CalendarEvent = { id: eventId, name: event.name, timezone: event.timezone, address: event.address };
  const ics = feedIcs({
    name: event.name,
    timezone: event.timezone,
    entries: agendas.docs.map((doc) => {
      const agenda = doc.data();
      // Anyone with the event's id reads this feed: the Teams link stays in the app and in the personal feeds.
      const entry = calendarAgenda(doc.id, agenda, agenda.location_id ? (names.get(agenda.location_id) ?? null) : null);
      return { agenda: { ...entry, meetingRoom: null }, event: facts };
    }),
    domain: uidDomain(),
  });
  return { name: event.name, ics };
}

/**
 * One agenda as a calendar file (docs/features.md, "Add to calendar"): the same builder, UID and SEQUENCE
 * as its invites and feeds, so a calendar that imported it updates that entry; with the caller's
 * reminder as its VALARM (docs/features.md, "Reminders"). With the Teams link: the
 * caller may see the event (a Draft only its editors; 404 otherwise, as for an unknown agenda).
 */
export async function agendaFile(
  caller: Caller,
  eventId: string,
  agendaId: string,
): Promise<{ name: string; ics: string }> {
  const eventRef = db.collection(COLLECTIONS.events).doc(eventId);
  const [event, agendaDoc, alarm] = await Promise.all([
    eventRef.withConverter(eventConverter).get(),
    eventRef.collection(EVENT_SUBCOLLECTIONS.agendas).doc(agendaId).withConverter(agendaConverter).get(),
    alarmMinutes(caller.uid),
  ]);
  const facts = event.data();
  if (!facts || !canSeeEvent(caller.principal, caller.uid, facts)) throw notFound(EVENT_MESSAGES.eventNotFound);
  const agenda = agendaDoc.data();
  if (!agenda) throw notFound(EVENT_MESSAGES.agendaNotFound);
  const location = agenda.location_id
    ? String(
        (await eventRef.collection(EVENT_SUBCOLLECTIONS.locations).doc(agenda.location_id).get()).get('name') ?? '',
      ) || null
    : null;
  const ics = feedIcs({
    name: agenda.name,
    timezone: facts.timezone,
    entries: [
      {
        agenda: calendarAgenda(agendaId, agenda, location),
        event: { id: eventId, name: facts.name, timezone: facts.timezone, address: facts.address },
      },
    ],
    domain: uidDomain(),
    alarmMinutes: alarm,
  });
  return { name: agenda.name, ics };
}

/** The feed of a person: their agendas in the events they may see. */
export async function personalFeed(uid: string): Promise<string> {
  const now = Date.now();
  const agendas = db.collectionGroup(EVENT_SUBCOLLECTIONS.agendas).withConverter(agendaConverter);
  // The sessions they speak at (on the agenda documents), those they take part in or must attend (their
  // schedule in each event, which follows the rosters), and the mandatory ones of the events they take part in.
  const [principal, speaking, schedules, memberships, alarm] = await Promise.all([
    loadPrincipal(uid),
    agendas.where('speakers', 'array-contains', uid).limit(CALENDAR_FEED_MAX_ENTRIES).get(),
    db
      .collectionGroup(EVENT_SUBCOLLECTIONS.schedules)
      .withConverter(scheduleConverter)
      .where('uid', '==', uid)
      .limit(CALENDAR_FEED_MAX_ENTRIES)
      .get(),
    db
      .collectionGroup(EVENT_SUBCOLLECTIONS.participants)
      .where('uid', '==', uid)
      .limit(CALENDAR_FEED_MAX_ENTRIES)
      .get(),
    alarmMinutes(uid),
  ]);
  /** The agendas found, by path: their event's id, their own id and the stored agenda. */
  const found = new Map<string, { eventRef: DocumentReference | null; id: string; agenda: StoredAgenda }>();
  const keep = (doc: DocumentSnapshot<StoredAgenda>) => {
    const agenda = doc.data();
    if (agenda) found.set(doc.ref.path, { eventRef: doc.ref.parent.parent, id: doc.id, agenda });
  };
  for (const doc of speaking.docs) keep(doc);
  const inSchedules = schedules.docs.flatMap((schedule) => {
    const eventRef = schedule.ref.parent.parent;
    if (!eventRef || eventRef.parent.id !== COLLECTIONS.events) return [];
    return Object.entries(schedule.data().sessions)
      .filter(([, standing]) => standing.participant || standing.mparticipant)
      .map(([agendaId]) => eventRef.collection(EVENT_SUBCOLLECTIONS.agendas).doc(agendaId));
  });
  const scheduled = inSchedules.length ? await db.getAll(...inSchedules.slice(0, CALENDAR_FEED_MAX_ENTRIES)) : [];
  for (const doc of scheduled)
    if (doc.exists)
      found.set(doc.ref.path, {
        eventRef: doc.ref.parent.parent,
        id: doc.id,
        agenda: agendaConverter.fromFirestore(doc),
      });
  const memberEvents = memberships.docs.flatMap((doc) =>
    doc.ref.parent.parent?.parent.id === COLLECTIONS.events ? [doc.ref.parent.parent.id] : [],
  );
  const mandatory = await Promise.all(
    memberEvents.map((eventId) =>
      db
        .collection(COLLECTIONS.events)
        .doc(eventId)
        .collection(EVENT_SUBCOLLECTIONS.agendas)
        .withConverter(agendaConverter)
        .where('mandatory', '==', true)
        .get(),
    ),
  );
  for (const snapshot of mandatory) for (const doc of snapshot.docs) keep(doc);

  const byEvent = new Map<string, { id: string; agenda: StoredAgenda }[]>();
  for (const { eventRef, id, agenda } of found.values()) {
    if (!eventRef || eventRef.parent.id !== COLLECTIONS.events || !recentEnough(agenda, now)) continue;
    byEvent.set(eventRef.id, [...(byEvent.get(eventRef.id) ?? []), { id, agenda }]);
  }
  const eventIds = [...byEvent.keys()];
  const events = await Promise.all(
    eventIds.map((id) => db.collection(COLLECTIONS.events).doc(id).withConverter(eventConverter).get()),
  );
  const entries = [];
  let zone = 'UTC';
  for (const snapshot of events) {
    const event = snapshot.data();
    if (!event || !canSeeEvent(principal, uid, event)) continue;
    const names = await locationNames(snapshot.id);
    const facts: CalendarEvent = {
      id: snapshot.id,
      name: event.name,
      timezone: event.timezone,
      address: event.address,
    };
    for (const { id, agenda } of byEvent.get(snapshot.id) ?? []) {
      entries.push({
        agenda: calendarAgenda(id, agenda, agenda.location_id ? (names.get(agenda.location_id) ?? null) : null),
        event: facts,
      });
    }
  }
  entries.sort((a, b) => a.agenda.start.getTime() - b.agenda.start.getTime());
  const kept = entries.slice(0, CALENDAR_FEED_MAX_ENTRIES);
  if (kept[0]) zone = kept[0].event.timezone;
  return feedIcs({ name: 'My agenda', timezone: zone, entries: kept, domain: uidDomain(), alarmMinutes: alarm });
}

/**
 * The history entry of the person's feed: when its address was made (never the token nor its hash),
 * in the transaction that makes or revokes it.
 */
async function recordFeed(tx: Transaction, actor: HistoryAuthor, uid: string, after: Timestamp | null): Promise<void> {
  const [user, feed] = await Promise.all([
    db.collection(COLLECTIONS.users).doc(uid).get(),
    tx.get(feedsCollection().doc(uid)),
  ]);
  const before = feed.data()?.created_at ?? null;
  const action = !after ? 'delete' : before ? 'update' : 'create';
  const changes = [{ field: 'calendar_feed', before: historyValue(before), after: historyValue(after) }];
  recordHistory(tx, actor, userEntry(user, action, before || after ? changes : []));
}

/** Creates or replaces the person's token; answers the new token (only its hash is kept). */
export async function rotateFeedToken(actor: HistoryAuthor, uid: string): Promise<{ token: string; createdAt: Date }> {
  const token = newToken();
  const createdAt = Timestamp.now();
  await db.runTransaction(async (tx) => {
    await recordFeed(tx, actor, uid, createdAt);
    tx.set(feedsCollection().doc(uid), { uid, token_hash: hashToken(token), created_at: createdAt });
  });
  return { token, createdAt: createdAt.toDate() };
}

export async function revokeFeedToken(actor: HistoryAuthor, uid: string): Promise<void> {
  await db.runTransaction(async (tx) => {
    await recordFeed(tx, actor, uid, null);
    tx.delete(feedsCollection().doc(uid));
  });
}

export async function feedStatus(uid: string): Promise<{ active: boolean; createdAt: Date | null }> {
  const doc = (await feedsCollection().doc(uid).get()).data();
  return { active: Boolean(doc), createdAt: doc ? doc.created_at.toDate() : null };
}
