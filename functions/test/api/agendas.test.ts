import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AGENDA_MESSAGES,
  EVENT_MESSAGES,
  EVENT_SUBCOLLECTIONS,
  MESSAGES,
  type Agenda,
  type AgendaEager,
} from '@agenda/contract';
import { api } from '@agenda/contract';

const { agendas } = api;
import { changeRoster, CHILD_IDS, createTestEvent, eventDoc } from '../event-fixtures';
import { call, createUser, downloadAddress } from '../helpers';
import { createEventContentContext, type EventContentContext } from '../matrix/event-context';
import { describeMatrix, requestOf } from '../matrix/matrix';
import { rows } from '../matrix/agendas.rows';

let ctx: EventContentContext;
/** The test event: tomorrow 00:00 UTC (from now) for a day; its agenda, location and tag. */
let event: { id: string; agendaId: string; start: number; end: number };

beforeAll(async () => {
  ctx = await createEventContentContext();
  const created = await createTestEvent(ctx.people.organizer.uid);
  const stored = await eventDoc(created.id).get();
  event = {
    ...created,
    start: (stored.get('start_date') as Timestamp).toMillis(),
    end: (stored.get('end_date') as Timestamp).toMillis(),
  };
});

describe('authorization matrix', () => {
  describeMatrix(
    rows,
    () => ctx,
    () => ctx.people,
  );
});

const MINUTE = 60_000;
const as = (persona: 'organizer' | 'user' | 'adminA' | 'adminB' | 'root') => ctx.people[persona].token;

async function send<T>(
  endpoint: (typeof agendas)[keyof typeof agendas],
  input: unknown,
  token: string = as('organizer'),
) {
  const [path, options] = requestOf(endpoint, input);
  const answer = await call(path, { ...options, token });
  return answer as {
    status: number;
    body: T & { error?: string; fields?: Record<string, string[]>; details?: Record<string, unknown> };
  };
}

const body = (overrides: Record<string, unknown> = {}) => ({
  eventId: event.id,
  name: 'Cloud workshop',
  description: 'Hands-on session',
  startTime: new Date(event.start + 60 * MINUTE).toISOString(),
  endTime: new Date(event.start + 120 * MINUTE).toISOString(),
  locationId: CHILD_IDS.location,
  tags: [CHILD_IDS.tag],
  numberOfPlaces: 20,
  mandatory: false,
  locked: false,
  meeting: null,
  ...overrides,
});

const save = (overrides: Record<string, unknown> = {}, token?: string) =>
  send<{ result: Agenda }>(agendas.save, body(overrides), token);

