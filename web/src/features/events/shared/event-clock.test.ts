import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { instantIn, onEventClock, PICKER_FORMAT } from './event-clock';

describe("the event's wall clock", () => {
  it('shows a stored instant on the event wall clock, from a Date or epoch milliseconds', () => {
    const instant = new Date('2026-01-15T08:00:00Z');
    expect(instantIn(instant, 'America/New_York').toFormat('HH:mm')).toBe('03:00');
    expect(instantIn(instant.getTime(), 'Asia/Tokyo').toFormat(PICKER_FORMAT)).toBe('15 Jan 2026 17:00');
  });

  it('reads digits typed into an empty picker as the event wall clock', () => {
    const typedInUtc = DateTime.fromObject({ year: 2030, month: 6, day: 15, hour: 9 }, { zone: 'UTC' });
    const kept = onEventClock(typedInUtc, 'Europe/Berlin');
    expect(kept?.toFormat(PICKER_FORMAT)).toBe('15 Jun 2030 09:00');
    expect(kept?.toUTC().toISO()).toBe('2030-06-15T07:00:00.000Z');
    expect(onEventClock(null, 'Europe/Berlin')).toBeNull();
  });

  it('keeps a value already on the event clock as it is (which of two equal readings it is)', () => {
    // 25 Oct 2026 in Berlin: 02:30 happens twice; the second one (CET) must stay the second.
    const secondTwoThirty = instantIn(new Date('2026-10-25T01:30:00Z'), 'Europe/Berlin');
    expect(onEventClock(secondTwoThirty, 'Europe/Berlin')).toBe(secondTwoThirty);
  });
});
