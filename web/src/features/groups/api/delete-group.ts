import { api } from '@agenda/contract';
import { call } from '@/lib/api';

// Admins of the group's country.
export async function deleteGroup(id: string): Promise<void> {
  await call(api.groups.remove, { id });
}
