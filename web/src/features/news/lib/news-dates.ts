import { formatDateTime, viewerZone } from '@/lib/zoned-time';

/**
 * "Mon 23 Nov 2026, 19:40 CET": an instant in `zone` with the zone's abbreviation (or offset), in the app's
 * one style. News dates are shown where the reader is (the viewer's zone), with the zone named.
 */
export function formatNewsDate(iso: string, zone: string = viewerZone()): string {
  const millis = Date.parse(iso);
  return Number.isFinite(millis) ? formatDateTime(millis, zone) : iso;
}
