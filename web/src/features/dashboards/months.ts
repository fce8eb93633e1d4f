import { DateTime } from 'luxon';

/** A calendar month on a zone's clock: its key ("2026-05") and its instants [start, end). */
export interface Month {
  key: string;
  start: number;
  end: number;
}

/**
 * The `count` months up to and including the one `now` falls in, on `zone`'s calendar, oldest first:
 * the windows of the country dashboard's counts (one aggregation query per month).
 */
export function monthsUpTo(now: number, zone: string, count: number): Month[] {
  const current = DateTime.fromMillis(now, { zone }).startOf('month');
  return Array.from({ length: count }, (_, index) => {
    const start = current.minus({ months: count - 1 - index });
    return { key: start.toFormat('yyyy-MM'), start: start.toMillis(), end: start.plus({ months: 1 }).toMillis() };
  });
}

/** "May 2026": a month's key as the charts and tables name it. */
export const monthName = (key: string): string => DateTime.fromFormat(key, 'yyyy-MM').toFormat('LLL yyyy');
