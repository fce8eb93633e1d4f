import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, MESSAGES } from '../messages';
import { agendaImportSchema, AGENDA_IMPORT_MAX_SESSIONS, type AgendaImportRows } from './agenda-import';
import { parseTextDate, serialToWallClock, wallClockToInstant } from './agenda-import-cells';
import { checkAgendaImport } from './agenda-import-check';
import { planAgendaImport } from './agenda-import-plan';

/** Excel's serial of a wall clock (days since 1899-12-30). */
const serial = (iso: string) => Date.parse(`${iso}Z`) / 86_400_000 + 25_569;

const berlin = {
  timezone: 'Europe/Berlin',
  start: new Date('2026-05-11T22:00:00Z'),
  end: new Date('2026-05-13T22:00:00Z'),
  locationKeys: new Set<string>(),
};

const session = (row: number, overrides: Record<string, unknown> = {}) => ({
  row,
  name: `Session ${row}`,
  start: serial('2026-05-12T09:00:00'),
  end: serial('2026-05-12T10:00:00'),
  location: 'HALL',
  numberOfPlaces: 20,
  mandatory: false,
  locked: 'no',
  description: 'About it',
  ...overrides,
});
const rows = (
  sessions: unknown[],
  locations: unknown[] = [{ row: 2, key: 'HALL', name: 'Main hall', lat: 52.5, long: 13.4 }],
) => agendaImportSchema.parse({ eventId: 'e1', locations, sessions }) as AgendaImportRows;

describe('dates on the event clock', () => {
  it('reads serial cells and text on the wall clock of the zone, near midnight and across days', () => {
    // 00:30 on 12 May in Berlin (CEST, +2) is 22:30 UTC the day before; 23:59 in New York (EDT, -4) is 03:59 UTC the next day.
    expect(wallClockToInstant(serialToWallClock(serial('2026-05-12T00:30:00'))!, 'Europe/Berlin').toISOString()).toBe(
      '2026-05-11T22:30:00.000Z',
    );
    expect(
      wallClockToInstant(serialToWallClock(serial('2026-05-12T23:59:00'))!, 'America/New_York').toISOString(),
    ).toBe('2026-05-13T03:59:00.000Z');
    expect(wallClockToInstant(parseTextDate('12/05/2026 00:15') as never, 'Europe/Berlin').toISOString()).toBe(
      '2026-05-11T22:15:00.000Z',
    );
    expect(wallClockToInstant(parseTextDate('2026-01-15 23:45') as never, 'America/New_York').toISOString()).toBe(
      '2026-01-16T04:45:00.000Z',
    );
    expect((parseTextDate('2026-05-12T09:00:00Z') as Date).toISOString()).toBe('2026-05-12T09:00:00.000Z');
  });

  it('rounds binary fractions to the second and handles clock changes', () => {
    expect(serialToWallClock(serial('2026-05-12T09:00:00') - 1e-9)).toMatchObject({ hour: 9, minute: 0, second: 0 });
    // 02:30 on 29 March 2026 does not exist in Berlin: read as 03:30 CEST; 02:30 on 25 October happens twice: the first.
    expect(
      wallClockToInstant(
        { year: 2026, month: 3, day: 29, hour: 2, minute: 30, second: 0 },
        'Europe/Berlin',
      ).toISOString(),
    ).toBe('2026-03-29T01:30:00.000Z');
    expect(
      wallClockToInstant(
        { year: 2026, month: 10, day: 25, hour: 2, minute: 30, second: 0 },
        'Europe/Berlin',
      ).toISOString(),
    ).toBe('2026-10-25T00:30:00.000Z');
  });

  it('refuses texts that are no dates', () => {
    expect(parseTextDate('31/02/2026 10:00')).toBeNull();
    expect(parseTextDate('tomorrow')).toBeNull();
    expect(parseTextDate('2026-05-12 25:00')).toBeNull();
    expect(serialToWallClock(12)).toBeNull();
  });
});

