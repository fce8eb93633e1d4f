import { userAuthoritySchema } from '@contract';
import { z } from 'zod';
import { tenantSummarySchema } from '@/lib/tenant-schema';

/**
 * The user as GET /users/me, /users/profile, /users/refresh and /rootsettings/get|update answer it
 * (spec §3 User; functions/src/services/users.ts builds it).
 */
export const userAuthorityViewSchema = userAuthoritySchema.extend({ tenant: tenantSummarySchema.nullable() });
export type UserAuthorityView = z.infer<typeof userAuthorityViewSchema>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  job_title: z.string().nullable(),
  avatar_url: z.string().nullable(),
  tenant_id: z.string().nullable(),
  tenant: tenantSummarySchema.nullable(),
  user_authorities: z.array(userAuthorityViewSchema),
});
export type User = z.infer<typeof userSchema>;

export const userResultSchema = z.object({ result: userSchema });

export function fullName(user: Pick<User, 'first_name' | 'last_name' | 'email'>): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.email;
}
