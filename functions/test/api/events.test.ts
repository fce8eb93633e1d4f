import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, EVENT_MESSAGES, MESSAGES, type EventAnswer } from '@agenda/contract';
import {
  createTestEvent,
  eventDoc,
  remainingChildren,
  tokenOf,
  type EventPeople,
  type EventPerson,
  type EventRole,
} from '../event-fixtures';
import { call, db, downloadAddress, randomTag } from '../helpers';
import { createEventContentContext, type EventContentContext } from '../matrix/event-context';
import { inDays, newEventBody, rows as eventRows } from '../matrix/events.rows';
import { describeMatrix } from '../matrix/matrix';
import { rows as searchRows } from '../matrix/search.rows';

let ctx: EventContentContext;
let people: EventPeople;
let publicEvent: EventContentContext['publicEvent'];
let draftEvent: EventContentContext['draftEvent'];

/** A POST /events/new body for a new event of `de`, starting tomorrow, with any field overridden (even wrongly). */
const newEvent = (overrides: Record<string, unknown> = {}) => ({ ...newEventBody(), ...overrides });

const as = (role: EventRole) => tokenOf(people, role);
const organizerUid = () => people.organizer.uid;
const eventsNamed = async (name: string) =>
  (await db.collection(COLLECTIONS.events).where('name', '==', name).get()).size;

beforeAll(async () => {
  ctx = await createEventContentContext();
  ({ people, publicEvent, draftEvent } = ctx);
});

describe('authorization matrix', () => {
  describeMatrix(
    [...eventRows, ...searchRows],
    () => ctx,
    () => people,
  );
});

