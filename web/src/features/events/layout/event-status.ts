import { isPassed } from '@agenda/contract';
import type { EventItem } from '@/lib/event-item';

/** Where an event stands: a draft whatever its dates, else by its dates (docs/product.md §4 passed). */
export type EventStatus = 'draft' | 'upcoming' | 'running' | 'passed';

export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  draft: 'Draft',
  upcoming: 'Upcoming',
  running: 'Running',
  passed: 'Passed',
};

export function eventStatusOf(
  event: Pick<EventItem, 'privacy' | 'start' | 'end'>,
  now: Date = new Date(),
): EventStatus {
  if (event.privacy) return 'draft';
  if (isPassed(event.end, now)) return 'passed';
  return event.start.getTime() <= now.getTime() ? 'running' : 'upcoming';
}
