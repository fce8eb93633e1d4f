import { DateTime } from 'luxon';

/** What the API stores: the UTC instant, as an ISO string ("2026-03-05T08:00:00.000Z"). */
export function toUtcIso(value: DateTime): string {
  const iso = value.toUTC().toISO();
  if (!iso) throw new Error('Invalid date');
  return iso;
}

/**
 * When the event's timezone changes, the times the person typed keep their wall-clock reading
 * (09:00 stays 09:00 in the new zone): they describe the event's local schedule.
 */
export const moveToZone = (value: DateTime, zone: string): DateTime => value.setZone(zone, { keepLocalTime: true });

/** The IANA zones the Timezone field offers: the runtime's own list. */
export const TIMEZONES: readonly string[] = Intl.supportedValuesOf('timeZone');

/** The zone the pickers draw in: the chosen one while it is a known zone, else UTC. */
export const pickerZone = (timezone: string): string =>
  TIMEZONES.includes(timezone) || timezone === 'UTC' ? timezone : 'UTC';

/** docs/product.md §5: the start may not be before today, in the event's zone. */
export const startOfTodayIn = (zone: string, now: Date = new Date()): DateTime =>
  DateTime.fromJSDate(now, { zone }).startOf('day');

/**
 * Countries whose zones the runtime lists alphabetically with a remote one first (the United States
 * starts at America/Adak, Spain at Africa/Ceuta): their usual zone for a new event.
 */
const USUAL_ZONES: Readonly<Record<string, string>> = {
  AR: 'America/Argentina/Buenos_Aires',
  AU: 'Australia/Sydney',
  BR: 'America/Sao_Paulo',
  CA: 'America/Toronto',
  CL: 'America/Santiago',
  EC: 'America/Guayaquil',
  ES: 'Europe/Madrid',
  ID: 'Asia/Jakarta',
  KZ: 'Asia/Almaty',
  MX: 'America/Mexico_City',
  NZ: 'Pacific/Auckland',
  PT: 'Europe/Lisbon',
  RU: 'Europe/Moscow',
  US: 'America/New_York',
};

/** The IANA zones of a country as the runtime knows them (Intl Locale Info), or none. */
function zonesOfCountry(region: string): string[] {
  try {
    const locale = new Intl.Locale(`und-${region}`) as Intl.Locale & {
      timeZones?: string[];
      getTimeZones?: () => string[];
    };
    return locale.getTimeZones?.() ?? locale.timeZones ?? [];
  } catch {
    return [];
  }
}

/**
 * The zone a new event of a country starts in: the viewer's own when it is one of the
 * country's, else the country's usual one; the global tenant, an unknown country, or a browser without
 * the zone list keep the viewer's.
 */
export function countryTimeZone(
  tenantId: string,
  viewer: string = Intl.DateTimeFormat().resolvedOptions().timeZone,
): string {
  const region = tenantId.toUpperCase();
  if (!/^[A-Z]{2}$/.test(region)) return viewer;
  const zones = zonesOfCountry(region);
  if (zones.length === 0) return viewer;
  if (zones.includes(viewer)) return viewer;
  return USUAL_ZONES[region] ?? zones[0]!;
}
