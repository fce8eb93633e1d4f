/**
 * The history of the write endpoints beyond the event's content: each successful call adds exactly
 * one history entry (who, what, the diff, people as `{ id, name }`, no secrets) and a refused call adds
 * none. The badge trigger records the app's badge writes.
 */
import { Timestamp, type Query } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api, COLLECTIONS, endpointName, endpointsOf, EVENT_SUBCOLLECTIONS, recordsHistory } from '@agenda/contract';
import { call, createUser, db, randomTag, type TestUser } from '../helpers';
import {
  addEventParticipants,
  createEventPeople,
  createTestEvent,
  storedAgenda,
  type EventPeople,
} from '../event-fixtures';
import { freshLocale } from '../tenant-fixtures';
import { storedFailedMail } from '../mail-fixtures';
import { directoryPerson } from '../directory-person';
import { runNotification } from '../../src/notifications/delivery';
import { notificationRef } from '../../src/notifications/delivery-claims';

let people: EventPeople;
beforeAll(async () => {
  people = await createEventPeople();
});

type Answer = { status: number; body: Record<string, unknown> };
type Entry = Record<string, unknown>;

const eventHistory = (eventId: string) =>
  db.collection(COLLECTIONS.events).doc(eventId).collection(EVENT_SUBCOLLECTIONS.history);
/** The top-level history of one person's writes (each test's people are its own). */
const historyBy = (uid: string) => db.collection(COLLECTIONS.history).where('actor.uid', '==', uid);

/** Runs a call that must answer `status`, and answers the entries it added to `where`. */
async function written(where: Query, run: () => Promise<Answer>, status = 200): Promise<Entry[]> {
  const before = new Set((await where.get()).docs.map((doc) => doc.id));
  const answer = await run();
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return (await where.get()).docs.filter((doc) => !before.has(doc.id)).map((doc) => doc.data());
}

/** The endpoints whose entry a test below checked. */
const covered = new Set<string>();

/** The one entry a successful call wrote. */
async function theEntry(where: Query, run: () => Promise<Answer>): Promise<Entry> {
  const entries = await written(where, run);
  expect(entries).toHaveLength(1);
  covered.add(String(entries[0]!.endpoint));
  return entries[0]!;
}

const person = (user: TestUser) => ({ id: user.uid, name: expect.stringMatching(/^Test /) as unknown });
const actor = (user: TestUser) => ({ uid: user.uid, name: expect.stringMatching(/^Test /) as unknown });
const post = (path: string, token: string, json: unknown) => call(path, { token, json });
const remove = (path: string, token: string) => call(path, { token, method: 'DELETE' });

