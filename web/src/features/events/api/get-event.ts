import { z } from 'zod';
import { apiGet } from '@/lib/api';
import { eventAnswerSchema, eventFromAnswer, type EventItem } from '@/lib/event-item';

const eventByIdSchema = z.object({ event: eventAnswerSchema });

// GET /backendv2/events/byId?event_id -> { event }
export async function getEvent(id: string): Promise<EventItem> {
  return eventFromAnswer((await apiGet('/events/byId', { event_id: id }, eventByIdSchema)).event);
}
