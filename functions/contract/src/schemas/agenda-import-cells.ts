import { z } from 'zod';
import { AGENDA_MESSAGES, IMPORT_MESSAGES, MESSAGES } from '../messages';
import { AGENDA_MAX_PLACES } from './agenda';
import { wallClock, type WallClock as ZoneClock } from '../wall-clock';

/*
 * The spreadsheet import's cells (agenda-import.ts): texts, numbers, coordinates, places, yes/no and
 * dates read on the event's wall clock, each a zod schema whose refusal is the message shown for the cell.
 */

export type Cell = string | number | boolean | null;

export const isEmpty = (value: Cell): boolean => value === null || (typeof value === 'string' && value.trim() === '');

/** Text cells, numbers written as text ("1" for a key typed as a number). */
export const textCell = (max: number) =>
  z
    .union([z.string(), z.number(), z.null()], { error: IMPORT_MESSAGES.text })
    .transform((value) => (value === null ? '' : String(value).trim()))
    .pipe(z.string().min(1, MESSAGES.required).max(max, IMPORT_MESSAGES.tooLong(max)));

const numberCell = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/, IMPORT_MESSAGES.number),
    ],
    { error: IMPORT_MESSAGES.number },
  )
  .transform((value) => (typeof value === 'number' ? value : Number(value.replace(',', '.'))));

export const coordinateCell = (min: number, max: number, message: string) =>
  numberCell.pipe(z.number().min(min, message).max(max, message));

export const placesCell = z
  .union([z.null(), numberCell])
  .transform((value) => value ?? 0)
  .pipe(
    z
      .number()
      .int(AGENDA_MESSAGES.places)
      .min(0, AGENDA_MESSAGES.places)
      .max(AGENDA_MAX_PLACES, AGENDA_MESSAGES.places),
  );

const YES = new Set(['true', 'yes', 'y', 'x', '1', 'ja', 'oui', 'wahr', 'vrai']);
const NO = new Set(['false', 'no', 'n', '0', '', 'nein', 'non', 'falsch', 'faux']);
export const yesNoCell = z.union([z.boolean(), z.number(), z.string(), z.null()]).transform((value, ctx) => {
  if (value === null || typeof value === 'boolean') return value ?? false;
  if (typeof value === 'number' && (value === 0 || value === 1)) return value === 1;
  const text = String(value).trim().toLowerCase();
  if (YES.has(text)) return true;
  if (NO.has(text)) return false;
  ctx.addIssue({ code: 'custom', message: IMPORT_MESSAGES.yesNo });
  return z.NEVER;
});

// ---- dates on the event's wall clock

/** A time on the event's wall clock, without its offset (which the zone decides). */
type WallClock = Omit<ZoneClock, 'offsetMinutes'>;

const DAY_MS = 86_400_000;
/** Serial 25569 is 1970-01-01; serials below 61 meet Excel's 1900 leap-year bug and are refused. */
const SERIAL_UNIX_EPOCH = 25_569;

/** A date cell's serial number as a wall clock, to the nearest second (cells carry binary fractions). */
export function serialToWallClock(serial: number): WallClock | null {
  if (!Number.isFinite(serial) || serial < 61 || serial >= 2_958_466) return null;
  const date = new Date(Math.round(((serial - SERIAL_UNIX_EPOCH) * DAY_MS) / 1000) * 1000);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  };
}

/**
 * Text dates: "2026-05-12 09:00", "2026-05-12T09:00:30", "12/05/2026 09:00" and "12.05.2026 9:00" (the
 * day first, as the app writes dates), read on the event's wall clock; an ISO text with Z or an offset
 * is that instant.
 */
export function parseTextDate(text: string): WallClock | Date | null {
  const value = text.trim();
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i.test(value)) {
    const instant = new Date(value);
    return Number.isNaN(instant.getTime()) ? null : instant;
  }
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(value);
  const dayFirst = /^(\d{1,2})[./](\d{1,2})[./](\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(value);
  const parts = iso
    ? [iso[1], iso[2], iso[3], iso[4], iso[5], iso[6]]
    : dayFirst
      ? [dayFirst[3], dayFirst[2], dayFirst[1], dayFirst[4], dayFirst[5], dayFirst[6]]
      : null;
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts.map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { year, month, day, hour, minute, second };
}

/** The zone's offset from UTC in milliseconds at an instant. */
const offsetAt = (zone: string, instant: number): number => wallClock(instant, zone).offsetMinutes * 60_000;

/**
 * The instant a wall clock of `zone` shows. On the night clocks go back the earlier of the two is
 * taken; a time skipped when clocks go forward is read with the offset before the change (02:30
 * becomes 03:30), as luxon does for the agenda form.
 */
export function wallClockToInstant(wall: WallClock, zone: string): Date {
  const local = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const before = offsetAt(zone, local - DAY_MS / 2);
  const after = offsetAt(zone, local + DAY_MS / 2);
  const candidates = [local - before, local - after]
    .filter((instant) => offsetAt(zone, instant) === local - instant)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? local - before);
}

export const dateCell = (zone: string) =>
  z.union([z.number(), z.string()], { error: IMPORT_MESSAGES.date }).transform((value, ctx) => {
    const read = typeof value === 'number' ? serialToWallClock(value) : parseTextDate(value);
    if (!read) {
      ctx.addIssue({ code: 'custom', message: IMPORT_MESSAGES.date });
      return z.NEVER;
    }
    return read instanceof Date ? read : wallClockToInstant(read, zone);
  });