describe('checkAgendaImport', () => {
  it('reads a good workbook into locations and sessions on the event clock', () => {
    const checked = checkAgendaImport(
      rows([
        session(2),
        session(3, {
          start: '2026-05-12 23:00',
          end: '13.05.2026 00:30',
          location: null,
          mandatory: 'yes',
          numberOfPlaces: 5,
        }),
      ]),
      berlin,
    );
    expect(checked.issues).toEqual([]);
    expect(checked.locations).toEqual([{ row: 2, key: 'HALL', name: 'Main hall', lat: 52.5, long: 13.4 }]);
    expect(checked.sessions[0]).toMatchObject({
      name: 'Session 2',
      locationKey: 'HALL',
      numberOfPlaces: 20,
      mandatory: false,
      locked: false,
    });
    expect(checked.sessions[0]?.start.toISOString()).toBe('2026-05-12T07:00:00.000Z');
    // Mandatory agendas have unlimited places, as a save.
    expect(checked.sessions[1]).toMatchObject({ locationKey: null, mandatory: true, numberOfPlaces: 0 });
    expect(checked.sessions[1]?.end.toISOString()).toBe('2026-05-12T22:30:00.000Z');
  });

  it('names the sheet, row, column and reason of every issue', () => {
    const checked = checkAgendaImport(
      rows(
        [
          session(2, { name: '  ', start: 'soon' }),
          session(3, { location: 'NOWHERE', numberOfPlaces: -1, locked: 'maybe' }),
          session(4, { start: serial('2026-05-12T11:00:00'), end: serial('2026-05-12T10:00:00') }),
          session(5, { start: serial('2026-05-11T23:30:00'), end: serial('2026-05-14T00:30:00') }),
          session(6, { description: null }),
          session(7, { name: 'Session 3' }),
        ],
        [
          { row: 2, key: 'HALL', name: 'Main hall', lat: 91, long: 13.4 },
          { row: 3, key: 'HALL', name: 'Again', lat: 1, long: 1 },
        ],
      ),
      berlin,
    );
    const at = (sheet: string, row: number) =>
      checked.issues
        .filter((issue) => issue.sheet === sheet && issue.row === row)
        .map((i) => `${i.column}: ${i.message}`);
    expect(at('Locations', 2)).toEqual(['C (lat): Latitude must be between -90 and 90']);
    expect(at('Locations', 3)).toEqual([`A (key): ${IMPORT_MESSAGES.duplicateKey('HALL', 2)}`]);
    expect(at('Sessions', 2)).toEqual([`A (name): ${MESSAGES.required}`, `B (start): ${IMPORT_MESSAGES.date}`]);
    expect(at('Sessions', 3)).toEqual([
      `E (location key): ${IMPORT_MESSAGES.unknownLocationKey('NOWHERE')}`,
      'F (numberOfPlaces): Enter a whole number of places from 0 (0 means unlimited)',
      `H (locked): ${IMPORT_MESSAGES.yesNo}`,
    ]);
    expect(at('Sessions', 4)).toEqual([`C (end): ${MESSAGES.agendaStartAfterEnd}`]);
    expect(at('Sessions', 5)).toEqual([
      `B (start): ${MESSAGES.agendaBeforeEvent}`,
      `C (end): ${MESSAGES.agendaAfterEvent}`,
    ]);
    expect(at('Sessions', 6)).toEqual([`I (description): ${MESSAGES.required}`]);
    expect(at('Sessions', 7)).toEqual([`null: ${IMPORT_MESSAGES.duplicateSession(3)}`]);
  });

  it('accepts a location key the event already has, and needs sessions', () => {
    expect(
      checkAgendaImport(rows([session(2, { location: 'OLD' })], []), { ...berlin, locationKeys: new Set(['OLD']) })
        .issues,
    ).toEqual([]);
    expect(checkAgendaImport(rows([]), berlin).issues).toEqual([
      { sheet: 'Sessions', row: null, column: null, message: IMPORT_MESSAGES.noSessions },
    ]);
  });

  it('treats __proto__ and formulas as data', () => {
    const parsed = rows(
      [session(2, { name: '__proto__', description: '=1+1', location: '__proto__' })],
      [{ row: 2, key: '__proto__', name: 'constructor', lat: 0, long: 0 }],
    );
    const checked = checkAgendaImport(parsed, berlin);
    expect(checked.issues).toEqual([]);
    expect(checked.sessions[0]).toMatchObject({ name: '__proto__', description: '=1+1', locationKey: '__proto__' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('agendaImportSchema', () => {
  it('needs both sheets, bounds rows and cells, and refuses unknown keys', () => {
    const missing = agendaImportSchema.safeParse({ eventId: 'e1', sessions: [] });
    expect(missing.error?.issues[0]?.message).toBe(IMPORT_MESSAGES.needsBothSheets);
    expect(IMPORT_MESSAGES.needsBothSheets).toContain('needs both sheets Locations and Sessions');
    const many = agendaImportSchema.safeParse({
      eventId: 'e1',
      locations: [],
      sessions: Array.from({ length: AGENDA_IMPORT_MAX_SESSIONS + 1 }, (_, i) => ({ row: i + 2 })),
    });
    expect(many.error?.issues[0]?.message).toBe(IMPORT_MESSAGES.tooManySessions(AGENDA_IMPORT_MAX_SESSIONS));
    const polluted = agendaImportSchema.safeParse(
      JSON.parse('{"eventId":"e1","locations":[],"sessions":[{"row":2,"__proto__":{"polluted":1}}]}'),
    );
    expect(polluted.success).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(
      agendaImportSchema.safeParse({ eventId: 'e1', locations: [], sessions: [{ row: 2, name: 'x'.repeat(10_001) }] })
        .success,
    ).toBe(false);
  });
});

describe('planAgendaImport', () => {
  it('updates the same location keys and session name+start, creates the rest', () => {
    const checked = checkAgendaImport(rows([session(2), session(3)]), berlin);
    const plan = planAgendaImport(checked, {
      locations: [
        { id: 'loc-1', key: 'HALL' },
        { id: 'loc-2', key: null },
      ],
      sessions: [
        { id: 'a-1', name: 'Session 2', start: Date.parse('2026-05-12T07:00:00Z') },
        { id: 'a-2', name: 'Session 3', start: 0 },
      ],
    });
    expect(plan.locations.map((l) => l.id)).toEqual(['loc-1']);
    expect(plan.sessions.map((s) => s.id)).toEqual(['a-1', null]);
    expect(plan.counts).toEqual({ locations: { created: 0, updated: 1 }, sessions: { created: 1, updated: 1 } });
  });

  it('reuses a location by its name, trimmed and in any case, and makes one location of rows of the same name', () => {
    const locations = [
      { row: 2, key: 'HALL', name: ' main  hall', lat: 1, long: 2 },
      { row: 3, key: 'F1', name: 'Foyer', lat: 1, long: 2 },
      { row: 4, key: 'F2', name: 'FOYER ', lat: 3, long: 4 },
    ];
    const context = { ...berlin, locationNames: new Set(['main hall']) };
    const checked = checkAgendaImport(
      rows(
        [
          session(2),
          session(3, { location: 'F2' }),
          session(4, { location: 'MAIN HALL' }),
          session(5, { location: 'foyer' }),
          session(6, { location: 'Nowhere' }),
        ],
        locations,
      ),
      context,
    );
    expect(checked.issues.map((issue) => issue.message)).toEqual([IMPORT_MESSAGES.unknownLocationKey('Nowhere')]);
    const plan = planAgendaImport(checked, {
      locations: [{ id: 'hand-made', key: null, name: 'Main Hall' }],
      sessions: [],
    });
    expect(plan.locations.map(({ id, key, keys }) => ({ id, key, keys }))).toEqual([
      { id: 'hand-made', key: 'HALL', keys: ['HALL'] },
      { id: null, key: 'F1', keys: ['F1', 'F2'] },
    ]);
    expect(plan.sessions.map((s) => s.location)).toEqual([
      { entry: 0 },
      { entry: 1 },
      { entry: 0 },
      { entry: 1 },
      null,
    ]);
    expect(plan.counts.locations).toEqual({ created: 1, updated: 1 });
  });

  it("keeps an updated location's own key, and leads a key naming an event's location to it", () => {
    const checked = checkAgendaImport(
      rows([session(2, { location: 'Great Hall' }), session(3, { location: 'OLD' })], []),
      { ...berlin, locationKeys: new Set(['OLD']), locationNames: new Set(['great hall']) },
    );
    expect(checked.issues).toEqual([]);
    const plan = planAgendaImport(checked, {
      locations: [
        { id: 'g', key: null, name: 'Great Hall' },
        { id: 'o', key: 'OLD', name: 'Old room' },
      ],
      sessions: [],
    });
    expect(plan.sessions.map((s) => s.location)).toEqual([{ id: 'g' }, { id: 'o' }]);
    expect(plan.locations).toEqual([]);
    const renamed = planAgendaImport(
      checkAgendaImport(
        rows([session(2, { location: 'NEW' })], [{ row: 2, key: 'NEW', name: 'old ROOM', lat: 1, long: 2 }]),
        berlin,
      ),
      { locations: [{ id: 'o', key: 'OLD', name: 'Old room' }], sessions: [] },
    );
    expect(renamed.locations.map(({ id, key }) => ({ id, key }))).toEqual([{ id: 'o', key: 'OLD' }]);
    expect(renamed.sessions[0]?.location).toEqual({ entry: 0 });
  });
});
