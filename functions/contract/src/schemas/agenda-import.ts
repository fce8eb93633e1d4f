import { z } from 'zod';
import { AGENDA_MESSAGES, EVENT_MESSAGES, IMPORT_MESSAGES, MESSAGES } from '../messages';
import { agendaTimeIssues, AGENDA_MAX_PLACES } from './agenda';
import { documentId } from './common';
import { wallClock, type WallClock as ZoneClock } from '../wall-clock';

/*
 * Spreadsheet import of an event's programme (docs/product.md §3 "Spreadsheet-import view", §5, §9): a workbook
 * with the sheets Locations (key, name, lat, long) and Sessions (name, start, end, an unused column,
 * location key, numberOfPlaces, mandatory, locked, description), header rows skipped.
 *
 * The browser reads the workbook (SheetJS) into plain rows of cells (`agendaImportRowsSchema`), and
 * `checkAgendaImport` turns them into locations and sessions, or into row errors (sheet, row, column,
 * reason). The app's preview and the server's POST /agendas/import run the very same check, so the
 * preview shows exactly the errors the server would refuse; the server runs it again with the event as
 * it is at the time of writing (its zone, bounds and locations) and the caller's current rights.
 *
 * Spreadsheet date cells are serial numbers of days since 1899-12-30 on a wall clock without a zone;
 * they (and text dates) are read on the event's wall clock (its IANA zone), like the agenda form.
 */

export const IMPORT_SHEETS = { locations: 'Locations', sessions: 'Sessions' } as const;
export type ImportSheet = (typeof IMPORT_SHEETS)[keyof typeof IMPORT_SHEETS];

/** The columns of each sheet, from column A; `null` is the Sessions sheet's unused column D. */
export const IMPORT_LOCATION_COLUMNS = ['key', 'name', 'lat', 'long'] as const;
export const IMPORT_SESSION_COLUMNS = [
  'name',
  'start',
  'end',
  null,
  'location',
  'numberOfPlaces',
  'mandatory',
  'locked',
  'description',
] as const;
type LocationColumn = (typeof IMPORT_LOCATION_COLUMNS)[number];
type SessionColumn = Exclude<(typeof IMPORT_SESSION_COLUMNS)[number], null>;

/** Limits, checked in the browser before and while reading, and again by the server. */
export const AGENDA_IMPORT_MAX_FILE_BYTES = 2 * 1024 * 1024;
/** What the workbook's parts may unpack to (declared sizes, read before parsing): a zip bomb stops here. */
export const AGENDA_IMPORT_MAX_UNPACKED_BYTES = 48 * 1024 * 1024;
export const AGENDA_IMPORT_MAX_LOCATIONS = 1000;
export const AGENDA_IMPORT_MAX_SESSIONS = 5000;
/** Characters of one cell (an agenda description holds at most 10,000). */
export const AGENDA_IMPORT_MAX_CELL_CHARS = 10_000;
/**
 * The request's body bound. It also keeps the one transaction that writes the import under Firestore's
 * 10 MiB request size (the written documents are about as large as the rows sent).
 */
export const AGENDA_IMPORT_BODY_LIMIT_BYTES = 4_000_000;
/** Excel's last row. */
const MAX_ROW_NUMBER = 1_048_576;

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
export const AGENDA_IMPORT_TEXTS = {
  fileTooLarge: IMPORT_MESSAGES.fileTooLarge(megabytes(AGENDA_IMPORT_MAX_FILE_BYTES)),
  tooMuchContent: IMPORT_MESSAGES.tooMuchContent(megabytes(AGENDA_IMPORT_MAX_UNPACKED_BYTES)),
  bodyTooLarge: IMPORT_MESSAGES.bodyTooLarge(Math.round(AGENDA_IMPORT_BODY_LIMIT_BYTES / 1_000_000)),
};

// ---- the rows, as the browser reads them (plain JSON)

/** One cell's value: text, number (date cells are serial numbers), boolean or empty. */
const cell = z
  .union([
    z.string().max(AGENDA_IMPORT_MAX_CELL_CHARS, IMPORT_MESSAGES.tooLong(AGENDA_IMPORT_MAX_CELL_CHARS)),
    z.number().finite(),
    z.boolean(),
    z.null(),
  ])
  .default(null);
