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
  it('reads the column named e-mail, lower-case, once, in sheet order, several addresses a cell', () => {
    const rows = [
      [],
      ['Name', 'E-mail', 'Note'],
      ['Sofia', 'Sofia.Rossi@corp.example', 'felix.wagner@corp.example'],
      ['Lukas', ' lukas.hoffmann@corp.example ', null],
      ['again', 'sofia.rossi@corp.example', 42],
      ['pair', 'a@corp.example; mailto:b@corp.example', 'c@corp.example'],
      ['odd', 'Ann <ann@corp.example>', ''],
    ];
    expect(emailsInRows(rows)).toEqual({
      emails: ['sofia.rossi@corp.example', 'lukas.hoffmann@corp.example', 'a@corp.example', 'b@corp.example'],
      skipped: ['Ann <ann@corp.example>'],
    });
  });

  it('knows the column by any spelling of e-mail', () => {
    for (const header of ['email', 'EMAIL', 'E-Mail', 'e_mail', 'E-mail address', 'Mail']) {
      expect(
        emailsInRows([
          ['Name', header],
          ['x', 'sofia.rossi@corp.example'],
        ]).emails,
      ).toEqual(['sofia.rossi@corp.example']);
    }
  });

  it('reads the first column when no column is named e-mail, its header left out', () => {
    expect(
      emailsInRows([
        ['Address', 'Name'],
        ['sofia.rossi@corp.example', 'Sofia'],
        ['lukas.hoffmann@corp.example', 'x@corp.example'],
      ]),
    ).toEqual({
      emails: ['sofia.rossi@corp.example', 'lukas.hoffmann@corp.example'],
      skipped: [],
    });
    // Without a header, the first row is an address like the others.
    expect(emailsInRows([['sofia.rossi@corp.example'], ['someone@'], ['lukas.hoffmann@corp.example']])).toEqual({
      emails: ['sofia.rossi@corp.example', 'lukas.hoffmann@corp.example'],
      skipped: ['someone@'],
    });
  });

  it('names the cells that only look a little like addresses', () => {
    expect(emailsInRows([['email'], ['@corp.example'], ['a@b'], ['x@y.z'], ['two@@corp.example']])).toEqual({
      emails: [],
      skipped: ['@corp.example', 'a@b', 'x@y.z', 'two@@corp.example'],
    });
  });
});

describe('readSpreadsheetEmails', () => {
  it('reads the address column of the first sheet of an xlsx file only', async () => {
    const data = workbook(
      [
        'People',
        [
          ['Name', 'E-mail'],
          ['Sofia', 'sofia.rossi@corp.example'],
          ['Lukas', 'LUKAS.HOFFMANN@corp.example'],
        ],
      ],
      ['Other', [['ignored@corp.example']]],
    );
    expect((await readSpreadsheetEmails(data)).emails).toEqual([
      'sofia.rossi@corp.example',
      'lukas.hoffmann@corp.example',
    ]);
  });

  it('reads a csv file with a column named e-mail', async () => {
    expect(await readSpreadsheetEmails(csv('name,e-mail\nSofia,sofia.rossi@corp.example\nnobody,\n'))).toEqual({
      emails: ['sofia.rossi@corp.example'],
      skipped: [],
    });
  });

  it('reads the first column of a csv file without such a column', async () => {
    expect(
      (await readSpreadsheetEmails(csv('lukas.hoffmann@corp.example;x\nfelix.wagner@corp.example\n'))).emails,
    ).toEqual(['lukas.hoffmann@corp.example', 'felix.wagner@corp.example']);
  });

  it('finds nothing in an empty sheet or a sheet without addresses', async () => {
    expect((await readSpreadsheetEmails(workbook(['Empty', []]))).emails).toEqual([]);
    expect(
      (
        await readSpreadsheetEmails(
          workbook([
            'Names',
            [
              ['Sofia', 'Rossi'],
              [1, 2],
            ],
          ]),
        )
      ).emails,
    ).toEqual([]);
  });

  it('cannot pollute Object.prototype with __proto__ or constructor cells and sheet names', async () => {
    const keysBefore = Object.getOwnPropertyNames(Object.prototype).sort();
    const cells = [
      ['__proto__', 'constructor', 'prototype', 'email'],
      ['{"polluted":"yes"}', 'polluted', 'yes', 'sofia.rossi@corp.example'],
    ];
    const craftedCells = workbook(['People', cells], ['__proto__', [['lukas.hoffmann@corp.example']]]);
    // SheetJS stores a sheet called __proto__ as the prototype of its Sheets object: never read it.
    const craftedFirstSheet = workbook(['__proto__', cells], ['constructor', [['lukas.hoffmann@corp.example']]]);
    const fromCsv = csv('__proto__,constructor,email\n{"polluted":1},prototype,lukas.hoffmann@corp.example\n');

    expect((await readSpreadsheetEmails(craftedCells)).emails).toEqual(['sofia.rossi@corp.example']);
    expect((await readSpreadsheetEmails(craftedFirstSheet)).emails).toEqual([]);
    expect((await readSpreadsheetEmails(fromCsv)).emails).toEqual(['lukas.hoffmann@corp.example']);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(keysBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });
});
