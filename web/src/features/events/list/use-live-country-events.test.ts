import { describe, expect, it } from 'vitest';
import { firstPageOf, QUERY_CLOCK_MS, queryHour } from './use-live-country-events';

describe("the list queries' clock", () => {
  it('is the hour around now, the same for every moment of that hour', () => {
    const at = (iso: string) => queryHour(new Date(iso));
    expect(at('2026-11-25T14:00:00.000Z')).toEqual({
      floor: new Date('2026-11-25T14:00:00.000Z'),
      ceil: new Date('2026-11-25T15:00:00.000Z'),
    });
    expect(at('2026-11-25T14:59:59.999Z')).toEqual(at('2026-11-25T14:00:00.000Z'));
    expect(at('2026-11-25T14:37:12.345Z').ceil.getTime() - at('2026-11-25T14:37:12.345Z').floor.getTime()).toBe(
      QUERY_CLOCK_MS,
    );
  });
});

describe('the first pages of a list read whole (a search cleared)', () => {
  const events = Array.from({ length: 50 }, (_, index) => `event ${index}`);

  it('is the first pages, with more to show when the list goes on', () => {
    expect(firstPageOf(events, 24)).toEqual({ events: events.slice(0, 24), more: true });
    expect(firstPageOf(events, 48)).toEqual({ events: events.slice(0, 48), more: true });
  });

  it('is the whole list, with nothing more, when the pages hold it all', () => {
    expect(firstPageOf(events, 50)).toEqual({ events, more: false });
    expect(firstPageOf(events, 72)).toEqual({ events, more: false });
    expect(firstPageOf([], 24)).toEqual({ events: [], more: false });
  });
});