/** The row's number in its sheet (the header is row 1), for the messages. */
const rowNumber = z.number().int().min(2).max(MAX_ROW_NUMBER);

export const importLocationRowSchema = z
  .object({ row: rowNumber, key: cell, name: cell, lat: cell, long: cell })
  .strict();
export const importSessionRowSchema = z
  .object({
    row: rowNumber,
    name: cell,
    start: cell,
    end: cell,
    location: cell,
    numberOfPlaces: cell,
    mandatory: cell,
    locked: cell,
    description: cell,
  })
  .strict();
export type ImportLocationRow = z.input<typeof importLocationRowSchema>;
export type ImportSessionRow = z.input<typeof importSessionRowSchema>;

/** Both sheets are required (docs/product.md §5); a missing one is named with the spec's message. */
const sheetRows = <T extends z.ZodType>(row: T, max: number, tooMany: string) =>
  z
    .array(row, { error: (issue) => (issue.input === undefined ? IMPORT_MESSAGES.needsBothSheets : undefined) })
    .max(max, tooMany);

/** The two sheets' rows (empty rows left out). */
export const agendaImportRowsSchema = z.object({
  locations: sheetRows(
    importLocationRowSchema,
    AGENDA_IMPORT_MAX_LOCATIONS,
    IMPORT_MESSAGES.tooManyLocations(AGENDA_IMPORT_MAX_LOCATIONS),
  ),
  sessions: sheetRows(
    importSessionRowSchema,
    AGENDA_IMPORT_MAX_SESSIONS,
    IMPORT_MESSAGES.tooManySessions(AGENDA_IMPORT_MAX_SESSIONS),
  ),
});
export type AgendaImportRows = z.output<typeof agendaImportRowsSchema>;

/** POST /backendv2/agendas/import { eventId, locations[], sessions[] } -> { result: counts }. */
export const agendaImportSchema = agendaImportRowsSchema.extend({ eventId: documentId }).strict();
export type AgendaImportInput = z.input<typeof agendaImportSchema>;

const countsSchema = z.object({ created: z.number().int(), updated: z.number().int() });
export const agendaImportResultSchema = z.object({ locations: countsSchema, sessions: countsSchema });
export type AgendaImportResult = z.infer<typeof agendaImportResultSchema>;

/** The 400 answer's details when rows are wrong: every issue, as the preview lists them. */
export const importIssueSchema = z.object({
  sheet: z.enum([IMPORT_SHEETS.locations, IMPORT_SHEETS.sessions]),
  /** null for an issue of the whole sheet. */
  row: z.number().int().nullable(),
  /** The column's letter and header ("B (start)"); null for a whole row or sheet. */
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportIssue = z.infer<typeof importIssueSchema>;

// ---- cells

type Cell = string | number | boolean | null;

const isEmpty = (value: Cell): boolean => value === null || (typeof value === 'string' && value.trim() === '');

/** Text cells, numbers written as text ("1" for a key typed as a number). */
const textCell = (max: number) =>
  z
    .union([z.string(), z.number(), z.null()], { error: IMPORT_MESSAGES.text })
    .transform((value) => (value === null ? '' : String(value).trim()))
    .pipe(z.string().min(1, MESSAGES.required).max(max, IMPORT_MESSAGES.tooLong(max)));

const numberCell = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/, IMPORT_MESSAGES.number),
    ],
    { error: IMPORT_MESSAGES.number },
  )
  .transform((value) => (typeof value === 'number' ? value : Number(value.replace(',', '.'))));

const coordinateCell = (min: number, max: number, message: string) =>
  numberCell.pipe(z.number().min(min, message).max(max, message));

const placesCell = z
  .union([z.null(), numberCell])
  .transform((value) => value ?? 0)
  .pipe(
    z
      .number()
      .int(AGENDA_MESSAGES.places)
      .min(0, AGENDA_MESSAGES.places)
      .max(AGENDA_MAX_PLACES, AGENDA_MESSAGES.places),
  );

