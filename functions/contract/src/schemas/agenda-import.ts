import { z } from 'zod';
import { IMPORT_MESSAGES } from '../messages';
import { documentId } from './common';

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
 *
 * This file holds the sheets, their limits and the request and answer; the cells' readers are in
 * agenda-import-cells.ts, the check in agenda-import-check.ts and what an import writes in
 * agenda-import-plan.ts.
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
export type LocationColumn = (typeof IMPORT_LOCATION_COLUMNS)[number];
export type SessionColumn = Exclude<(typeof IMPORT_SESSION_COLUMNS)[number], null>;

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
