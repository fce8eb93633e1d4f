/**
 * Wall photos' metadata removal (image-metadata.ts) on images built from bytes: a JPEG as a phone
 * writes it (EXIF with GPS and the orientation, XMP, a comment, a second picture after the end) and
 * a PNG with text and EXIF chunks. What draws the image stays byte for byte; the orientation alone
 * survives, in a minimal EXIF block.
 */
import { crc32 } from 'node:zlib';
import { imageSize } from 'image-size';
import { describe, expect, it } from 'vitest';
import { exifTiff, jpegWithGps, METADATA_MARKERS, plainJpeg } from '../../../emulators/scripts/lib/jpeg';
import { stripesPng } from '../../../emulators/scripts/lib/png';
import {
  ImageMetadataError,
  orientationTiff,
  stripImageMetadata,
  stripJpegMetadata,
  stripPngMetadata,
  tiffOrientation,
} from './image-metadata';

const latin1 = (bytes: Buffer) => bytes.toString('latin1');

/** The JPEG's segment markers in order, up to the first scan. */
function jpegMarkers(bytes: Buffer): string[] {
  const markers: string[] = [];
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    markers.push(marker.toString(16));
    if (marker === 0xda) break;
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return markers;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** The PNG's chunks: type, and whether the stored CRC matches. */
function pngChunks(bytes: Buffer): { type: string; crcOk: boolean }[] {
  const chunks: { type: string; crcOk: boolean }[] = [];
  for (let at = 8; at + 12 <= bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const typed = bytes.subarray(at + 4, at + 8 + length);
    chunks.push({
      type: latin1(bytes.subarray(at + 4, at + 8)),
      crcOk: crc32(typed) === bytes.readUInt32BE(at + 8 + length),
    });
    at += 12 + length;
  }
  return chunks;
}

describe('JPEG', () => {
  it('removes EXIF with GPS, XMP, comments and what follows the image; keeps the image and its orientation', () => {
    const photo = jpegWithGps(6);
    expect(latin1(photo)).toContain(METADATA_MARKERS[0]);
    const cleaned = stripJpegMetadata(photo);
    for (const marker of METADATA_MARKERS) expect(latin1(cleaned)).not.toContain(marker);
    expect(latin1(cleaned)).not.toContain('http://ns.adobe.com/xap');
    // JFIF, the orientation's minimal EXIF, then the tables, frame and scan as they were.
    expect(jpegMarkers(cleaned)).toEqual(['e0', 'e1', 'db', 'c0', 'c4', 'c4', 'da']);
    const exif = cleaned.subarray(cleaned.indexOf('Exif\0\0', 0, 'latin1') + 6);
    expect(tiffOrientation(exif)).toBe(6);
    const image = plainJpeg().subarray(plainJpeg().indexOf(Buffer.from([0xff, 0xdb])));
    expect(cleaned.subarray(cleaned.length - image.length).equals(image)).toBe(true);
    expect(imageSize(cleaned)).toMatchObject({ width: 8, height: 8, orientation: 6 });
  });

  it('keeps no EXIF at all when the photo has no orientation to keep', () => {
    const cleaned = stripJpegMetadata(jpegWithGps(1));
    expect(latin1(cleaned)).not.toContain('Exif');
    expect(jpegMarkers(cleaned)).toEqual(['e0', 'db', 'c0', 'c4', 'c4', 'da']);
  });

  it('leaves a JPEG without metadata byte for byte as it was (a second run changes nothing)', () => {
    expect(stripJpegMetadata(plainJpeg()).equals(plainJpeg())).toBe(true);
    const once = stripJpegMetadata(jpegWithGps());
    expect(stripJpegMetadata(once).equals(once)).toBe(true);
  });

  it('refuses what it cannot walk: truncated segments, a scan without its end, not a JPEG', () => {
    const photo = jpegWithGps();
    expect(() => stripJpegMetadata(photo.subarray(0, 30))).toThrow(ImageMetadataError);
    const withoutEnd = plainJpeg().subarray(0, plainJpeg().length - 2);
    expect(() => stripJpegMetadata(withoutEnd)).toThrow(ImageMetadataError);
    expect(() =>
      stripJpegMetadata(stripesPng({ width: 2, height: 2, colors: [[0, 0, 0]], direction: 'horizontal' })),
    ).toThrow(ImageMetadataError);
  });
});

describe('PNG', () => {
  const png = stripesPng({ width: 4, height: 4, colors: [[200, 30, 30]], direction: 'horizontal' });
  const withMetadata = (orientation: number) =>
    Buffer.concat([
      png.subarray(0, 33), // signature and IHDR
      pngChunk('tEXt', Buffer.from(`Comment\0${METADATA_MARKERS[2]}`, 'latin1')),
      pngChunk('iTXt', Buffer.from(`XML:com.adobe.xmp\0\0\0\0\0${METADATA_MARKERS[1]}`, 'latin1')),
      pngChunk('eXIf', exifTiff(orientation)),
      png.subarray(33),
      Buffer.from(METADATA_MARKERS[3]!, 'latin1'),
    ]);

  it('removes text, XMP and EXIF chunks and what follows IEND; keeps the image and its orientation', () => {
    const cleaned = stripPngMetadata(withMetadata(8));
    for (const marker of METADATA_MARKERS) expect(latin1(cleaned)).not.toContain(marker);
    const chunks = pngChunks(cleaned);
    expect(chunks.map((chunk) => chunk.type)).toEqual([
      'IHDR',
      'eXIf',
      ...pngChunks(png)
        .map((c) => c.type)
        .slice(1),
    ]);
    expect(chunks.every((chunk) => chunk.crcOk)).toBe(true);
    const exifAt = cleaned.indexOf('eXIf', 0, 'latin1') + 4;
    expect(tiffOrientation(cleaned.subarray(exifAt, exifAt + 26))).toBe(8);
    expect(imageSize(cleaned)).toMatchObject({ width: 4, height: 4 });
  });

  it('leaves a PNG without metadata as it was; refuses a truncated one', () => {
    expect(stripImageMetadata('png', png).equals(png)).toBe(true);
    expect(stripPngMetadata(withMetadata(1)).equals(png)).toBe(true);
    expect(() => stripPngMetadata(png.subarray(0, png.length - 5))).toThrow(ImageMetadataError);
  });
});

describe('the orientation', () => {
  it('reads it from big- and little-endian EXIF and writes it back alone', () => {
    expect(tiffOrientation(exifTiff(3))).toBe(3);
    expect(tiffOrientation(orientationTiff(5))).toBe(5);
    const little = Buffer.from([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, 7, 0, 0, 0]);
    expect(tiffOrientation(little)).toBe(7);
    expect(tiffOrientation(Buffer.from('not exif'))).toBeNull();
  });
});