const YES = new Set(['true', 'yes', 'y', 'x', '1', 'ja', 'oui', 'wahr', 'vrai']);
const NO = new Set(['false', 'no', 'n', '0', '', 'nein', 'non', 'falsch', 'faux']);
const yesNoCell = z.union([z.boolean(), z.number(), z.string(), z.null()]).transform((value, ctx) => {
  if (value === null || typeof value === 'boolean') return value ?? false;
  if (typeof value === 'number' && (value === 0 || value === 1)) return value === 1;
  const text = String(value).trim().toLowerCase();
  if (YES.has(text)) return true;
  if (NO.has(text)) return false;
  ctx.addIssue({ code: 'custom', message: IMPORT_MESSAGES.yesNo });
  return z.NEVER;
});

// ---- dates on the event's wall clock

/** A time on the event's wall clock, without its offset (which the zone decides). */
type WallClock = Omit<ZoneClock, 'offsetMinutes'>;

const DAY_MS = 86_400_000;
/** Serial 25569 is 1970-01-01; serials below 61 meet Excel's 1900 leap-year bug and are refused. */
const SERIAL_UNIX_EPOCH = 25_569;

/** A date cell's serial number as a wall clock, to the nearest second (cells carry binary fractions). */
export function serialToWallClock(serial: number): WallClock | null {
  if (!Number.isFinite(serial) || serial < 61 || serial >= 2_958_466) return null;
  const date = new Date(Math.round(((serial - SERIAL_UNIX_EPOCH) * DAY_MS) / 1000) * 1000);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  };
}

/**
 * Text dates: "2026-05-12 09:00", "2026-05-12T09:00:30", "12/05/2026 09:00" and "12.05.2026 9:00" (the
 * day first, as the app writes dates), read on the event's wall clock; an ISO text with Z or an offset
 * is that instant.
 */
export function parseTextDate(text: string): WallClock | Date | null {
  const value = text.trim();
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i.test(value)) {
    const instant = new Date(value);
    return Number.isNaN(instant.getTime()) ? null : instant;
  }
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(value);
  const dayFirst = /^(\d{1,2})[./](\d{1,2})[./](\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(value);
  const parts = iso
    ? [iso[1], iso[2], iso[3], iso[4], iso[5], iso[6]]
    : dayFirst
      ? [dayFirst[3], dayFirst[2], dayFirst[1], dayFirst[4], dayFirst[5], dayFirst[6]]
      : null;
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts.map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { year, month, day, hour, minute, second };
}

/** The zone's offset from UTC in milliseconds at an instant. */
const offsetAt = (zone: string, instant: number): number => wallClock(instant, zone).offsetMinutes * 60_000;

/**
 * The instant a wall clock of `zone` shows. On the night clocks go back the earlier of the two is
 * taken; a time skipped when clocks go forward is read with the offset before the change (02:30
 * becomes 03:30), as luxon does for the agenda form.
 */
export function wallClockToInstant(wall: WallClock, zone: string): Date {
  const local = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const before = offsetAt(zone, local - DAY_MS / 2);
  const after = offsetAt(zone, local + DAY_MS / 2);
  const candidates = [local - before, local - after]
    .filter((instant) => offsetAt(zone, instant) === local - instant)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? local - before);
}

const dateCell = (zone: string) =>
  z.union([z.number(), z.string()], { error: IMPORT_MESSAGES.date }).transform((value, ctx) => {
    const read = typeof value === 'number' ? serialToWallClock(value) : parseTextDate(value);
    if (!read) {
      ctx.addIssue({ code: 'custom', message: IMPORT_MESSAGES.date });
      return z.NEVER;
    }
    return read instanceof Date ? read : wallClockToInstant(read, zone);
  });

// ---- the check, shared by the preview and the server

export interface ImportedLocation {
  row: number;
  key: string;
  name: string;
  lat: number;
  long: number;
}

export interface ImportedSession {
  row: number;
  name: string;
  start: Date;
  end: Date;
  /** The Locations key, or null for a session without a place. */
  locationKey: string | null;
  numberOfPlaces: number;
  mandatory: boolean;
  locked: boolean;
  description: string;
}

