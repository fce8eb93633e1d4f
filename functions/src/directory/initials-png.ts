/**
 * The local identity provider's directory photo: a PNG with the person's initials
 * in white on a colour derived from their address, drawn from a small bitmap font. Deterministic (the
 * same person always gets the same bytes) and without the network, so the emulator suite has photos
 * as Microsoft Graph would serve them (`/users/{id}/photo/$value`).
 */
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/** The photo's side in pixels. */
export const INITIALS_PHOTO_SIZE = 128;

/** 5×7 glyphs, one string of five bits per row; anything else is drawn as '?'. */
const GLYPHS: Readonly<Record<string, string>> = {
  A: '01110 10001 10001 11111 10001 10001 10001',
  B: '11110 10001 10001 11110 10001 10001 11110',
  C: '01110 10001 10000 10000 10000 10001 01110',
  D: '11110 10001 10001 10001 10001 10001 11110',
  E: '11111 10000 10000 11110 10000 10000 11111',
  F: '11111 10000 10000 11110 10000 10000 10000',
  G: '01110 10001 10000 10111 10001 10001 01111',
  H: '10001 10001 10001 11111 10001 10001 10001',
  I: '01110 00100 00100 00100 00100 00100 01110',
  J: '00111 00010 00010 00010 00010 10010 01100',
  K: '10001 10010 10100 11000 10100 10010 10001',
  L: '10000 10000 10000 10000 10000 10000 11111',
  M: '10001 11011 10101 10101 10001 10001 10001',
  N: '10001 10001 11001 10101 10011 10001 10001',
  O: '01110 10001 10001 10001 10001 10001 01110',
  P: '11110 10001 10001 11110 10000 10000 10000',
  Q: '01110 10001 10001 10001 10101 10010 01101',
  R: '11110 10001 10001 11110 10100 10010 10001',
  S: '01111 10000 10000 01110 00001 00001 11110',
  T: '11111 00100 00100 00100 00100 00100 00100',
  U: '10001 10001 10001 10001 10001 10001 01110',
  V: '10001 10001 10001 10001 10001 01010 00100',
  W: '10001 10001 10001 10101 10101 10101 01010',
  X: '10001 10001 01010 00100 01010 10001 10001',
  Y: '10001 10001 01010 00100 00100 00100 00100',
  Z: '11111 00001 00010 00100 01000 10000 11111',
  '?': '01110 10001 00001 00010 00100 00000 00100',
};

/** Up to two initials, upper case without accents (Jürgen Öztürk → JO); '?' for an unnamed person. */
export function initialsOf(givenName: string, surname: string, fallback: string): string {
  const first = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .charAt(0)
      .toUpperCase();
  const initials = first(givenName) + first(surname);
  return initials || first(fallback) || '?';
}

type Rgb = readonly [number, number, number];

/** A colour of the address: its hash picks the hue, saturation and lightness keep white text readable. */
export function colourOf(mail: string): Rgb {
  const hue = (createHash('sha256').update(mail.trim().toLowerCase()).digest().readUInt16BE(0) / 65536) * 360;
  const [s, l] = [0.55, 0.36];
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    hue < 60
      ? [c, x, 0]
      : hue < 120
        ? [x, c, 0]
        : hue < 180
          ? [0, c, x]
          : hue < 240
            ? [0, x, c]
            : hue < 300
              ? [x, 0, c]
              : [c, 0, x];
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The person's photo: INITIALS_PHOTO_SIZE square, RGB, their initials centred in white. */
export function initialsPng(initials: string, background: Rgb): Buffer {
  const size = INITIALS_PHOTO_SIZE;
  const letters = [...initials.slice(0, 2)].map((letter) => (GLYPHS[letter] ?? GLYPHS['?']!).split(' '));
  const scale = 6;
  const width = (letters.length * 6 - 1) * scale;
  const left = Math.floor((size - width) / 2);
  const top = Math.floor((size - 7 * scale) / 2);
  const ink = (x: number, y: number): boolean => {
    const column = Math.floor((x - left) / scale);
    const row = Math.floor((y - top) / scale);
    if (x < left || y < top || row >= 7 || column >= letters.length * 6) return false;
    const glyph = letters[Math.floor(column / 6)];
    return column % 6 < 5 && glyph?.[row]?.[column % 6] === '1';
  };
  const raw = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y += 1) {
    const line = y * (1 + size * 3); // filter byte 0 (none) at the start of each row
    for (let x = 0; x < size; x += 1) {
      const [r, g, b] = ink(x, y) ? [255, 255, 255] : background;
      raw.writeUInt8(r, line + 1 + x * 3);
      raw.writeUInt8(g, line + 2 + x * 3);
      raw.writeUInt8(b, line + 3 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
