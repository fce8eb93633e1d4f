/**
 * Addresses from a spreadsheet (xlsx, xls or csv) for a group (spec §3 Group: "optional emails from a
 * spreadsheet"). SheetJS is loaded only when a file is read.
 */

/** Our limit on what the browser parses; a list of addresses is far smaller. */
export const SPREADSHEET_MAX_BYTES = 5_000_000;
export const SPREADSHEET_TOO_LARGE = `The spreadsheet must be at most ${SPREADSHEET_MAX_BYTES / 1_000_000} MB`;
export const SPREADSHEET_UNREADABLE = 'This file could not be read as a spreadsheet';
export const SPREADSHEET_ACCEPT =
  '.xlsx,.xls,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel,text/csv';

// One address, without display names or brackets; the API decides whether it is somebody's.
const ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

/**
 * Every cell text that is an e-mail address, lower-case, each once, in the sheet's order. A cell
 * may hold several addresses separated by spaces, commas or semicolons, or a `mailto:` link.
 */
export function emailsInRows(rows: readonly (readonly unknown[])[]): string[] {
  const found = new Set<string>();
  for (const row of rows) {
    for (const cell of row) {
      if (typeof cell !== 'string') continue;
      for (const part of cell.split(/[\s,;]+/)) {
        const candidate = part.replace(/^mailto:/i, '').toLowerCase();
        if (ADDRESS.test(candidate)) found.add(candidate);
      }
    }
  }
  return [...found];
}

/**
 * The addresses of the first sheet of a workbook. Rows are read as arrays (never as objects keyed
 * by the header row), and the sheet is looked up as an own property, so that cells or sheet names
 * such as `__proto__` are only text.
 */
export async function readSpreadsheetEmails(data: ArrayBuffer): Promise<string[]> {
  const XLSX = await import('xlsx');
  const workbook = XLSX.read(data, { type: 'array', sheets: 0, cellFormula: false, cellHTML: false, cellStyles: false, dense: true });
  const first = workbook.SheetNames[0];
  if (first === undefined || !Object.hasOwn(workbook.Sheets, first)) return [];
  const sheet = workbook.Sheets[first];
  if (!sheet) return [];
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, blankrows: false, defval: null });
  return emailsInRows(rows);
}