export interface AgendaImportContext {
  /** The event's IANA zone, bounds and the keys of the locations it already has. */
  timezone: string;
  start: Date;
  end: Date;
  locationKeys: ReadonlySet<string>;
  /**
   * The names of the locations it already has, as locationNameKey reads them: a session's location
   * key may name one of them instead of a key.
   */
  locationNames?: ReadonlySet<string>;
}

/** A location's name as imports compare them: trimmed, inner spaces collapsed, case-insensitive. */
export const locationNameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

export interface AgendaImportCheck {
  locations: ImportedLocation[];
  sessions: ImportedSession[];
  issues: ImportIssue[];
}

const letter = (index: number) => String.fromCharCode(65 + index);
const LOCATION_LABELS = Object.fromEntries(
  IMPORT_LOCATION_COLUMNS.map((name, index) => [name, `${letter(index)} (${name})`]),
) as Record<LocationColumn, string>;
const SESSION_LABELS = Object.fromEntries(
  IMPORT_SESSION_COLUMNS.flatMap((name, index) =>
    name ? [[name, `${letter(index)} (${name === 'location' ? 'location key' : name})`]] : [],
  ),
) as Record<SessionColumn, string>;

/** Identity of a session across imports: its name and start. */
export const importSessionIdentity = (name: string, start: Date | number): string =>
  `${name}\u0000${typeof start === 'number' ? start : start.getTime()}`;

/**
 * Reads the rows into locations and sessions on the event's clock, with every issue: cells (texts,
 * numbers, dates, yes/no), the agenda rules of a save (docs/product.md §5's times within the event and start
 * before end; places; mandatory agendas unlimited), keys used twice, the same session twice and
 * location keys found neither on the sheet nor among the event's locations.
 */
export function checkAgendaImport(rows: AgendaImportRows, context: AgendaImportContext): AgendaImportCheck {
  const issues: ImportIssue[] = [];
  const read = <T>(
    sheet: ImportSheet,
    row: number,
    column: string,
    schema: z.ZodType<T>,
    value: Cell,
  ): T | undefined => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    issues.push({ sheet, row, column, message: parsed.error.issues[0]?.message ?? MESSAGES.required });
    return undefined;
  };

  const locations: ImportedLocation[] = [];
  const keyRows = new Map<string, number>();
  for (const row of rows.locations) {
    const at = (column: LocationColumn, schema: z.ZodType<unknown>) =>
      read(IMPORT_SHEETS.locations, row.row, LOCATION_LABELS[column], schema, row[column]);
    const key = at('key', textCell(100)) as string | undefined;
    const name = at('name', textCell(200)) as string | undefined;
    const lat = at('lat', coordinateCell(-90, 90, EVENT_MESSAGES.latitude)) as number | undefined;
    const long = at('long', coordinateCell(-180, 180, EVENT_MESSAGES.longitude)) as number | undefined;
    if (key !== undefined) {
      const first = keyRows.get(key);
      if (first !== undefined)
        issues.push({
          sheet: IMPORT_SHEETS.locations,
          row: row.row,
          column: LOCATION_LABELS.key,
          message: IMPORT_MESSAGES.duplicateKey(key, first),
        });
      else keyRows.set(key, row.row);
    }
    if (
      key !== undefined &&
      name !== undefined &&
      lat !== undefined &&
      long !== undefined &&
      !locations.some((l) => l.key === key)
    ) {
      locations.push({ row: row.row, key, name, lat, long });
    }
  }

  if (rows.sessions.length === 0)
    issues.push({ sheet: IMPORT_SHEETS.sessions, row: null, column: null, message: IMPORT_MESSAGES.noSessions });
  const sessions: ImportedSession[] = [];
  const sessionRows = new Map<string, number>();
  const date = dateCell(context.timezone);
  for (const row of rows.sessions) {
    const at = <T>(column: SessionColumn, schema: z.ZodType<T>) =>
      read(IMPORT_SHEETS.sessions, row.row, SESSION_LABELS[column], schema, row[column]);
    const name = at('name', textCell(200));
    const start = at('start', date);
    const end = at('end', date);
    const rawKey = row.location;
    const locationKey = rawKey === null || isEmpty(rawKey) ? null : (at('location', textCell(100)) ?? undefined);
    if (
      locationKey &&
      !keyRows.has(locationKey) &&
      !context.locationKeys.has(locationKey) &&
      !context.locationNames?.has(locationNameKey(locationKey)) &&
      !locations.some((location) => locationNameKey(location.name) === locationNameKey(locationKey))
    ) {
      issues.push({
        sheet: IMPORT_SHEETS.sessions,
        row: row.row,
        column: SESSION_LABELS.location,
        message: IMPORT_MESSAGES.unknownLocationKey(locationKey),
      });
    }
    const places = at('numberOfPlaces', placesCell);
    const mandatory = at('mandatory', yesNoCell);
    const locked = at('locked', yesNoCell);
    const description = at('description', textCell(10_000));
    if (start && end) {
      for (const issue of agendaTimeIssues(start, end, context.start, context.end)) {
        issues.push({
          sheet: IMPORT_SHEETS.sessions,
          row: row.row,
          column: issue.field === 'startTime' ? SESSION_LABELS.start : SESSION_LABELS.end,
          message: issue.message,
        });
      }
    }
    if (name !== undefined && start) {
      const identity = importSessionIdentity(name, start);
      const first = sessionRows.get(identity);
      if (first !== undefined)
        issues.push({
          sheet: IMPORT_SHEETS.sessions,
          row: row.row,
          column: null,
          message: IMPORT_MESSAGES.duplicateSession(first),
        });
      else sessionRows.set(identity, row.row);
    }
    if (
      name !== undefined &&
      start &&
      end &&
      locationKey !== undefined &&
      places !== undefined &&
      mandatory !== undefined &&
      locked !== undefined &&
      description !== undefined
    ) {
      // As an agenda save: a mandatory agenda has unlimited places.
      sessions.push({
        row: row.row,
        name,
        start,
        end,
        locationKey,
        numberOfPlaces: mandatory ? 0 : places,
        mandatory,
        locked,
        description,
      });
    }
  }
  return { locations, sessions, issues };
}

