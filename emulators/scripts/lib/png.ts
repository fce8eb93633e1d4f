/**
 * A minimal PNG encoder for demo flags and test images (solid stripes of colour), so that demo
 * data and upload tests need no binary fixtures.
 */
import { crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

export interface StripesOptions {
  width: number;
  height: number;
  colors: readonly Rgb[];
  direction: 'horizontal' | 'vertical';
  /** Relative stripe sizes (defaults to equal). */
  weights?: readonly number[];
}

export function stripesPng({ width, height, colors, direction, weights }: StripesOptions): Buffer {
  const w = weights ?? colors.map(() => 1);
  const total = w.reduce((sum, value) => sum + value, 0);
  const bounds: number[] = [];
  let acc = 0;
  for (const value of w) {
    acc += value;
    bounds.push(acc / total);
  }
  const colorAt = (fraction: number): Rgb =>
    colors[bounds.findIndex((bound) => fraction < bound)] ?? colors[colors.length - 1]!;
  const row = (y: number): Buffer => {
    const line = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = colorAt(direction === 'horizontal' ? y / height : x / width);
      line.writeUInt8(r, 1 + x * 3);
      line.writeUInt8(g, 2 + x * 3);
      line.writeUInt8(b, 3 + x * 3);
    }
    return line;
  };
  const rows = Array.from({ length: height }, (_, y) => row(y));
  return encode(width, height, Buffer.concat(rows));
}

function encode(width: number, height: number, raw: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0, 0);
  return Buffer.concat([length, body, crc]);
}
