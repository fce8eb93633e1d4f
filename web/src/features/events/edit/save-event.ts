import { api, type EventSave } from '@agenda/contract';
import { call, type ApiCallOptions } from '@/lib/api';
import { eventFromAnswer, type EventItem } from '@/lib/event-item';

export async function saveEvent(payload: EventSave, options?: ApiCallOptions): Promise<EventItem> {
  return eventFromAnswer((await call(api.events.save, payload, options)).result);
}
