import { beforeAll, describe, expect, it } from 'vitest';
import {
  EVENT_MESSAGES,
  EVENT_SUBCOLLECTIONS,
  MESSAGES,
  type Detail,
  type Location,
  type Survey,
  type Tag,
} from '@agenda/contract';
import {
  CHILD_IDS,
  createEventPeople,
  createTestEvent,
  eventDoc,
  tokenOf,
  type EventPeople,
  type EventRole,
} from '../event-fixtures';
import { call, downloadAddress } from '../helpers';
import { describeMatrix } from '../matrix/matrix';
import { rows as detailRows } from '../matrix/details.rows';
import { rows as locationRows } from '../matrix/locations.rows';
import { rows as surveyRows } from '../matrix/surveys.rows';
import { rows as tagRows } from '../matrix/tags.rows';

let people: EventPeople;
let publicEvent: { id: string; agendaId: string };
let draftEvent: { id: string; agendaId: string };

const as = (role: EventRole) => tokenOf(people, role);
const children = (eventId: string, sub: string) => eventDoc(eventId).collection(sub);

beforeAll(async () => {
  people = await createEventPeople();
  [publicEvent, draftEvent] = await Promise.all([
    createTestEvent(people.organizer.uid),
    createTestEvent(people.organizer.uid, { privacy: true }),
  ]);
});

interface Kind {
  path: string;
  sub: string;
  /** A valid save body for the event. */
  body: (eventId: string) => Record<string, unknown>;
}

const KINDS: Kind[] = [
  {
    path: '/locations',
    sub: EVENT_SUBCOLLECTIONS.locations,
    body: (eventId) => ({ name: 'Room', eventId, lat: 52.5, long: 13.4 }),
  },
  {
    path: '/details',
    sub: EVENT_SUBCOLLECTIONS.details,
    body: (eventId) => ({ title: 'Venue', description: 'Info', order: 2, eventId, files: [], deletedFiles: [] }),
  },
  { path: '/tags', sub: EVENT_SUBCOLLECTIONS.tags, body: (eventId) => ({ name: 'Data', eventId, colour: '#1a2b3c' }) },
  {
    path: '/surveys',
    sub: EVENT_SUBCOLLECTIONS.surveys,
    body: (eventId) => ({ name: 'Poll', url: 'https://forms.example/poll', eventId }),
  },
];

describe('authorization matrix', () => {
  const context = () => ({ people, publicEvent, draftEvent });
  describeMatrix([...locationRows, ...detailRows, ...tagRows, ...surveyRows], context, () => people);
});

