import type { z } from 'zod';
import { EVENT_MESSAGES, IMPORT_MESSAGES, MESSAGES } from '../messages';
import { agendaTimeIssues } from './agenda';
import {
  IMPORT_LOCATION_COLUMNS,
  IMPORT_SESSION_COLUMNS,
  IMPORT_SHEETS,
  agendaImportRowsSchema,
  type AgendaImportRows,
  type ImportIssue,
  type ImportSheet,
  type LocationColumn,
  type SessionColumn,
} from './agenda-import';
import { coordinateCell, dateCell, isEmpty, placesCell, textCell, yesNoCell, type Cell } from './agenda-import-cells';

/* The spreadsheet import's check (agenda-import.ts), shared by the preview and the server. */

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
export const LOCATION_LABELS = Object.fromEntries(
  IMPORT_LOCATION_COLUMNS.map((name, index) => [name, `${letter(index)} (${name})`]),
) as Record<LocationColumn, string>;
export const SESSION_LABELS = Object.fromEntries(
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
