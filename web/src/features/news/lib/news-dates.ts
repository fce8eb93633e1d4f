import { DateTime } from 'luxon';

/** The viewer's own zone: news dates are shown where the reader is, with the zone named. */
export const viewerZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "23 Nov 2026, 19:40 CET": an instant in `zone` with the zone's abbreviation (or offset). */
export function formatNewsDate(iso: string, zone: string = viewerZone()): string {
  const value = DateTime.fromISO(iso, { zone });
  return value.isValid ? value.toFormat('dd LLL yyyy, HH:mm ZZZZ') : iso;
}