describe('common rules', () => {
  it.each(KINDS)('$path: 404 for an unknown event or item, 400 for unknown fields, nothing stored', async (kind) => {
    const before = (await children(publicEvent.id, kind.sub).get()).size;
    expect((await call(`${kind.path}?eventId=missing`, { token: as('root') })).status).toBe(404);
    expect((await call(`${kind.path}/byId?id=missing&eventId=${publicEvent.id}`, { token: as('root') })).status).toBe(
      404,
    );
    expect((await call(`${kind.path}/new`, { token: as('root'), json: kind.body('missing') })).status).toBe(404);
    expect(
      (await call(`${kind.path}/new`, { token: as('root'), json: { ...kind.body(publicEvent.id), id: 'missing' } }))
        .status,
    ).toBe(404);
    expect(
      (await call(`${kind.path}?eventId=${publicEvent.id}&id=missing`, { method: 'DELETE', token: as('root') })).status,
    ).toBe(404);
    const unknown = await call(`${kind.path}/new`, {
      token: as('root'),
      json: { ...kind.body(publicEvent.id), extra: true },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toHaveProperty('error');
    expect((await children(publicEvent.id, kind.sub).get()).size).toBe(before);
    expect((await children('missing', kind.sub).get()).size).toBe(0);
  });
});

describe('locations', () => {
  it('saves, lists, reads and edits a location', async () => {
    const event = await createTestEvent(people.organizer.uid);
    const saved = await call('/locations/new', {
      token: as('organizer'),
      json: { name: 'Atrium', eventId: event.id, lat: -33.86, long: 151.2 },
    });
    expect(saved.status).toBe(200);
    const location = saved.body.result as Location;
    expect(location).toEqual({ id: expect.any(String), eventId: event.id, name: 'Atrium', lat: -33.86, long: 151.2 });
    const list = (await call(`/locations?eventId=${event.id}`, { token: as('user') })).body.locations as Location[];
    expect(list.map((l) => l.name)).toEqual(['Atrium', 'Main Hall']);
    const edited = await call('/locations/new', {
      token: as('adminA'),
      json: { id: location.id, name: 'Atrium West', eventId: event.id, lat: 0, long: 0 },
    });
    expect(edited.status).toBe(200);
    expect(
      (await call(`/locations/byId?id=${location.id}&eventId=${event.id}`, { token: as('user') })).body.location,
    ).toEqual({
      id: location.id,
      eventId: event.id,
      name: 'Atrium West',
      lat: 0,
      long: 0,
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['lat 91', { lat: 91 }, 'lat', EVENT_MESSAGES.latitude],
    ['lat -90.5', { lat: -90.5 }, 'lat', EVENT_MESSAGES.latitude],
    ['long 181', { long: 181 }, 'long', EVENT_MESSAGES.longitude],
    ['no name', { name: '' }, 'name', MESSAGES.required],
    ['lat as text', { lat: '52' }, 'lat', EVENT_MESSAGES.latitude],
  ])('refuses %s with its message and stores nothing', async (_case, overrides, field, message) => {
    const event = await createTestEvent(people.organizer.uid);
    const { status, body } = await call('/locations/new', {
      token: as('adminA'),
      json: { name: 'Roof', eventId: event.id, lat: 1, long: 1, ...overrides },
    });
    expect(status).toBe(400);
    expect((body.fields as Record<string, string[]>)[field]).toEqual([message]);
    expect((await children(event.id, EVENT_SUBCOLLECTIONS.locations).get()).size).toBe(1);
  });

  it('takes a deleted location off its agendas', async () => {
    const event = await createTestEvent(people.organizer.uid);
    const { status } = await call(`/locations?eventId=${event.id}&id=${CHILD_IDS.location}`, {
      method: 'DELETE',
      token: as('organizer'),
    });
    expect(status).toBe(200);
    expect((await children(event.id, EVENT_SUBCOLLECTIONS.locations).doc(CHILD_IDS.location).get()).exists).toBe(false);
    expect(
      (await children(event.id, EVENT_SUBCOLLECTIONS.agendas).doc(event.agendaId).get()).get('location_id'),
    ).toBeNull();
  });
});

describe('tags', () => {
  it('saves a tag as text and colour, and lists it', async () => {
    const event = await createTestEvent(people.organizer.uid);
    const saved = await call('/tags/new', {
      token: as('organizer'),
      json: { name: 'AI', eventId: event.id, colour: '#00838F' },
    });
    expect(saved.status).toBe(200);
    const tag = saved.body.result as Tag;
    expect(tag).toEqual({ id: expect.any(String), eventId: event.id, text: 'AI', color: '#00838f' });
    expect((await children(event.id, EVENT_SUBCOLLECTIONS.tags).doc(tag.id).get()).data()).toEqual({
      text: 'AI',
      color: '#00838f',
    });
    const list = (await call(`/tags?eventId=${event.id}`, { token: as('user') })).body.tags as Tag[];
    expect(list.map((t) => t.text)).toEqual(['AI', 'Cloud']);
    expect((await call(`/tags/byId?id=${tag.id}&eventId=${event.id}`, { token: as('user') })).body.tag).toEqual(tag);
  });

  it('refuses a missing or malformed colour and an empty name', async () => {
    for (const [body, field, message] of [
      [{ name: 'X', colour: 'red' }, 'colour', EVENT_MESSAGES.colour],
      [{ name: 'X' }, 'colour', EVENT_MESSAGES.colour],
      [{ name: '', colour: '#123456' }, 'name', MESSAGES.required],
    ] as const) {
      const answer = await call('/tags/new', { token: as('adminA'), json: { ...body, eventId: publicEvent.id } });
      expect(answer.status).toBe(400);
      expect((answer.body.fields as Record<string, string[]>)[field]).toEqual([message]);
    }
  });

  it('takes a deleted tag off its agendas', async () => {
    const event = await createTestEvent(people.organizer.uid);
    expect(
      (await call(`/tags?eventId=${event.id}&id=${CHILD_IDS.tag}`, { method: 'DELETE', token: as('adminA') })).status,
    ).toBe(200);
    expect((await children(event.id, EVENT_SUBCOLLECTIONS.agendas).doc(event.agendaId).get()).get('tags')).toEqual([]);
  });
});

describe('surveys', () => {
  it('saves, lists and reads surveys, also by agenda', async () => {
    const event = await createTestEvent(people.organizer.uid);
    const saved = await call('/surveys/new', {
      token: as('organizer'),
      json: { name: 'After the keynote', url: 'http://forms.example/k', eventId: event.id },
    });
    expect(saved.status).toBe(200);
    const survey = saved.body.result as Survey;
    expect(survey).toEqual({
      id: expect.any(String),
      eventId: event.id,
      name: 'After the keynote',
      url: 'http://forms.example/k',
    });
    const byEvent = (await call(`/surveys?eventId=${event.id}`, { token: as('user') })).body.surveys as Survey[];
    expect(byEvent.map((s) => s.name)).toEqual(['After the keynote', 'Feedback']);
    expect((await call(`/surveys/agenda?agendaId=${event.agendaId}`, { token: as('user') })).body.surveys).toEqual(
      byEvent,
    );
    expect(
      (await call(`/surveys/byId?id=${survey.id}&eventId=${event.id}`, { token: as('user') })).body.survey,
    ).toEqual(survey);
    expect((await call('/surveys/agenda?agendaId=no-such-agenda', { token: as('root') })).status).toBe(404);
  });

  it.each<[string, unknown, string]>([
    ['javascript:alert(1)', 'javascript:alert(1)', MESSAGES.surveyUrlInvalid],
    ['a data URL', 'data:text/html,<script>alert(1)</script>', MESSAGES.surveyUrlInvalid],
    ['an ftp address', 'ftp://files.example/x', MESSAGES.surveyUrlInvalid],
    ['an empty url', '', MESSAGES.surveyUrlRequired],
    ['no url', undefined, MESSAGES.surveyUrlRequired],
  ])('refuses %s with its message and stores nothing', async (_case, url, message) => {
    const event = await createTestEvent(people.organizer.uid);
    const { status, body } = await call('/surveys/new', {
      token: as('adminA'),
      json: { name: 'Bad', url, eventId: event.id },
    });
    expect(status).toBe(400);
    expect(body.error).toBe(`url: ${message}`);
    expect((body.fields as Record<string, string[]>).url).toEqual([message]);
    expect((await children(event.id, EVENT_SUBCOLLECTIONS.surveys).get()).size).toBe(1);
  });
});

describe('details', () => {
  const file = (eventId: string, name: string) => ({
    name,
    url: downloadAddress(`v2/events/${eventId}/details/${name}`),
    reference: `v2/events/${eventId}/details/${name}`,
  });

  it('saves files with the record and keeps files that are still in use', async () => {
    const event = await createTestEvent(people.organizer.uid);
    const saved = await call('/details/new', {
      token: as('organizer'),
      json: {
        title: 'Floor plan',
        description: 'Levels',
        order: 0,
        eventId: event.id,
        files: [file(event.id, 'a.png'), file(event.id, 'b.png')],
        deletedFiles: [],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const detail = saved.body.result as Detail;
    expect(detail).toMatchObject({
      title: 'Floor plan',
      order_number: 0,
      event_details_file: [file(event.id, 'a.png'), file(event.id, 'b.png')],
    });

    // b.png is marked for deletion, a.png stays, c.png is new.
    const edited = await call('/details/new', {
      token: as('adminA'),
      json: {
        id: detail.id,
        title: 'Floor plan',
        order: 0,
        eventId: event.id,
        files: [file(event.id, 'a.png'), file(event.id, 'c.png')],
        deletedFiles: [file(event.id, 'b.png').reference],
      },
    });
    expect(edited.status).toBe(200);
    expect((await children(event.id, EVENT_SUBCOLLECTIONS.details).doc(detail.id).get()).data()).toEqual({
      title: 'Floor plan',
      description: '',
      order_number: 0,
      event_details_file: [file(event.id, 'a.png'), file(event.id, 'c.png')],
    });

    const list = (await call(`/details?eventId=${event.id}`, { token: as('user') })).body.details as Detail[];
    expect(list.map((d) => d.title)).toEqual(['Floor plan', 'Getting there']);
    expect(
      (await call(`/details/byId?id=${detail.id}&eventId=${event.id}`, { token: as('user') })).body.detail,
    ).toMatchObject({ id: detail.id });
  });

  it('refuses files outside the event details folder and a missing title or order, storing nothing', async () => {
    const event = await createTestEvent(people.organizer.uid);
    const base = { title: 'T', order: 1, eventId: event.id, files: [], deletedFiles: [] };
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { files: [{ ...file(event.id, 'x.png'), reference: 'v2/events/other/details/x.png' }] },
        'files.0.reference',
        EVENT_MESSAGES.fileOutsideFolder(`v2/events/${event.id}/details/`),
      ],
      [
        { deletedFiles: ['flags/1/de.png'] },
        'deletedFiles.0',
        EVENT_MESSAGES.fileOutsideFolder(`v2/events/${event.id}/details/`),
      ],
      [{ files: [{ ...file(event.id, 'x.png'), url: 'javascript:alert(1)' }] }, 'files.0.url', EVENT_MESSAGES.fileUrl],
      [
        { files: [{ ...file(event.id, 'x.png'), url: 'https://tracker.example/pixel.png' }] },
        'files.0.url',
        EVENT_MESSAGES.fileNotOurs,
      ],
      [
        { files: [{ ...file(event.id, 'x.png'), url: file(event.id, 'y.png').url }] },
        'files.0.url',
        EVENT_MESSAGES.fileNotOurs,
      ],
      [{ title: '' }, 'title', MESSAGES.required],
      [{ order: undefined }, 'order', MESSAGES.required],
      [{ order: -1 }, 'order', EVENT_MESSAGES.order],
    ];
    for (const [overrides, field, message] of cases) {
      const { status, body } = await call('/details/new', { token: as('adminA'), json: { ...base, ...overrides } });
      expect(status).toBe(400);
      expect((body.fields as Record<string, string[]>)[field]).toEqual([message]);
    }
    expect((await children(event.id, EVENT_SUBCOLLECTIONS.details).get()).size).toBe(1);
  });

  it('deletes a detail', async () => {
    const event = await createTestEvent(people.organizer.uid);
    const { status, body } = await call(`/details?eventId=${event.id}&id=${CHILD_IDS.detail}`, {
      method: 'DELETE',
      token: as('organizer'),
    });
    expect(status).toBe(200);
    expect(body).toEqual({ result: { id: CHILD_IDS.detail } });
    expect((await children(event.id, EVENT_SUBCOLLECTIONS.details).get()).size).toBe(0);
  });
});
