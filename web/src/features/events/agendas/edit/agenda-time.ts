import { agendaTimeIssues } from '@agenda/contract';
import type { DateTime } from 'luxon';
import { instantIn } from '@/features/events/shared/event-clock';

/*
 * Agenda times (docs/product.md §3, §5): edited on the event's wall clock (`shared/event-clock`), browsed in the
 * viewer's own zone (shown with `@/lib/zoned-time`, which needs no luxon).
 */

/**
 * docs/product.md §3: the save payload's startTime/endTime are "UTC without offset" ("2026-05-12T07:00:00").
 * Seconds are kept, milliseconds dropped (the pickers work in minutes).
 */
export function toUtcPayload(value: DateTime): string {
  if (!value.isValid) throw new Error('Invalid date');
  return value.toUTC().toFormat("yyyy-MM-dd'T'HH:mm:ss");
}

/**
 * Quick-add (+15m … +2h, docs/product.md §9): sets the duration, the end is the start plus real minutes
 * (pressing +30m twice still means 30 minutes). Crossing midnight moves the date; crossing a
 * clock change keeps the duration. Null while there is no readable start.
 */
export function quickAdd(start: DateTime | null, minutes: number): DateTime | null {
  return start?.isValid ? start.plus({ minutes }) : null;
}

/**
 * The end once the start moved from `previous` to `next`: moved by as much, so that the session keeps
 * its duration in real time. Null when one of the three is missing or unreadable
 * (the end then stays as it is).
 */
export function endAfterStartMoved(
  previous: DateTime | null,
  next: DateTime | null,
  end: DateTime | null,
): DateTime | null {
  if (!previous?.isValid || !next?.isValid || !end?.isValid) return null;
  return next.plus({ milliseconds: end.toMillis() - previous.toMillis() });
}

/**
 * Where a new agenda starts: at the event's start, or, in an event already running,
 * at the next half hour on its clock (09:07 → 09:30, 09:30 → 09:30), never after its end.
 */
export function newAgendaStart(event: { start: Date; end: Date; timezone: string }, now: Date = new Date()): DateTime {
  const first = instantIn(event.start, event.timezone);
  if (now < event.start || now >= event.end) return first;
  const clock = instantIn(now, event.timezone).set({ second: 0, millisecond: 0 });
  const exact = clock.toMillis() === now.getTime() && clock.minute % 30 === 0;
  // Whole half hours of the zone's clock, also where the clock is set a quarter hour off UTC (Nepal).
  const next = exact
    ? clock
    : clock.minute < 30
      ? clock.set({ minute: 30 })
      : clock.set({ minute: 0 }).plus({ hours: 1 });
  return next.toMillis() > event.end.getTime() ? instantIn(event.end, event.timezone) : next;
}

/** The event's bounds as the pickers take them (minDateTime/maxDateTime), on its wall clock. */
export function eventBounds(event: { start: Date; end: Date; timezone: string }): { min: DateTime; max: DateTime } {
  return { min: instantIn(event.start, event.timezone), max: instantIn(event.end, event.timezone) };
}

/** One of docs/product.md §5's alerts, at the picker it is about. */
export interface TimeIssue {
  field: 'startTime' | 'endTime';
  message: string;
}

/** docs/product.md §5's three alerts for the chosen times (none while a time is missing or unreadable). */
export function timeIssues(
  start: DateTime | null,
  end: DateTime | null,
  event: { start: Date; end: Date },
): TimeIssue[] {
  if (!start?.isValid || !end?.isValid) return [];
  return agendaTimeIssues(start.toJSDate(), end.toJSDate(), event.start, event.end);
}
