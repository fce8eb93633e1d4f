import { api } from '@agenda/contract';
import { call } from '@/lib/api';

// Root only; refused (409, with what remains) while events, users, groups or news still belong to the country.
export async function deleteTenant(id: string): Promise<void> {
  await call(api.tenants.remove, { id });
}
