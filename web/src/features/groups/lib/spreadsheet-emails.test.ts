import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { emailsInRows, readSpreadsheetEmails } from './spreadsheet-emails';

/** An xlsx file with these sheets, in this order (pairs, so that a sheet may be called `__proto__`). */
function workbook(...sheets: [name: string, rows: unknown[][]][]): ArrayBuffer {
  const book = XLSX.utils.book_new();
  for (const [name, rows] of sheets) XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), name);
  return XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
}

const csv = (text: string): ArrayBuffer => new TextEncoder().encode(text).buffer as ArrayBuffer;

describe('emailsInRows', () => {
  it('keeps every cell that is an address, lower-case, once, in sheet order', () => {
    const rows = [
      ['Name', 'E-mail', 'Note'],
      ['Sofia', 'Sofia.Rossi@corp.example', 42],
      ['Lukas', ' lukas.hoffmann@corp.example ', null],
      ['again', 'sofia.rossi@corp.example', 'mailto:felix.wagner@corp.example'],
      ['pair', 'a@corp.example; b@corp.example', 'c@corp.example, d@corp.example'],
    ];
    expect(emailsInRows(rows)).toEqual([
      'sofia.rossi@corp.example',
      'lukas.hoffmann@corp.example',
      'felix.wagner@corp.example',
      'a@corp.example',
      'b@corp.example',
      'c@corp.example',
      'd@corp.example',
    ]);
  });

  it('ignores texts that only look a little like addresses', () => {
    expect(emailsInRows([['@corp.example', 'someone@', 'a@b', 'x@y.z', 'Ann <ann@corp.example>', 'two@@corp.example']])).toEqual([]);
  });
});

describe('readSpreadsheetEmails', () => {
  it('reads the addresses of the first sheet of an xlsx file only', async () => {
    const data = workbook(
      ['People', [['E-mail'], ['sofia.rossi@corp.example'], ['LUKAS.HOFFMANN@corp.example']]],
      ['Other', [['ignored@corp.example']]],
    );
    expect(await readSpreadsheetEmails(data)).toEqual(['sofia.rossi@corp.example', 'lukas.hoffmann@corp.example']);
  });

  it('reads a csv file', async () => {
    expect(await readSpreadsheetEmails(csv('name,email\nSofia,sofia.rossi@corp.example\nnobody,\n'))).toEqual(['sofia.rossi@corp.example']);
  });

  it('finds nothing in an empty sheet or a sheet without addresses', async () => {
    expect(await readSpreadsheetEmails(workbook(['Empty', []]))).toEqual([]);
    expect(await readSpreadsheetEmails(workbook(['Names', [['Sofia', 'Rossi'], [1, 2]]]))).toEqual([]);
  });

  it('cannot pollute Object.prototype with __proto__ or constructor cells and sheet names', async () => {
    const keysBefore = Object.getOwnPropertyNames(Object.prototype).sort();
    const cells = [
      ['__proto__', 'constructor', 'prototype', 'polluted'],
      ['{"polluted":"yes"}', 'polluted', 'yes', 'sofia.rossi@corp.example'],
    ];
    const craftedCells = workbook(['People', cells], ['__proto__', [['lukas.hoffmann@corp.example']]]);
    // SheetJS stores a sheet called __proto__ as the prototype of its Sheets object: never read it.
    const craftedFirstSheet = workbook(['__proto__', cells], ['constructor', [['lukas.hoffmann@corp.example']]]);
    const fromCsv = csv('__proto__,constructor,polluted\n{"polluted":1},prototype,lukas.hoffmann@corp.example\n');

    expect(await readSpreadsheetEmails(craftedCells)).toEqual(['sofia.rossi@corp.example']);
    expect(await readSpreadsheetEmails(craftedFirstSheet)).toEqual([]);
    expect(await readSpreadsheetEmails(fromCsv)).toEqual(['lukas.hoffmann@corp.example']);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(keysBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });
});
