import { z } from 'zod';
import { AUTHORITY_IDS } from '../permissions';

// GET /backendv2/rights/tenant?t
export const tenantRightsQuerySchema = z.object({ t: z.string().trim().min(1, 'A tenant id is required') });

/**
 * The user whose rights are read or changed: the spec's address (case-insensitive) or a user id
 * (`{tid}_{oid}`, which never holds an `@`). Addresses are lower-cased; ids are kept as they are.
 */
export const userAddressOrIdSchema = z
  .string()
  .trim()
  .min(1, 'A user address is required')
  .max(320)
  .transform((value) => (value.includes('@') ? value.toLowerCase() : value))
  .refine(
    (value) => (value.includes('@') ? z.email().safeParse(value).success : /^[A-Za-z0-9_-]+$/.test(value)),
    'A user address is required',
  );

/** Whether `id` of /rootsettings/get|update names a user id rather than an address. */
export const isUserIdReference = (id: string): boolean => !id.includes('@');

/**
 * POST /backendv2/rootsettings/update { id: the user's address or user id, authlist: the full new list }.
 * `authority_id` and `tenant_id` may be missing in an entry so that the API can answer with the
 * spec's own message ("You need to add both a tenant and a authority").
 */
export const rootSettingsUpdateSchema = z
  .object({
    id: userAddressOrIdSchema,
    authlist: z
      .array(
        z.object({
          authority_id: z.enum(AUTHORITY_IDS).nullish(),
          tenant_id: z.string().trim().min(1).nullish(),
        }),
      )
      .max(400),
  })
  .strict();
export type RootSettingsUpdate = z.infer<typeof rootSettingsUpdateSchema>;

// GET /backendv2/rootsettings/get?id={address or user id}, /users/byEmail?email, /users/checkUser?email
export const addressQuerySchema = z.object({ id: userAddressOrIdSchema });
export const emailQuerySchema = z.object({
  email: z.string().trim().toLowerCase().email('A user address is required'),
});
export const optionalEmailQuerySchema = z.object({ email: z.string().trim().toLowerCase().email().optional() });
export const idQuerySchema = z.object({ id: z.string().trim().min(1, 'An id is required').max(200) });
