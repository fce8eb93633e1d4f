/**
 * What an uploaded file really is, from its bytes (magic numbers and, for Office files, the zip's
 * [Content_Types].xml), whatever its name or declared content type says; which kinds each Storage
 * folder may hold; and the metadata the server serves a kept file with (docs/security.md).
 */
import { inflateRawSync } from 'node:zlib';
import { imageSize } from 'image-size';
import {
  AGENDA_FILE_CONTENT_TYPES,
  BADGE_IMAGE_RULE,
  UPLOAD_CONTENT_TYPES,
  USER_FILE_CONTENT_TYPES,
} from '@agenda/contract';

/** How many leading bytes `sniffHead` needs; a zip (Office file) needs the whole object. */
export const SNIFF_BYTES = 16;

export type FileKind = 'png' | 'jpeg' | 'pdf' | 'docx' | 'pptx' | 'xlsx';

interface KindInfo {
  contentType: string;
  /** The extension of the name the server serves it under. */
  extension: string;
  /**
   * Images are shown inline: a checked PNG or JPEG served as image/* is drawn, never run. Documents
   * are downloaded (attachment): a PDF can carry scripts and forms, and a browser that renders one
   * does so on the bucket's origin; Office files open in their own application anyway.
   */
  disposition: 'inline' | 'attachment';
  /** For Office files: the main part's content type that [Content_Types].xml must declare. */
  mainPart?: string;
}

const OOXML = 'application/vnd.openxmlformats-officedocument';

export const FILE_KINDS: Readonly<Record<FileKind, KindInfo>> = {
  png: { contentType: 'image/png', extension: 'png', disposition: 'inline' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg', disposition: 'inline' },
  pdf: { contentType: 'application/pdf', extension: 'pdf', disposition: 'attachment' },
  docx: {
    contentType: `${OOXML}.wordprocessingml.document`,
    extension: 'docx',
    disposition: 'attachment',
    mainPart: `${OOXML}.wordprocessingml.document.main+xml`,
  },
  pptx: {
    contentType: `${OOXML}.presentationml.presentation`,
    extension: 'pptx',
    disposition: 'attachment',
    mainPart: `${OOXML}.presentationml.presentation.main+xml`,
  },
  xlsx: {
    contentType: `${OOXML}.spreadsheetml.sheet`,
    extension: 'xlsx',
    disposition: 'attachment',
    mainPart: `${OOXML}.spreadsheetml.sheet.main+xml`,
  },
};

const KIND_NAMES = Object.keys(FILE_KINDS) as FileKind[];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The first chunk of every PNG: a 13-byte IHDR. */
const PNG_IHDR = [0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52];
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4

const startsWith = (bytes: Uint8Array, expected: readonly number[], at = 0): boolean =>
  bytes.length >= at + expected.length && expected.every((value, i) => bytes[at + i] === value);

/** True when the bytes start like a zip archive: `sniffFile` then needs the whole object. */
export const isZipHead = (bytes: Uint8Array): boolean => startsWith(bytes, ZIP_LOCAL_HEADER);

/** The kind told by the first bytes alone (PNG, JPEG, PDF); null for anything else, zips included. */
export function sniffHead(bytes: Uint8Array): 'png' | 'jpeg' | 'pdf' | null {
  if (startsWith(bytes, PNG_SIGNATURE) && startsWith(bytes, PNG_IHDR, PNG_SIGNATURE.length)) return 'png';
  // JPEG: start of image (FF D8) followed by the first marker (FF xx, xx neither 00 nor FF).
  if (
    bytes.length >= 4 &&
    bytes[0] === 0xff &&
    bytes[1] === 0xd8 &&
    bytes[2] === 0xff &&
    bytes[3] !== 0x00 &&
    bytes[3] !== 0xff
  ) {
    return 'jpeg';
  }
  // The header at the very start: a PDF reader tolerates junk before it, which is where HTML would hide.
  if (startsWith(bytes, PDF_SIGNATURE)) return 'pdf';
  return null;
}

/** [Content_Types].xml is a few kilobytes; more than this is not an Office file of ours (or a zip bomb). */
const MAX_CONTENT_TYPES_BYTES = 1024 * 1024;

/** The uncompressed [Content_Types].xml of a zip archive, or null when there is none or it cannot be read. */
function zipContentTypes(zip: Buffer): string | null {
  // End of central directory: 22 bytes plus a comment of at most 65535, at the end of the archive.
  const floor = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let at = zip.length - 22; at >= floor; at -= 1) {
    if (zip.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) return null;
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localHeader = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    at += 46 + nameLength + extraLength + commentLength;
    if (name !== '[Content_Types].xml') continue;
    if (localHeader + 30 > zip.length || zip.readUInt32LE(localHeader) !== 0x04034b50) return null;
    const start = localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
    const data = zip.subarray(start, start + compressedSize);
    if (data.length !== compressedSize) return null;
    try {
      if (method === 0) return compressedSize <= MAX_CONTENT_TYPES_BYTES ? data.toString('utf8') : null;
      if (method === 8) return inflateRawSync(data, { maxOutputLength: MAX_CONTENT_TYPES_BYTES }).toString('utf8');
    } catch {
      return null;
    }
    return null;
  }
  return null;
}

