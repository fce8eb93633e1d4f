/**
 * Addresses from a spreadsheet (xlsx, xls or csv), for the user pickers and a group's optional
 * addresses (docs/product.md §2 "spreadsheet import of addresses", §3 Group). The addresses are the cells of
 * the column whose header is "e-mail" (or "email", "E-Mail address"…), else of the first column.
 * SheetJS is loaded only when a file is read.
 */

/** Our limit on what the browser parses; a list of addresses is far smaller. */
const SPREADSHEET_MAX_BYTES = 5_000_000;
const SPREADSHEET_TOO_LARGE = `The spreadsheet must be at most ${SPREADSHEET_MAX_BYTES / 1_000_000} MB`;
const SPREADSHEET_UNREADABLE = 'This file could not be read as a spreadsheet';
export const SPREADSHEET_ACCEPT =
  '.xlsx,.xls,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel,text/csv';

// One address, without display names or brackets; the API decides whether it is somebody's.
const ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

/** "E-mail", "email", "E-Mail address", "e_mail": a header naming the address column. */
const isEmailHeader = (cell: unknown) =>
  typeof cell === 'string' && /^e?mail(address(es)?)?$/.test(cell.toLowerCase().replace(/[\s._-]+/g, ''));

const cellText = (cell: unknown): string =>
  typeof cell === 'string' ? cell.trim() : typeof cell === 'number' ? String(cell) : '';

/** The addresses of a cell: it may hold several, separated by spaces, commas or semicolons, or a `mailto:` link. */
function addressesIn(text: string): string[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  const found = parts.map((part) => part.replace(/^mailto:/i, '').toLowerCase());
  return found.length > 0 && found.every((candidate) => ADDRESS.test(candidate)) ? found : null;
}

/** What a sheet's address column holds. */
export interface SpreadsheetEmails {
  /** Addresses, lower-case, each once, in the sheet's order. */
  emails: string[];
  /** Non-empty cells of the column that are not addresses (the header excepted), as written. */
  skipped: string[];
}

/**
 * The address column of a sheet read as rows of cells: the column headed "e-mail" (any spelling of
 * it) in the first non-empty row, else the first column (whose first cell, if it is not an
 * address, is taken for a header).
 */
export function emailsInRows(rows: readonly (readonly unknown[])[]): SpreadsheetEmails {
  const start = rows.findIndex((row) => row.some((cell) => cellText(cell) !== ''));
  if (start < 0) return { emails: [], skipped: [] };
  const header = rows[start] ?? [];
  const named = header.findIndex(isEmailHeader);
  const column = named >= 0 ? named : 0;
  let body = rows.slice(named >= 0 ? start + 1 : start);
  if (named < 0 && addressesIn(cellText(header[0])) === null) body = body.slice(1);
  const found = new Set<string>();
  const skipped: string[] = [];
  for (const row of body) {
    const text = cellText(row[column]);
    if (text === '') continue;
    const addresses = addressesIn(text);
    if (addresses) for (const address of addresses) found.add(address);
    else skipped.push(text);
  }
  return { emails: [...found], skipped };
}

/**
 * The address column of the first sheet of a workbook. Rows are read as arrays (never as objects
 * keyed by the header row), and the sheet is looked up as an own property, so that cells or sheet
 * names such as `__proto__` are only text.
 */
export async function readSpreadsheetEmails(data: ArrayBuffer): Promise<SpreadsheetEmails> {
  const XLSX = await import('xlsx');
  const workbook = XLSX.read(data, {
    type: 'array',
    sheets: 0,
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    dense: true,
  });
  const first = workbook.SheetNames[0];
  if (first === undefined || !Object.hasOwn(workbook.Sheets, first)) return { emails: [], skipped: [] };
  const sheet = workbook.Sheets[first];
  if (!sheet) return { emails: [], skipped: [] };
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, blankrows: false, defval: null });
  return emailsInRows(rows);
}

/** A file's addresses, or the message saying why there are none (too large, unreadable, no address). */
export async function readAddressFile(file: File): Promise<SpreadsheetEmails | { message: string }> {
  if (file.size > SPREADSHEET_MAX_BYTES) return { message: SPREADSHEET_TOO_LARGE };
  try {
    return await readSpreadsheetEmails(await file.arrayBuffer());
  } catch {
    return { message: SPREADSHEET_UNREADABLE };
  }
}
