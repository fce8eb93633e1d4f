/**
 * Events for the API tests: people of every role plus an organizer, test events written with the
 * Admin SDK (with one document in each subcollection), and an authorization matrix with the
 * organizer column.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  eventSearchFields,
  type AgendaDoc,
  type DetailDoc,
  type EventDoc,
  type LocationDoc,
  type SurveyDoc,
  type TagDoc,
} from '../src/contract';
import { call, createRoleUsers, createUser, db, randomTag, ROLES, type CallOptions, type Role, type TestUser } from './helpers';

export type EventRole = Role | 'organizer';
export const EVENT_ROLES: readonly EventRole[] = [...ROLES, 'organizer'];
export type EventPerson = Exclude<EventRole, 'anonymous'>;
export type EventPeople = Record<EventPerson, TestUser>;

/** The people of every role (ADMIN of A is `de`, of B is `fr`) and a plain user who organizes the test events. */
export async function createEventPeople(): Promise<EventPeople> {
  const [people, organizer] = await Promise.all([createRoleUsers(), createUser([{ authority_id: 'USER', tenant_id: null }], 'de')]);
  return { ...people, organizer };
}

export const tokenOf = (people: EventPeople, role: EventRole): string | undefined => (role === 'anonymous' ? undefined : people[role].token);

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
export async function createTestEvent(organizerUid: string, options: TestEventOptions = {}): Promise<{ id: string; agendaId: string; name: string }> {
  const name = options.name ?? `Test event ${randomTag()}`;
  const ref = db.collection(COLLECTIONS.events).doc();
  const now = Date.now();
  const event: EventDoc<Timestamp> = {
    name,
    ...eventSearchFields(name),
    description: 'A test event',
    address: 'Teststraße 1, Berlin',
    start_date: Timestamp.fromMillis(now + (options.startDays ?? 1) * DAY_MS),
    end_date: Timestamp.fromMillis(now + (options.endDays ?? 2) * DAY_MS),
    timezone: options.timezone ?? 'Europe/Berlin',
    tenant_id: options.tenant ?? 'de',
    privacy: options.privacy ?? false,
    hide_gamification: false,
    hide_wall: false,
    poster_url: null,
    poster_id: null,
    background_image_url: null,
    background_image_id: null,
    logo_url: null,
    logo_id: null,
    cover_url: null,
    cover_id: null,
    organizers: options.organizers ?? [organizerUid],
    participants: [],
  };
  const agendaId = `${CHILD_IDS.agenda}-${ref.id}`;
  const agenda: AgendaDoc<Timestamp> = {
    agenda_id: agendaId,
    name: 'Keynote',
    description: 'Opening',
    start_time: event.start_date,
    end_date: Timestamp.fromMillis(event.start_date.toMillis() + 60 * 60 * 1000),
    tags: [CHILD_IDS.tag],
    mandatory: false,
    locked: false,
    location_id: CHILD_IDS.location,
    no_of_places: 0,
    meeting_room: null,
    speakers: [],
    participants: [],
    mparticipants: [],
  };
  const location: LocationDoc = { name: 'Main Hall', lat: 52.52, long: 13.41 };
  const detail: DetailDoc = {
    title: 'Getting there',
    description: 'By train',
    order_number: 1,
    event_details_file: [{ name: 'map.png', url: 'https://files.example/map.png', reference: `v2/events/${ref.id}/details/map.png` }],
  };
  const tag: TagDoc = { text: 'Cloud', color: '#1565c0' };
  const survey: SurveyDoc = { name: 'Feedback', url: 'https://forms.example/feedback' };
  const batch = db.batch();
  batch.set(ref, event);
  batch.set(ref.collection(EVENT_SUBCOLLECTIONS.agendas).doc(agendaId), agenda);
  batch.set(ref.collection(EVENT_SUBCOLLECTIONS.locations).doc(CHILD_IDS.location), location);
  batch.set(ref.collection(EVENT_SUBCOLLECTIONS.details).doc(CHILD_IDS.detail), detail);
  batch.set(ref.collection(EVENT_SUBCOLLECTIONS.tags).doc(CHILD_IDS.tag), tag);
  batch.set(ref.collection(EVENT_SUBCOLLECTIONS.surveys).doc(CHILD_IDS.survey), survey);
  batch.set(ref.collection(EVENT_SUBCOLLECTIONS.notifications).doc(CHILD_IDS.notification), { message: 'Welcome', send_to_all: true });
  await batch.commit();
  return { id: ref.id, agendaId, name };
}

export const eventDoc = (id: string) => db.collection(COLLECTIONS.events).doc(id);

/** Statuses of the usual cells: anonymous, USER, organizer, ADMIN of A (de), ADMIN of B (fr), ROOT. */
export const READ_PUBLIC: Record<EventRole, number> = { anonymous: 401, user: 200, organizer: 200, adminA: 200, adminB: 200, root: 200 };
export const READ_DRAFT: Record<EventRole, number> = { anonymous: 401, user: 404, organizer: 200, adminA: 200, adminB: 404, root: 200 };
export const EDIT_PUBLIC: Record<EventRole, number> = { anonymous: 401, user: 403, organizer: 200, adminA: 200, adminB: 403, root: 200 };
export const EDIT_DRAFT: Record<EventRole, number> = { anonymous: 401, user: 404, organizer: 200, adminA: 200, adminB: 404, root: 200 };
export const ADMINS_OF_A: Record<EventRole, number> = { anonymous: 401, user: 403, organizer: 403, adminA: 200, adminB: 403, root: 200 };

export interface EventMatrixCell {
  request: () => [string, CallOptions?] | Promise<[string, CallOptions?]>;
  expected: Record<EventRole, number>;
}

/** Every endpoint × every role including the organizer: the exact status, and an `error` field on every refusal. */
export function describeEventMatrix(matrix: Record<string, EventMatrixCell>, people: () => EventPeople): void {
  describe.each(Object.entries(matrix))('%s', (_name, cell) => {
    it.each(EVENT_ROLES)('answers %s with the expected status', async (role) => {
      const [path, options] = await cell.request();
      const { status, body } = await call(path, { ...options, token: tokenOf(people(), role) });
      expect(status, JSON.stringify(body)).toBe(cell.expected[role]);
      if (status >= 400) expect(body).toHaveProperty('error');
    });
  });
}

/** The event's subcollections that hold documents, for cascade checks. */
export async function remainingChildren(eventId: string): Promise<Record<string, number>> {
  const counts = await Promise.all(
    Object.values(EVENT_SUBCOLLECTIONS).map(async (sub) => [sub, (await eventDoc(eventId).collection(sub).get()).size] as const),
  );
  return Object.fromEntries(counts.filter(([, count]) => count > 0));
}
