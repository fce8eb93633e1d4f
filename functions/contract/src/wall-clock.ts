/*
 * An instant on a zone's wall clock, with the platform's Intl only (no date library): the one reading
 * of digits and offsets that the spreadsheet import (schemas/agenda-import-cells.ts) and the app's time
 * displays (web/src/lib/zoned-time.ts) share.
 */

/** An instant as the digits of a wall clock, with that clock's offset from UTC at the instant. */
export interface WallClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** Minutes ahead of UTC: 120 for Berlin in summer, -240 for New York. */
  offsetMinutes: number;
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(zone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    clockFormats.set(zone, format);
  }
  return format;
}

/** The wall clock of the IANA `zone` at `instant` (epoch ms or Date); an unknown zone throws a RangeError. */
export function wallClock(instant: number | Date, zone: string): WallClock {
  const millis = typeof instant === 'number' ? instant : instant.getTime();
  const parts = clockFormat(zone).formatToParts(millis);
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const clock = {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    // Some engines write midnight as 24 even with hourCycle h23.
    hour: value('hour') % 24,
    minute: value('minute'),
    second: value('second'),
  };
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return { ...clock, offsetMinutes: Math.round((asUtc - Math.floor(millis / 1000) * 1000) / 60_000) };
}
