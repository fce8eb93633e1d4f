/**
 * docs/product.md §7, call by call, as an old client of the backend makes it: the spec's parameter names, the
 * spec's body fields (§3 save payloads), and the answer fields the spec reads. One row per call of §7
 * (94); functions/test/api/spec-contract.test.ts sends each (POSTs as form data whose `data` field holds
 * JSON, as §7 says) and fails when an answer lacks a field, or when the endpoint table has a §7 call
 * without a row here.
 */
import { COLLECTIONS, EVENT_SUBCOLLECTIONS, newGroupDoc } from '@agenda/contract';
import { expect } from 'vitest';
import { CHILD_IDS, createTestEvent, eventDoc, type EventPeople } from '../event-fixtures';
import { db, downloadAddress, randomTag } from '../helpers';
import { freshChild } from '../matrix/event-context';
import { freshLocale, storedTenant } from '../tenant-fixtures';
import * as spec from './spec-fields';

const { at } = spec;

export interface SpecContext {
  people: EventPeople;
  /** A public event of `de`, organized by `people.organizer`, in which `people.user` takes part. */
  event: { id: string; agendaId: string };
  /** A user of `de` who is also in the demo directory. */
  target: { uid: string; email: string };
  /** A group of `de` holding the target. */
  groupId: string;
}

type Persona = keyof EventPeople | 'corporate' | 'anonymous';
type Params = Record<string, unknown>;

export interface SpecCall {
  /** "METHOD /path", as §7 writes it. */
  call: string;
  /** Who calls (root where the call is about the shape, not about who may). */
  as: Persona;
  params: (c: SpecContext) => Params | Promise<Params>;
  /** Answer fields the spec names (paths, `a.0.b` for the first item of a list). */
  answer: string[];
  /** Further checks of the answer. */
  check?: (body: Record<string, unknown>, c: SpecContext) => void;
}

const DAY_MS = 24 * 60 * 60_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
/** "UTC without offset" (§3 Agenda save payload). */
const utcWithoutOffset = (iso: string) => iso.replace(/\.\d{3}Z$/, '').replace(/Z$/, '');

/** §7 POST /events/new (data: id, eventName, address, tenantId, noWall, description, startDate, endDate, hide_gamification, privacy, timezone). */
const eventBody = (id: string | null) => ({
  id,
  eventName: `Contract event ${randomTag()}`,
  address: 'Unter den Linden 1, Berlin',
  tenantId: 'de',
  noWall: false,
  description: 'Saved as an old client saves it',
  startDate: inDays(1),
  endDate: inDays(2),
  hide_gamification: false,
  privacy: false,
  timezone: 'Europe/Berlin',
});

const freshEvent = async (c: SpecContext) => (await createTestEvent(c.people.organizer.uid)).id;
const firstFile = (folder: string) => (c: SpecContext) => `v2/events/${c.event.id}/${folder}/contract.png`;

/** The event of the context in an event list, with its organizers and participants as users. */
function checkEventIn(events: unknown, c: SpecContext): void {
  const event = (events as { id: string }[]).find((item) => item.id === c.event.id);
  expect(event, 'the context event in the list').toBeDefined();
  checkEvent(event, c);
}

/** §3 Event: every field; organizers (users) and participants (users) are users, not ids. */
function checkEvent(event: unknown, c: SpecContext): void {
  for (const field of spec.EVENT) expect(event).toHaveProperty(field);
  const { organizers, participants } = event as { organizers: unknown[]; participants: unknown[] };
  expect(organizers).toEqual([expect.objectContaining({ id: c.people.organizer.uid })]);
  expect(participants.every((person) => typeof person === 'object' && person !== null && 'id' in person)).toBe(true);
}

const agendaBody = async (c: SpecContext, id: string | null) => {
  const start = ((await eventDoc(c.event.id).get()).get('start_date') as { toMillis(): number }).toMillis();
  return {
    id,
    name: 'Workshop',
    tags: [CHILD_IDS.tag],
    startTime: utcWithoutOffset(new Date(start + 60 * 60_000).toISOString()),
    endTime: utcWithoutOffset(new Date(start + 120 * 60_000).toISOString()),
    locationId: CHILD_IDS.location,
    description: 'Hands-on',
    mandatory: false,
    numberOfPlaces: 10,
    eventId: c.event.id,
    locked: false,
    meeting: null,
  };
};

