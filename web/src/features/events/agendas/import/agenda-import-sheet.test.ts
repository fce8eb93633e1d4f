import {
  AGENDA_IMPORT_MAX_FILE_BYTES,
  AGENDA_IMPORT_TEXTS,
  checkAgendaImport,
  IMPORT_MESSAGES,
  readAgendaImportRows,
  type AgendaImportContext,
} from '@agenda/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { declaredUnpackedBytes, readImportWorkbook } from './agenda-import-sheet';

/*
 * Workbooks written by another library (exceljs), read by the app's parser (SheetJS) and checked by the
 * contract, as the preview does. exceljs writes a Date as the serial of its UTC digits: a wall clock.
 */

const wall = (iso: string) => new Date(`${iso}Z`);

type Row = (string | number | boolean | Date | null | { formula: string; result?: unknown })[];
async function workbook(sheets: Record<string, Row[]>): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = book.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}

const LOCATIONS_HEADER: Row = ['key', 'name', 'lat', 'long'];
const SESSIONS_HEADER: Row = [
  'name',
  'start',
  'end',
  'unused',
  'location key',
  'numberOfPlaces',
  'mandatory',
  'locked',
  'description',
];

function contextOf(timezone: string, startIso: string, endIso: string): AgendaImportContext {
  return { timezone, start: new Date(startIso), end: new Date(endIso), locationKeys: new Set() };
}

function check(bytes: Uint8Array, context: AgendaImportContext) {
  const read = readImportWorkbook(bytes);
  if (!read.ok) throw new Error(read.message);
  const rows = readAgendaImportRows(read.rows);
  if (!rows.rows) throw new Error(JSON.stringify(rows.issues));
  return { read: read.rows, ...checkAgendaImport(rows.rows, context) };
}