describe('POST /agendas/new', () => {
  it('creates an agenda in the event, at version 1, with its location name and places', async () => {
    const { status, body: answer } = await save();
    expect(status, JSON.stringify(answer)).toBe(200);
    expect(answer.result).toMatchObject({
      eventId: event.id,
      name: 'Cloud workshop',
      start_time: new Date(event.start + 60 * MINUTE).toISOString(),
      location: { name: 'Main Hall' },
      tags: [CHILD_IDS.tag],
      no_of_places: 20,
      available_places: 20,
      version: 1,
      updated_by_name: expect.stringMatching(/^Test /),
    });
    const stored = await eventDoc(event.id).collection(EVENT_SUBCOLLECTIONS.agendas).doc(answer.result.id).get();
    expect(stored.get('agenda_id')).toBe(answer.result.id);
    expect((stored.get('start_time') as Timestamp).toMillis()).toBe(event.start + 60 * MINUTE);
  });

  it('reads times without an offset as UTC (spec §3)', async () => {
    const start = new Date(event.start + 30 * MINUTE).toISOString().replace(/\.\d{3}Z$/, '');
    const { status, body: answer } = await save({ startTime: start });
    expect(status, JSON.stringify(answer)).toBe(200);
    expect(answer.result.start_time).toBe(`${start}.000Z`);
  });

  it('accepts an agenda that ends exactly when the event ends', async () => {
    const { status } = await save({
      startTime: new Date(event.end - 60 * MINUTE).toISOString(),
      endTime: new Date(event.end).toISOString(),
    });
    expect(status).toBe(200);
  });

  it("refuses spec §5's three cases at their fields and writes nothing", async () => {
    const before = (await eventDoc(event.id).collection(EVENT_SUBCOLLECTIONS.agendas).get()).size;
    const early = await save({ startTime: new Date(event.start - MINUTE).toISOString() });
    expect(early.status).toBe(400);
    expect(early.body.fields?.startTime).toEqual([MESSAGES.agendaBeforeEvent]);
    const late = await save({ endTime: new Date(event.end + MINUTE).toISOString() });
    expect(late.status).toBe(400);
    expect(late.body.fields?.endTime).toEqual([MESSAGES.agendaAfterEvent]);
    const reversed = await save({
      startTime: new Date(event.start + 120 * MINUTE).toISOString(),
      endTime: new Date(event.start + 60 * MINUTE).toISOString(),
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.error).toContain(MESSAGES.agendaStartAfterEnd);
    expect((await eventDoc(event.id).collection(EVENT_SUBCOLLECTIONS.agendas).get()).size).toBe(before);
  });

  it('refuses a location or tags of another event, and names them', async () => {
    const location = await save({ locationId: 'nowhere' });
    expect(location.status).toBe(400);
    expect(location.body.fields?.locationId).toEqual([AGENDA_MESSAGES.unknownLocation]);
    const tags = await save({ tags: [CHILD_IDS.tag, 'ghost'] });
    expect(tags.status).toBe(400);
    expect(tags.body.fields?.tags).toEqual([AGENDA_MESSAGES.unknownTags(['ghost'])]);
  });

  it('gives a mandatory agenda unlimited places, and wants an https Teams link', async () => {
    const mandatory = await save({ mandatory: true, numberOfPlaces: 5 });
    expect(mandatory.body.result).toMatchObject({ mandatory: true, no_of_places: 0, available_places: null });
    const http = await save({ meeting: 'http://teams.example/meet' });
    expect(http.status).toBe(400);
    expect(http.body.fields?.meeting).toEqual([AGENDA_MESSAGES.meetingLink]);
    const https = await save({ meeting: 'https://teams.microsoft.com/l/meetup-join/abc' });
    expect(https.body.result.meeting_room).toBe('https://teams.microsoft.com/l/meetup-join/abc');
  });

  it('refuses fewer places than the participants already in', async () => {
    const { body: created } = await save();
    await changeRoster(event.id, created.result.id, { participants: ['a', 'b', 'c'] });
    const refused = await save({ id: created.result.id, numberOfPlaces: 2 });
    expect(refused.status).toBe(400);
    expect(refused.body.fields?.numberOfPlaces).toEqual([AGENDA_MESSAGES.placesBelowTaken(2, 3)]);
    const kept = await save({ id: created.result.id, numberOfPlaces: 3 });
    expect(kept.body.result).toMatchObject({ participants: ['a', 'b', 'c'], available_places: 0 });
  });

  it('answers 409 with who saved a newer version and when; saving over that version then succeeds', async () => {
    const { body: created } = await save();
    const id = created.result.id;
    const admin = await save({ id, name: 'Renamed by the admin', version: 1 }, as('adminA'));
    expect(admin.body.result.version).toBe(2);
    const stale = await save({ id, name: 'Renamed by the organizer', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.details).toMatchObject({
      version: 2,
      updated_by_name: admin.body.result.updated_by_name,
      updated_at: admin.body.result.updated_at,
    });
    expect(stale.body.error).toContain(String(admin.body.result.updated_by_name));
    const stored = await eventDoc(event.id).collection(EVENT_SUBCOLLECTIONS.agendas).doc(id).get();
    expect(stored.get('name')).toBe('Renamed by the admin');
    const overwrite = await save({ id, name: 'Renamed by the organizer', version: 2 });
    expect(overwrite.body.result).toMatchObject({ name: 'Renamed by the organizer', version: 3 });
  });

  it('keeps the agenda of an event the caller cannot edit untouched (403) and hides a Draft (404)', async () => {
    const refused = await save({}, as('user'));
    expect(refused.status).toBe(403);
    const draft = await createTestEvent(ctx.people.organizer.uid, { privacy: true });
    const hidden = await send(agendas.save, { ...body(), eventId: draft.id }, as('adminB'));
    expect(hidden.status).toBe(404);
  });
});

describe('reading agendas', () => {
  it('lists the event agendas soonest first, with location names', async () => {
    const { body: answer } = await send<{ agendas: Agenda[] }>(agendas.list, { eventId: event.id }, as('user'));
    const starts = answer.agendas.map((agenda) => agenda.start_time);
    expect(starts).toEqual([...starts].sort());
    expect(answer.agendas.find((agenda) => agenda.id === event.agendaId)).toMatchObject({
      name: 'Keynote',
      location: { name: 'Main Hall' },
    });
  });

  it('answers an agenda eagerly with its location, tags and people, without their addresses or rights', async () => {
    const speaker = await createUser([{ authority_id: 'USER', tenant_id: null }], 'de', {
      first_name: 'Ada',
      last_name: 'Lovelace',
    });
    await eventDoc(event.id)
      .collection(EVENT_SUBCOLLECTIONS.agendas)
      .doc(event.agendaId)
      .update({ speakers: [speaker.uid] });
    const { body: answer } = await send<{ agenda: AgendaEager }>(
      agendas.eager,
      { id: event.agendaId, eventId: event.id },
      as('user'),
    );
    expect(answer.agenda.location).toMatchObject({ id: CHILD_IDS.location, name: 'Main Hall' });
    expect(answer.agenda.tag_list).toEqual([{ id: CHILD_IDS.tag, text: 'Cloud', color: '#1565c0' }]);
    expect(answer.agenda.speaker_list).toEqual([
      { id: speaker.uid, first_name: 'Ada', last_name: 'Lovelace', job_title: null, avatar_url: null },
    ]);
    expect(JSON.stringify(answer)).not.toMatch(/@|user_authorities/);
  });

  it('says whether an agenda has passed, and who may edit it', async () => {
    const passed = await send<{ passed: boolean }>(agendas.isPassed, { id: event.agendaId }, as('user'));
    expect(passed.body.passed).toBe(false);
    for (const [persona, canEdit] of [
      ['user', false],
      ['organizer', true],
      ['adminA', true],
      ['adminB', false],
      ['root', true],
    ] as const) {
      const rights = await send<{ canEdit: boolean }>(agendas.rights, { a: event.agendaId }, as(persona));
      expect(rights.body.canEdit, persona).toBe(canEdit);
    }
  });

  it('answers 404 for an unknown agenda', async () => {
    expect((await send(agendas.byId, { id: 'nope', eventId: event.id }, as('user'))).status).toBe(404);
    expect((await send(agendas.isPassed, { id: 'nope' }, as('user'))).status).toBe(404);
  });
});

describe('agenda files and delete', () => {
  it('records files in the agenda folder only', async () => {
    const folder = `v2/events/${event.id}/agendas/${event.agendaId}/`;
    const file = { name: 'Slides.pdf', url: downloadAddress(`${folder}slides.pdf`), reference: `${folder}slides.pdf` };
    const saved = await send<{ result: Agenda }>(agendas.updateFiles, {
      id: event.agendaId,
      eventId: event.id,
      files: [file],
      deletedFiles: [],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const listed = await send<{ files: unknown[] }>(
      agendas.files,
      { id: event.agendaId, eventId: event.id },
      as('user'),
    );
    // docs/product.md §3 File: id, name, url; the id is the file's reference, not stored with it.
    expect(listed.body.files).toEqual([{ ...file, id: file.reference }]);
    const stored = await eventDoc(event.id).collection(EVENT_SUBCOLLECTIONS.agendas).doc(event.agendaId).get();
    expect(stored.get('files')).toEqual([file]);
    // A client may send the files back as they were answered, ids and all.
    const again = await send(agendas.updateFiles, {
      id: event.agendaId,
      eventId: event.id,
      files: [{ ...file, id: file.reference }],
      deletedFiles: [],
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(
      (await eventDoc(event.id).collection(EVENT_SUBCOLLECTIONS.agendas).doc(event.agendaId).get()).get('files'),
    ).toEqual([file]);
    const elsewhere = await send(agendas.updateFiles, {
      id: event.agendaId,
      eventId: event.id,
      files: [{ ...file, reference: `v2/events/${event.id}/details/slides.pdf` }],
      deletedFiles: [],
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error).toContain(AGENDA_MESSAGES.fileOutsideFolder(folder));
    // An address that is not that stored object's own (a tracker, another bucket, another file) is refused.
    for (const url of [
      `https://tracker.example/${folder}slides.pdf`,
      file.url.replace('demo-agenda.appspot.com', 'other-bucket'),
      downloadAddress(`${folder}other.pdf`),
    ]) {
      const foreign = await send(agendas.updateFiles, {
        id: event.agendaId,
        eventId: event.id,
        files: [{ ...file, url }],
        deletedFiles: [],
      });
      expect(foreign.status, url).toBe(400);
      expect(foreign.body.fields?.['files.0.url']).toEqual([EVENT_MESSAGES.fileNotOurs]);
    }
  });

  it('deletes an agenda; it is gone from the list', async () => {
    const { body: created } = await save();
    const removed = await send<{ result: { id: string } }>(agendas.remove, {
      eventId: event.id,
      agendaId: created.result.id,
    });
    expect(removed.body.result.id).toBe(created.result.id);
    const { body: answer } = await send<{ agendas: Agenda[] }>(agendas.list, { eventId: event.id });
    expect(answer.agendas.map((agenda) => agenda.id)).not.toContain(created.result.id);
    expect((await send(agendas.remove, { eventId: event.id, agendaId: created.result.id })).status).toBe(404);
  });
});