describe('history of the people lists', () => {
  it('an agenda list save records who was added, by whom; a refused save records nothing', async () => {
    const { organizer, user } = people;
    const event = await createTestEvent(organizer.uid);
    const where = eventHistory(event.id);
    const { agendaId } = event;
    for (const list of ['speakers', 'participants', 'mparticipants'] as const) {
      const entry = await theEntry(where, () =>
        post(`/participants/agenda/${list}`, organizer.token, { agendaId, [list]: [user.uid] }),
      );
      expect(entry).toMatchObject({
        actor: actor(organizer),
        tenant_id: 'de',
        event_id: event.id,
        entity: 'participants',
        entity_id: agendaId,
        entity_label: 'Keynote',
        action: 'update',
        endpoint: `POST /participants/agenda/${list}`,
        changes: [{ field: `${list}.added`, before: null, after: [person(user)] }],
      });
      expect(JSON.stringify(entry)).not.toContain('@');
      const refused = () => post(`/participants/agenda/${list}`, user.token, { agendaId, [list]: [] });
      expect(await written(where, refused, 403)).toEqual([]);
    }
  });

  it("the event's participants and organizers: who came and who left", async () => {
    const { organizer, user, adminB } = people;
    const event = await createTestEvent(organizer.uid);
    const where = eventHistory(event.id);
    const save = (json: unknown) => () => post('/participants/event/participants', organizer.token, json);
    const added = await theEntry(where, save({ eventId: event.id, participants: [user.uid, adminB.uid] }));
    expect(added).toMatchObject({
      entity: 'participants',
      entity_id: event.id,
      endpoint: 'POST /participants/event/participants',
      changes: [{ field: 'participants.added', before: null, after: [person(user), person(adminB)] }],
    });
    const removed = await theEntry(where, save({ eventId: event.id, participants: [user.uid] }));
    expect(removed.changes).toEqual([{ field: 'participants.removed', before: [person(adminB)], after: null }]);

    const organizers = await theEntry(where, () =>
      post('/participants/event/organizers', organizer.token, {
        eventId: event.id,
        organizers: [organizer.uid, user.uid],
      }),
    );
    expect(organizers).toMatchObject({
      actor: actor(organizer),
      endpoint: 'POST /participants/event/organizers',
      changes: [{ field: 'organizers.added', before: null, after: [person(user)] }],
    });
    const refused = () => post('/participants/event/organizers', adminB.token, { eventId: event.id, organizers: [] });
    expect(await written(where, refused, 403)).toEqual([]);
  });

  it('joining, leaving, waiting and the waitlist order, each by its actor', async () => {
    const { organizer, user, adminA, adminB } = people;
    const event = await createTestEvent(organizer.uid);
    const where = eventHistory(event.id);
    await addEventParticipants(event.id, [user.uid, adminB.uid]);
    const open = await storedAgenda(event.id, { name: 'Open session' });
    const join = await theEntry(where, () => post('/participants/agenda/join', user.token, { agendaId: open }));
    expect(join).toMatchObject({
      actor: actor(user),
      entity: 'participants',
      entity_id: open,
      entity_label: 'Open session',
      action: 'join',
      changes: [{ field: 'participants.added', before: null, after: [person(user)] }],
    });
    // Already in: nothing changes, nothing is recorded.
    expect(await written(where, () => post('/participants/agenda/join', user.token, { agendaId: open }))).toEqual([]);
    const leave = await theEntry(where, () => post('/participants/agenda/leave', user.token, { agendaId: open }));
    expect(leave).toMatchObject({ action: 'leave', changes: [{ field: 'participants.removed', after: null }] });
    // Not a participant of the event: refused, no entry.
    const outsider = () => post('/participants/agenda/join', adminA.token, { agendaId: open });
    expect(await written(where, outsider, 403)).toEqual([]);

    const full = await storedAgenda(event.id, { name: 'Full session', no_of_places: 1, participants: [organizer.uid] });
    for (const waiting of [user, adminB]) {
      const entry = await theEntry(where, () =>
        post('/participants/agenda/waitlist/join', waiting.token, { agendaId: full }),
      );
      expect(entry).toMatchObject({ actor: actor(waiting), entity: 'waitlist', action: 'join' });
    }
    const order = await theEntry(where, () =>
      post('/participants/agenda/waitlist', organizer.token, { agendaId: full, waitlist: [adminB.uid, user.uid] }),
    );
    expect(order).toMatchObject({
      entity: 'waitlist',
      action: 'update',
      changes: [{ field: 'waitlist', before: [person(user), person(adminB)], after: [person(adminB), person(user)] }],
    });
    const left = await theEntry(where, () =>
      post('/participants/agenda/waitlist/leave', user.token, { agendaId: full }),
    );
    expect(left).toMatchObject({ actor: actor(user), entity: 'waitlist', action: 'leave' });
  });
});

