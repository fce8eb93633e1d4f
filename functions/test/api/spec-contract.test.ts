/**
 * Old clients of the backend keep working. Every call of docs/product.md §7 is sent as the
 * spec writes it (its parameter and body names, POSTs as form data whose `data` field holds JSON) and
 * its answer must carry the fields the spec names (functions/test/contract/spec-calls*.ts, one row per
 * call). The table check below fails when an endpoint of §7 in the endpoint table has no row, so no
 * endpoint drifts from the spec unnoticed.
 */
import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  ENDPOINTS,
  EVENT_SUBCOLLECTIONS,
  endpointName,
  newGroupDoc,
  type Endpoint,
} from '@agenda/contract';
import { corporateToken } from '../corporate';
import { changeRoster, createEventPeople, createTestEvent, eventDoc } from '../event-fixtures';
import { call, db, randomTag, userDoc } from '../helpers';
import { SPEC_CALLS_CONTENT } from '../contract/spec-calls-content';
import { SPEC_CALLS_EVENTS, type SpecCall, type SpecContext } from '../contract/spec-calls';
import { directoryPerson } from '../directory-person';

const SPEC_CALLS: SpecCall[] = [...SPEC_CALLS_EVENTS, ...SPEC_CALLS_CONTENT];

/** How many calls docs/product.md §7 lists. */
const SPEC_CALL_COUNT = 94;

/**
 * Endpoints of the table that docs/product.md §7 does not list (features of later issues: calendars, stars,
 * joining, waitlists, the directory, import, user creation, sessions, paged completion, failed mail, the
 * event's wall, whose points the spec's gamification settings price but whose calls §7 does not list, and
 * the leaderboard). Anything
 * else in the table is a §7 call and needs its row.
 */
const BEYOND_SPEC = new Set([
  'POST /agendas/import',
  'POST /users/new',
  'POST /users/signOutEverywhere',
  'GET /users/reminders',
  'POST /users/reminders',
  'GET /directory/search',
  'POST /completion/usersPage',
  'GET /participants/event/mine',
  'POST /participants/agenda/join',
  'POST /participants/agenda/leave',
  'GET /participants/agenda/waitlist',
  'POST /participants/agenda/waitlist',
  'POST /participants/agenda/waitlist/join',
  'POST /participants/agenda/waitlist/leave',
  'GET /participants/agenda/feedback',
  'POST /participants/agenda/feedback',
  'GET /participants/event/feedback',
  'GET /calendar/event.ics',
  'GET /calendar/me.ics',
  'GET /calendar/agenda',
  'GET /calendar/feed',
  'POST /calendar/feed',
  'DELETE /calendar/feed',
  'POST /stars/agenda',
  'POST /history/restore',
  'GET /outbox/failed',
  'POST /outbox/retry',
  'POST /wall/posts/new',
  'DELETE /wall/posts',
  'POST /wall/posts/pin',
  'POST /wall/posts/hide',
  'POST /wall/posts/like',
  'POST /wall/posts/report',
  'POST /wall/comments/new',
  'DELETE /wall/comments',
  'POST /wall/comments/hide',
  'POST /wall/comments/report',
  'GET /gamification/leaderboard',
  'GET /gamification/listing',
  'POST /gamification/listing',
]);

const endpointOf = (name: string): Endpoint | undefined => ENDPOINTS.find((e) => endpointName(e) === name);

describe('the spec contract table covers spec §7', () => {
  it('has one row per call of §7, each an endpoint of the table', () => {
    const names = SPEC_CALLS.map((row) => row.call);
    expect(new Set(names).size, 'no call twice').toBe(names.length);
    expect(names).toHaveLength(SPEC_CALL_COUNT);
    for (const name of names) expect(endpointOf(name), name).toBeDefined();
  });

  it.each(ENDPOINTS.map((e) => [endpointName(e)]))('%s has a row, or is named beyond the spec', (name) => {
    const rows = SPEC_CALLS.filter((row) => row.call === name).length;
    expect(rows, name).toBe(BEYOND_SPEC.has(name) ? 0 : 1);
  });
});

let ctx: SpecContext;

beforeAll(async () => {
  const people = await createEventPeople();
  const event = await createTestEvent(people.organizer.uid, { name: `Contract event ${randomTag()}` });
  const person = await directoryPerson('Tara', `Contract${randomTag()}`);
  const target = userDoc([{ authority_id: 'USER', tenant_id: null }], 'de', {
    first_name: person.givenName,
    last_name: person.surname,
    email: person.mail,
  });
  const group = db.collection(COLLECTIONS.groups).doc();
  const batch = db.batch();
  batch.set(db.collection(COLLECTIONS.users).doc(target.uid), target.doc);
  batch.set(group, newGroupDoc({ name: `Contract ${randomTag()}`, tenant_id: 'de', users: [target.uid] }));
  // The plain user takes part in the event…
  batch.set(eventDoc(event.id).collection(EVENT_SUBCOLLECTIONS.participants).doc(people.user.uid), {
    uid: people.user.uid,
    event_id: event.id,
    added_at: Date.now(),
  });
  batch.update(eventDoc(event.id), { participant_count: FieldValue.increment(1) });
  // …and in its agenda, so that the agenda has someone to invite.
  await batch.commit();
  await changeRoster(event.id, event.agendaId, { participants: [people.user.uid] });
  ctx = { people, event, target: { uid: target.uid, email: person.mail }, groupId: group.id };
});

/** The request of a row: the query of a GET or DELETE; a POST's body as form data with a `data` field of JSON. */
function requestOf(endpoint: Endpoint, params: Record<string, unknown>) {
  if (endpoint.method === 'POST') {
    const form = new FormData();
    form.set('data', JSON.stringify(params));
    return { path: endpoint.path, options: { method: 'POST' as const, form } };
  }
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== null && value !== undefined) query.set(key, String(value));
  const search = query.toString();
  return { path: `${endpoint.path}${search ? `?${search}` : ''}`, options: { method: endpoint.method } };
}

async function credentials(row: SpecCall): Promise<{ token?: string; headers?: Record<string, string> }> {
  if (row.as === 'anonymous') return {};
  if (row.as === 'corporate') {
    const oid = randomUUID();
    return { headers: { authorization: `Bearer ${await corporateToken({ oid, email: `${oid}@corp.example` })}` } };
  }
  return { token: ctx.people[row.as].token };
}

describe('spec §7, as an old client calls it', () => {
  it.each(SPEC_CALLS.map((row) => [row.call, row] as const))('%s', async (_name, row) => {
    const endpoint = endpointOf(row.call);
    if (!endpoint) throw new Error(`${row.call} is not in the endpoint table`);
    const { path, options } = requestOf(endpoint, await row.params(ctx));
    const { status, body } = await call(path, { ...options, ...(await credentials(row)) });
    expect(status, JSON.stringify(body)).toBe(200);
    for (const field of row.answer) expect(body, JSON.stringify(body).slice(0, 2000)).toHaveProperty(field);
    row.check?.(body, ctx);
  });
});