describe('POST /events/new', () => {
  it('creates an event and answers it with its country and zone offset', async () => {
    const body = newEvent({
      privacy: true,
      noWall: true,
      startDate: '2030-07-01T07:00:00.000Z',
      endDate: '2030-07-02T16:00:00+02:00',
    });
    const { status, body: answer } = await call('/events/new', { token: as('adminA'), json: body });
    expect(status, JSON.stringify(answer)).toBe(200);
    const result = answer.result as EventAnswer;
    expect(result).toMatchObject({
      name: body.eventName,
      tenant_id: 'de',
      tenant: { locale: 'DE', country_name: 'Germany', flag_image_url: expect.stringMatching(/^data:image\/png/) },
      start_date: '2030-07-01T07:00:00.000Z',
      end_date: '2030-07-02T14:00:00.000Z',
      timezone: 'Europe/Berlin',
      tz_diff: 120,
      privacy: true,
      hide_wall: true,
      organizers: [],
      poster_url: null,
      cover_url: null,
    });
    const stored = (await eventDoc(result.id).get()).data();
    expect(stored).toMatchObject({ name_lower: body.eventName.toLowerCase(), hide_wall: true });
    expect(stored?.name_trigrams).toContain('api');
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['an end before the start', { startDate: inDays(3), endDate: inDays(2) }, 'endDate', EVENT_MESSAGES.endBeforeStart],
    [
      'a start in the past',
      { startDate: inDays(-2), endDate: inDays(2) },
      'startDate',
      EVENT_MESSAGES.startBeforeToday,
    ],
    ['a bad timezone', { timezone: 'Europe/Atlantis' }, 'timezone', EVENT_MESSAGES.invalidTimezone],
    ['no timezone', { timezone: undefined }, 'timezone', MESSAGES.timezoneRequired],
    ['no name', { eventName: '  ' }, 'eventName', MESSAGES.required],
    ['no address', { address: '' }, 'address', MESSAGES.required],
    ['no description', { description: undefined }, 'description', MESSAGES.required],
    ['a date that is not an instant', { startDate: 'tomorrow' }, 'startDate', EVENT_MESSAGES.invalidDate],
  ])('refuses %s with its message and stores nothing', async (_case, overrides, field, message) => {
    const body = newEvent({ eventName: `Refused ${randomTag()}`, ...overrides });
    const { status, body: answer } = await call('/events/new', { token: as('adminA'), json: body });
    expect(status).toBe(400);
    expect(answer.error).toContain(message);
    expect((answer.fields as Record<string, string[]>)[field]).toContain(message);
    if (typeof body.eventName === 'string' && body.eventName.trim()) expect(await eventsNamed(body.eventName)).toBe(0);
  });

  it('refuses unknown fields, wrong types, unknown countries and a poster before the event exists', async () => {
    const cases: [Record<string, unknown>, number][] = [
      [newEvent({ organizers: [people.user.uid] }), 400],
      [newEvent({ privacy: 'yes' }), 400],
      [newEvent({ tenantId: 'zz' }), 400],
      [
        newEvent({ poster_image_url: 'https://files.example/p.png', poster_image_id: 'v2/events/x/posters/p.png' }),
        400,
      ],
    ];
    for (const [body, expected] of cases) {
      const { status, body: answer } = await call('/events/new', { token: as('root'), json: body });
      expect(status, JSON.stringify(answer)).toBe(expected);
      expect(await eventsNamed(body.eventName as string)).toBe(0);
    }
  });

  it('accepts the multipart form with a data field', async () => {
    const form = new FormData();
    const body = newEvent();
    form.set('data', JSON.stringify(body));
    const { status, body: answer } = await call('/events/new', { token: as('adminA'), form });
    expect(status).toBe(200);
    expect((answer.result as EventAnswer).name).toBe(body.eventName);
  });

  it('refuses a country the caller does not administer at the tenantId field, and writes nothing', async () => {
    // The French admin forcing a German event: 403, the reason at the form's Country field.
    const forced = newEvent({ eventName: `Forced ${randomTag()}`, tenantId: 'de' });
    const refused = await call('/events/new', { token: as('adminB'), json: forced });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(EVENT_MESSAGES.onlyAdminsCreate);
    expect((refused.body.fields as Record<string, string[]>).tenantId).toEqual([EVENT_MESSAGES.onlyAdminsCreate]);
    expect(await eventsNamed(forced.eventName)).toBe(0);
    // Their own country is theirs to create in.
    const own = newEvent({ eventName: `Own ${randomTag()}`, tenantId: 'fr', timezone: 'Europe/Paris' });
    const created = await call('/events/new', { token: as('adminB'), json: own });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect((created.body.result as EventAnswer).tenant_id).toBe('fr');
    // Moving an existing German event by its organizer: refused at the same field, the event unchanged.
    const event = await createTestEvent(organizerUid());
    const moved = await call('/events/new', {
      token: as('organizer'),
      json: newEvent({ id: event.id, tenantId: 'fr' }),
    });
    expect(moved.status).toBe(403);
    expect((moved.body.fields as Record<string, string[]>).tenantId).toEqual([EVENT_MESSAGES.tenantFixed]);
    expect((await eventDoc(event.id).get()).get('tenant_id')).toBe('de');
  });

  it('lets an organizer edit but not move the event to another country', async () => {
    const event = await createTestEvent(organizerUid());
    const edit = (role: EventPerson, overrides: Record<string, unknown>) =>
      call('/events/new', {
        token: as(role),
        json: newEvent({ id: event.id, eventName: 'Renamed by the organizer', ...overrides }),
      });
    expect((await edit('organizer', {})).status).toBe(200);
    expect((await eventDoc(event.id).get()).get('name')).toBe('Renamed by the organizer');

    const moved = await edit('organizer', { tenantId: 'fr', eventName: 'Moved' });
    expect(moved.status).toBe(403);
    expect(moved.body.error).toBe(EVENT_MESSAGES.tenantFixed);
    expect((await edit('adminA', { tenantId: 'fr', eventName: 'Moved' })).status).toBe(403);
    expect((await eventDoc(event.id).get()).data()).toMatchObject({
      tenant_id: 'de',
      name: 'Renamed by the organizer',
    });
    expect((await edit('root', { tenantId: 'fr', eventName: 'Moved' })).status).toBe(200);
    expect((await eventDoc(event.id).get()).get('tenant_id')).toBe('fr');
  });

  it('keeps a running event editable while its start stays, and refuses moving the start into the past', async () => {
    const event = await createTestEvent(organizerUid(), { startDays: -1, endDays: 1 });
    const stored = (await eventDoc(event.id).get()).get('start_date') as { toDate(): Date };
    const start = stored.toDate().toISOString();
    const same = await call('/events/new', {
      token: as('adminA'),
      json: newEvent({ id: event.id, startDate: start, endDate: inDays(1) }),
    });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    const earlier = await call('/events/new', {
      token: as('adminA'),
      json: newEvent({ id: event.id, startDate: inDays(-3), endDate: inDays(1) }),
    });
    expect(earlier.status).toBe(400);
    expect(earlier.body.error).toBe(EVENT_MESSAGES.startBeforeToday);
    expect(((await eventDoc(event.id).get()).get('start_date') as { toDate(): Date }).toDate().toISOString()).toBe(
      start,
    );
  });

  it('sets, keeps, replaces and removes the poster', async () => {
    const event = await createTestEvent(organizerUid());
    const poster = (name: string) => ({
      poster_image_url: downloadAddress(`v2/events/${event.id}/posters/${name}`),
      poster_image_id: `v2/events/${event.id}/posters/${name}`,
    });
    const save = (extra: Record<string, unknown>) =>
      call('/events/new', { token: as('organizer'), json: newEvent({ id: event.id, ...extra }) });
    const stored = async () => (await eventDoc(event.id).get()).data();
    expect((await save(poster('a.png'))).status).toBe(200);
    expect(await stored()).toMatchObject({
      poster_url: poster('a.png').poster_image_url,
      poster_id: `v2/events/${event.id}/posters/a.png`,
    });
    expect((await save({})).status).toBe(200);
    expect(await stored()).toMatchObject({ poster_id: `v2/events/${event.id}/posters/a.png` });
    expect((await save(poster('b.png'))).status).toBe(200);
    expect(await stored()).toMatchObject({ poster_id: `v2/events/${event.id}/posters/b.png` });
    expect(
      (
        await save({
          poster_image_url: 'https://files.example/c.png',
          poster_image_id: `v2/events/${event.id}/covers/c.png`,
        })
      ).status,
    ).toBe(400);
    // A tracker, or another file's address, under a reference of the event's folder: refused.
    const tracker = await save({ ...poster('d.png'), poster_image_url: 'https://tracker.example/pixel.png' });
    expect(tracker.status).toBe(400);
    expect(tracker.body.fields).toEqual({ poster_image_url: [EVENT_MESSAGES.fileNotOurs] });
    expect((await save({ ...poster('d.png'), poster_image_url: poster('b.png').poster_image_url })).status).toBe(400);
    expect(await stored()).toMatchObject({ poster_id: `v2/events/${event.id}/posters/b.png` });
    expect((await save({ poster_image_url: '', poster_image_id: '' })).status).toBe(200);
    expect(await stored()).toMatchObject({ poster_url: null, poster_id: null });
  });

  it('answers 404 for an unknown event', async () => {
    expect((await call('/events/new', { token: as('root'), json: newEvent({ id: 'no-such-event' }) })).status).toBe(
      404,
    );
    expect((await eventDoc('no-such-event').get()).exists).toBe(false);
  });
});

