/**
 * Wall photos lose their metadata before anyone but their author may read them (docs/features.md, "The
 * wall"; storage.rules serve others a wall photo only once upload-check.ts has marked it checked): a
 * phone's photo carries where it was taken (EXIF GPS), the device, its owner's name, dates and
 * thumbnails that may show what was cropped away.
 *
 * Our own segment walker rather than a package: the npm candidates either are unmaintained (piexifjs,
 * last release 2019, JPEG only) or search the byte stream for an APP1 marker instead of walking the
 * segments (exif-be-gone: JPEG only, keeps APP13/IPTC, comments, other vendors' APPn segments and data
 * after the end of the image, where multi-picture files keep a second image with its own EXIF). A JPEG
 * and a PNG are lists of length-prefixed segments and chunks, so a walker that keeps only what draws the
 * image is short and can refuse what it cannot walk (the check then deletes the file: fails closed).
 *
 * Kept: what decoding and colour need (JPEG: JFIF APP0, ICC profile APP2, Adobe APP14, tables, frames
 * and scans; PNG: every chunk but the textual and EXIF ones) and the orientation, rewritten as a minimal
 * EXIF block holding that one tag, so a phone's portrait photo is not shown on its side.
 */
import { crc32 } from 'node:zlib';

/** A file the walker cannot read as a whole JPEG or PNG (truncated, or not one). */
export class ImageMetadataError extends Error {}

const JPEG_SOI = 0xd8;
const JPEG_EOI = 0xd9;
const JPEG_SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1');
const ICC_HEADER = Buffer.from('ICC_PROFILE\0', 'latin1');
const ORIENTATION_TAG = 0x0112;

/** PNG chunks that only carry metadata: text (author, comments, XMP in iTXt), EXIF and the time of the last change. */
const PNG_METADATA_CHUNKS = new Set(['tEXt', 'iTXt', 'zTXt', 'eXIf', 'tIME']);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const refuse = (why: string): never => {
  throw new ImageMetadataError(why);
};

/** The orientation tag (2..8) of a TIFF structure (an EXIF block without its header); null when none or unreadable. */
export function tiffOrientation(tiff: Buffer): number | null {
  if (tiff.length < 8) return null;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (u16(2) !== 42) return null;
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return null;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i += 1) {
    const at = ifd + 2 + i * 12;
    if (at + 12 > tiff.length) return null;
    // SHORT (type 3), one value, held in the entry itself.
    if (u16(at) === ORIENTATION_TAG && u16(at + 2) === 3 && u32(at + 4) === 1) {
      const value = u16(at + 8);
      return value >= 2 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** A TIFF structure holding the orientation alone (big-endian, one IFD with one entry). */
export function orientationTiff(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // IFD0 right after the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(ORIENTATION_TAG, 10);
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14); // one value
  tiff.writeUInt16BE(orientation, 18); // the value, left-justified in the 4-byte field
  tiff.writeUInt32BE(0, 22); // no next IFD
  return tiff;
}

const jpegSegment = (marker: number, data: Buffer): Buffer => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
};

/** Whether a JPEG segment is kept: what decoding and colour need, nothing that describes the photo. */
function keepsJpegSegment(marker: number, data: Buffer): boolean {
  if (marker === APP0 || marker === APP14) return true;
  // APP2 holds ICC profiles (kept), but also FlashPix and multi-picture indexes (MPF, whose second
  // images sit after the end of the image and are dropped with it).
  if (marker === APP2) return data.subarray(0, ICC_HEADER.length).equals(ICC_HEADER);
  // Other application segments (EXIF and XMP in APP1, IPTC in APP13, vendors' own) and comments.
  if ((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe) return false;
  return true;
}

/** The end of the entropy-coded data that starts at `from`: the next marker that is neither a stuffed byte nor a restart. */
function scanEnd(bytes: Buffer, from: number): number {
  for (let at = from; at + 1 < bytes.length; at += 1) {
    if (bytes[at] !== 0xff) continue;
    const next = bytes[at + 1]!;
    if (next === 0x00 || next === 0xff || (next >= 0xd0 && next <= 0xd7)) continue;
    return at;
  }
  return refuse('a JPEG scan without an end');
}

/** The JPEG without its metadata segments (see above), up to its end-of-image marker. */
export function stripJpegMetadata(bytes: Buffer): Buffer {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== JPEG_SOI) refuse('not a JPEG');
  const parts: Buffer[] = [bytes.subarray(0, 2)];
  let orientation: number | null = null;
  let orientationAt = -1;
  let at = 2;
  for (;;) {
    if (at + 1 >= bytes.length || bytes[at] !== 0xff) refuse('a JPEG segment that does not start with a marker');
    // Fill bytes (FF FF …) may precede a marker.
    while (bytes[at + 1] === 0xff && at + 2 < bytes.length) at += 1;
    const marker = bytes[at + 1]!;
    if (marker === JPEG_EOI) {
      parts.push(bytes.subarray(at, at + 2));
      break;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      parts.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) refuse('a truncated JPEG segment');
    const length = bytes.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) refuse('a JPEG segment longer than the file');
    const data = bytes.subarray(at + 4, end);
    if (marker === JPEG_SOS) {
      const scan = scanEnd(bytes, end);
      parts.push(bytes.subarray(at, scan));
      at = scan;
      continue;
    }
    if (marker === APP1 && data.subarray(0, EXIF_HEADER.length).equals(EXIF_HEADER) && orientationAt < 0) {
      orientation = tiffOrientation(data.subarray(EXIF_HEADER.length));
      orientationAt = parts.length;
    }
    if (keepsJpegSegment(marker, data)) parts.push(bytes.subarray(at, end));
    at = end;
  }
  if (orientation !== null)
    parts.splice(orientationAt, 0, jpegSegment(APP1, Buffer.concat([EXIF_HEADER, orientationTiff(orientation)])));
  return Buffer.concat(parts);
}

const pngChunk = (type: string, data: Buffer): Buffer => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
};

/** The PNG without its textual, EXIF and time chunks (an orientation kept in a minimal eXIf), up to IEND. */
export function stripPngMetadata(bytes: Buffer): Buffer {
  if (!bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) refuse('not a PNG');
  const parts: Buffer[] = [PNG_SIGNATURE];
  let at = PNG_SIGNATURE.length;
  for (;;) {
    if (at + 12 > bytes.length) refuse('a truncated PNG chunk');
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > bytes.length) refuse('a PNG chunk longer than the file');
    if (type === 'eXIf') {
      const orientation = tiffOrientation(bytes.subarray(at + 8, at + 8 + length));
      if (orientation !== null) parts.push(pngChunk('eXIf', orientationTiff(orientation)));
    } else if (!PNG_METADATA_CHUNKS.has(type)) parts.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') break;
  }
  return Buffer.concat(parts);
}

/** The image without its metadata (JPEG or PNG); throws ImageMetadataError for a file it cannot walk. */
export const stripImageMetadata = (kind: 'jpeg' | 'png', bytes: Buffer): Buffer =>
  kind === 'jpeg' ? stripJpegMetadata(bytes) : stripPngMetadata(bytes);