describe('history of notifications and points', () => {
  const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
  const content = (message: string) => ({ message, type: 'TEXT', link: null });

  it('scheduled, sent now and cancelled notifications; refused ones record nothing', async () => {
    const { organizer, user } = people;
    const event = await createTestEvent(organizer.uid);
    const where = eventHistory(event.id);
    const save = { eventId: event.id, notification: content('Doors open'), send_to_all: true, date: tomorrow() };
    let id = '';
    const created = await theEntry(where, async () => {
      const answer = await post('/notifications/new', organizer.token, save);
      id = String((answer.body.result as { id?: unknown } | undefined)?.id);
      return answer;
    });
    expect(created).toMatchObject({
      actor: actor(organizer),
      entity: 'notification',
      entity_id: id,
      entity_label: 'Doors open',
      action: 'create',
      endpoint: 'POST /notifications/new',
    });
    expect(created.changes).toEqual(expect.arrayContaining([{ field: 'message', before: null, after: 'Doors open' }]));
    expect(JSON.stringify(created)).not.toContain('claim_token');

    const edited = await theEntry(where, () =>
      post('/notifications/new', organizer.token, {
        ...save,
        notification_id: id,
        notification: content('Doors at 9'),
      }),
    );
    expect(edited).toMatchObject({
      action: 'update',
      changes: [{ field: 'message', before: 'Doors open', after: 'Doors at 9' }],
    });
    const cancelled = await theEntry(where, () => remove(`/schedulednotifications/byId?n=${id}`, organizer.token));
    expect(cancelled).toMatchObject({ action: 'delete', endpoint: 'DELETE /schedulednotifications/byId' });

    const sent = await theEntry(where, () =>
      post('/notifications/send', organizer.token, {
        eventId: event.id,
        notification: content('Now'),
        send_to_all: true,
      }),
    );
    expect(sent).toMatchObject({ action: 'send', endpoint: 'POST /notifications/send', entity_label: 'Now' });
    expect(await written(where, () => post('/notifications/new', user.token, save), 403)).toEqual([]);
  });

  it('the scheduled run records its send of a scheduled notification, as the Scheduler', async () => {
    const event = await createTestEvent(people.organizer.uid);
    const where = eventHistory(event.id);
    const save = { eventId: event.id, notification: content('At nine'), send_to_all: true, date: tomorrow() };
    const created = await theEntry(where, () => post('/notifications/new', people.organizer.token, save));
    const ref = notificationRef(db, event.id, String(created.entity_id));
    await ref.update({ start_time: Timestamp.fromMillis(Date.now() - 1000) });
    const entries = await written(where, async () => ({
      status: (await runNotification(db, ref)) ? 200 : 500,
      body: {},
    }));
    expect(entries).toEqual([
      expect.objectContaining({
        actor: { uid: 'system', name: 'Scheduler' },
        entity: 'notification',
        entity_id: created.entity_id,
        action: 'send',
        changes: expect.arrayContaining([{ field: 'status', before: 'sending', after: 'sent' }]) as unknown,
      }),
    ]);
  });

  it("the event's points: set, changed, removed", async () => {
    const { organizer, user } = people;
    const event = await createTestEvent(organizer.uid);
    const where = eventHistory(event.id);
    const points = (like: number) => ({ eventId: event.id, like_points: like, comment_points: 2, wall_post_points: 3 });
    const created = await theEntry(where, () => post('/gamification/new', organizer.token, points(1)));
    expect(created).toMatchObject({ entity: 'points', action: 'create', entity_id: event.id });
    const changed = await theEntry(where, () => post('/gamification/new', organizer.token, points(5)));
    expect(changed).toMatchObject({ action: 'update', changes: [{ field: 'like_points', before: 1, after: 5 }] });
    expect(await written(where, () => post('/gamification/new', user.token, points(9)), 403)).toEqual([]);
    const removed = await theEntry(where, () => remove(`/gamification?eventId=${event.id}`, organizer.token));
    expect(removed).toMatchObject({ action: 'delete', endpoint: 'DELETE /gamification' });
  });

  it("records the app's badge writes from the trigger", async () => {
    const event = await createTestEvent(people.organizer.uid);
    const badge = db.collection(COLLECTIONS.gamification).doc(event.id).collection('badges').doc();
    const image = `eventBadges/${event.id}/gold.png`;
    const entries = async (action: string) =>
      (await eventHistory(event.id).where('entity_id', '==', badge.id).where('action', '==', action).get()).docs.map(
        (doc) => doc.data(),
      );
    await badge.set({ n: 'Gold', t: 10, f: image, u: `https://files.example/o/x?token=secret` });
    await vi.waitFor(async () => expect(await entries('create')).toHaveLength(1), { timeout: 30_000, interval: 200 });
    expect((await entries('create'))[0]).toMatchObject({
      entity: 'badge',
      entity_label: 'Gold',
      tenant_id: 'de',
      endpoint: 'trigger badges',
      changes: expect.arrayContaining([{ field: 'image', before: null, after: image }]) as unknown,
    });
    await badge.update({ t: 20 });
    await vi.waitFor(async () => expect(await entries('update')).toHaveLength(1), { timeout: 30_000, interval: 200 });
    expect((await entries('update'))[0]?.changes).toEqual([{ field: 'threshold', before: 10, after: 20 }]);
    await badge.delete();
    await vi.waitFor(async () => expect(await entries('delete')).toHaveLength(1), { timeout: 30_000, interval: 200 });
  });
});

