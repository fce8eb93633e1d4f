import { z } from 'zod';
import { apiDelete } from '@/lib/api';

const deletedSchema = z.object({ result: z.object({ id: z.string() }) });

// DELETE /backendv2/tenants?id -> { result: { id } }. Root only; refused (409, with what remains)
// while events, users, groups or news still belong to the country.
export async function deleteTenant(id: string): Promise<void> {
  await apiDelete('/tenants', { id }, deletedSchema);
}
