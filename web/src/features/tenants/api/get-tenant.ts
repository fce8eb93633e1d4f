import { api, type Tenant } from '@agenda/contract';
import { call } from '@/lib/api';

export async function getTenant(id: string): Promise<Tenant> {
  return (await call(api.tenants.byId, { id })).result;
}
