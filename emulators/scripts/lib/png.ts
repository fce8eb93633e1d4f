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

/** A PNG of `width`×`height` whose every pixel is `pixel(x, y)`. */
export function pixelsPng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const rows = Array.from({ length: height }, (_, y) => {
    const line = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = pixel(x, y);
      line.writeUInt8(r, 1 + x * 3);
      line.writeUInt8(g, 2 + x * 3);
      line.writeUInt8(b, 3 + x * 3);
    }
    return line;
  });
  return encode(width, height, Buffer.concat(rows));
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

export interface SceneColors {
  /** The sky from its top to the horizon. */
  sky: readonly [Rgb, Rgb];
  sun: Rgb;
  /** The hills, near the horizon and at the bottom. */
  land: readonly [Rgb, Rgb];
}

/**
 * A landscape (a sky fading to the horizon, a sun, rolling hills) as a function of the pixel: a demo
 * photo that reads as a picture, not as a flag's flat stripes.
 */
export function scenePixel(width: number, height: number, colors: SceneColors): (x: number, y: number) => Rgb {
  const sunX = width * 0.7;
  const sunY = height * 0.35;
  const sunR = Math.min(width, height) * 0.12;
  return (x, y) => {
    const hill = height * (0.62 + 0.06 * Math.sin((x / width) * Math.PI * 2.2) + 0.03 * Math.sin((x / width) * 9));
    if (y >= hill) return mix(colors.land[0], colors.land[1], (y - hill) / Math.max(1, height - hill));
    const distance = Math.hypot(x - sunX, y - sunY);
    const sky = mix(colors.sky[0], colors.sky[1], y / hill);
    if (distance <= sunR) return colors.sun;
    // A soft glow around the sun.
    const glow = Math.max(0, 1 - (distance - sunR) / (sunR * 1.5));
    return mix(sky, colors.sun, glow * 0.45);
  };
}

/** A demo logo: a ring around a disc on a square tile (spec §5: logos are 1:1). */
export function logoPixel(size: number, ring: Rgb, disc: Rgb, tile: Rgb): (x: number, y: number) => Rgb {
  const centre = size / 2;
  return (x, y) => {
    const distance = Math.hypot(x + 0.5 - centre, y + 0.5 - centre) / centre;
    if (distance <= 0.42) return disc;
    if (distance >= 0.6 && distance <= 0.8) return ring;
    return tile;
  };
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