describe('event lists and reads', () => {
  /** Who edits the test events of de (and so sees the Draft): its organizer, de's admin and root. */
  const EDITS_DE: [EventPerson, boolean][] = [
    ['user', false],
    ['organizer', true],
    ['adminA', true],
    ['adminB', false],
    ['root', true],
  ];
  const ids = (body: Record<string, unknown>) => (body.events as EventAnswer[]).map((event) => event.id);

  it.each(EDITS_DE)("lists the country's events, with drafts for %s: %s", async (role, seesDraft) => {
    const { body } = await call('/events?t=de', { token: as(role) });
    expect(ids(body)).toContain(publicEvent.id);
    expect(ids(body).includes(draftEvent.id)).toBe(seesDraft);
    const starts = (body.events as EventAnswer[]).map((event) => event.start_date);
    expect(starts).toEqual([...starts].sort());
    expect((body.events as EventAnswer[]).every((event) => event.tenant_id === 'de')).toBe(true);
  });

  it("lists the caller's own events without t", async () => {
    const organizer = await call('/events', { token: as('organizer') });
    expect(ids(organizer.body)).toEqual(expect.arrayContaining([publicEvent.id, draftEvent.id]));
    expect(ids((await call('/events?t=0', { token: as('user') })).body)).not.toContain(publicEvent.id);
  });

  it('answers an event by id with its country and zone offset', async () => {
    const { body } = await call(`/events/byId?event_id=${publicEvent.id}`, { token: as('user') });
    const event = body.event as EventAnswer;
    const expectedOffset = DateTime.fromISO(event.start_date, { zone: 'Europe/Berlin' }).offset;
    expect(event).toMatchObject({
      id: publicEvent.id,
      tz_diff: expectedOffset,
      tenant: { locale: 'DE', country_name: 'Germany' },
    });
    expect(event).not.toHaveProperty('name_trigrams');
    expect((await call('/events/byId?event_id=missing', { token: as('root') })).status).toBe(404);
  });

  it('says whether an event has passed', async () => {
    const past = await createTestEvent(organizerUid(), { startDays: -10, endDays: -9 });
    expect((await call(`/events/isPassed?id=${past.id}`, { token: as('user') })).body).toEqual({ passed: true });
    expect((await call(`/events/isPassed?id=${publicEvent.id}`, { token: as('user') })).body).toEqual({
      passed: false,
    });
  });

  it.each(EDITS_DE)('answers /rights/event for %s: %s', async (role, canEdit) => {
    expect((await call(`/rights/event?e=${publicEvent.id}`, { token: as(role) })).body).toEqual({ canEdit });
    expect((await call('/rights/event?e=missing', { token: as(role) })).body).toEqual({ canEdit: false });
  });
});

