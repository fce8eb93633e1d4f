/**
 * An event's points (docs/product.md §3 Gamification, §5 "integer from 1 to 100", §7
 * GET /gamification?eventId, POST /gamification/new, DELETE /gamification?eventId).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, COLLECTIONS, EVENT_MESSAGES, MESSAGES, type Gamification } from '@agenda/contract';
import { createEventPeople, createTestEvent, tokenOf, type EventPeople, type EventRole } from '../event-fixtures';
import { call, createUser, db } from '../helpers';
import { describeMatrix } from '../matrix/matrix';
import { rows } from '../matrix/gamification.rows';

let people: EventPeople;
let publicEvent: { id: string; agendaId: string };
let draftEvent: { id: string; agendaId: string };

const as = (role: EventRole) => tokenOf(people, role);
const pointsDoc = (eventId: string) => db.collection(COLLECTIONS.gamification).doc(eventId);
const points = (eventId: string, like: unknown = 2, comment: unknown = 3, wall: unknown = 5) => ({
  eventId,
  like_points: like,
  comment_points: comment,
  wall_post_points: wall,
});

beforeAll(async () => {
  people = await createEventPeople();
  [publicEvent, draftEvent] = await Promise.all([
    createTestEvent(people.organizer.uid),
    createTestEvent(people.organizer.uid, { privacy: true }),
  ]);
});

describe('authorization matrix', () => {
  describeMatrix(
    rows,
    () => ({ people, publicEvent, draftEvent }),
    () => people,
  );
});

describe('points', () => {
  it('answers null before any are set, then what the organizer saved, to every reader', async () => {
    const event = await createTestEvent(people.organizer.uid);
    expect((await call(`/gamification?eventId=${event.id}`, { token: as('user') })).body).toEqual({
      gamification: null,
    });
    const saved = await call('/gamification/new', { token: as('organizer'), json: points(event.id, 1, 50, 100) });
    expect(saved.status).toBe(200);
    const expected: Gamification = {
      id: event.id,
      event_id: event.id,
      like_points: 1,
      comment_points: 50,
      wall_post_points: 100,
    };
    expect(saved.body.result).toEqual(expected);
    expect((await call(`/gamification?eventId=${event.id}`, { token: as('user') })).body).toEqual({
      gamification: expected,
    });
    const edited = await call('/gamification/new', { token: as('adminA'), json: points(event.id, 7, 8, 9) });
    expect(edited.body.result).toEqual({ ...expected, like_points: 7, comment_points: 8, wall_post_points: 9 });
    expect((await pointsDoc(event.id).get()).data()).toEqual({
      event_id: event.id,
      like_points: 7,
      comment_points: 8,
      wall_post_points: 9,
    });
  });

  it.each([
    ['zero', 0, MESSAGES.invalidProperty],
    ['101', 101, MESSAGES.invalidProperty],
    ['a fraction', 2.5, MESSAGES.invalidProperty],
    ['a negative number', -3, MESSAGES.invalidProperty],
    ['missing', undefined, MESSAGES.required],
    ['text', 'ten', MESSAGES.required],
  ])('refuses %s at its field and stores nothing', async (_case, value, message) => {
    const event = await createTestEvent(people.organizer.uid);
    for (const field of ['like_points', 'comment_points', 'wall_post_points'] as const) {
      const body = { ...points(event.id), [field]: value };
      const answer = await call('/gamification/new', { token: as('organizer'), json: body });
      expect(answer.status).toBe(400);
      expect((answer.body.fields as Record<string, string[]> | undefined)?.[field]).toEqual([message]);
    }
    expect((await pointsDoc(event.id).get()).exists).toBe(false);
  });

  it('refuses unknown fields, unknown events and ids Firestore reserves', async () => {
    const extra = await call('/gamification/new', {
      token: as('root'),
      json: { ...points(publicEvent.id), badges: [] },
    });
    expect(extra.status).toBe(400);
    expect((await call('/gamification/new', { token: as('root'), json: points('missing-event') })).status).toBe(404);
    expect((await call('/gamification?eventId=missing-event', { token: as('root') })).status).toBe(404);
    expect((await call('/gamification?eventId=missing-event', { method: 'DELETE', token: as('root') })).status).toBe(
      404,
    );
    expect((await call('/gamification/new', { token: as('root'), json: points('__x__') })).status).toBe(400);
    expect((await pointsDoc('missing-event').get()).exists).toBe(false);
  });

  // docs/product.md §3 names the event event_id (and the points' id is the event's); a body that names
  // two different events is refused at the spec's name, and nothing is stored.
  it("takes the spec's event_id and id, and refuses a body naming two events", async () => {
    const [event, other] = await Promise.all([
      createTestEvent(people.organizer.uid),
      createTestEvent(people.organizer.uid),
    ]);
    const { eventId: _eventId, ...rest } = points(event.id);
    const conflict = await call('/gamification/new', {
      token: as('organizer'),
      json: { ...rest, eventId: event.id, event_id: other.id },
    });
    expect(conflict.status).toBe(400);
    expect(conflict.body.fields).toEqual({ event_id: [API_MESSAGES.aliasConflict('event_id', 'eventId')] });
    expect((await pointsDoc(event.id).get()).exists).toBe(false);
    expect((await pointsDoc(other.id).get()).exists).toBe(false);
    const saved = await call('/gamification/new', {
      token: as('organizer'),
      json: { ...rest, id: event.id, event_id: event.id },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({ id: event.id, event_id: event.id, like_points: 2 });
  });

  it('deletes the points (404 when there are none) and keeps the badges', async () => {
    const event = await createTestEvent(people.organizer.uid);
    expect((await call(`/gamification?eventId=${event.id}`, { method: 'DELETE', token: as('organizer') })).status).toBe(
      404,
    );
    await call('/gamification/new', { token: as('organizer'), json: points(event.id) });
    const badge = pointsDoc(event.id).collection('badges').doc('b1');
    await badge.set({ n: 'Starter', t: 10, f: `eventBadges/${event.id}/a.png`, u: 'https://example.test/a.png' });
    const removed = await call(`/gamification?eventId=${event.id}`, { method: 'DELETE', token: as('organizer') });
    expect(removed.status).toBe(200);
    expect(removed.body.result).toEqual({ eventId: event.id });
    expect((await pointsDoc(event.id).get()).exists).toBe(false);
    expect((await badge.get()).exists).toBe(true);
    expect((await call(`/gamification?eventId=${event.id}`, { token: as('organizer') })).body).toEqual({
      gamification: null,
    });
  });

  it('checks current rights: a demoted admin is refused at once and nothing changes', async () => {
    const admin = await createUser(
      [
        { authority_id: 'USER', tenant_id: null },
        { authority_id: 'ADMIN', tenant_id: 'de' },
      ],
      'de',
    );
    const event = await createTestEvent(people.organizer.uid);
    expect((await call('/gamification/new', { token: admin.token, json: points(event.id, 4, 4, 4) })).status).toBe(200);
    // The user record loses ADMIN; the token still carries the old claims.
    await db
      .collection(COLLECTIONS.users)
      .doc(admin.uid)
      .update({ user_authorities: [{ authority_id: 'USER', tenant_id: null }] });
    const refused = await call('/gamification/new', { token: admin.token, json: points(event.id, 9, 9, 9) });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(EVENT_MESSAGES.cannotEdit);
    expect((await call(`/gamification?eventId=${event.id}`, { method: 'DELETE', token: admin.token })).status).toBe(
      403,
    );
    expect((await pointsDoc(event.id).get()).data()?.like_points).toBe(4);
  });

  it('goes with its event: deleting the event removes its points and badges', async () => {
    const event = await createTestEvent(people.organizer.uid);
    await call('/gamification/new', { token: as('organizer'), json: points(event.id) });
    const badge = pointsDoc(event.id).collection('badges').doc('b1');
    await badge.set({ n: 'Starter', t: 10, f: `eventBadges/${event.id}/a.png`, u: 'https://example.test/a.png' });
    expect((await call(`/events?id=${event.id}`, { method: 'DELETE', token: as('adminA') })).status).toBe(200);
    expect((await pointsDoc(event.id).get()).exists).toBe(false);
    expect((await badge.get()).exists).toBe(false);
  });
});
