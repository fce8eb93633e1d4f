import { describe, expect, it } from 'vitest';
import { mapSearchUrl } from './event-home';

describe('event home', () => {
  it('searches the address on OpenStreetMap', () => {
    expect(mapSearchUrl(' Alexanderplatz 1, Berlin ')).toBe(
      'https://www.openstreetmap.org/search?query=Alexanderplatz%201%2C%20Berlin',
    );
  });
});
