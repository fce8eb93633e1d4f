import { z } from 'zod';
import { apiDelete } from '@/lib/api';

const deletedSchema = z.object({ result: z.object({ id: z.string() }) });

// DELETE /backendv2/groups?id -> { result: { id } } (admins of the group's country)
export async function deleteGroup(id: string): Promise<void> {
  await apiDelete('/groups', { id }, deletedSchema);
}
