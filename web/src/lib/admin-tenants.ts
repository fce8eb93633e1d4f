import { api, type TenantSummary } from '@agenda/contract';
import { call } from '@/lib/api';

/** The countries the caller administers (root: all). */
export async function getAdminTenants(): Promise<TenantSummary[]> {
  return (await call(api.tenants.administered, {})).tenants;
}
