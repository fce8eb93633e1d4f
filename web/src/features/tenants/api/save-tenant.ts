import { api, type Tenant, type TenantSave } from '@agenda/contract';
import { AT_THE_FORM, call } from '@/lib/api';

// Root only. Flag fields left out keep the stored flag. A refusal (a duplicate locale) is the form's to show.
export async function saveTenant(tenant: TenantSave): Promise<Tenant> {
  return (await call(api.tenants.save, tenant, AT_THE_FORM)).result;
}
