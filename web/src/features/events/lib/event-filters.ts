import { eventNameMatches, isPassed } from '@contract';
import type { EventItem } from '@/lib/event-item';

/** Spec §2: the list's search box filters by name, case-insensitive, from any length of input. */
export function filterEventsByName<T extends Pick<EventItem, 'name'>>(events: readonly T[], search: string): T[] {
  if (search.trim() === '') return [...events];
  return events.filter((event) => eventNameMatches(event.name, search));
}

/** Spec §4: the "Event has passed" state, end before now. */
export const eventHasPassed = (event: Pick<EventItem, 'end'>, now: Date = new Date()): boolean => isPassed(event.end, now);

/**
 * What an organizer looks for first: running and coming events, soonest first; then the events that
 * have passed, the most recent first. Equal times go by name, so that the order does not jump
 * between renders.
 */
export function sortEvents<T extends Pick<EventItem, 'start' | 'end' | 'name'>>(events: readonly T[], now: Date = new Date()): T[] {
  return [...events].sort((a, b) => {
    const aPassed = eventHasPassed(a, now);
    const bPassed = eventHasPassed(b, now);
    if (aPassed !== bPassed) return aPassed ? 1 : -1;
    const byTime = aPassed ? b.end.getTime() - a.end.getTime() : a.start.getTime() - b.start.getTime();
    return byTime || a.name.localeCompare(b.name);
  });
}

/** One list of several live queries' answers, each event once. */
export function mergeById<T extends { id: string }>(...lists: readonly (readonly T[])[]): T[] {
  const byId = new Map<string, T>();
  for (const list of lists) for (const item of list) byId.set(item.id, item);
  return [...byId.values()];
}
