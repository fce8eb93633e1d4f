import { api } from '@agenda/contract';
import { call } from '@/lib/api';
import { eventFromAnswer, type EventItem } from '@/lib/event-item';

/** The events the caller organizes or takes part in. */
export async function getOwnEvents(): Promise<EventItem[]> {
  return (await call(api.events.list, { t: '0' })).events.map(eventFromAnswer);
}

/** Every country's events that have not ended. */
export async function getUpcomingEvents(): Promise<EventItem[]> {
  return (await call(api.search.upcoming, {})).events.map(eventFromAnswer);
}

/** The main search of the top bar. */
export async function searchAllEvents(search: string): Promise<EventItem[]> {
  return (await call(api.search.all, { search })).events.map(eventFromAnswer);
}