describe('history of what belongs to no event', () => {
  it('news items, countries and groups: created and deleted by their admins, refused for others', async () => {
    const { adminA, adminB, root, user } = people;
    const byA = historyBy(adminA.uid);
    let newsId = '';
    const news = await theEntry(byA, async () => {
      const answer = await post('/news/new', adminA.token, {
        title: 'Town hall',
        content: 'Hi',
        tenant: 'de',
        sticky: false,
      });
      newsId = String((answer.body.result as { id?: unknown } | undefined)?.id);
      return answer;
    });
    expect(news).toMatchObject({
      entity: 'news',
      entity_id: newsId,
      tenant_id: 'de',
      event_id: null,
      action: 'create',
    });
    const foreign = () =>
      post('/news/new', adminB.token, { id: newsId, title: 'x', content: 'x', tenant: 'de', sticky: false });
    expect(await written(historyBy(adminB.uid), foreign, 403)).toEqual([]);
    expect(await theEntry(byA, () => remove(`/news?id=${newsId}`, adminA.token))).toMatchObject({ action: 'delete' });

    const locale = await freshLocale();
    const id = locale.toLowerCase();
    const byRoot = historyBy(root.uid);
    const country = await theEntry(byRoot, () =>
      post('/tenants/new', root.token, { locale, country_name: 'Testland' }),
    );
    expect(country).toMatchObject({ entity: 'tenant', entity_id: id, tenant_id: id, action: 'create' });
    expect(country.changes).toEqual(
      expect.arrayContaining([{ field: 'country_name', before: null, after: 'Testland' }]),
    );
    expect(await written(byA, () => remove(`/tenants?id=${id}`, adminA.token), 403)).toEqual([]);
    expect(await theEntry(byRoot, () => remove(`/tenants?id=${id}`, root.token))).toMatchObject({ action: 'delete' });

    let groupId = '';
    const group = await theEntry(byA, async () => {
      const answer = await post('/groups/new', adminA.token, {
        name: `Team ${randomTag()}`,
        tenantId: 'de',
        users: [user.uid],
      });
      groupId = String((answer.body.result as { id?: unknown } | undefined)?.id);
      return answer;
    });
    expect(group).toMatchObject({ entity: 'group', entity_id: groupId, action: 'create' });
    expect(group.changes).toEqual(
      expect.arrayContaining([{ field: 'users.added', before: null, after: [person(user)] }]),
    );
    expect(await written(historyBy(adminB.uid), () => remove(`/groups?id=${groupId}`, adminB.token), 403)).toEqual([]);
    expect(await theEntry(byA, () => remove(`/groups?id=${groupId}`, adminA.token))).toMatchObject({
      action: 'delete',
    });
  });

  it("rights, settings, sessions and calendar feeds: the person's record, never a token", async () => {
    const { adminA, root, user } = people;
    const target = await createUser([{ authority_id: 'USER', tenant_id: null }], 'de');
    const authlist = [
      { authority_id: 'USER', tenant_id: null },
      { authority_id: 'ADMIN', tenant_id: 'de' },
    ];
    const rights = await theEntry(historyBy(adminA.uid), () =>
      post('/rootsettings/update', adminA.token, { id: target.uid, authlist }),
    );
    expect(rights).toMatchObject({
      entity: 'rights',
      entity_id: target.uid,
      tenant_id: 'de',
      // That country's authorities alone: the global USER is not the admin's to see (rights-history.test.ts).
      changes: [{ field: 'user_authorities', before: [], after: ['ADMIN:de'] }],
    });
    const refusedRights = () => post('/rootsettings/update', user.token, { id: target.uid, authlist: [] });
    expect(await written(historyBy(user.uid), refusedRights, 403)).toEqual([]);

    const value = `v-${randomTag()}`;
    const setting = await theEntry(historyBy(root.uid), () =>
      post('/settings/update', root.token, { name: 'TEST_VERSION', value }),
    );
    expect(setting).toMatchObject({
      entity: 'settings',
      entity_id: 'TEST_VERSION',
      tenant_id: null,
      changes: [{ field: 'value', after: value }],
    });
    const refusedSetting = () => post('/settings/update', user.token, { name: 'TEST_VERSION', value: 'x' });
    expect(await written(historyBy(user.uid), refusedSetting, 403)).toEqual([]);

    const feedOwner = await createUser([{ authority_id: 'USER', tenant_id: null }], 'de');
    let token = '';
    const feed = await theEntry(historyBy(feedOwner.uid), async () => {
      const answer = await post('/calendar/feed', feedOwner.token, {});
      token = String((answer.body.result as { token?: unknown } | undefined)?.token);
      return answer;
    });
    expect(feed).toMatchObject({
      entity: 'user',
      entity_id: feedOwner.uid,
      action: 'create',
      endpoint: 'POST /calendar/feed',
    });
    expect(token.length).toBeGreaterThan(10);
    expect(JSON.stringify(feed)).not.toContain(token);
    const revoked = await theEntry(historyBy(feedOwner.uid), () => remove('/calendar/feed', feedOwner.token));
    expect(revoked).toMatchObject({ action: 'delete', changes: [{ field: 'calendar_feed', after: null }] });

    const olga = await directoryPerson('Olga', `New${randomTag()}`, 'de');
    expect(await written(historyBy(user.uid), () => post('/users/new', user.token, { oid: olga.oid }), 403)).toEqual(
      [],
    );
    const created = await theEntry(historyBy(adminA.uid), () => post('/users/new', adminA.token, { oid: olga.oid }));
    expect(created).toMatchObject({
      entity: 'user',
      action: 'create',
      tenant_id: 'de',
      entity_label: expect.stringMatching(/^Olga New/),
    });
    expect(JSON.stringify(created)).not.toContain('@');

    const refusedSignOut = () => post('/users/signOutEverywhere', adminA.token, { id: target.uid });
    expect(await written(historyBy(adminA.uid), refusedSignOut, 403)).toEqual([]);
    const signedOut = await theEntry(historyBy(root.uid), () =>
      post('/users/signOutEverywhere', root.token, { id: target.uid }),
    );
    expect(signedOut).toMatchObject({ entity: 'user', entity_id: target.uid, tenant_id: 'de', action: 'update' });
  });
});

