import type { Tenant } from '@contract';
import { z } from 'zod';

/**
 * A country as the API answers it inside users and groups (spec §3 Tenant, without the storage
 * reference of its flag). Shared by the features that show countries.
 */
export const tenantSummarySchema = z.object({
  id: z.string(),
  locale: z.string(),
  country_name: z.string(),
  flag_image_url: z.string().nullable(),
});
export type TenantSummary = z.infer<typeof tenantSummarySchema>;

/** A country with its flag's storage reference, as the tenants and groups endpoints answer it. */
export const tenantSchema = tenantSummarySchema.extend({ flag_image_ref: z.string().nullable() }) satisfies z.ZodType<Tenant>;
