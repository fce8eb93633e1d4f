import { DateTime } from 'luxon';
import { viewerZone } from '@/lib/zoned-time';

/**
 * "23 Nov 2026, 19:40 CET": an instant in `zone` with the zone's abbreviation (or offset). News dates
 * are shown where the reader is (the viewer's zone), with the zone named.
 */
export function formatNewsDate(iso: string, zone: string = viewerZone()): string {
  const value = DateTime.fromISO(iso, { zone });
  return value.isValid ? value.toFormat('dd LLL yyyy, HH:mm ZZZZ') : iso;
}
