import { wallClock, type WallClock } from '@agenda/contract';

/*
 * Instants shown on a zone's wall clock, with the platform's Intl only (docs/architecture.md "Time"). Screens that
 * browse (the event lists, the event's header and home) draw their times with these, so that luxon,
 * which the forms need to edit times on an event's clock, stays off the list's path. The
 * texts are English and 24-hour whatever the browser's language, as everywhere in the app (spec §9):
 * "Thu 10 Sep 2026, 09:00". This is the app's one date style: every screen, list,
 * bell and picker writes dates as `formatDate`/`formatDateTime` do, and spans with `RANGE_SEPARATOR`.
 */

/** Between the two ends of a span, everywhere: "09:00 – 10:30", "Thu 10 Sep 2026 – Fri 11 Sep 2026". */
export const RANGE_SEPARATOR = ' – ';

let viewer: { offsets: string; zone: string; offset: number; checked: number } | null = null;

/** How long the viewer's zone is taken as read while the browser's offset now stays the same. */
const VIEWER_ZONE_CHECK_MS = 60_000;

/**
 * The viewer's own zone (the browser's). Reading it builds a DateTimeFormat, which costs more than
 * formatting a card, and a list asks per card; so it is read again only when the browser's
 * offsets in January and July say that the zone has changed. Those two local dates are built at most
 * once a minute, or when the offset now moves: built per card, they cost more than the card itself
 * (long tasks).
 */
export function viewerZone(): string {
  const now = Date.now();
  const offset = new Date(now).getTimezoneOffset();
  if (viewer && viewer.offset === offset && now >= viewer.checked && now - viewer.checked < VIEWER_ZONE_CHECK_MS) {
    return viewer.zone;
  }
  const year = new Date(now).getFullYear();
  const offsets = `${new Date(year, 0, 1).getTimezoneOffset()} ${new Date(year, 6, 1).getTimezoneOffset()}`;
  const zone =
    viewer?.offsets === offsets && viewer.offset === offset
      ? viewer.zone
      : Intl.DateTimeFormat().resolvedOptions().timeZone;
  viewer = { offsets, zone, offset, checked: now };
  return zone;
}

/**
 * Starts the platform's date formatting in idle time. The first DateTimeFormat a page builds loads the
 * platform's locale and time-zone data, which costs more than the first screen of cards it is built for
 * (a quarter of a long task as the list drew); the signed-in frame calls this while it waits for
 * its first data, so that the cards only format.
 */
export function warmUpZonedTime(): void {
  const warm = () => void zoneAbbreviation(viewerZone());
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(warm, { timeout: 2_000 });
  else setTimeout(warm, 0);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const zoneKnown = new Map<string, boolean>();

/** Whether the platform knows `zone` (an IANA name such as "Europe/Berlin"). */
export function isKnownZone(zone: string): boolean {
  let known = zoneKnown.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    zoneKnown.set(zone, known);
  }
  return known;
}

/** `zone` when the platform knows it, else UTC (a record with a broken zone still shows its times). */
export const safeZone = (zone: string): string => (isKnownZone(zone) ? zone : 'UTC');

/** The wall clock of `zone` (UTC if the platform does not know it) at `instant` (epoch ms or Date). */
export const clockIn = (instant: number | Date, zone: string): WallClock => wallClock(instant, safeZone(zone));

const two = (n: number): string => String(n).padStart(2, '0');

/** "2026-09-10": the calendar day of the clock. */
export const dayKeyOf = (clock: WallClock): string => `${clock.year}-${two(clock.month)}-${two(clock.day)}`;

/** "09:00" */
export const timeOf = (clock: WallClock): string => `${two(clock.hour)}:${two(clock.minute)}`;

/** "Thu 10 Sep 2026" */
export function dayOf(clock: Pick<WallClock, 'year' | 'month' | 'day'>): string {
  const weekday = WEEKDAYS[new Date(Date.UTC(clock.year, clock.month - 1, clock.day)).getUTCDay()];
  return `${weekday} ${clock.day} ${MONTHS[clock.month - 1]} ${clock.year}`;
}

const sameDay = (a: WallClock, b: WallClock): boolean => a.year === b.year && a.month === b.month && a.day === b.day;

