import { z } from 'zod';
import { MESSAGES } from '../messages';
import { requiredText } from './common';

/** Country locale: exactly two upper-case letters (the global tenant `un` is seeded, never created). */
export const tenantLocaleSchema = z.string().regex(/^[A-Z]{2}$/, MESSAGES.tenantLocale);

/**
 * Stored at tenants/{id}, where the id is the lower-case locale ("de"). Short ids keep the
 * admin claims of a user who administers every country under Firebase's 1000-character limit.
 */
export const tenantDocSchema = z.object({
  locale: z.string(),
  country_name: requiredText(100),
  flag_image_url: z.string().nullable(),
  flag_image_ref: z.string().nullable(),
});
export type TenantDoc = z.infer<typeof tenantDocSchema>;

export const tenantIdForLocale = (locale: string): string => locale.toLowerCase();
