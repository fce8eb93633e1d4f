import { isPassed } from '@agenda/contract';
import { formatAgendaRange, formatNamedRange, viewerZone } from '@/lib/zoned-time';
import type { LiveAgenda } from './use-live-agendas';

/*
 * How one agenda reads wherever it is shown (the list's cards, the overview, the agenda layout): its
 * date and hours, its duration, whether it is full or has passed, in the viewer's zone (the browser's),
 * with the platform's Intl only: luxon (22 KB gzipped) stays with the forms that edit times and the
 * calendar views, off the attendee's programme (issue 33).
 */

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
 * The date and hours of an agenda, 24-hour (spec §9), in the app's one style (`@/lib/zoned-time`):
 * "Tue 12 May 2026, 09:00 – 10:30", or with both dates when it ends on another day. `zone` defaults
 * to the viewer's.
 */
export function formatAgendaWhen(start: number, end: number, zone: string = viewerZone()): string {
  return Number.isFinite(start) && Number.isFinite(end) ? formatAgendaRange(start, end, zone) : '';
}

/**
 * formatAgendaWhen with the zone named: "Tue 12 May 2026, 09:00 – 10:30 CEST", or, when the clocks change
 * inside the agenda, each end with its own name: "Sat 27 Mar 2027, 22:00 CET – Sun 28 Mar 2027, 07:00 CEST".
 */
export function formatAgendaWhenNamed(start: number, end: number, zone: string = viewerZone()): string {
  return Number.isFinite(start) && Number.isFinite(end) ? formatNamedRange(start, end, zone) : '';
}

/** Whether an agenda with limited places has none left (a mandatory one is never full). */
export const isFull = (agenda: Pick<LiveAgenda, 'no_of_places' | 'participant_count' | 'mandatory'>): boolean =>
  !agenda.mandatory && agenda.no_of_places > 0 && agenda.participant_count >= agenda.no_of_places;

/** Spec §4: an agenda has passed once its end is before now. */
export const agendaPassed = (agenda: Pick<LiveAgenda, 'end'>, now: Date = new Date()): boolean =>
  isPassed(new Date(agenda.end), now);
