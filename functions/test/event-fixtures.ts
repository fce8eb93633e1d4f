/**
 * Events for the API tests: people of every role plus an organizer, and test events written with the
 * Admin SDK (with one document in each subcollection). The authorization matrix is functions/test/matrix.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  AGENDA_ROSTER,
  agendaConverter,
  agendaRosterCounts,
  agendaRosterSchema,
  agendaWrites,
  COLLECTIONS,
  docConverter,
  EVENT_SUBCOLLECTIONS,
  eventDocSchema,
  newAgendaDoc,
  newEventDoc,
  newNotificationDoc,
  type AgendaRoster,
  type AgendaSave,
  type AgendaWithPeople,
  type DetailDoc,
  type EventParticipantDoc,
  type LocationDoc,
  type StoredAgenda,
  type SurveyDoc,
  type TagDoc,
} from '@agenda/contract';
import { changedStandings, followRosterOf } from '../src/agendas/schedules';
import { createRoleUsers, createUser, db, randomTag, type Role, type TestUser } from './helpers';

export type EventRole = Role | 'organizer';
export type EventPerson = Exclude<EventRole, 'anonymous'>;
export type EventPeople = Record<EventPerson, TestUser>;

/** The people of every role (ADMIN of A is `de`, of B is `fr`) and a plain user who organizes the test events. */
export async function createEventPeople(): Promise<EventPeople> {
  const [people, organizer] = await Promise.all([
    createRoleUsers(),
    createUser([{ authority_id: 'USER', tenant_id: null }], 'de'),
  ]);
  return { ...people, organizer };
}

export const tokenOf = (people: EventPeople, role: EventRole): string | undefined =>
  role === 'anonymous' ? undefined : people[role].token;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TestEventOptions {
  tenant?: string;
  privacy?: boolean;
  organizers?: string[];
  name?: string;
  /** Days from now of the start and the end. */
  startDays?: number;
  endDays?: number;
  timezone?: string;
}

/** Ids of the documents every test event holds in its subcollections. */
export const CHILD_IDS = {
  agenda: 'agenda-1',
  location: 'location-1',
  detail: 'detail-1',
  tag: 'tag-1',
  survey: 'survey-1',
  notification: 'notification-1',
} as const;

/**
 * Writes an event of `de` (by default) whose organizer is `organizerUid`, with one agenda (in the
 * location, with the tag), location, detail, tag, survey and notification. The agenda's id is
 * made unique so that `GET /surveys/agenda` finds exactly this one.
 */
export async function createTestEvent(
  organizerUid: string,
  options: TestEventOptions = {},
): Promise<{ id: string; agendaId: string; name: string }> {
  const name = options.name ?? `Test event ${randomTag()}`;
  const ref = db.collection(COLLECTIONS.events).doc();
  const now = Date.now();
  const event = newEventDoc({
    name,
    description: 'A test event',
    address: 'Teststraße 1, Berlin',
    start_date: Timestamp.fromMillis(now + (options.startDays ?? 1) * DAY_MS),
    end_date: Timestamp.fromMillis(now + (options.endDays ?? 2) * DAY_MS),
    timezone: options.timezone ?? 'Europe/Berlin',
    tenant_id: options.tenant ?? 'de',
    privacy: options.privacy ?? false,
    hide_gamification: false,
    hide_wall: false,
    organizers: options.organizers ?? [organizerUid],
  });
  const agendaId = `${CHILD_IDS.agenda}-${ref.id}`;
  const agenda = newAgendaDoc({
    agenda_id: agendaId,
    name: 'Keynote',
    description: 'Opening',
    start_time: event.start_date,
    end_date: Timestamp.fromMillis(event.start_date.toMillis() + 60 * 60 * 1000),
    tags: [CHILD_IDS.tag],
    location_id: CHILD_IDS.location,
  });
  const location: LocationDoc = { name: 'Main Hall', lat: 52.52, long: 13.41 };
  const detail: DetailDoc = {
    title: 'Getting there',
    description: 'By train',
    order_number: 1,
    event_details_file: [
      { name: 'map.png', url: 'https://files.example/map.png', reference: `v2/events/${ref.id}/details/map.png` },
    ],
  };
  const tag: TagDoc = { text: 'Cloud', color: '#1565c0' };
  const survey: SurveyDoc = { name: 'Feedback', url: 'https://forms.example/feedback' };
  const batch = db.batch();
  batch.set(ref, event);
  const agendaDoc = ref.collection(EVENT_SUBCOLLECTIONS.agendas).doc(agendaId);
  const { agenda: agendaFields, roster } = agendaWrites(agenda);
  batch.set(agendaDoc, agendaFields);
  batch.set(agendaDoc.collection(AGENDA_ROSTER.collection).doc(AGENDA_ROSTER.doc), roster);
  batch.set(ref.collection(EVENT_SUBCOLLECTIONS.locations).doc(CHILD_IDS.location), location);
  batch.set(ref.collection(EVENT_SUBCOLLECTIONS.details).doc(CHILD_IDS.detail), detail);
  batch.set(ref.collection(EVENT_SUBCOLLECTIONS.tags).doc(CHILD_IDS.tag), tag);
  batch.set(ref.collection(EVENT_SUBCOLLECTIONS.surveys).doc(CHILD_IDS.survey), survey);
  // A notification scheduled for the event's start (no run delivers it during the tests).
  batch.set(
    ref.collection(EVENT_SUBCOLLECTIONS.notifications).doc(CHILD_IDS.notification),
    newNotificationDoc({
      notification_id: CHILD_IDS.notification,
      event_id: ref.id,
      agenda_id: null,
      content: { message: 'Welcome', type: 'TEXT', link: null },
      send_to_all: true,
      users: [],
      start_time: event.start_date,
      kind: 'scheduled',
      by: organizerUid,
      at: Timestamp.fromMillis(now),
    }),
  );
  await batch.commit();
  return { id: ref.id, agendaId, name };
}

