import { apiDelete } from '@/lib/api';

// DELETE /backendv2/events?id -> { result: { id } }: the event with everything that belongs to it.
export async function deleteEvent(id: string): Promise<void> {
  await apiDelete('/events', { id });
}
