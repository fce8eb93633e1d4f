import { api } from '@agenda/contract';
import { call } from '@/lib/api';
import { eventFromAnswer, type EventItem } from '@/lib/event-item';

export async function getEvent(id: string): Promise<EventItem> {
  return eventFromAnswer((await call(api.events.byId, { event_id: id })).event);
}
