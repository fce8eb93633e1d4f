import { z } from 'zod';
import { apiGet } from '@/lib/api';
import { tenantSummarySchema, type TenantSummary } from '@/lib/tenant-schema';

const adminTenantsSchema = z.object({ tenants: z.array(tenantSummarySchema) });

// GET /backendv2/tenants/admin -> { tenants }: the countries the caller administers (root: all).
export async function getAdminTenants(): Promise<TenantSummary[]> {
  return (await apiGet('/tenants/admin', undefined, adminTenantsSchema)).tenants;
}
