import { api, type Tenant, type TenantSave } from '@contract';
import { call } from '@/lib/api';

// Root only. Flag fields left out keep the stored flag.
export async function saveTenant(tenant: TenantSave): Promise<Tenant> {
  return (await call(api.tenants.save, tenant)).result;
}
