import { api, type EventSave } from '@contract';
import { call } from '@/lib/api';
import { eventFromAnswer, type EventItem } from '@/lib/event-item';

export async function saveEvent(payload: EventSave): Promise<EventItem> {
  return eventFromAnswer((await call(api.events.save, payload)).result);
}
