import type { Tenant, TenantSave } from '@contract';
import { apiPost } from '@/lib/api';
import { tenantResultSchema } from './tenant-schema';

// POST /backendv2/tenants/new { locale, country_name, id (when editing), flag_image_url, flag_image_ref } -> { result: tenant }
// Root only. Flag fields left out keep the stored flag.
export async function saveTenant(tenant: TenantSave): Promise<Tenant> {
  return (await apiPost('/tenants/new', tenant, tenantResultSchema)).result;
}
