import { z } from 'zod';
import { AUTHORITY_IDS } from '../permissions';

/**
 * Users are keyed by their corporate identity: tenant id and object id of Microsoft Entra ID,
 * never by e-mail (which can change or be reused). The key is also the Firebase Auth uid.
 */
export function userKey(tid: string, oid: string): string {
  return `${tid}_${oid}`;
}

export const userAuthoritySchema = z.object({
  authority_id: z.enum(AUTHORITY_IDS),
  tenant_id: z.string().nullish(),
});

/** Stored at users/{userKey}. */
export const userDocSchema = z.object({
  tid: z.string(),
  oid: z.string(),
  email: z.string().email(),
  email_lower: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  job_title: z.string().nullable(),
  avatar_url: z.string().nullable(),
  tenant_id: z.string().nullable(),
  user_authorities: z.array(userAuthoritySchema),
});
export type UserDoc = z.infer<typeof userDocSchema>;
