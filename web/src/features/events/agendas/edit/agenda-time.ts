import { agendaTimeIssues } from '@contract';
import { DateTime } from 'luxon';

/*
 * Agenda times (spec §3, §5, docs/architecture.md "Time"): instants are stored in UTC, edited on the event's wall
 * clock (its IANA zone, whatever the browser's), and browsed in the viewer's own zone (shown with
 * `@/lib/zoned-time`, which needs no luxon). Every value here is a luxon DateTime carrying its zone,
 * so that an instant is never re-read from its digits: 02:30 on the night clocks go back happens
 * twice, and the form keeps the one that was chosen.
 */

/** Spec §9: 24-hour times, the day first as the rest of the app writes dates. */
export const AGENDA_PICKER_FORMAT = 'dd/MM/yyyy HH:mm';

/** A stored instant (epoch ms or Date) on the wall clock of `zone`: same instant, other digits. */
export function instantIn(instant: number | Date, zone: string): DateTime {
  const millis = typeof instant === 'number' ? instant : instant.getTime();
  return DateTime.fromMillis(millis, { zone });
}

/**
 * Spec §3: the save payload's startTime/endTime are "UTC without offset" ("2026-05-12T07:00:00").
 * Seconds are kept, milliseconds dropped (the pickers work in minutes).
 */
export function toUtcPayload(value: DateTime): string {
  if (!value.isValid) throw new Error('Invalid date');
  return value.toUTC().toFormat("yyyy-MM-dd'T'HH:mm:ss");
}

/**
 * A value from the picker, on the event's wall clock. The picker builds a date typed into an empty
 * field in the browser's zone: the digits typed are the event's local time, so they are kept as such.
 * A value already in the zone is returned unchanged (keeping which of two equal readings it is).
 */
export function onEventClock(value: DateTime | null, zone: string): DateTime | null {
  if (!value?.isValid || value.zoneName === zone) return value;
  return value.setZone(zone, { keepLocalTime: true });
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

/** Spec §5's three alerts for the chosen times (none while a time is missing or unreadable). */
export function timeIssues(start: DateTime | null, end: DateTime | null, event: { start: Date; end: Date }): { field: 'startTime' | 'endTime'; message: string }[] {
  if (!start?.isValid || !end?.isValid) return [];
  return agendaTimeIssues(start.toJSDate(), end.toJSDate(), event.start, event.end);
}