// ---- what an import creates and updates

export interface ExistingImportLocation {
  id: string;
  key: string | null;
  /** Its name (a location made by hand has no key): a row or a session key naming it reuses it. */
  name?: string | null;
}
export interface ExistingImportSession {
  id: string;
  name: string;
  start: number;
}

/** Where a session's location key leads: an event's location (its id) or a location of the plan (its index). */
export type ImportLocationTarget = { id: string } | { entry: number };

export interface AgendaImportPlan {
  /**
   * Each location written once: the one it updates (null: created), the key it keeps (an updated
   * location keeps its own, if it has one) and every sheet key that leads to it (rows of the same name).
   */
  locations: { item: ImportedLocation; id: string | null; key: string; keys: string[] }[];
  /** Each session with the agenda it updates (null: created) and its location (null: none). */
  sessions: { item: ImportedSession; id: string | null; location: ImportLocationTarget | null }[];
  counts: AgendaImportResult;
}

/**
 * Re-importing is idempotent: a location with a key the event already has updates it, and a session
 * whose name and start the event already has updates that agenda; everything else is created. A
 * location is never made twice: a row whose name (locationNameKey) is an event's
 * location's, or an earlier row's, updates that one, and a session's key that is no key but a
 * location's name leads to that location.
 */
export function planAgendaImport(
  checked: Pick<AgendaImportCheck, 'locations' | 'sessions'>,
  existing: { locations: readonly ExistingImportLocation[]; sessions: readonly ExistingImportSession[] },
): AgendaImportPlan {
  const byKey = new Map<string, ExistingImportLocation>();
  const byName = new Map<string, ExistingImportLocation>();
  for (const location of existing.locations) {
    if (location.key !== null && !byKey.has(location.key)) byKey.set(location.key, location);
    const name = location.name ? locationNameKey(location.name) : '';
    if (name && !byName.has(name)) byName.set(name, location);
  }
  const sessionByIdentity = new Map<string, string>();
  for (const session of existing.sessions) {
    const identity = importSessionIdentity(session.name, session.start);
    if (!sessionByIdentity.has(identity)) sessionByIdentity.set(identity, session.id);
  }

  const locations: AgendaImportPlan['locations'] = [];
  const entryOfKey = new Map<string, number>();
  const entryOfName = new Map<string, number>();
  const entryOfId = new Map<string, number>();
  for (const item of checked.locations) {
    const name = locationNameKey(item.name);
    const target = byKey.get(item.key) ?? byName.get(name) ?? null;
    let entry = (target ? entryOfId.get(target.id) : undefined) ?? entryOfName.get(name);
    if (entry === undefined) {
      entry = locations.length;
      locations.push({ item, id: target?.id ?? null, key: target?.key ?? item.key, keys: [] });
      if (target) entryOfId.set(target.id, entry);
    }
    locations[entry]!.keys.push(item.key);
    entryOfKey.set(item.key, entry);
    if (!entryOfName.has(name)) entryOfName.set(name, entry);
  }

  const locationOf = (key: string | null): ImportLocationTarget | null => {
    if (key === null) return null;
    const entry = entryOfKey.get(key);
    if (entry !== undefined) return { entry };
    const known = byKey.get(key) ?? byName.get(locationNameKey(key));
    if (known) return entryOfId.has(known.id) ? { entry: entryOfId.get(known.id)! } : { id: known.id };
    const named = entryOfName.get(locationNameKey(key));
    return named === undefined ? null : { entry: named };
  };
  const sessions = checked.sessions.map((item) => ({
    item,
    id: sessionByIdentity.get(importSessionIdentity(item.name, item.start)) ?? null,
    location: locationOf(item.locationKey),
  }));
  const count = (items: { id: string | null }[]) => ({
    created: items.filter((i) => i.id === null).length,
    updated: items.filter((i) => i.id !== null).length,
  });
  return { locations, sessions, counts: { locations: count(locations), sessions: count(sessions) } };
}

