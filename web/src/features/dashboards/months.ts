import { DateTime } from 'luxon';

/** A calendar month on a zone's clock: its key ("2026-05") and its instants [start, end). */
export interface Month {
  key: string;
  start: number;
  end: number;
}

/**
 * The months around the one `now` falls in, on `zone`'s calendar, oldest first: `back` months before it,
 * that month, and `ahead` months after it (a country's events are mostly still to come). The windows of
 * the country dashboard's counts (one aggregation query per month).
 */
export function monthsAround(now: number, zone: string, { back, ahead }: { back: number; ahead: number }): Month[] {
  const current = DateTime.fromMillis(now, { zone }).startOf('month');
  return Array.from({ length: back + 1 + ahead }, (_, index) => {
    const start = current.plus({ months: index - back });
    return { key: start.toFormat('yyyy-MM'), start: start.toMillis(), end: start.plus({ months: 1 }).toMillis() };
  });
}

/** "May 2026": a month's key as the charts and tables name it. */
export const monthName = (key: string): string => DateTime.fromFormat(key, 'yyyy-MM').toFormat('LLL yyyy');
