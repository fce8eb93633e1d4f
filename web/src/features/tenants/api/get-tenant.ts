import type { Tenant } from '@contract';
import { apiGet } from '@/lib/api';
import { tenantResultSchema } from './tenant-schema';

// GET /backendv2/tenants/get?id -> { result: tenant }
export async function getTenant(id: string): Promise<Tenant> {
  return (await apiGet('/tenants/get', { id }, tenantResultSchema)).result;
}