const SHEET_OF = { locations: IMPORT_SHEETS.locations, sessions: IMPORT_SHEETS.sessions } as const;

/**
 * The rows as the preview takes them: `agendaImportRowsSchema`'s refusals (a missing sheet, too many
 * rows, a cell too long) as issues of their sheet, row and column, like the check's.
 */
export function readAgendaImportRows(
  input: unknown,
): { rows: AgendaImportRows; issues: [] } | { rows: null; issues: ImportIssue[] } {
  const parsed = agendaImportRowsSchema.safeParse(input);
  if (parsed.success) return { rows: parsed.data, issues: [] };
  const issues = parsed.error.issues.slice(0, 100).map((issue): ImportIssue => {
    const [sheetKey, index, field] = issue.path;
    const sheet = SHEET_OF[sheetKey === 'locations' ? 'locations' : 'sessions'];
    const rows = (input as Record<string, unknown> | null)?.[String(sheetKey)];
    const row =
      typeof index === 'number' && Array.isArray(rows)
        ? (rows[index] as { row?: unknown } | undefined)?.row
        : undefined;
    const labels: Record<string, string> = sheet === IMPORT_SHEETS.locations ? LOCATION_LABELS : SESSION_LABELS;
    return {
      sheet,
      row: typeof row === 'number' ? row : null,
      column: typeof field === 'string' ? (labels[field] ?? field) : null,
      message: issue.message,
    };
  });
  return { rows: null, issues };
}

/** As an agenda save: an updated agenda's places never below the participants already in it. */
export function importPlacesIssues(plan: AgendaImportPlan, taken: ReadonlyMap<string, number>): ImportIssue[] {
  return plan.sessions.flatMap(({ item, id }) => {
    const already = id ? (taken.get(id) ?? 0) : 0;
    return item.numberOfPlaces > 0 && item.numberOfPlaces < already
      ? [
          {
            sheet: IMPORT_SHEETS.sessions,
            row: item.row,
            column: SESSION_LABELS.numberOfPlaces,
            message: AGENDA_MESSAGES.placesBelowTaken(item.numberOfPlaces, already),
          },
        ]
      : [];
  });
}
