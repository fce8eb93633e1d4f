import { deflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { minimalPdf, officeFile, zipOf } from '../../../emulators/scripts/lib/office-files';
import { stripesPng } from '../../../emulators/scripts/lib/png';
import {
  allowedKinds,
  dimensionLimit,
  dimensionsRefused,
  servedDisposition,
  servedFileName,
  sniffFile,
  sniffHead,
} from './file-sniff';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]),
  Buffer.from('IHDR'),
  Buffer.alloc(17),
  deflateSync(Buffer.alloc(4)),
]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const EXIF_JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x12, 0x34, 0x45, 0x78, 0x69, 0x66]);
const HTML = Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>');

describe('sniffHead', () => {
  it('recognises PNG, JPEG (JFIF and Exif) and PDF by their first bytes', () => {
    expect(sniffHead(PNG)).toBe('png');
    expect(sniffHead(JPEG)).toBe('jpeg');
    expect(sniffHead(EXIF_JPEG)).toBe('jpeg');
    expect(sniffHead(minimalPdf())).toBe('pdf');
  });

  it('refuses SVG, HTML, GIF, WebP, a zip, empty and truncated files', () => {
    for (const text of [
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '<?xml version="1.0"?><svg/>',
      '<!DOCTYPE html><html>',
      '<html><script>',
      'GIF89a....',
      'RIFF....WEBPVP8 ',
      'PK\x03\x04',
      '%PDF',
      '',
    ]) {
      expect(sniffHead(Buffer.from(text)), text).toBeNull();
    }
    expect(sniffHead(PNG.subarray(0, 8))).toBeNull();
    expect(sniffHead(Buffer.from([0xff, 0xd8]))).toBeNull();
  });

  it('refuses a PNG signature not followed by its IHDR chunk, and HTML after a BOM, spaces or before %PDF-', () => {
    expect(sniffHead(Buffer.concat([PNG.subarray(0, 8), Buffer.from('<html><body>')]))).toBeNull();
    expect(sniffHead(Buffer.from('\ufeff<svg/>'))).toBeNull();
    expect(sniffHead(Buffer.from('   <svg/>'))).toBeNull();
    expect(sniffHead(Buffer.from([0xff, 0xd8, 0xff, 0xff, 0x3c, 0x73]))).toBeNull();
    // A PDF reader finds a header within the first kilobyte; a browser given this renders the HTML.
    expect(sniffHead(Buffer.from('<html><script>alert(1)</script>%PDF-1.4\n'))).toBeNull();
  });
});

describe('sniffFile', () => {
  it('tells Word, PowerPoint and Excel documents apart by the main part their [Content_Types].xml declares', () => {
    expect(sniffFile(officeFile('docx'))).toBe('docx');
    expect(sniffFile(officeFile('pptx'))).toBe('pptx');
    expect(sniffFile(officeFile('xlsx'))).toBe('xlsx');
  });

  it('recognises a workbook written by a real producer (exceljs)', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Sheet').addRow(['a', 1]);
    expect(sniffFile(Buffer.from(await workbook.xlsx.writeBuffer()))).toBe('xlsx');
  });

  it('refuses a macro-enabled document, a zip without [Content_Types].xml, HTML in a zip, and broken zips', () => {
    expect(sniffFile(officeFile('docm'))).toBeNull();
    expect(sniffFile(zipOf({ 'index.html': HTML }))).toBeNull();
    expect(sniffFile(zipOf({ '[Content_Types].xml': HTML }))).toBeNull();
    const docx = officeFile('docx');
    expect(sniffFile(docx.subarray(0, docx.length - 30))).toBeNull();
    expect(sniffFile(Buffer.concat([Buffer.from('PK\x03\x04'), HTML]))).toBeNull();
    // One archive that names two main parts is none of them.
    const both = zipOf({
      '[Content_Types].xml': `<Types><Override ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>`,
    });
    expect(sniffFile(both)).toBeNull();
  });

  it('passes images and PDFs through, and refuses HTML', () => {
    expect(sniffFile(PNG)).toBe('png');
    expect(sniffFile(minimalPdf())).toBe('pdf');
    expect(sniffFile(HTML)).toBeNull();
  });
});

