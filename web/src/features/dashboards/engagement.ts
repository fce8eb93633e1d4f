import { clockIn, dayKeyOf } from '@/lib/zoned-time';

/*
 * The wall's engagement on the event dashboard (docs/features.md, "Dashboards"): posts, comments and
 * likes per day on the event's calendar, counted on the server one day at a time (use-wall-engagement.ts)
 * between the instants these days start and end. Pure, so that the days are unit-tested apart.
 */

/** A calendar day on the event's clock and the instants it starts (inclusive) and ends (exclusive) at. */
export interface DayRange {
  /** "2026-05-12" on the event zone's calendar. */
  day: string;
  start: number;
  end: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The most days the chart counts (three queries each): the last ones of a longer span. */
export const ENGAGEMENT_DAYS_MAX = 31;

const dayAt = (instant: number, zone: string): string => dayKeyOf(clockIn(instant, zone));

/** The first minute of `later`'s day after `earlier` (their days differ): zones' offsets are whole minutes. */
function dayChange(earlier: number, later: number, zone: string): number {
  let [low, high] = [Math.floor(earlier / MINUTE), Math.ceil(later / MINUTE)];
  const day = dayAt(later, zone);
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (dayAt(middle * MINUTE, zone) === day) high = middle;
    else low = middle;
  }
  return high * MINUTE;
}

/**
 * The days from `from`'s to `to`'s on `zone`'s calendar, each with its whole span (a day of a
 * daylight-saving change is 23 or 25 hours long), at most ENGAGEMENT_DAYS_MAX (the last ones).
 */
export function daysOf(from: number, to: number, zone: string): DayRange[] {
  if (to < from) return [];
  const starts: number[] = [];
  // Back from `from` to the start of its day (a day is at most 26 hours away).
  let probe = from - 26 * HOUR;
  while (dayAt(probe, zone) === dayAt(from, zone)) probe -= HOUR;
  starts.push(dayChange(probe, from, zone));
  for (let at = starts[0]!; at <= to + 26 * HOUR; at += HOUR) {
    const last = starts[starts.length - 1]!;
    if (dayAt(at, zone) !== dayAt(last, zone)) starts.push(dayChange(at - HOUR, at, zone));
    if (starts[starts.length - 1]! > to) break;
  }
  const days = starts.slice(0, -1).map((start, i) => ({ day: dayAt(start, zone), start, end: starts[i + 1]! }));
  return days.slice(-ENGAGEMENT_DAYS_MAX);
}

/** One day's engagement. */
export interface EngagementDay {
  day: string;
  posts: number;
  comments: number;
  likes: number;
}

/** The whole span's engagement. */
export const engagementTotals = (days: readonly EngagementDay[]): Omit<EngagementDay, 'day'> =>
  days.reduce(
    (sum, day) => ({
      posts: sum.posts + day.posts,
      comments: sum.comments + day.comments,
      likes: sum.likes + day.likes,
    }),
    { posts: 0, comments: 0, likes: 0 },
  );