describe('DELETE /events and /events/clear', () => {
  it('deletes the event with everything that belongs to it', async () => {
    const event = await createTestEvent(organizerUid());
    await db.collection(COLLECTIONS.gamification).doc(event.id).set({ like_points: 1 });
    await db
      .collection(COLLECTIONS.gamification)
      .doc(event.id)
      .collection('badges')
      .doc('b1')
      .set({ n: 'Badge', t: 10 });
    // The badge trigger records the badge's creation in the event's history when it runs (asynchronously):
    // that history may or may not be there yet.
    const before = Object.keys(await remainingChildren(event.id)).filter((name) => name !== 'history');
    expect(before.sort()).toEqual(['agendas', 'details', 'locations', 'notifications', 'surveys', 'tags']);

    const { status, body } = await call(`/events?id=${event.id}`, { method: 'DELETE', token: as('adminA') });
    expect(status).toBe(200);
    expect(body).toEqual({ result: { id: event.id } });
    expect((await eventDoc(event.id).get()).exists).toBe(false);
    // Only its history stays: the deletion's entry, for the country's admins and root, beside
    // what the badge trigger records of the badge's creation and removal (asynchronously, so not counted).
    expect(Object.keys(await remainingChildren(event.id))).toEqual(['history']);
    const history = await eventDoc(event.id).collection('history').get();
    const apiEntries = history.docs.filter((entry) => entry.get('entity') !== 'badge');
    expect(apiEntries.map((entry) => [entry.get('endpoint'), entry.get('action')])).toEqual([
      ['DELETE /events', 'delete'],
    ]);
    expect((await db.collection(COLLECTIONS.gamification).doc(event.id).get()).exists).toBe(false);
    expect((await db.collection(COLLECTIONS.gamification).doc(event.id).collection('badges').get()).size).toBe(0);
  });

  it('leaves everything in place when refused', async () => {
    const event = await createTestEvent(organizerUid());
    expect((await call(`/events?id=${event.id}`, { method: 'DELETE', token: as('organizer') })).status).toBe(403);
    expect((await eventDoc(event.id).get()).exists).toBe(true);
    expect(Object.keys(await remainingChildren(event.id))).toHaveLength(6);
  });

  it('clears the program: agendas go, the rest stays', async () => {
    const event = await createTestEvent(organizerUid());
    const { status, body } = await call(`/events/clear?event_id=${event.id}`, { token: as('organizer') });
    expect(status).toBe(200);
    expect(body).toEqual({ result: { id: event.id, agendas: 1 } });
    expect(Object.keys(await remainingChildren(event.id)).sort()).toEqual([
      'details',
      'history',
      'locations',
      'notifications',
      'surveys',
      'tags',
    ]);
  });
});

