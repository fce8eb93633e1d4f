import {
  AGENDA_IMPORT_MAX_FILE_BYTES,
  AGENDA_IMPORT_MAX_SESSIONS,
  AGENDA_IMPORT_MAX_UNPACKED_BYTES,
  AGENDA_IMPORT_TEXTS,
  IMPORT_LOCATION_COLUMNS,
  IMPORT_MESSAGES,
  IMPORT_SESSION_COLUMNS,
  IMPORT_SHEETS,
  type ImportLocationRow,
  type ImportSessionRow,
} from '@agenda/contract';
import { read, utils, type CellObject, type WorkSheet } from 'xlsx';

/*
 * Reads an Import event workbook in the browser (docs/product.md §5, §9) with SheetJS (the patched build,
 * `@e965/xlsx`), into the plain rows that the contract's `checkAgendaImport` checks, in the preview and
 * again on the server. A crafted workbook is bounded before and while it is read: its size, what its
 * parts declare they unpack to, the rows read (`sheetRows`), and only the two sheets are parsed; cells
 * are read by position into objects of fixed keys, so a cell or sheet named `__proto__` is only data,
 * and formulas are never evaluated (their cached value is read, or nothing).
 */

export type SheetRead =
  { ok: true; rows: { locations: ImportLocationRow[]; sessions: ImportSessionRow[] } } | { ok: false; message: string };

export const IMPORT_FILE_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Days between the 1900 and 1904 date systems (a Mac workbook's serials count from 1904). */
const DATE_1904_OFFSET = 1462;

/**
 * What an .xlsx (a zip) declares its parts unpack to, from its central directory, without unpacking
 * anything; null when it is no zip. Zip64 sizes (beyond 4 GB) count as too large.
 */
export function declaredUnpackedBytes(data: Uint8Array): number | null {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (data.length < 22 || view.getUint32(0, true) !== 0x04034b50) return null;
  let end = -1;
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 65_535); at -= 1) {
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  let total = 0;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > data.length || view.getUint32(at, true) !== 0x02014b50) return null;
    const size = view.getUint32(at + 24, true);
    if (size === 0xffffffff) return Number.POSITIVE_INFINITY;
    total += size;
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return total;
}

type Cell = string | number | boolean | null;

function cellValue(cell: CellObject | undefined): Cell {
  if (!cell) return null;
  switch (cell.t) {
    case 'n':
      return typeof cell.v === 'number' && Number.isFinite(cell.v) ? cell.v : null;
    case 'b':
      return Boolean(cell.v);
    case 's': {
      const text = typeof cell.v === 'string' ? cell.v : String(cell.v ?? '');
      return text.trim() === '' ? null : text;
    }
    case 'e':
      // An error cell (#DIV/0!, #REF!) reads as its text, which no column accepts.
      return typeof cell.w === 'string' ? cell.w : '#ERROR';
    case 'd':
      return cell.v instanceof Date ? cell.v.toISOString() : null;
    default:
      return null;
  }
}

/** The sheet's rows below its header (row 1), as cells by column; empty rows are left out. */
function rowsOf(sheet: WorkSheet, width: number): { row: number; cells: Cell[] }[] {
  const data = (sheet['!data'] ?? []) as (CellObject[] | undefined)[];
  const rows: { row: number; cells: Cell[] }[] = [];
  for (let index = 1; index < data.length; index += 1) {
    const line = data[index];
    if (!line) continue;
    const cells = Array.from({ length: width }, (_, column) => cellValue(line[column]));
    if (cells.some((value) => value !== null)) rows.push({ row: index + 1, cells });
  }
  return rows;
}

/** Fixed keys, only the non-empty cells (the rest default to empty). */
function record<K extends string>(
  row: number,
  columns: readonly (K | null)[],
  cells: Cell[],
): { row: number } & Partial<Record<K, Cell>> {
  const values: Partial<Record<K, Cell>> = {};
  columns.forEach((key, index) => {
    const value = cells[index];
    if (key !== null && value !== null && value !== undefined) values[key] = value;
  });
  return { row, ...values };
}

const findSheet = (names: readonly string[], wanted: string): string | undefined =>
  names.find((name) => name.trim().toLowerCase() === wanted.toLowerCase());

/** Reads the workbook's bytes; refusals carry the message the preview shows. */
export function readImportWorkbook(bytes: ArrayBuffer | Uint8Array): SheetRead {
  const data = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  if (data.byteLength > AGENDA_IMPORT_MAX_FILE_BYTES) return { ok: false, message: AGENDA_IMPORT_TEXTS.fileTooLarge };
  const unpacked = declaredUnpackedBytes(data);
  if (unpacked === null) return { ok: false, message: IMPORT_MESSAGES.notWorkbook };
  if (unpacked > AGENDA_IMPORT_MAX_UNPACKED_BYTES) return { ok: false, message: AGENDA_IMPORT_TEXTS.tooMuchContent };
  try {
    const names = read(data, { type: 'array', bookSheets: true }).SheetNames;
    const locationsName = findSheet(names, IMPORT_SHEETS.locations);
    const sessionsName = findSheet(names, IMPORT_SHEETS.sessions);
    if (!locationsName || !sessionsName) return { ok: false, message: IMPORT_MESSAGES.needsBothSheets };
    const book = read(data, {
      type: 'array',
      dense: true,
      sheets: [locationsName, sessionsName],
      // The header and one row past the limit, so that "too many" is known without reading the rest.
      sheetRows: AGENDA_IMPORT_MAX_SESSIONS + 2,
      cellFormula: false,
      cellHTML: false,
      cellText: false,
      cellNF: false,
      cellStyles: false,
      cellDates: false,
      bookVBA: false,
    });
    const sheetOf = (name: string): WorkSheet | undefined =>
      Object.prototype.hasOwnProperty.call(book.Sheets, name) ? book.Sheets[name] : undefined;
    const locationsSheet = sheetOf(locationsName);
    const sessionsSheet = sheetOf(sessionsName);
    if (!locationsSheet || !sessionsSheet) return { ok: false, message: IMPORT_MESSAGES.needsBothSheets };
    for (const [name, sheet] of [
      [IMPORT_SHEETS.locations, locationsSheet],
      [IMPORT_SHEETS.sessions, sessionsSheet],
    ] as const) {
      const full = sheet['!fullref'] as string | undefined;
      if (full && utils.decode_range(full).e.r + 1 > AGENDA_IMPORT_MAX_SESSIONS + 1)
        return { ok: false, message: IMPORT_MESSAGES.tooManyRows(name, AGENDA_IMPORT_MAX_SESSIONS) };
    }
    const date1904 = Boolean(book.Workbook?.WBProps?.date1904);
    const serial = (value: Cell | undefined) =>
      date1904 && typeof value === 'number' ? value + DATE_1904_OFFSET : value;
    const locations = rowsOf(locationsSheet, IMPORT_LOCATION_COLUMNS.length).map(({ row, cells }) =>
      record(row, IMPORT_LOCATION_COLUMNS, cells),
    );
    const sessions = rowsOf(sessionsSheet, IMPORT_SESSION_COLUMNS.length).map(({ row, cells }) => {
      const session = record(row, IMPORT_SESSION_COLUMNS, cells);
      if (session.start !== undefined) session.start = serial(session.start) ?? null;
      if (session.end !== undefined) session.end = serial(session.end) ?? null;
      return session;
    });
    return { ok: true, rows: { locations, sessions } };
  } catch {
    return { ok: false, message: IMPORT_MESSAGES.unreadable };
  }
}
