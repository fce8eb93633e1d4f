import { describe, expect, it } from 'vitest';
import { QUERY_CLOCK_MS, queryHour } from './use-live-country-events';

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
