import { agendaTimeIssues } from '@agenda/contract';
import type { DateTime } from 'luxon';
import { instantIn } from '@/features/events/shared/event-clock';

/*
 * Agenda times (spec §3, §5): edited on the event's wall clock (`shared/event-clock`), browsed in the
 * viewer's own zone (shown with `@/lib/zoned-time`, which needs no luxon).
 */

/**
 * Spec §3: the save payload's startTime/endTime are "UTC without offset" ("2026-05-12T07:00:00").
 * Seconds are kept, milliseconds dropped (the pickers work in minutes).
 */
export function toUtcPayload(value: DateTime): string {
  if (!value.isValid) throw new Error('Invalid date');
  return value.toUTC().toFormat("yyyy-MM-dd'T'HH:mm:ss");
}

/**
 * Quick-add (+15m … +2h, spec §9): the end moves by real minutes from itself, or from the start when
 * there is no end yet. Crossing midnight moves the date; crossing a clock change keeps the duration.
 */
export function quickAdd(end: DateTime | null, start: DateTime | null, minutes: number): DateTime | null {
  const from = end?.isValid ? end : start?.isValid ? start : null;
  return from ? from.plus({ minutes }) : null;
}

/** The event's bounds as the pickers take them (minDateTime/maxDateTime), on its wall clock. */
export function eventBounds(event: { start: Date; end: Date; timezone: string }): { min: DateTime; max: DateTime } {
  return { min: instantIn(event.start, event.timezone), max: instantIn(event.end, event.timezone) };
}

/** One of spec §5's alerts, at the picker it is about. */
export interface TimeIssue {
  field: 'startTime' | 'endTime';
  message: string;
}

/** Spec §5's three alerts for the chosen times (none while a time is missing or unreadable). */
export function timeIssues(
  start: DateTime | null,
  end: DateTime | null,
  event: { start: Date; end: Date },
): TimeIssue[] {
  if (!start?.isValid || !end?.isValid) return [];
  return agendaTimeIssues(start.toJSDate(), end.toJSDate(), event.start, event.end);
}