export const SPEC_CALLS_EVENTS: SpecCall[] = [
  // ---- Events
  {
    call: 'GET /events',
    as: 'root',
    params: () => ({ t: 'de' }),
    answer: ['events'],
    check: (body, c) => checkEventIn(body.events, c),
  },
  { call: 'POST /events/new', as: 'adminA', params: () => eventBody(null), answer: ['result.id'] },
  { call: 'DELETE /events', as: 'adminA', params: async (c) => ({ id: await freshEvent(c) }), answer: [] },
  { call: 'GET /events/isPassed', as: 'user', params: (c) => ({ id: c.event.id }), answer: ['passed'] },
  {
    call: 'GET /events/byId',
    as: 'user',
    params: (c) => ({ event_id: c.event.id }),
    answer: ['event'],
    check: (body, c) => {
      checkEvent(body.event, c);
      // The caller takes part: the participants the answer names are the caller alone (thousands are
      // GET /participants/event/participants); addresses are need-to-know: their own, not the organizer's.
      const { organizers, participants } = body.event as Record<string, { id: string; email: string | null }[]>;
      expect(participants).toEqual([expect.objectContaining({ id: c.people.user.uid, email: expect.any(String) })]);
      expect(organizers).toEqual([expect.objectContaining({ id: c.people.organizer.uid, email: null })]);
    },
  },
  { call: 'GET /events/clear', as: 'organizer', params: async (c) => ({ event_id: await freshEvent(c) }), answer: [] },
  {
    call: 'GET /events/user-files',
    as: 'organizer',
    params: (c) => ({ u: c.people.user.uid, e: c.event.id }),
    answer: ['files'],
  },
  {
    call: 'POST /events/user-files/update',
    as: 'user',
    params: (c) => ({ e: c.event.id, files: [], deletedFiles: [] }),
    answer: ['files'],
  },
  {
    call: 'POST /events/updateBackground',
    as: 'organizer',
    params: (c) => ({
      id: c.event.id,
      background_image_url: downloadAddress(firstFile('backgrounds')(c)),
      background_image_id: firstFile('backgrounds')(c),
    }),
    answer: [],
  },
  {
    call: 'POST /events/updateLogo',
    as: 'organizer',
    params: (c) => ({
      id: c.event.id,
      logo_image_url: downloadAddress(firstFile('logos')(c)),
      logo_image_id: firstFile('logos')(c),
    }),
    answer: [],
  },
  {
    call: 'POST /events/updateCover',
    as: 'organizer',
    params: (c) => ({
      id: c.event.id,
      poster_image_url: downloadAddress(firstFile('covers')(c)),
      poster_image_id: firstFile('covers')(c),
    }),
    answer: [],
  },
  {
    call: 'POST /search/searchAll',
    as: 'root',
    params: () => ({ search: 'contract' }),
    answer: ['events'],
    check: (body, c) => checkEventIn(body.events, c),
  },
  {
    call: 'GET /search/upcomingEvents',
    as: 'root',
    params: () => ({}),
    answer: ['events'],
    check: (body) => {
      for (const event of body.events as unknown[]) for (const field of spec.EVENT) expect(event).toHaveProperty(field);
    },
  },

  // ---- Rights
  { call: 'GET /rights/event', as: 'organizer', params: (c) => ({ e: c.event.id }), answer: ['canEdit'] },
  { call: 'GET /rights/tenant', as: 'adminA', params: () => ({ t: 'de' }), answer: ['canEdit'] },
  { call: 'GET /rights/agenda', as: 'organizer', params: (c) => ({ a: c.event.agendaId }), answer: ['canEdit'] },
  { call: 'GET /rights/isadminforanytenant', as: 'adminA', params: () => ({}), answer: ['canEdit'] },
  { call: 'GET /rights/isRoot', as: 'root', params: () => ({}), answer: ['canEdit'] },
  { call: 'GET /rights', as: 'adminA', params: () => ({}), answer: ['authorities.0.authority_id'] },

  // ---- Tenants
  { call: 'GET /tenants', as: 'user', params: () => ({}), answer: at('tenants.0', spec.TENANT) },
  { call: 'GET /tenants/admin', as: 'adminA', params: () => ({}), answer: ['tenants.0.id'] },
  { call: 'GET /tenants/get', as: 'user', params: () => ({ id: 'de' }), answer: at('result', spec.TENANT) },
  {
    call: 'POST /tenants/new',
    as: 'root',
    params: async () => ({
      locale: await freshLocale(),
      country_name: 'Contractland',
      id: null,
      flag_image_url: null,
      flag_image_ref: null,
    }),
    answer: at('result', spec.TENANT),
  },
  { call: 'DELETE /tenants', as: 'root', params: async () => ({ id: await storedTenant() }), answer: [] },

  // ---- Users and settings
  {
    call: 'POST /getExistingUsers',
    as: 'adminA',
    params: () => ({ search: '', pageSize: 25, page: 1 }),
    answer: ['users', 'count', ...at('users.0', spec.USER)],
  },
  {
    call: 'GET /rootsettings/get',
    as: 'adminA',
    params: (c) => ({ id: c.target.email }),
    answer: at('result', spec.USER),
  },
  {
    call: 'POST /rootsettings/update',
    as: 'adminA',
    params: (c) => ({ id: c.target.email, authlist: [{ authority_id: 'USER', tenant_id: null }] }),
    answer: [],
  },
  {
    call: 'GET /users/byEmail',
    as: 'root',
    params: (c) => ({ email: c.target.email }),
    answer: at('result', spec.USER),
  },
  { call: 'GET /users/checkUser', as: 'adminA', params: (c) => ({ email: c.target.email }), answer: ['result'] },
  { call: 'GET /users/me', as: 'user', params: () => ({}), answer: at('result', spec.USER) },
  { call: 'GET /users/profile', as: 'root', params: (c) => ({ id: c.target.uid }), answer: at('result', spec.USER) },
  { call: 'GET /users/byId', as: 'root', params: (c) => ({ id: c.target.uid }), answer: at('result', spec.USER) },
  {
    call: 'GET /users/refresh',
    as: 'root',
    params: (c) => ({ email: c.target.email }),
    answer: at('result', spec.USER),
  },
  { call: 'GET /ping/status', as: 'anonymous', params: () => ({}), answer: ['result'] },
  { call: 'GET /firebasetoken', as: 'corporate', params: () => ({}), answer: ['token'] },
  {
    call: 'POST /settings/update',
    as: 'adminA',
    params: () => ({ name: 'TEST_VERSION', value: 'contract' }),
    answer: [],
  },
  { call: 'GET /settings/value', as: 'anonymous', params: () => ({ name: 'TEST_VERSION' }), answer: ['result'] },

  // ---- Completion and groups
  {
    call: 'GET /completion/users',
    as: 'adminA',
    params: (c) => ({ user: c.target.email }),
    answer: at('result.0', spec.COMPLETION),
  },
  {
    call: 'GET /completion/groups',
    as: 'adminA',
    params: () => ({ group: 'contract' }),
    answer: ['result.0.id', 'result.0.name'],
  },
  {
    call: 'GET /completion/usersInGroup',
    as: 'adminA',
    params: (c) => ({ group: c.groupId }),
    answer: at('result.0', spec.COMPLETION),
  },
  { call: 'POST /completion/addAllUsers', as: 'adminA', params: () => ({ tenant_id: 'de' }), answer: ['result'] },
  {
    call: 'POST /groups',
    as: 'adminA',
    params: () => ({ search: 'contract', tenant_id: 'de', pageSize: 25, page: 1 }),
    answer: ['groups', 'count', 'groups.0.id', 'groups.0.name', 'groups.0.tenant_id'],
  },
  {
    call: 'POST /groups/new',
    as: 'adminA',
    params: (c) => ({ id: null, name: `Contract ${randomTag()}`, users: [c.target.uid], tenantId: 'de' }),
    answer: at('result', spec.GROUP),
  },
  {
    call: 'DELETE /groups',
    as: 'adminA',
    params: async (c) => {
      const ref = db.collection(COLLECTIONS.groups).doc();
      await ref.set(newGroupDoc({ name: `Contract ${randomTag()}`, tenant_id: 'de', users: [c.target.uid] }));
      return { id: ref.id };
    },
    answer: [],
  },
  { call: 'GET /groups/byId', as: 'adminA', params: (c) => ({ id: c.groupId }), answer: at('result', spec.GROUP) },

  // ---- Agendas
  { call: 'GET /agendas', as: 'user', params: (c) => ({ eventId: c.event.id }), answer: at('agendas.0', spec.AGENDA) },
  { call: 'POST /agendas/new', as: 'organizer', params: (c) => agendaBody(c, null), answer: at('result', spec.AGENDA) },
  {
    call: 'DELETE /agendas',
    as: 'organizer',
    params: async (c) => {
      const created = await agendaBody(c, null);
      const id = await freshChild(c.event.id, 'agendas');
      const source = await eventDoc(c.event.id).collection(EVENT_SUBCOLLECTIONS.agendas).doc(c.event.agendaId).get();
      await source.ref.parent.doc(id).set({ ...source.data(), agenda_id: id, name: created.name });
      return { eventId: c.event.id, agendaId: id };
    },
    answer: [],
  },
  {
    call: 'GET /agendas/byId',
    as: 'user',
    params: (c) => ({ id: c.event.agendaId, eventId: c.event.id }),
    answer: at('agenda', spec.AGENDA),
  },
  { call: 'GET /agendas/isPassed', as: 'user', params: (c) => ({ id: c.event.agendaId }), answer: ['passed'] },
  {
    call: 'GET /agendas/eager',
    as: 'user',
    params: (c) => ({ id: c.event.agendaId, eventId: c.event.id }),
    answer: at('agenda', spec.AGENDA),
  },
  {
    call: 'GET /agendas/files',
    as: 'user',
    params: (c) => ({ id: c.event.agendaId, eventId: c.event.id }),
    answer: ['files'],
  },
  {
    call: 'POST /agendas/files/update',
    as: 'organizer',
    params: (c) => {
      const reference = `v2/events/${c.event.id}/agendas/${c.event.agendaId}/contract.pdf`;
      return {
        id: c.event.agendaId,
        eventId: c.event.id,
        files: [{ name: 'contract.pdf', url: downloadAddress(reference), reference }],
        deletedFiles: [],
      };
    },
    answer: at('result.files.0', spec.FILE),
  },
];
