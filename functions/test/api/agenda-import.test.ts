import type { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AGENDA_IMPORT_BODY_LIMIT_BYTES,
  api,
  EVENT_SUBCOLLECTIONS,
  IMPORT_MESSAGES,
  MESSAGES,
  type AgendaImportResult,
  type ImportIssue,
} from '@agenda/contract';
import { CHILD_IDS, createEventPeople, createTestEvent, eventDoc, type EventPeople } from '../event-fixtures';
import { call } from '../helpers';
import { requestOf } from '../matrix/matrix';

/*
 * POST /agendas/import. The authorization matrix rows are in matrix/agenda-import.rows.ts (run with
 * the agendas' matrix). Workbooks written by another library, read by the app's parser, are tested in
 * web/src/features/events/agendas/import/agenda-import-sheet.test.ts; here the rows arrive as JSON.
 */

let people: EventPeople;
let event: { id: string; start: number; end: number };
const HOUR = 3_600_000;

beforeAll(async () => {
  people = await createEventPeople();
  event = await newEvent();
});

async function newEvent(options: { timezone?: string; endDays?: number } = {}) {
  const created = await createTestEvent(people.organizer.uid, options);
  const stored = await eventDoc(created.id).get();
  return {
    id: created.id,
    start: (stored.get('start_date') as Timestamp).toMillis(),
    end: (stored.get('end_date') as Timestamp).toMillis(),
  };
}

type Answer = { result: AgendaImportResult; error?: string; details?: { issues: ImportIssue[] } };
async function importRows(input: unknown, token: string | undefined = people.organizer.token) {
  const [path, options] = requestOf(api.agendas.import, input);
  return (await call(path, { ...options, token })) as { status: number; body: Answer };
}

const iso = (millis: number) => new Date(millis).toISOString();
const session = (row: number, at: number, overrides: Record<string, unknown> = {}) => ({
  row,
  name: `Session ${row}`,
  start: iso(at),
  end: iso(at + HOUR / 2),
  location: 'HALL',
  numberOfPlaces: 30,
  mandatory: false,
  locked: false,
  description: `Talk ${row}`,
  ...overrides,
});
const hall = { row: 2, key: 'HALL', name: 'Great hall', lat: 52.52, long: 13.4 };

async function children(eventId: string) {
  const [locations, agendas] = await Promise.all([
    eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.locations).get(),
    eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.agendas).get(),
  ]);
  return { locations: locations.docs, agendas: agendas.docs };
}

