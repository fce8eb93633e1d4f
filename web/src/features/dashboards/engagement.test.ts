import { describe, expect, it } from 'vitest';
import { daysOf, ENGAGEMENT_DAYS_MAX, engagementTotals } from './engagement';

const utc = (iso: string) => Date.parse(iso);

describe('daysOf', () => {
  it("cuts the span at the event zone's midnights", () => {
    const days = daysOf(utc('2026-05-10T10:00:00Z'), utc('2026-05-12T08:00:00Z'), 'Europe/Berlin');
    expect(days).toEqual([
      { day: '2026-05-10', start: utc('2026-05-09T22:00:00Z'), end: utc('2026-05-10T22:00:00Z') },
      { day: '2026-05-11', start: utc('2026-05-10T22:00:00Z'), end: utc('2026-05-11T22:00:00Z') },
      { day: '2026-05-12', start: utc('2026-05-11T22:00:00Z'), end: utc('2026-05-12T22:00:00Z') },
    ]);
  });

  it('gives a daylight-saving day its 23 or 25 hours, and a zone with a half-hour offset its own midnight', () => {
    const spring = daysOf(utc('2026-03-29T12:00:00Z'), utc('2026-03-29T12:00:00Z'), 'Europe/Berlin')[0]!;
    expect(spring.end - spring.start).toBe(23 * 3_600_000);
    const autumn = daysOf(utc('2026-10-25T12:00:00Z'), utc('2026-10-25T12:00:00Z'), 'Europe/Berlin')[0]!;
    expect(autumn.end - autumn.start).toBe(25 * 3_600_000);
    expect(daysOf(utc('2026-05-10T12:00:00Z'), utc('2026-05-10T12:00:00Z'), 'Asia/Kolkata')[0]).toEqual({
      day: '2026-05-10',
      start: utc('2026-05-09T18:30:00Z'),
      end: utc('2026-05-10T18:30:00Z'),
    });
  });

  it('keeps the last days of a long span, and none of an empty one', () => {
    const days = daysOf(utc('2026-01-01T12:00:00Z'), utc('2026-03-01T12:00:00Z'), 'UTC');
    expect(days).toHaveLength(ENGAGEMENT_DAYS_MAX);
    expect(days.at(-1)?.day).toBe('2026-03-01');
    expect(daysOf(utc('2026-03-02T00:00:00Z'), utc('2026-03-01T00:00:00Z'), 'UTC')).toEqual([]);
  });
});

describe('engagementTotals', () => {
  it('adds the days up', () => {
    expect(
      engagementTotals([
        { day: '2026-05-10', posts: 2, comments: 3, likes: 10 },
        { day: '2026-05-11', posts: 1, comments: 0, likes: 4 },
      ]),
    ).toEqual({ posts: 3, comments: 3, likes: 14 });
    expect(engagementTotals([])).toEqual({ posts: 0, comments: 0, likes: 0 });
  });
});