describe('event style images', () => {
  // Endpoint, its payload fields, the folder, and the stored fields (the cover keeps the spec's poster_image_* payload).
  it.each<[string, string, string, string, string, string]>([
    [
      '/events/updateBackground',
      'background_image_url',
      'background_image_id',
      'backgrounds',
      'background_image_url',
      'background_image_id',
    ],
    ['/events/updateLogo', 'logo_image_url', 'logo_image_id', 'logos', 'logo_url', 'logo_id'],
    ['/events/updateCover', 'poster_image_url', 'poster_image_id', 'covers', 'cover_url', 'cover_id'],
  ])(
    '%s saves the reference, replaces it and removes it',
    async (path, urlKey, refKey, folder, storedUrl, storedRef) => {
      const event = await createTestEvent(organizerUid());
      const update = (url: string, ref: string) =>
        call(path, { token: as('organizer'), json: { id: event.id, [urlKey]: url, [refKey]: ref } });
      const stored = async () => (await eventDoc(event.id).get()).data() ?? {};

      const at = (name: string) => `v2/events/${event.id}/${folder}/${name}`;
      const first = await update(downloadAddress(at('1.png')), at('1.png'));
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect((first.body.result as Record<string, unknown>)[storedUrl]).toBe(downloadAddress(at('1.png')));
      expect(await stored()).toMatchObject({ [storedUrl]: downloadAddress(at('1.png')), [storedRef]: at('1.png') });

      expect((await update(downloadAddress(at('2.png')), at('2.png'))).status).toBe(200);
      expect((await stored())[storedRef]).toBe(`v2/events/${event.id}/${folder}/2.png`);

      const outside = await update('https://files.example/3.png', `v2/events/${event.id}/elsewhere/3.png`);
      expect(outside.status).toBe(400);
      expect(outside.body.error).toContain(`v2/events/${event.id}/${folder}/`);
      const foreign = await update('javascript:alert(1)', `v2/events/${event.id}/${folder}/3.png`);
      expect(foreign.status).toBe(400);
      const tracker = await update('https://tracker.example/pixel.png', at('3.png'));
      expect(tracker.status).toBe(400);
      expect(tracker.body.error).toContain(EVENT_MESSAGES.fileNotOurs);
      expect((await stored())[storedRef]).toBe(`v2/events/${event.id}/${folder}/2.png`);

      expect((await update('', '')).status).toBe(200);
      expect(await stored()).toMatchObject({ [storedUrl]: null, [storedRef]: null });
    },
  );

  it('refuses unknown fields and unknown events', async () => {
    const event = await createTestEvent(organizerUid());
    expect(
      (
        await call('/events/updateLogo', {
          token: as('root'),
          json: { id: event.id, logo_url: 'https://files.example/l.png' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await call('/events/updateLogo', { token: as('root'), json: { id: 'missing', logo_image_url: '' } })).status,
    ).toBe(404);
  });
});

describe('search', () => {
  it('finds events whose name contains the text, case-insensitively, and hides drafts from non-editors', async () => {
    const word = randomTag(8);
    const [open, draft] = await Promise.all([
      createTestEvent(organizerUid(), { name: `Open ${word} Forum` }),
      createTestEvent(organizerUid(), { name: `Secret ${word} Retreat`, privacy: true }),
    ]);
    const search = async (role: EventPerson, text: string) =>
      ((await call('/search/searchAll', { token: as(role), json: { search: text } })).body.events as EventAnswer[]).map(
        (event) => event.id,
      );
    expect(await search('user', word.slice(2, 7).toUpperCase())).toEqual([open.id]);
    expect((await search('organizer', word)).sort()).toEqual([open.id, draft.id].sort());
    expect(await search('adminB', `${word} retreat`)).toEqual([]);
    expect(await search('root', `${word} retreat`)).toEqual([draft.id]);
  });

  it('starts at three characters', async () => {
    const { status, body } = await call('/search/searchAll', { token: as('user'), json: { search: ' ab ' } });
    expect(status).toBe(400);
    expect(body.error).toContain(EVENT_MESSAGES.searchTooShort(3));
    expect((await call('/search/searchAll', { token: as('user'), json: {} })).status).toBe(400);
  });

  it('lists upcoming events of every country, sorted by start, without passed events or hidden drafts', async () => {
    const [past, french, draft] = await Promise.all([
      createTestEvent(organizerUid(), { startDays: -10, endDays: -9 }),
      createTestEvent(organizerUid(), { tenant: 'fr', organizers: [] }),
      createTestEvent(organizerUid(), { privacy: true, organizers: [] }),
    ]);
    const upcoming = async (role: EventPerson) =>
      (await call('/search/upcomingEvents', { token: as(role) })).body.events as EventAnswer[];
    const forUser = await upcoming('user');
    const userIds = forUser.map((event) => event.id);
    expect(userIds).toContain(french.id);
    expect(userIds).toContain(publicEvent.id);
    expect(userIds).not.toContain(past.id);
    expect(userIds).not.toContain(draft.id);
    expect(forUser.every((event) => !event.privacy && new Date(event.end_date).getTime() > Date.now())).toBe(true);
    const starts = forUser.map((event) => event.start_date);
    expect(starts).toEqual([...starts].sort());
    expect((await upcoming('adminA')).map((event) => event.id)).toContain(draft.id);
  });
});