describe('POST /agendas/import', () => {
  it('creates the locations and sessions (meeting false, no tags), and a re-import updates them instead of duplicating', async () => {
    const { id } = await newEvent();
    const at = ((await eventDoc(id).get()).get('start_date') as Timestamp).toMillis() + HOUR;
    const input = {
      eventId: id,
      locations: [hall, { row: 3, key: 'ROOM-2', name: 'Room 2', lat: 1, long: 2 }],
      sessions: [session(2, at), session(3, at + HOUR, { location: 'ROOM-2', mandatory: 'yes' })],
    };
    const before = await children(id);

    const first = await importRows(input);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.result).toEqual({ locations: { created: 2, updated: 0 }, sessions: { created: 2, updated: 0 } });
    const afterFirst = await children(id);
    expect(afterFirst.locations.length).toBe(before.locations.length + 2);
    expect(afterFirst.agendas.length).toBe(before.agendas.length + 2);
    const imported = afterFirst.agendas.find((doc) => doc.get('name') === 'Session 3');
    const room = afterFirst.locations.find((doc) => doc.get('key') === 'ROOM-2');
    expect(imported?.data()).toMatchObject({
      agenda_id: imported?.id,
      tags: [],
      meeting_room: null,
      mandatory: true,
      no_of_places: 0,
      location_id: room?.id,
      version: 1,
    });
    expect((imported?.get('start_time') as Timestamp).toMillis()).toBe(at + HOUR);

    // Someone edits the room through the location form: it keeps its key.
    const [path, options] = requestOf(api.locations.save, {
      id: room?.id,
      eventId: id,
      name: 'Room two',
      lat: 1,
      long: 2,
    });
    const edit = await call(path, { ...options, token: people.organizer.token });
    expect(edit.status).toBe(200);

    const again = await importRows({
      ...input,
      sessions: [session(2, at, { description: 'Changed' }), input.sessions[1]],
    });
    expect(again.body.result).toEqual({ locations: { created: 0, updated: 2 }, sessions: { created: 0, updated: 2 } });
    const afterAgain = await children(id);
    expect(afterAgain.locations.length).toBe(afterFirst.locations.length);
    expect(afterAgain.agendas.length).toBe(afterFirst.agendas.length);
    const updated = afterAgain.agendas.find((doc) => doc.get('name') === 'Session 2');
    expect(updated?.data()).toMatchObject({ description: 'Changed', version: 2 });
    expect(afterAgain.locations.find((doc) => doc.id === room?.id)?.data()).toMatchObject({
      name: 'Room 2',
      key: 'ROOM-2',
    });
  });

  it("reuses a location by its name: a row or a session's key naming one (any case, spaces trimmed) makes no second one", async () => {
    // The test event has the location 'Main Hall' (made by hand: no key).
    const { id } = await newEvent();
    const at = ((await eventDoc(id).get()).get('start_date') as Timestamp).toMillis() + HOUR;
    const before = await children(id);
    const first = await importRows({
      eventId: id,
      locations: [
        { row: 2, key: 'HALL', name: '  main   HALL ', lat: 52.5, long: 13.4 },
        { row: 3, key: 'F1', name: 'Foyer', lat: 1, long: 2 },
        { row: 4, key: 'F2', name: 'FOYER', lat: 1, long: 2 },
      ],
      sessions: [
        session(2, at),
        session(3, at + HOUR, { location: 'F2' }),
        session(4, at + 2 * HOUR, { location: 'Main Hall' }),
        session(5, at + 3 * HOUR, { location: ' foyer ' }),
      ],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.result).toEqual({ locations: { created: 1, updated: 1 }, sessions: { created: 4, updated: 0 } });
    const after = await children(id);
    expect(after.locations.length).toBe(before.locations.length + 1);
    const foyer = after.locations.find((doc) => doc.get('name') === 'Foyer');
    expect(after.locations.find((doc) => doc.id === CHILD_IDS.location)?.get('key')).toBe('HALL');
    const placeOf = (name: string) =>
      after.agendas.find((doc) => doc.get('name') === name)?.get('location_id') as unknown;
    expect([placeOf('Session 2'), placeOf('Session 3'), placeOf('Session 4'), placeOf('Session 5')]).toEqual([
      CHILD_IDS.location,
      foyer?.id,
      CHILD_IDS.location,
      foyer?.id,
    ]);

    // Without a Locations row: a session's key that is a location's name leads to that location.
    const other = await newEvent();
    const second = await importRows({
      eventId: other.id,
      locations: [],
      sessions: [session(2, other.start + HOUR, { location: 'MAIN HALL' })],
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.result.locations).toEqual({ created: 0, updated: 0 });
    const imported = (await children(other.id)).agendas.find((doc) => doc.get('name') === 'Session 2');
    expect(imported?.get('location_id')).toBe(CHILD_IDS.location);
  });

  it('refuses a workbook with row errors with every issue, and writes nothing', async () => {
    const before = await children(event.id);
    const { status, body } = await importRows({
      eventId: event.id,
      locations: [hall],
      sessions: [
        session(2, event.start + HOUR),
        session(3, event.start - HOUR),
        session(5, event.start + 2 * HOUR, { location: 'NOWHERE' }),
        session(6, event.start + 3 * HOUR, { start: 'not a date' }),
      ],
    });
    expect(status).toBe(400);
    expect(body.error).toContain(IMPORT_MESSAGES.invalidRows(3));
    expect(body.details?.issues).toEqual([
      { sheet: 'Sessions', row: 3, column: 'B (start)', message: MESSAGES.agendaBeforeEvent },
      { sheet: 'Sessions', row: 5, column: 'E (location key)', message: IMPORT_MESSAGES.unknownLocationKey('NOWHERE') },
      { sheet: 'Sessions', row: 6, column: 'B (start)', message: IMPORT_MESSAGES.date },
    ]);
    const after = await children(event.id);
    expect(after.locations.length).toBe(before.locations.length);
    expect(after.agendas.length).toBe(before.agendas.length);
  });

  it('needs both sheets, refuses unknown fields and oversize imports', async () => {
    const missing = await importRows({ eventId: event.id, sessions: [session(2, event.start + HOUR)] });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain(IMPORT_MESSAGES.needsBothSheets);
    const polluted = await importRows(
      JSON.parse(`{"eventId":"${event.id}","locations":[],"sessions":[{"row":2,"__proto__":{"polluted":true}}]}`),
    );
    expect(polluted.status).toBe(400);
    const huge = 'x'.repeat(9_000);
    const oversize = await importRows({
      eventId: event.id,
      locations: [],
      sessions: Array.from({ length: Math.ceil(AGENDA_IMPORT_BODY_LIMIT_BYTES / 9_000) + 1 }, (_, i) =>
        session(i + 2, event.start + HOUR, { description: huge }),
      ),
    });
    expect(oversize.status).toBe(413);
  });

  it('checks the current event rights: an organizer removed from the event is refused', async () => {
    const { id } = await newEvent();
    await eventDoc(id).update({ organizers: [] });
    const { status } = await importRows({
      eventId: id,
      locations: [hall],
      sessions: [session(2, Date.now() + 30 * HOUR)],
    });
    expect(status).toBe(403);
    expect((await children(id)).agendas.length).toBe(1);
  });

  it('imports 2,000 sessions and 200 locations in one request, all or nothing (more than 500 writes)', async () => {
    const big = await newEvent({ endDays: 30 });
    const locations = Array.from({ length: 200 }, (_, i) => ({
      row: i + 2,
      key: `L${i}`,
      name: `Room ${i}`,
      lat: 48 + i / 1000,
      long: 11,
    }));
    const sessions = Array.from({ length: 2000 }, (_, i) =>
      session(i + 2, big.start + HOUR + i * 10 * 60_000, { location: `L${i % 200}` }),
    );
    // One session among them over its event's end: nothing at all is written.
    const refused = await importRows({
      eventId: big.id,
      locations,
      sessions: [...sessions.slice(0, 1999), session(2001, big.end)],
    });
    expect(refused.status).toBe(400);
    expect((await children(big.id)).agendas.length).toBe(1);

    const { status, body } = await importRows({ eventId: big.id, locations, sessions });
    expect(status, JSON.stringify(body).slice(0, 500)).toBe(200);
    expect(body.result).toEqual({ locations: { created: 200, updated: 0 }, sessions: { created: 2000, updated: 0 } });
    const after = await children(big.id);
    expect(after.agendas.length).toBe(2001);
    expect(after.locations.length).toBe(201);
    // How long it takes is measured by the benchmark (bench:people; the goal is 10 s end to end).
  });
});
