import { DateTime } from 'luxon';

/*
 * The event's wall clock, on which the event form and the agenda form edit times (docs/architecture.md
 * "Time"): instants are stored in UTC and shown in the event's IANA zone, whatever the browser's.
 * Every value is a luxon DateTime carrying its zone, so that an instant is never re-read from its
 * digits: 02:30 on the night clocks go back happens twice, and a form keeps the one that was chosen.
 */

/** The pickers' format and the picker-value rule are the kit's (`lib/picker-time`), shared with every zoned form. */
export { PICKER_FORMAT, onZoneClock as onEventClock } from '@/lib/picker-time';

/** A stored instant (epoch ms or Date) on the wall clock of `zone`: same instant, other digits. */
export function instantIn(instant: number | Date, zone: string): DateTime {
  const millis = typeof instant === 'number' ? instant : instant.getTime();
  return DateTime.fromMillis(millis, { zone });
}