describe('allowedKinds', () => {
  it('allows only PNG and JPEG in the image folders', () => {
    const images = [
      'flags/4711/flag.png',
      'v2/news/de/photo.png',
      'eventBadges/e1/badge.png',
      'v2/events/e1/wall/u1/photo.jpg',
      ...['posters', 'backgrounds', 'logos', 'covers', 'details'].map((folder) => `v2/events/e1/${folder}/a.png`),
    ];
    for (const name of images) expect(allowedKinds(name), name).toEqual(['png', 'jpeg']);
  });

  it('allows the documents of the contract (pdf, Office, images) for agenda files and user files', () => {
    for (const name of ['v2/events/e1/agendas/a1/file.pdf', 'user-files/e1/u1/notes.pdf']) {
      expect([...(allowedKinds(name) ?? [])].sort(), name).toEqual(['docx', 'jpeg', 'pdf', 'png', 'pptx', 'xlsx']);
    }
  });

  it('leaves objects outside every upload folder alone', () => {
    for (const name of [
      'v2/events/e1/posters/deeper/a.png',
      'v2/news/de/deeper/photo.png',
      'v2/news/photo.png',
      'flags/a.png',
      'eventBadges/badge.png',
      'eventBadges/e1/deeper/badge.png',
      'user-files/e1/notes.pdf',
      'v2/events/e1/agendas/a.pdf',
      'elsewhere/a.png',
    ]) {
      expect(allowedKinds(name), name).toBeNull();
    }
  });
});

describe('servedDisposition', () => {
  it('serves images inline and documents as attachments, under the object name with the real extension', () => {
    expect(servedDisposition('v2/events/e1/posters/3f2a-b1.png', 'png')).toBe('inline; filename="3f2a-b1.png"');
    expect(servedDisposition('v2/news/77.jpeg', 'jpeg')).toBe('inline; filename="77.jpg"');
    expect(servedDisposition('user-files/e1/u1/3f2a.pdf', 'pdf')).toBe('attachment; filename="3f2a.pdf"');
    expect(servedDisposition('v2/events/e1/agendas/a1/x.docx', 'docx')).toBe('attachment; filename="x.docx"');
  });

  it('keeps no client-chosen extension, quote or path character in the name', () => {
    expect(servedFileName('user-files/e1/u1/invoice.exe', 'png')).toBe('invoice.png');
    expect(servedFileName('user-files/e1/u1/invoice.pdf.exe', 'pdf')).toBe('invoice.pdf');
    expect(servedFileName('user-files/e1/u1/a"; filename=b.html', 'pdf')).toBe('afilenameb.pdf');
    expect(servedFileName('user-files/e1/u1/.htaccess', 'pdf')).toBe('file.pdf');
    expect(servedFileName('user-files/e1/u1/ünïcode name', 'jpeg')).toBe('ncodename.jpg');
  });
});

describe('badge image dimensions (spec §9: at most 512×512)', () => {
  const image = (width: number, height: number) =>
    stripesPng({ width, height, colors: [[10, 20, 30]], direction: 'vertical' });

  it('bounds only the badge folder', () => {
    expect(dimensionLimit('eventBadges/e1/b.png')).toMatchObject({ maxWidth: 512, maxHeight: 512 });
    expect(dimensionLimit('v2/events/e1/posters/p.png')).toBeNull();
    expect(dimensionLimit('user-files/e1/u1/f.png')).toBeNull();
  });

  it('refuses 513×100 and 100×513, keeps 512×512, and refuses what it cannot measure', () => {
    const limit = dimensionLimit('eventBadges/e1/b.png')!;
    expect(dimensionsRefused(image(513, 100), limit)).toMatch(/513×100/);
    expect(dimensionsRefused(image(100, 513), limit)).toMatch(/100×513/);
    expect(dimensionsRefused(image(512, 512), limit)).toBeNull();
    expect(dimensionsRefused(JPEG, limit)).toMatch(/cannot be read/);
  });
});
