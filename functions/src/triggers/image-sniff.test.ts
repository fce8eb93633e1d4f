import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isImageObject, sniffImage } from './image-sniff';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]),
  Buffer.from('IHDR'),
  Buffer.alloc(17),
  deflateSync(Buffer.alloc(4)),
]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const EXIF_JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x12, 0x34, 0x45, 0x78, 0x69, 0x66]);

describe('sniffImage', () => {
  it('recognises PNG and JPEG (JFIF and Exif) by their first bytes', () => {
    expect(sniffImage(PNG)).toBe('png');
    expect(sniffImage(JPEG)).toBe('jpeg');
    expect(sniffImage(EXIF_JPEG)).toBe('jpeg');
  });

  it('refuses SVG, HTML, GIF, WebP, PDF, empty and truncated files', () => {
    for (const text of ['<svg xmlns="http://www.w3.org/2000/svg"/>', '<?xml version="1.0"?><svg/>', '<!DOCTYPE html><html>', '<html><script>', 'GIF89a....', 'RIFF....WEBPVP8 ', '%PDF-1.7', '']) {
      expect(sniffImage(Buffer.from(text)), text).toBeNull();
    }
    expect(sniffImage(PNG.subarray(0, 8))).toBeNull();
    expect(sniffImage(Buffer.from([0xff, 0xd8]))).toBeNull();
  });

  it('refuses a PNG signature not followed by its IHDR chunk, and HTML after a BOM or spaces', () => {
    expect(sniffImage(Buffer.concat([PNG.subarray(0, 8), Buffer.from('<html><body>')]))).toBeNull();
    expect(sniffImage(Buffer.from('\ufeff<svg/>'))).toBeNull();
    expect(sniffImage(Buffer.from('   <svg/>'))).toBeNull();
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xff, 0x3c, 0x73]))).toBeNull();
  });
});

describe('isImageObject', () => {
  it('covers flags and the event image folders, detail files included', () => {
    expect(isImageObject('flags/4711/flag.png')).toBe(true);
    for (const folder of ['posters', 'backgrounds', 'logos', 'covers', 'details']) {
      expect(isImageObject(`v2/events/e1/${folder}/a.png`)).toBe(true);
    }
    expect(isImageObject('eventBadges/e1/badge.png')).toBe(true);
    expect(isImageObject('v2/news/photo.png')).toBe(true);
  });

  it('leaves other objects alone', () => {
    expect(isImageObject('v2/events/e1/agendas/a1/file.pdf')).toBe(false);
    expect(isImageObject('v2/events/e1/posters/deeper/a.png')).toBe(false);
    expect(isImageObject('v2/news/deeper/photo.png')).toBe(false);
    expect(isImageObject('user-files/e1/u1/notes.pdf')).toBe(false);
    expect(isImageObject('flags/a.png')).toBe(false);
    expect(isImageObject('eventBadges/badge.png')).toBe(false);
    expect(isImageObject('eventBadges/e1/deeper/badge.png')).toBe(false);
  });
});
