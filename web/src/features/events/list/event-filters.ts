import { eventNameMatches, isPassed } from '@agenda/contract';
import type { EventItem } from '@/lib/event-item';
import { clockIn, dayKeyOf, formatDayKey } from '@/lib/zoned-time';

/** docs/product.md §2: the list's search box filters by name, case-insensitive, from any length of input. */
export function filterEventsByName<T extends Pick<EventItem, 'name'>>(events: readonly T[], search: string): T[] {
  if (search.trim() === '') return [...events];
  return events.filter((event) => eventNameMatches(event.name, search));
}

/** docs/product.md §4: the "Event has passed" state, end before now. */
export const eventHasPassed = (event: Pick<EventItem, 'end'>, now: Date = new Date()): boolean =>
  isPassed(event.end, now);

/**
 * What an organizer looks for first: running and coming events, soonest first; then the events that
 * have passed, the most recent first. Equal times go by name, so that the order does not jump
 * between renders.
 */
export function sortEvents<T extends Pick<EventItem, 'start' | 'end' | 'name'>>(
  events: readonly T[],
  now: Date = new Date(),
): T[] {
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

/** The list's "when" filter: every event, or one of the event states of docs/product.md §4 and drafts. */
export const EVENT_WHEN = ['all', 'upcoming', 'running', 'passed', 'drafts'] as const;
export type EventWhen = (typeof EVENT_WHEN)[number];
export const EVENT_WHEN_LABELS: Record<EventWhen, string> = {
  all: 'All',
  upcoming: 'Upcoming',
  running: 'Running',
  passed: 'Passed',
  drafts: 'Drafts',
};

type EventListView = 'cards' | 'list';

/** What the list's address says beyond docs/product.md §2's t/m/q: view, when, and a date range of starts. */
export interface EventListFilters {
  view: EventListView;
  when: EventWhen;
  /** First day (yyyy-mm-dd, the viewer's calendar) an event may start on, or null. */
  from: string | null;
  /** Last day an event may start on, or null. */
  to: string | null;
}

const LIST_PARAMS = { view: 'view', when: 'when', from: 'from', to: 'to' } as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (value: string | null): string | null =>
  value && DAY.test(value) && !Number.isNaN(new Date(`${value}T00:00:00`).getTime()) ? value : null;

/** Reads the filters from the address; anything unknown falls back to the default (cards, all). */
export function readListFilters(params: URLSearchParams): EventListFilters {
  const when = params.get(LIST_PARAMS.when);
  return {
    view: params.get(LIST_PARAMS.view) === 'list' ? 'list' : 'cards',
    when: (EVENT_WHEN as readonly string[]).includes(when ?? '') ? (when as EventWhen) : 'all',
    from: validDay(params.get(LIST_PARAMS.from)),
    to: validDay(params.get(LIST_PARAMS.to)),
  };
}

/** The address's parameters with `change` applied; defaults are left out so that plain links stay plain. */
export function writeListFilters(params: URLSearchParams, change: Partial<EventListFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const merged = { ...readListFilters(params), ...change };
  const set = (key: string, value: string | null, fallback: string | null) =>
    value === fallback || value === null ? next.delete(key) : next.set(key, value);
  set(LIST_PARAMS.view, merged.view, 'cards');
  set(LIST_PARAMS.when, merged.when, 'all');
  set(LIST_PARAMS.from, merged.from, null);
  set(LIST_PARAMS.to, merged.to, null);
  return next;
}

/** The instants of a date range: from the first day's midnight to the midnight after the last day. */
export function rangeBounds(filters: Pick<EventListFilters, 'from' | 'to'>): {
  from: Date | null;
  before: Date | null;
} {
  const from = filters.from ? new Date(`${filters.from}T00:00:00`) : null;
  let before: Date | null = null;
  if (filters.to) {
    before = new Date(`${filters.to}T00:00:00`);
    before.setDate(before.getDate() + 1);
  }
  return { from, before };
}

/** Whether an event belongs under the filters (the same test the live queries make on the server). */
export function matchesListFilters(
  event: Pick<EventItem, 'start' | 'end' | 'privacy'>,
  filters: Pick<EventListFilters, 'when' | 'from' | 'to'>,
  now: Date = new Date(),
): boolean {
  const { from, before } = rangeBounds(filters);
  if (from && event.start.getTime() < from.getTime()) return false;
  if (before && event.start.getTime() >= before.getTime()) return false;
  switch (filters.when) {
    case 'all':
      return true;
    case 'upcoming':
      return event.start.getTime() > now.getTime();
    case 'running':
      return event.start.getTime() <= now.getTime() && !eventHasPassed(event, now);
    case 'passed':
      return eventHasPassed(event, now);
    case 'drafts':
      return event.privacy;
  }
}

/** The calendar day an event starts on, in the event's own zone (yyyy-mm-dd), for the list view's groups. */
export const startDayKey = (event: Pick<EventItem, 'start' | 'timezone'>): string =>
  dayKeyOf(clockIn(event.start, event.timezone));

export interface DayGroup<T> {
  day: string;
  events: T[];
}

/** Consecutive events of one start day together, in the list's order (which the list's query decides). */
export function groupByStartDay<T extends Pick<EventItem, 'start' | 'timezone'>>(events: readonly T[]): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const event of events) {
    const day = startDayKey(event);
    const last = groups.at(-1);
    if (last && last.day === day) last.events.push(event);
    else groups.push({ day, events: [event] });
  }
  return groups;
}

/** A group's heading, in the app's one date style: "Tue 12 May 2026". */
export const dayHeading = (day: string): string => formatDayKey(day);
