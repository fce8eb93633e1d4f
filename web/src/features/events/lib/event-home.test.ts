import { describe, expect, it } from 'vitest';
import { formatEventSpan, mapSearchUrl, viewerSpan } from './event-home';

const start = new Date('2026-09-10T07:00:00Z');
const end = new Date('2026-09-11T16:00:00Z');

describe('event home', () => {
  it("names the event's zone with its span", () => {
    expect(formatEventSpan(start, end, 'Europe/Berlin')).toBe('Thu 10 Sep 2026, 09:00 – Fri 11 Sep 2026, 18:00 CEST');
    expect(formatEventSpan(start, new Date('2026-09-10T09:30:00Z'), 'Europe/Berlin')).toBe('Thu 10 Sep 2026, 09:00 – 11:30 CEST');
  });

  it("gives the viewer's time only when their zone differs", () => {
    expect(viewerSpan(start, end, 'Europe/Berlin', 'Europe/Paris')).toBeNull();
    expect(viewerSpan(start, end, 'Europe/Berlin', 'America/New_York')).toBe('Thu 10 Sep 2026, 03:00 – Fri 11 Sep 2026, 12:00 EDT');
  });

  it('searches the address on OpenStreetMap', () => {
    expect(mapSearchUrl(' Alexanderplatz 1, Berlin ')).toBe('https://www.openstreetmap.org/search?query=Alexanderplatz%201%2C%20Berlin');
  });
});
