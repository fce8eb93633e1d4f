import { describe, expect, it } from 'vitest';
import { NEWS_PHOTO_SCENE } from '../../demo/news';
import { logoPixel, pixelsPng, scenePixel, type Rgb } from './png';

const key = ([r, g, b]: Rgb) => `${r},${g},${b}`;

describe('demo pictures', () => {
  it('draws the news photo as a picture, not as a flag of flat stripes (issue 32, item 21)', () => {
    const pixel = scenePixel(640, 360, NEWS_PHOTO_SCENE);
    // Down one column a flag has one colour per stripe; the sky fades, the sun glows, the hills shade.
    const column = new Set(Array.from({ length: 360 }, (_, y) => key(pixel(100, y))));
    expect(column.size).toBeGreaterThan(40);
    // Along one row a horizontal-stripe flag is one colour; the hills' edge and the sun make several.
    const row = new Set(Array.from({ length: 640 }, (_, x) => key(pixel(x, 230))));
    expect(row.size).toBeGreaterThan(1);
  });

  it('draws a square logo with its disc in the middle and the tile in the corners', () => {
    const pixel = logoPixel(64, [1, 1, 1], [2, 2, 2], [3, 3, 3]);
    expect(pixel(32, 32)).toEqual([2, 2, 2]);
    expect(pixel(0, 0)).toEqual([3, 3, 3]);
  });

  it('encodes the pixels as a png of the given size', () => {
    const png = pixelsPng(3, 2, () => [10, 20, 30]);
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(3);
    expect(png.readUInt32BE(20)).toBe(2);
  });
});
