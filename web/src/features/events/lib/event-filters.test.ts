import { describe, expect, it } from 'vitest';
import { eventHasPassed, filterEventsByName, mergeById, sortEvents } from './event-filters';

const event = (id: string, name: string, start: string, end: string) => ({ id, name, start: new Date(start), end: new Date(end) });
const munich = event('m', 'Munich Sales Kick-off', '2026-01-10T08:00:00Z', '2026-01-11T19:00:00Z');
const berlin = event('b', 'Berlin Tech Summit', '2026-03-01T08:00:00Z', '2026-03-03T19:00:00Z');

describe('event list filter', () => {
  it('matches any part of the name, case-insensitive, from one character', () => {
    expect(filterEventsByName([munich, berlin], 's').map((e) => e.id)).toEqual(['m', 'b']);
    expect(filterEventsByName([munich, berlin], 'tech').map((e) => e.id)).toEqual(['b']);
    expect(filterEventsByName([munich, berlin], 'SALES KICK').map((e) => e.id)).toEqual(['m']);
    expect(filterEventsByName([munich, berlin], 'xyz')).toEqual([]);
  });

  it('keeps every event for an empty search', () => {
    expect(filterEventsByName([munich, berlin], '   ')).toHaveLength(2);
  });
});

describe('passed state', () => {
  it('is passed once the end is before now', () => {
    const now = new Date('2026-02-01T00:00:00Z');
    expect(eventHasPassed(munich, now)).toBe(true);
    expect(eventHasPassed(berlin, now)).toBe(false);
    expect(eventHasPassed(munich, new Date('2026-01-11T19:00:00Z'))).toBe(false);
  });
});

describe('ordering and merging', () => {
  it('puts coming events first, soonest first, then passed events, latest first', () => {
    const paris = event('p', 'Paris Innovation Days', '2026-06-01T08:00:00Z', '2026-06-02T19:00:00Z');
    const lyon = event('l', 'Lyon Offsite', '2025-11-01T08:00:00Z', '2025-11-02T19:00:00Z');
    const twin = event('t', 'Another Summit', '2026-03-01T08:00:00Z', '2026-03-03T19:00:00Z');
    const now = new Date('2026-02-01T00:00:00Z');
    expect(sortEvents([lyon, paris, munich, berlin, twin], now).map((e) => e.id)).toEqual(['t', 'b', 'p', 'm', 'l']);
    // Once everything has passed, the latest comes first.
    expect(sortEvents([munich, berlin], new Date('2027-01-01T00:00:00Z')).map((e) => e.id)).toEqual(['b', 'm']);
  });

  it('merges several queries without duplicates', () => {
    expect(mergeById([munich], [munich, berlin]).map((e) => e.id)).toEqual(['m', 'b']);
  });
});
