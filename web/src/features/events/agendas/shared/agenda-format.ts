import { isPassed } from '@agenda/contract';
import type { LiveAgenda } from './use-live-agendas';

/*
 * How one agenda reads wherever it is shown (the list's cards, the overview, the agenda layout): its
 * duration, whether it is full or has passed (its date and hours: `spanOnTwoClocks`, `@/lib/zoned-time`),
 * with the platform's Intl only: luxon (22 KB gzipped) stays with the forms that edit times and the
 * calendar views, off the attendee's programme.
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

/** Whether an agenda with limited places has none left (a mandatory one is never full). */
export const isFull = (agenda: Pick<LiveAgenda, 'no_of_places' | 'participant_count' | 'mandatory'>): boolean =>
  !agenda.mandatory && agenda.no_of_places > 0 && agenda.participant_count >= agenda.no_of_places;

/** docs/product.md §4: an agenda has passed once its end is before now. */
export const agendaPassed = (agenda: Pick<LiveAgenda, 'end'>, now: Date = new Date()): boolean =>
  isPassed(new Date(agenda.end), now);
