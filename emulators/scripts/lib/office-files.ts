/**
 * Minimal zip archives and Office Open XML documents (Word, PowerPoint, Excel) for upload tests, so
 * that tests of the content check need no binary fixtures. Only what the check reads is real: the
 * zip structure and [Content_Types].xml with the document's main part.
 */
import { crc32, deflateRawSync } from 'node:zlib';

/** A zip archive of `entries` (deflated), in the given order. */
export function zipOf(entries: Readonly<Record<string, string | Buffer>>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.from(content);
    const packed = deflateRawSync(data);
    const fileName = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const OOXML = 'application/vnd.openxmlformats-officedocument';

/** The main part of each Office kind: where it lives and the content type [Content_Types].xml gives it. */
const OFFICE_MAIN_PARTS = {
  docx: { part: '/word/document.xml', contentType: `${OOXML}.wordprocessingml.document.main+xml` },
  pptx: { part: '/ppt/presentation.xml', contentType: `${OOXML}.presentationml.presentation.main+xml` },
  xlsx: { part: '/xl/workbook.xml', contentType: `${OOXML}.spreadsheetml.sheet.main+xml` },
  /** A macro-enabled Word document (.docm): not one of the accepted kinds. */
  docm: { part: '/word/document.xml', contentType: 'application/vnd.ms-word.document.macroEnabled.main+xml' },
} as const;

export type OfficeKind = keyof typeof OFFICE_MAIN_PARTS;

/** A minimal Office document of `kind`: [Content_Types].xml, the package relationship and its main part. */
export function officeFile(kind: OfficeKind): Buffer {
  const { part, contentType } = OFFICE_MAIN_PARTS[kind];
  return zipOf({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="${part}" ContentType="${contentType}"/></Types>`,
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${part.slice(1)}"/>` +
      '</Relationships>',
    [part.slice(1)]: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<root/>',
  });
}

/** A minimal PDF: header, one empty page, trailer. */
export const minimalPdf = (): Buffer =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
