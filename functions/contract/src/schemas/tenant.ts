import { z } from 'zod';
import { GLOBAL_TENANT_LOCALE } from '../constants';
import { API_MESSAGES, MESSAGES } from '../messages';
import { withoutDownloadToken } from '../stored-files';
import { editedId, requiredText } from './common';

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

/**
 * A country as the API answers it inside users and events (docs/product.md §3 Tenant, without the storage
 * reference of its flag).
 */
export const tenantSummarySchema = z.object({
  id: z.string(),
  locale: z.string(),
  country_name: z.string(),
  flag_image_url: z.string().nullable(),
});
export type TenantSummary = z.infer<typeof tenantSummarySchema>;

/** A country as the API answers it, with its flag's storage reference (tenants, groups). */
export const tenantSchema = tenantSummarySchema.extend({ flag_image_ref: z.string().nullable() });
export type Tenant = z.infer<typeof tenantSchema>;

export const tenantIdForLocale = (locale: string): string => locale.toLowerCase();

const isFlagUrl = (value: string): boolean => {
  if (/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/.test(value)) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Flags are uploaded to `flags/{random folder}/{file}` (storage.rules). */
export const flagImageRefSchema = z
  .string()
  .trim()
  .max(300, API_MESSAGES.flagRef)
  .regex(/^flags\/(?!\.\.?\/)[^/]+\/(?!\.\.?$)[^/]+$/, API_MESSAGES.flagRef);

/** Demo flags are small data URLs; uploaded ones are Storage download addresses. */
export const flagImageUrlSchema = z
  .string()
  .trim()
  .max(20_000, API_MESSAGES.flagUrl)
  .refine(isFlagUrl, API_MESSAGES.flagUrl)
  .transform(withoutDownloadToken);

/**
 * POST /backendv2/tenants/new { locale, country_name, id (when editing), flag_image_url, flag_image_ref }.
 * A new country gets the id `tenantIdForLocale(locale)`; an edited one keeps its locale. The
 * global tenant may be edited (name, flag) with its own lower-case locale `un`.
 */
export const tenantSaveSchema = z
  .object({
    id: editedId,
    locale: z
      .string({ error: MESSAGES.tenantLocale })
      .trim()
      .regex(new RegExp(`^(?:[A-Z]{2}|${GLOBAL_TENANT_LOCALE})$`), MESSAGES.tenantLocale),
    country_name: requiredText(100),
    flag_image_url: flagImageUrlSchema.nullish(),
    flag_image_ref: flagImageRefSchema.nullish(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.locale === GLOBAL_TENANT_LOCALE && value.id !== GLOBAL_TENANT_LOCALE) {
      ctx.addIssue({ code: 'custom', path: ['locale'], message: MESSAGES.tenantLocale });
    } else if (value.id && tenantIdForLocale(value.locale) !== value.id) {
      ctx.addIssue({ code: 'custom', path: ['locale'], message: API_MESSAGES.tenantLocaleFixed });
    }
  });
export type TenantSave = z.infer<typeof tenantSaveSchema>;
