import { describe, expect, it } from 'vitest';
import { monthName, monthsAround } from './months';

describe('monthsAround', () => {
  it("gives the months before and after now on the zone's calendar, oldest first, with their instants", () => {
    // 23:30 UTC on 31 March is already April in Berlin.
    const months = monthsAround(Date.parse('2026-03-31T23:30:00Z'), 'Europe/Berlin', { back: 2, ahead: 2 });
    expect(months.map((month) => month.key)).toEqual(['2026-02', '2026-03', '2026-04', '2026-05', '2026-06']);
    expect(months[2]).toEqual({
      key: '2026-04',
      start: Date.parse('2026-03-31T22:00:00Z'),
      end: Date.parse('2026-04-30T22:00:00Z'),
    });
    expect(months[0]?.end).toBe(months[1]?.start);
  });

  it('names a month', () => {
    expect(monthName('2026-05')).toBe('May 2026');
  });
});
