import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { countryTimeZone, moveToZone, startOfTodayIn, toUtcIso } from './event-dates';

describe('event dates', () => {
  it('sends a wall-clock time of the event zone as a UTC instant', () => {
    const berlinSummer = DateTime.fromObject({ year: 2026, month: 7, day: 1, hour: 9 }, { zone: 'Europe/Berlin' });
    expect(toUtcIso(berlinSummer)).toBe('2026-07-01T07:00:00.000Z');
    const tokyo = DateTime.fromObject({ year: 2026, month: 1, day: 1, hour: 0 }, { zone: 'Asia/Tokyo' });
    expect(toUtcIso(tokyo)).toBe('2025-12-31T15:00:00.000Z');
  });

  it('keeps the typed time when the zone changes', () => {
    const nineInBerlin = DateTime.fromObject({ year: 2026, month: 7, day: 1, hour: 9 }, { zone: 'Europe/Berlin' });
    const moved = moveToZone(nineInBerlin, 'Europe/London');
    expect(moved.toFormat('HH:mm')).toBe('09:00');
    expect(toUtcIso(moved)).toBe('2026-07-01T08:00:00.000Z');
  });

  it('finds today in the event zone, not the viewer one', () => {
    const now = new Date('2026-03-05T23:30:00Z');
    expect(startOfTodayIn('Europe/Berlin', now).toISODate()).toBe('2026-03-06');
    expect(startOfTodayIn('America/New_York', now).toISODate()).toBe('2026-03-05');
  });
});

describe('a new event', () => {
  it("starts a new event in its country's zone, or the viewer's when it is one of the country's", () => {
    expect(countryTimeZone('de', 'America/New_York')).toBe('Europe/Berlin');
    expect(countryTimeZone('fr', 'Europe/Berlin')).toBe('Europe/Paris');
    expect(countryTimeZone('us', 'Europe/Berlin')).toBe('America/New_York');
    expect(countryTimeZone('us', 'America/Los_Angeles')).toBe('America/Los_Angeles');
    expect(countryTimeZone('es', 'Asia/Tokyo')).toBe('Europe/Madrid');
  });

  it("keeps the viewer's zone for the global tenant and what is no country", () => {
    expect(countryTimeZone('un', 'Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(countryTimeZone('', 'Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(countryTimeZone('global', 'Asia/Tokyo')).toBe('Asia/Tokyo');
  });
});
