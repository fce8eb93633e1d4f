import { z } from 'zod';
import { apiGet, apiPost } from '@/lib/api';
import { eventAnswerSchema, eventFromAnswer, type EventItem } from '@/lib/event-item';

const eventsAnswerSchema = z.object({ events: z.array(eventAnswerSchema) });

// GET /backendv2/events?t=0 -> { events }: the events the caller organizes or takes part in.
export async function getOwnEvents(): Promise<EventItem[]> {
  return (await apiGet('/events', { t: '0' }, eventsAnswerSchema)).events.map(eventFromAnswer);
}

// GET /backendv2/search/upcomingEvents -> { events }: every country's events that have not ended.
export async function getUpcomingEvents(): Promise<EventItem[]> {
  return (await apiGet('/search/upcomingEvents', undefined, eventsAnswerSchema)).events.map(eventFromAnswer);
}

// POST /backendv2/search/searchAll { search } -> { events }: the main search of the top bar.
export async function searchAllEvents(search: string): Promise<EventItem[]> {
  return (await apiPost('/search/searchAll', { search }, eventsAnswerSchema)).events.map(eventFromAnswer);
}
