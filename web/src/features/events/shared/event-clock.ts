import { DateTime } from 'luxon';

/*
 * The event's wall clock, on which the event form and the agenda form edit times (docs/architecture.md
 * "Time"): instants are stored in UTC and shown in the event's IANA zone, whatever the browser's.
 * Every value is a luxon DateTime carrying its zone, so that an instant is never re-read from its
 * digits: 02:30 on the night clocks go back happens twice, and a form keeps the one that was chosen.
 */

/** Spec §9: 24-hour times, the day first as the rest of the app writes dates. */
export const PICKER_FORMAT = 'dd/MM/yyyy HH:mm';

/** A stored instant (epoch ms or Date) on the wall clock of `zone`: same instant, other digits. */
export function instantIn(instant: number | Date, zone: string): DateTime {
  const millis = typeof instant === 'number' ? instant : instant.getTime();
  return DateTime.fromMillis(millis, { zone });
}

/**
 * A value from a picker, on the event's wall clock. The picker builds a date typed into an empty
 * field in the browser's zone: the digits typed are the event's local time, so they are kept as such.
 * A value already in the zone is returned unchanged (keeping which of two equal readings it is).
 */
export function onEventClock(value: DateTime | null, zone: string): DateTime | null {
  if (!value?.isValid || value.zoneName === zone) return value;
  return value.setZone(zone, { keepLocalTime: true });
}