/**
 * What the whole file is: PNG, JPEG, PDF, or a Word, PowerPoint or Excel document (a zip whose
 * [Content_Types].xml declares that main part; a macro-enabled or other zip is none of ours); null
 * for anything else (HTML, SVG, scripts, executables, other archives).
 */
export function sniffFile(bytes: Buffer): FileKind | null {
  const head = sniffHead(bytes);
  if (head) return head;
  if (!isZipHead(bytes)) return null;
  const types = zipContentTypes(bytes);
  if (!types) return null;
  const found = KIND_NAMES.filter((kind) => {
    const mainPart = FILE_KINDS[kind].mainPart;
    return mainPart !== undefined && types.includes(`"${mainPart}"`);
  });
  // A file that claims two main parts is none of them.
  return found.length === 1 ? found[0]! : null;
}

/** The largest width and height, in pixels, of an image a folder takes. */
export interface Dimensions {
  maxWidth: number;
  maxHeight: number;
}

// The contract's rule always names both (a missing one would refuse every badge, never pass one).
const BADGE_DIMENSIONS: Dimensions = {
  maxWidth: BADGE_IMAGE_RULE.maxWidth ?? 0,
  maxHeight: BADGE_IMAGE_RULE.maxHeight ?? 0,
};

const kindsOf = (contentTypes: readonly string[]): readonly FileKind[] =>
  KIND_NAMES.filter((kind) => contentTypes.includes(FILE_KINDS[kind].contentType));

const IMAGES = kindsOf(UPLOAD_CONTENT_TYPES);

/**
 * Every folder storage.rules accepts uploads into, with the kinds it may hold (the contract's type
 * lists, which the rules repeat). Anything else is refused by the rules and left alone here.
 */
const FOLDERS: readonly {
  pattern: RegExp;
  kinds: readonly FileKind[];
  dimensions?: Dimensions;
  /** Its images lose their metadata (EXIF, GPS) before others may read them (image-metadata.ts). */
  stripsMetadata?: true;
}[] = [
  { pattern: /^flags\/[^/]+\/[^/]+$/, kinds: IMAGES },
  { pattern: /^v2\/events\/[^/]+\/(posters|backgrounds|logos|covers|details)\/[^/]+$/, kinds: IMAGES },
  { pattern: /^v2\/events\/[^/]+\/agendas\/[^/]+\/[^/]+$/, kinds: kindsOf(AGENDA_FILE_CONTENT_TYPES) },
  { pattern: /^v2\/events\/[^/]+\/wall\/[^/]+\/[^/]+$/, kinds: IMAGES, stripsMetadata: true },
  { pattern: /^v2\/news\/[^/]+\/[^/]+$/, kinds: IMAGES },
  { pattern: /^user-files\/[^/]+\/[^/]+\/[^/]+$/, kinds: kindsOf(USER_FILE_CONTENT_TYPES) },
  // docs/product.md §5/§9: a badge image is at most 512×512; the app keeps to it, the trigger holds others to it.
  { pattern: /^eventBadges\/[^/]+\/[^/]+$/, kinds: IMAGES, dimensions: BADGE_DIMENSIONS },
];

/** The kinds the object's folder may hold; null for an object outside every upload folder. */
export function allowedKinds(name: string): readonly FileKind[] | null {
  return FOLDERS.find((folder) => folder.pattern.test(name))?.kinds ?? null;
}

/** True when the object's folder serves its images to others only without their metadata (wall photos). */
export const stripsMetadata = (name: string): boolean =>
  FOLDERS.find((folder) => folder.pattern.test(name))?.stripsMetadata === true;

/** The largest width and height an image in the object's folder may have; null when it has no bound. */
export const dimensionLimit = (name: string): Dimensions | null =>
  FOLDERS.find((folder) => folder.pattern.test(name))?.dimensions ?? null;

/**
 * Why an image breaks its folder's bound (its width and height, or that they cannot be read from the
 * whole file's bytes); null when it keeps to it.
 */
export function dimensionsRefused(bytes: Uint8Array, limit: Dimensions): string | null {
  let size: { width: number; height: number };
  try {
    size = imageSize(bytes);
  } catch {
    return 'its dimensions cannot be read';
  }
  return size.width > limit.maxWidth || size.height > limit.maxHeight
    ? `it is ${size.width}×${size.height}, the folder takes at most ${limit.maxWidth}×${limit.maxHeight}`
    : null;
}

/**
 * The name a kept file is served under: the object's own name (random in the app) reduced to
 * letters, digits, '-' and '_', with the extension of what it really is, so no name the client chose
 * ("invoice.exe", quotes, path tricks) reaches a download.
 */
export function servedFileName(name: string, kind: FileKind): string {
  const last = name.slice(name.lastIndexOf('/') + 1);
  const stem = (last.includes('.') ? last.slice(0, last.indexOf('.')) : last)
    .replace(/[^A-Za-z0-9_-]/g, '')
    .slice(0, 100);
  return `${stem || 'file'}.${FILE_KINDS[kind].extension}`;
}

/** The Content-Disposition a kept file is served with, e.g. `inline; filename="3f2a….png"`. */
export const servedDisposition = (name: string, kind: FileKind): string =>
  `${FILE_KINDS[kind].disposition}; filename="${servedFileName(name, kind)}"`;