export const eventDoc = (id: string) => db.collection(COLLECTIONS.events).doc(id);

const HOUR_MS = 60 * 60 * 1000;

/**
 * A fresh agenda in the event, an hour long, an hour after the event's start (or after `start_time` when
 * given); `fields` override the rest (the joins' and the waitlist's tests).
 */
export async function storedAgenda(
  eventId: string,
  fields: Partial<AgendaWithPeople<Timestamp>> = {},
): Promise<string> {
  const event = (await eventDoc(eventId).withConverter(docConverter(eventDocSchema)).get()).data();
  if (!event) throw new Error(`No event ${eventId} to add an agenda to`);
  const start = (fields.start_time ?? event.start_date).toMillis() + HOUR_MS;
  const ref = eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.agendas).doc();
  const doc = newAgendaDoc({
    agenda_id: ref.id,
    name: 'Session',
    description: '',
    start_time: Timestamp.fromMillis(start),
    end_date: Timestamp.fromMillis(start + HOUR_MS),
    ...fields,
  });
  const { agenda, roster } = agendaWrites({ ...doc, agenda_id: ref.id });
  const batch = db.batch();
  batch.set(ref, agenda);
  batch.set(ref.collection(AGENDA_ROSTER.collection).doc(AGENDA_ROSTER.doc), roster);
  await batch.commit();
  return ref.id;
}

/** An agenda's document, read and written through the contract's converter. */
export const agendaRef = (eventId: string, agendaId: string) =>
  eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.agendas).doc(agendaId).withConverter(agendaConverter);

/** An agenda's roster document (its participants, mandatory participants and waitlist). */
export const rosterDoc = (eventId: string, agendaId: string) =>
  eventDoc(eventId)
    .collection(EVENT_SUBCOLLECTIONS.agendas)
    .doc(agendaId)
    .collection(AGENDA_ROSTER.collection)
    .doc(AGENDA_ROSTER.doc);

/**
 * Changes an agenda's roster as the API's roster writes do (agendas/roster.ts writeRoster): the roster
 * document and its counts on the agenda document, in one batch; then the people's schedules follow as
 * the roster trigger makes them follow (its own code, run here so that the test need not wait for it).
 * For tests that move people without the API (the triggers that follow the roster, a stored state to
 * start from).
 */
export async function changeRoster(eventId: string, agendaId: string, changes: Partial<AgendaRoster>): Promise<void> {
  const current = await readAgenda(eventId, agendaId);
  const roster: AgendaRoster = {
    participants: current.participants,
    mparticipants: current.mparticipants,
    waitlist: current.waitlist,
    ...changes,
  };
  const batch = db.batch();
  batch.set(rosterDoc(eventId, agendaId), roster);
  batch.update(agendaRef(eventId, agendaId).withConverter(null), {
    ...agendaRosterCounts(roster),
    roster_version: FieldValue.increment(1),
  });
  await batch.commit();
  await followRosterOf(eventId, agendaId, changedStandings(current, roster));
}

/** The stored agenda with its roster, as the API reads them; throws when there is none. */
export async function readAgenda(eventId: string, agendaId: string): Promise<StoredAgenda & AgendaRoster> {
  const [agenda, roster] = await Promise.all([agendaRef(eventId, agendaId).get(), rosterDoc(eventId, agendaId).get()]);
  const stored = agenda.data();
  if (!stored) throw new Error(`No agenda ${agendaId}`);
  return { ...stored, ...agendaRosterSchema.parse(roster.data() ?? {}) };
}

/**
 * The agenda form's save (POST /agendas/new) of the stored agenda with `changes`, as the app sends it:
 * the stored name and times and the version it read (the description the form requires: 'Session').
 */
export async function agendaFormSave(
  eventId: string,
  agendaId: string,
  changes: Partial<AgendaSave>,
): Promise<AgendaSave> {
  const stored = await readAgenda(eventId, agendaId);
  return {
    id: agendaId,
    eventId,
    name: stored.name,
    description: 'Session',
    startTime: stored.start_time.toDate().toISOString(),
    endTime: stored.end_date.toDate().toISOString(),
    version: stored.version,
    ...changes,
  };
}

/** Makes users participants of an event, as the API stores them (events/{e}/participants/{uid}). */
export async function addEventParticipants(eventId: string, uids: readonly string[]): Promise<void> {
  const batch = db.batch();
  for (const uid of uids) {
    const doc: EventParticipantDoc = { uid, event_id: eventId, added_at: Date.now() };
    batch.set(eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.participants).doc(uid), doc);
  }
  await batch.commit();
}

/** The event's subcollections that hold documents, for cascade checks. */
export async function remainingChildren(eventId: string): Promise<Record<string, number>> {
  const counts = await Promise.all(
    Object.values(EVENT_SUBCOLLECTIONS).map(
      async (sub) => [sub, (await eventDoc(eventId).collection(sub).get()).size] as const,
    ),
  );
  return Object.fromEntries(counts.filter(([, count]) => count > 0));
}
