import { isPassed } from '@agenda/contract';
import { DateTime } from 'luxon';
import { zoneAbbreviation } from '@/lib/zoned-time';
import type { LiveAgenda } from './use-live-agendas';

/*
 * How one agenda reads wherever it is shown (the list's cards, the overview, the agenda layout): its
 * date and hours, its duration, whether it is full or has passed, in the viewer's zone (luxon's
 * default zone, which is the browser's unless a test sets another).
 */

/** The IANA zone agendas are listed in: the viewer's own. */
export const viewerZone = (): string => DateTime.local().zoneName;

/** "45 min", "1 h", "1 h 30 min", "1 d 2 h". */
export function formatDuration(start: number, end: number): string {
  const minutes = Math.max(0, Math.round((end - start) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [days ? `${days} d` : '', hours ? `${hours} h` : '', rest ? `${rest} min` : ''].filter(Boolean);
  return parts.length ? parts.join(' ') : '0 min';
}

/**
 * The date and hours of an agenda, 24-hour (spec §9): "Tue 12 May 2026, 09:00 – 10:30", or with both
 * dates when it ends on another day. `zone` defaults to the viewer's.
 */
export function formatAgendaWhen(start: number, end: number, zone?: string): string {
  const ends = agendaEnds(start, end, zone);
  return ends ? `${ends[0]} – ${ends[1]}` : '';
}

/** An agenda's two ends: "Tue 12 May 2026, 09:00" and "10:30" (the end's date only on another day). */
function agendaEnds(start: number, end: number, zone?: string): [string, string] | null {
  const options = zone ? { zone } : undefined;
  const from = DateTime.fromMillis(start, options);
  const to = DateTime.fromMillis(end, options);
  if (!from.isValid || !to.isValid) return null;
  const sameDay = from.toISODate() === to.toISODate();
  return [
    from.toFormat('ccc d LLL yyyy, HH:mm'),
    sameDay ? to.toFormat('HH:mm') : to.toFormat('ccc d LLL yyyy, HH:mm'),
  ];
}

/**
 * formatAgendaWhen with the zone named: "Tue 12 May 2026, 09:00 – 10:30 CEST", or, when the clocks change
 * inside the agenda, each end with its own name: "Sat 27 Mar 2027, 22:00 CET – Sun 28 Mar 2027, 07:00 CEST".
 */
export function formatAgendaWhenNamed(start: number, end: number, zone: string = viewerZone()): string {
  const ends = agendaEnds(start, end, zone);
  if (!ends) return '';
  const fromZone = zoneAbbreviation(zone, start);
  const toZone = zoneAbbreviation(zone, end);
  return fromZone === toZone ? `${ends[0]} – ${ends[1]} ${toZone}` : `${ends[0]} ${fromZone} – ${ends[1]} ${toZone}`;
}

/** Whether an agenda with limited places has none left (a mandatory one is never full). */
export const isFull = (agenda: Pick<LiveAgenda, 'no_of_places' | 'participants' | 'mandatory'>): boolean =>
  !agenda.mandatory && agenda.no_of_places > 0 && agenda.participants.length >= agenda.no_of_places;

/** Spec §4: an agenda has passed once its end is before now. */
export const agendaPassed = (agenda: Pick<LiveAgenda, 'end'>, now: Date = new Date()): boolean =>
  isPassed(new Date(agenda.end), now);
