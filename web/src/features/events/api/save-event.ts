import type { EventSave } from '@contract';
import { z } from 'zod';
import { apiPost } from '@/lib/api';
import { eventAnswerSchema, eventFromAnswer, type EventItem } from '@/lib/event-item';

const savedEventSchema = z.object({ result: eventAnswerSchema });

// POST /backendv2/events/new { id?, eventName, address, tenantId, ... } -> { result: event }
export async function saveEvent(payload: EventSave): Promise<EventItem> {
  return eventFromAnswer((await apiPost('/events/new', payload, savedEventSchema)).result);
}
