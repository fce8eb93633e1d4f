import { instantIn, viewerZone, zoneAbbreviation } from '../agendas/lib/agenda-time';

/** An OpenStreetMap search for the address (opened in a new tab, no opener). */
export const mapSearchUrl = (address: string): string => `https://www.openstreetmap.org/search?query=${encodeURIComponent(address.trim())}`;

/** "Thu 10 Sep 2026, 09:00 – Fri 11 Sep 2026, 18:00 CEST": the event's span in `zone`, named. */
export function formatEventSpan(start: Date, end: Date, zone: string): string {
  const from = instantIn(start, zone);
  const to = instantIn(end, zone);
  const day = 'ccc d LLL yyyy';
  const endText = to.hasSame(from, 'day') ? to.toFormat('HH:mm') : to.toFormat(`${day}, HH:mm`);
  const fromZone = zoneAbbreviation(zone, start);
  const toZone = zoneAbbreviation(zone, end);
  // A clock change inside the event names both zones.
  return fromZone === toZone
    ? `${from.toFormat(`${day}, HH:mm`)} – ${endText} ${toZone}`
    : `${from.toFormat(`${day}, HH:mm`)} ${fromZone} – ${endText} ${toZone}`;
}

/**
 * The viewer's own time of the span when their zone differs from the event's (offsets at start or
 * end differ), else null: "Your time: …".
 */
export function viewerSpan(start: Date, end: Date, eventZone: string, zone: string = viewerZone()): string | null {
  const differs = [start, end].some((at) => instantIn(at, zone).offset !== instantIn(at, eventZone).offset);
  return differs ? formatEventSpan(start, end, zone) : null;
}
