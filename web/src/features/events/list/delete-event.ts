import { api } from '@agenda/contract';
import { call } from '@/lib/api';

/** The event with everything that belongs to it. */
export async function deleteEvent(id: string): Promise<void> {
  await call(api.events.remove, { id });
}
