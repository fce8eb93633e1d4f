import type { DateTime } from 'luxon';

/*
 * Date-time pickers on a zone's wall clock (docs/architecture.md "Time"): the forms that edit an instant
 * (an event's span, an agenda's session, a scheduled notification) choose it on the clock of an IANA
 * zone, whatever the browser's own. luxon lives here and in the forms only, off the lists' path
 * (`zoned-time.ts` reads clocks with Intl alone).
 */

/**
 * Spec §9: 24-hour times, the day, its month's name and the year in the order the rest of the app writes
 * dates ("10 Sep 2026 09:00"): no reader takes the month for the day.
 */
export const PICKER_FORMAT = 'dd MMM yyyy HH:mm';

/**
 * The pickers' locale: American English writes the months as the rest of the app does ("Sep", where
 * British English writes "Sept"), and `fw-mon` starts their weeks on Monday, as in Europe.
 */
export const PICKER_LOCALE = 'en-US-u-fw-mon';

/**
 * A value from a picker, on the wall clock of `zone`. The picker builds a date typed into an empty
 * field in the browser's zone: the digits typed are the zone's local time, so they are kept as such.
 * A value already in the zone is returned unchanged (keeping which of two equal readings it is, on
 * the night the clocks go back).
 */
export function onZoneClock(value: DateTime | null, zone: string): DateTime | null {
  if (!value?.isValid || value.zoneName === zone) return value;
  return value.setZone(zone, { keepLocalTime: true });
}