describe('history of the outbox', () => {
  it('Retry of a failed mail records who queued it again; a refused Retry records nothing', async () => {
    const { adminA, root } = people;
    const mail = await storedFailedMail('Audited retry');
    const refused = () => post('/outbox/retry', adminA.token, { id: mail.id });
    expect(await written(historyBy(adminA.uid), refused, 403)).toEqual([]);
    expect(await theEntry(historyBy(root.uid), () => post('/outbox/retry', root.token, { id: mail.id }))).toMatchObject(
      {
        actor: actor(root),
        entity: 'mail',
        entity_id: mail.id,
        entity_label: `Audited retry → ${mail.to}`,
        tenant_id: null,
        action: 'update',
        changes: [
          { field: 'delivery.state', before: 'ERROR', after: 'PENDING' },
          { field: 'delivery.attempts', before: '10', after: '0' },
        ],
      },
    );
  });
});

// The groups of the endpoint table this file covers (the event's content, its restore and the wall's
// moderation are history-table.test.ts's):
// a new write endpoint in them fails here until a test above checks its entry or the contract exempts it.
describe('every write endpoint of these groups', () => {
  it('is checked above or exempt with its reason', () => {
    const content = new Set(['events', 'agendas', 'locations', 'details', 'tags', 'surveys', 'history', 'wall']);
    const others = Object.fromEntries(Object.entries(api).filter(([group]) => !content.has(group)));
    const writes = endpointsOf(others).filter(recordsHistory);
    expect(writes.map(endpointName).filter((name) => !covered.has(name))).toEqual([]);
  });
});