/** "+05:30", "-04:00": an offset as a zone's name of last resort. */
function offsetText(minutes: number): string {
  const size = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${two(Math.floor(size / 60))}:${two(size % 60)}`;
}

const nameFormats = new Map<string, Intl.DateTimeFormat>();

function shortZoneName(zone: string, locale: 'en-US' | 'en-GB', at: number): string {
  const key = `${locale} ${zone}`;
  let format = nameFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' });
    nameFormats.set(key, format);
  }
  return format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * The short name of `zone` at `at` ("CET", "CEST", "EDT", "GMT+9"): the American English names
 * know North America's zones, the British ones Europe's; a zone with neither reads as its offset.
 * An unknown zone reads as itself.
 */
export function zoneAbbreviation(zone: string, at: number | Date = Date.now()): string {
  if (!isKnownZone(zone)) return zone;
  const millis = typeof at === 'number' ? at : at.getTime();
  const american = shortZoneName(zone, 'en-US', millis);
  if (american && !/^GMT[+-]/.test(american)) return american;
  const british = shortZoneName(zone, 'en-GB', millis);
  if (british && !/^GMT[+-]/.test(british)) return british;
  return american || british || offsetText(clockIn(millis, zone).offsetMinutes);
}

/** Whether two zones' clocks are set differently at any of `instants`. */
export const zonesDiffer = (instants: readonly (number | Date)[], zone: string, other: string): boolean =>
  instants.some((at) => clockIn(at, zone).offsetMinutes !== clockIn(at, other).offsetMinutes);

/** "Thu 10 Sep 2026": the day of `instant` on `zone`'s calendar (the viewer's by default). */
export const formatDate = (instant: number | Date, zone: string = viewerZone()): string =>
  dayOf(clockIn(instant, zone));

/**
 * "Thu 10 Sep 2026": a calendar day given by its key ("2026-09-10"), as list headings name their days;
 * "Thu 10 Sep" without its year (the programme's day chips).
 */
export function formatDayKey(key: string, { year: withYear = true }: { year?: boolean } = {}): string {
  const [year, month, day] = key.split('-').map(Number);
  const named = dayOf({ year: year ?? 1970, month: month ?? 1, day: day ?? 1 });
  return withYear ? named : named.slice(0, named.lastIndexOf(' '));
}

/** "Fri 27 Nov 2026, 05:07 CET": an instant on `zone`'s clock (the viewer's by default), named. */
export function formatDateTime(instant: number | Date, zone: string = viewerZone()): string {
  const value = clockIn(instant, zone);
  return `${dayOf(value)}, ${timeOf(value)} ${zoneAbbreviation(zone, instant)}`;
}

/**
 * An instant on the clock it belongs to (an event's, `zone`), and on the viewer's own beside it when
 * theirs is set differently then, else null: "Fri 27 Nov 2026, 05:07 CET" and "Fri 27 Nov 2026, 04:07 UTC".
 */
export function formatOnClocks(
  instant: number | Date,
  zone: string,
  viewer: string = viewerZone(),
): { at: string; yours: string | null } {
  return {
    at: formatDateTime(instant, zone),
    yours: zonesDiffer([instant], zone, viewer) ? formatDateTime(instant, viewer) : null,
  };
}

/** "10:42 CET" on the day of `now` in that zone, "Tue 12 May 2026, 10:42 CEST" on another day. */
export function formatMoment(instant: number | Date, zone: string, now: number | Date = Date.now()): string {
  const value = clockIn(instant, zone);
  return sameDay(value, clockIn(now, zone))
    ? `${timeOf(value)} ${zoneAbbreviation(zone, instant)}`
    : formatDateTime(instant, zone);
}

/**
 * A span as a list shows it in `zone` (the viewer's by default): "Tue 12 May 2026, 09:00 – 10:30", the
 * end's date written only when it is another day.
 */
export function formatAgendaRange(start: number | Date, end: number | Date, zone: string = viewerZone()): string {
  const [from, to] = spanEnds(start, end, zone);
  return `${from}${RANGE_SEPARATOR}${to}`;
}

/** A span's two ends in `zone`: "Tue 12 May 2026, 09:00" and "10:30", the end's date only on another day. */
function spanEnds(start: number | Date, end: number | Date, zone: string): [string, string] {
  const from = clockIn(start, zone);
  const to = clockIn(end, zone);
  return [`${dayOf(from)}, ${timeOf(from)}`, sameDay(from, to) ? timeOf(to) : `${dayOf(to)}, ${timeOf(to)}`];
}

/**
 * A span in `zone`, named: "Tue 12 May 2026, 09:00 – 10:30 CEST". When the clocks change inside it, each
 * end has its own name: "Sat 27 Mar 2027, 22:00 CET – Sun 28 Mar 2027, 07:00 CEST" (07:00 is summer time).
 */
export function formatNamedRange(start: number | Date, end: number | Date, zone: string = viewerZone()): string {
  const [from, to] = spanEnds(start, end, zone);
  const fromZone = zoneAbbreviation(zone, start);
  const toZone = zoneAbbreviation(zone, end);
  return fromZone === toZone
    ? `${from}${RANGE_SEPARATOR}${to} ${toZone}`
    : `${from} ${fromZone}${RANGE_SEPARATOR}${to} ${toZone}`;
}

/** "Thu 10 Sep 2026, 09:00 – Fri 11 Sep 2026, 18:00 CEST": an event's span in `zone`, named. */
export const formatEventSpan = (start: Date, end: Date, zone: string): string => formatNamedRange(start, end, zone);

/*
 * The one zone rule of what an attendee reads (docs/features.md "The attendee's screens", Time zones): every
 * time on the viewer's own clock with its zone named (the spec's hint: the programme is in the user's local
 * timezone), and on the event's clock beside it wherever the two are set differently. The programme's
 * cards, the grid, the overview, the event's header and home, Now and next and My agenda all write it with
 * these, and group days by the viewer's calendar as the programme's day chips do.
 */

/** The label of the event's clock beside the viewer's: "At the event: Tue 12 May 2026, 15:00 – 16:30 CEST". */
export const AT_THE_EVENT = 'At the event';

/** A time on the viewer's clock, named, and the event's beside it when theirs differs (else null). */
export interface TwoClocks {
  yours: string;
  atEvent: string | null;
}

/** "09:00–10:30 CEST", or with each end's name when the clocks change between them: "01:30 CET–03:30 CEST". */
function namedHours(start: number | Date, end: number | Date, zone: string): string {
  const hours = (instant: number | Date) => timeOf(clockIn(instant, zone));
  const fromZone = zoneAbbreviation(zone, start);
  const toZone = zoneAbbreviation(zone, end);
  return fromZone === toZone
    ? `${hours(start)}–${hours(end)} ${toZone}`
    : `${hours(start)} ${fromZone}–${hours(end)} ${toZone}`;
}

/**
 * A span as an attendee reads it: on the viewer's clock, named, and on the event's (`eventZone`) beside it
 * when the viewer's is set differently at its start or end. `form` 'full' writes its date too ("Tue 12 May
 * 2026, 09:00 – 10:30 EDT"); 'hours' suits a row under its day's heading ("09:00–10:30 EDT"), and the
 * event's side then names its own day when that is another one ("Wed 13 May, 01:00–02:30 JST").
 */
export function spanOnTwoClocks(
  start: number | Date,
  end: number | Date,
  eventZone: string | null | undefined,
  form: 'full' | 'hours' = 'full',
  viewer: string = viewerZone(),
): TwoClocks {
  const write = (zone: string) => (form === 'full' ? formatNamedRange(start, end, zone) : namedHours(start, end, zone));
  const yours = write(viewer);
  if (!eventZone || !zonesDiffer([start, end], eventZone, viewer)) return { yours, atEvent: null };
  const eventDay = dayKeyOf(clockIn(start, eventZone));
  const otherDay = form === 'hours' && eventDay !== dayKeyOf(clockIn(start, viewer));
  return { yours, atEvent: `${otherDay ? `${formatDayKey(eventDay, { year: false })}, ` : ''}${write(eventZone)}` };
}

/**
 * "Sat 5 Dec, " before hours written without their day (a row of Now and next) when `instant` falls on
 * another day than `now` on `zone`'s calendar; "" on the same day.
 */
export function otherDayPrefix(instant: number | Date, now: number | Date, zone: string = viewerZone()): string {
  const day = dayKeyOf(clockIn(instant, zone));
  return day === dayKeyOf(clockIn(now, zone)) ? '' : `${formatDayKey(day, { year: false })}, `;
}

/** "6 hours", "1 hour", "5 h 30 min": how far apart two clocks are. */
function gapText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (rest === 0) return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  return hours ? `${hours} h ${rest} min` : `${rest} min`;
}

/**
 * The hint above times written as hours on the viewer's clock: on the programme and its grid, the spec's
 * words, "Times are in your local timezone (America/New_York)" (each time names its zone's abbreviation
 * itself), and, when the event's clock is set differently at `at`, "At the event (Europe/Berlin, CEST) it
 * is 6 hours later." beside it. `form` 'short' heads the home's small cards (Now and next, My agenda), where
 * a line more pushes the page down: "Your local time (America/New_York). At the event (Europe/Berlin,
 * CEST): 6 hours later."
 */
export function zoneHint(
  eventZone: string | null | undefined,
  at: number | Date = Date.now(),
  viewer: string = viewerZone(),
  form: 'full' | 'short' = 'full',
): string {
  const yours = form === 'full' ? `Times are in your local timezone (${viewer})` : `Your local time (${viewer})`;
  if (!eventZone || !zonesDiffer([at], eventZone, viewer)) return form === 'full' ? yours : `${yours}.`;
  const ahead = clockIn(at, eventZone).offsetMinutes - clockIn(at, viewer).offsetMinutes;
  const gap = `${gapText(Math.abs(ahead))} ${ahead > 0 ? 'later' : 'earlier'}`;
  const there = `${AT_THE_EVENT} (${eventZone}, ${zoneAbbreviation(eventZone, at)})`;
  return form === 'full' ? `${yours}. ${there} it is ${gap}.` : `${yours}. ${there}: ${gap}.`;
}
