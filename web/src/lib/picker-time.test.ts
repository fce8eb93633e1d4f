import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { onZoneClock } from './picker-time';

describe('picker values on a zone clock', () => {
  it('keeps the digits typed in the browser zone as the zone local time', () => {
    const typed = DateTime.fromISO('2026-09-10T09:00', { zone: 'America/New_York' });
    const value = onZoneClock(typed, 'Europe/Berlin');
    expect(value?.zoneName).toBe('Europe/Berlin');
    expect(value?.toFormat('yyyy-MM-dd HH:mm')).toBe('2026-09-10 09:00');
    expect(value?.toUTC().toISO()).toBe('2026-09-10T07:00:00.000Z');
  });

  it('leaves a value already in the zone as it is, whichever of two equal readings it is', () => {
    // 02:30 happens twice in Berlin on 25 Oct 2026; the later one is 01:30 UTC.
    const second = DateTime.fromISO('2026-10-25T01:30:00Z').setZone('Europe/Berlin');
    expect(second.toFormat('HH:mm')).toBe('02:30');
    expect(onZoneClock(second, 'Europe/Berlin')?.toMillis()).toBe(second.toMillis());
  });

  it('passes an empty or unreadable value through', () => {
    expect(onZoneClock(null, 'Europe/Berlin')).toBeNull();
    const invalid = DateTime.fromISO('not a date');
    expect(onZoneClock(invalid, 'Europe/Berlin')).toBe(invalid);
  });
});