describe('readImportWorkbook', () => {
  it('reads date cells near midnight on the clock of a Berlin event and of a New York event', async () => {
    const bytes = await workbook({
      Locations: [LOCATIONS_HEADER, ['HALL', 'Main hall', 52.52, 13.4]],
      Sessions: [
        SESSIONS_HEADER,
        [
          'Late talk',
          wall('2026-05-12T23:30:00'),
          wall('2026-05-13T00:15:00'),
          'ignored',
          'HALL',
          40,
          false,
          true,
          'Until after midnight',
        ],
        [
          'Early talk',
          wall('2026-05-13T00:05:00'),
          wall('2026-05-13T00:55:00'),
          null,
          null,
          null,
          'no',
          'x',
          'Just after midnight',
        ],
      ],
    });
    const berlin = check(bytes, contextOf('Europe/Berlin', '2026-05-11T22:00:00Z', '2026-05-13T22:00:00Z'));
    expect(berlin.issues).toEqual([]);
    expect(berlin.sessions.map((s) => [s.start.toISOString(), s.end.toISOString()])).toEqual([
      ['2026-05-12T21:30:00.000Z', '2026-05-12T22:15:00.000Z'],
      ['2026-05-12T22:05:00.000Z', '2026-05-12T22:55:00.000Z'],
    ]);
    expect(berlin.sessions[0]).toMatchObject({
      locationKey: 'HALL',
      numberOfPlaces: 40,
      mandatory: false,
      locked: true,
      description: 'Until after midnight',
    });
    expect(berlin.sessions[1]).toMatchObject({ locationKey: null, numberOfPlaces: 0, locked: true });

    const newYork = check(bytes, contextOf('America/New_York', '2026-05-12T04:00:00Z', '2026-05-14T04:00:00Z'));
    expect(newYork.issues).toEqual([]);
    expect(newYork.sessions.map((s) => s.start.toISOString())).toEqual([
      '2026-05-13T03:30:00.000Z',
      '2026-05-13T04:05:00.000Z',
    ]);
  });

  it('reads text dates, skips the header and empty rows and keeps the row numbers', async () => {
    const bytes = await workbook({
      Locations: [LOCATIONS_HEADER, [], ['A1', 'Room A', '48.1', '11,5']],
      Sessions: [
        SESSIONS_HEADER,
        [],
        [null, null, null],
        ['Text dates', '12/05/2026 09:00', '2026-05-12 10:30', null, 'A1', 5, 'TRUE', 'no', 'Typed as text'],
      ],
    });
    const checked = check(bytes, contextOf('Europe/Berlin', '2026-05-11T22:00:00Z', '2026-05-13T22:00:00Z'));
    expect(checked.read.locations).toEqual([{ row: 3, key: 'A1', name: 'Room A', lat: '48.1', long: '11,5' }]);
    expect(checked.read.sessions.map((s) => s.row)).toEqual([4]);
    expect(checked.issues).toEqual([]);
    expect(checked.locations[0]).toMatchObject({ lat: 48.1, long: 11.5 });
    expect(checked.sessions[0]).toMatchObject({ mandatory: true, locked: false, numberOfPlaces: 0 });
    expect(checked.sessions[0]?.start.toISOString()).toBe('2026-05-12T07:00:00.000Z');
  });

  it('names unknown location keys and bad cells by sheet, row and column', async () => {
    const bytes = await workbook({
      Locations: [LOCATIONS_HEADER, ['HALL', 'Main hall', 200, 13]],
      Sessions: [
        SESSIONS_HEADER,
        ['Lost', wall('2026-05-12T09:00:00'), wall('2026-05-12T10:00:00'), null, 'ATTIC', 1, false, false, 'Where?'],
        [
          'Broken',
          { formula: '1/0', result: { error: '#DIV/0!' } },
          wall('2026-05-12T10:00:00'),
          null,
          null,
          1,
          false,
          false,
          'x',
        ],
      ],
    });
    const checked = check(bytes, contextOf('Europe/Berlin', '2026-05-11T22:00:00Z', '2026-05-13T22:00:00Z'));
    expect(checked.issues).toEqual([
      { sheet: 'Locations', row: 2, column: 'C (lat)', message: 'Latitude must be between -90 and 90' },
      { sheet: 'Sessions', row: 2, column: 'E (location key)', message: IMPORT_MESSAGES.unknownLocationKey('ATTIC') },
      { sheet: 'Sessions', row: 3, column: 'B (start)', message: IMPORT_MESSAGES.date },
    ]);
  });

  it('needs both sheets', async () => {
    expect(readImportWorkbook(await workbook({ Sessions: [SESSIONS_HEADER] }))).toEqual({
      ok: false,
      message: IMPORT_MESSAGES.needsBothSheets,
    });
    expect(readImportWorkbook(await workbook({ Locations: [LOCATIONS_HEADER], Sheet1: [] }))).toEqual({
      ok: false,
      message: IMPORT_MESSAGES.needsBothSheets,
    });
    expect(IMPORT_MESSAGES.needsBothSheets).toMatch(/needs both sheets Locations and Sessions/);
  });

  it('refuses what is no workbook, too large, or declares too much content, before reading it', () => {
    expect(readImportWorkbook(new TextEncoder().encode('name,start\nx,y'))).toEqual({
      ok: false,
      message: IMPORT_MESSAGES.notWorkbook,
    });
    const big = new Uint8Array(AGENDA_IMPORT_MAX_FILE_BYTES + 1);
    big.set([0x50, 0x4b, 0x03, 0x04]);
    expect(readImportWorkbook(big)).toEqual({ ok: false, message: AGENDA_IMPORT_TEXTS.fileTooLarge });
    // A zip whose one part declares 4 GB - 2 unpacked: refused from its directory alone.
    const bomb = new Uint8Array(30 + 46 + 22);
    const view = new DataView(bomb.buffer);
    view.setUint32(0, 0x04034b50, true);
    view.setUint32(30, 0x02014b50, true);
    view.setUint32(30 + 24, 0xfffffffe, true);
    view.setUint32(76, 0x06054b50, true);
    view.setUint16(76 + 10, 1, true);
    view.setUint32(76 + 16, 30, true);
    expect(declaredUnpackedBytes(bomb)).toBe(0xfffffffe);
    expect(readImportWorkbook(bomb)).toEqual({ ok: false, message: AGENDA_IMPORT_TEXTS.tooMuchContent });
  });

  it('survives a hostile 2 MB workbook: a huge row count, __proto__ sheet and keys, formulas', async () => {
    const rows: Row[] = [SESSIONS_HEADER];
    // Pseudo-random text that does not compress away, so that the file nears 2 MB.
    let seed = 7;
    const noise = () =>
      Array.from({ length: 9 }, () =>
        ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648).toString(36).slice(2, 10),
      ).join('');
    for (let index = 0; index < 36_000; index += 1)
      rows.push(['__proto__', { formula: 'NOW()' }, index, noise(), 'constructor', { formula: 'A1&A1' }]);
    const bytes = await workbook({
      __proto__: [['polluted']],
      Locations: [LOCATIONS_HEADER, ['__proto__', 'polluted', 1, 1]],
      Sessions: rows,
    });
    expect(bytes.byteLength).toBeGreaterThan(1_500_000);
    expect(bytes.byteLength).toBeLessThanOrEqual(AGENDA_IMPORT_MAX_FILE_BYTES);
    const started = performance.now();
    expect(bytes.byteLength, 'the hostile file').toBeGreaterThan(0);
    expect(readImportWorkbook(bytes)).toEqual({ ok: false, message: IMPORT_MESSAGES.tooManyRows('Sessions', 5000) });
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    // Within the row limit, the same cells are only data.
    const small = await workbook({
      Locations: [LOCATIONS_HEADER, ['__proto__', 'polluted', 1, 1]],
      Sessions: rows.slice(0, 3),
    });
    const read = readImportWorkbook(small);
    expect(read.ok && read.rows.locations[0]).toEqual({ row: 2, key: '__proto__', name: 'polluted', lat: 1, long: 1 });
    expect(read.ok && Object.getPrototypeOf(read.rows.locations[0])).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 60_000);
});
