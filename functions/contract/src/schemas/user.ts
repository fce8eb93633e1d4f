import { z } from 'zod';
import { EXISTING_USERS_PAGE_SIZES, USER_TABLE_DEFAULT_PAGE_SIZE } from '../constants';
import { timestampSchema } from '../firestore';
import { userSearchKeys } from '../search';
import { pageNumber, pageSizeOf, searchInput } from './common';
import { tenantSummarySchema } from './tenant';
import { reminderSettingsSchema } from './reminders';
import { userAuthoritySchema } from './user-authority';

/**
 * Users are keyed by their corporate identity: tenant id and object id of Microsoft Entra ID,
 * never by e-mail (which can change or be reused). The key is also the Firebase Auth uid.
 */
export function userKey(tid: string, oid: string): string {
  return `${tid}_${oid}`;
}

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
  /** `userSearchKeys(user)`, rebuilt whenever the name or the address changes. */
  search_keys: z.array(z.string()),
  /**
   * Raised whenever the user's roles change; their custom claims carry the version they were minted
   * for (`rv`) and the security rules trust role claims only while the two agree (functions/src/shared/claims.ts).
   */
  rights_version: z.number().int().min(0).optional(),
  /**
   * When the person last proved their corporate identity at GET /firebasetoken; the API refuses them
   * once it is older than SESSION_MAX_AGE_MS, and root's "sign out everywhere" removes it.
   */
  verified_at: z.optional(timestampSchema),
  /**
   * Root's last "sign out everywhere", to the whole second: firestore.rules and storage.rules refuse
   * every ID token signed in (auth_time) before it, so an old token stays refused even after the
   * person signs in again (functions/src/users/sessions.ts).
   */
  signed_out_everywhere_at: z.optional(timestampSchema),
  /** The person left the leaderboards (POST /gamification/listing): their points documents carry listed false. */
  leaderboard_hidden: z.boolean().optional(),
  /** Reminders before the person's sessions (schemas/reminders.ts); absent means the defaults. */
  reminders: reminderSettingsSchema.optional(),
});
export type UserDoc = z.infer<typeof userDocSchema>;

/** What a new user record is made of; the rest (lower-case address, search keys, no avatar) follows. */
export interface NewUser {
  tid: string;
  oid: string;
  email: string;
  first_name: string;
  last_name: string;
  job_title?: string | null;
  tenant_id?: string | null;
  /** USER rights when absent. */
  user_authorities?: UserDoc['user_authorities'];
}

/**
 * A complete user record, as the API (directory creation), the demo seed, the benchmarks and the
 * tests write it: one builder, so that the lower-case address and the search keys are never forgotten.
 */
export function newUserDoc(user: NewUser): UserDoc {
  return {
    tid: user.tid,
    oid: user.oid,
    email: user.email,
    email_lower: user.email.toLowerCase(),
    first_name: user.first_name,
    last_name: user.last_name,
    job_title: user.job_title ?? null,
    avatar_url: null,
    tenant_id: user.tenant_id ?? null,
    user_authorities: user.user_authorities ?? [{ authority_id: 'USER', tenant_id: null }],
    search_keys: userSearchKeys(user),
  };
}

/** Fields of a user record that the API answers with (never the search keys). */
export const USER_ANSWER_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'job_title',
  'avatar_url',
  'tenant_id',
  'user_authorities',
] as const satisfies readonly (keyof UserDoc)[];

// POST /backendv2/getExistingUsers { search, page, pageSize } -> { users, count }
export const userPageSchema = z
  .object({
    search: searchInput,
    page: pageNumber,
    pageSize: pageSizeOf(EXISTING_USERS_PAGE_SIZES, USER_TABLE_DEFAULT_PAGE_SIZE),
  })
  .strict();
export type UserPageRequest = z.input<typeof userPageSchema>;

// POST /backendv2/users/new { oid }: the directory person's object id.
export const userCreateSchema = z
  .object({
    oid: z
      .string()
      .trim()
      .min(1, 'A directory id is required')
      .max(64)
      .regex(/^[A-Za-z0-9-]+$/, 'Invalid directory id'),
  })
  .strict();

/** The part of a user record the API reads to answer with (a read with `USER_ANSWER_FIELDS` as field mask). */
export const userAnswerDocSchema = userDocSchema.pick({
  email: true,
  first_name: true,
  last_name: true,
  job_title: true,
  avatar_url: true,
  tenant_id: true,
  user_authorities: true,
});

/** The part of a user record the group and completion answers read; names may be missing. */
export const userMemberDocSchema = z.object({
  email: z.string(),
  first_name: z.string().default(''),
  last_name: z.string().default(''),
});

/** An authority with its country, as the API answers it. */
// userAuthoritySchema is a zod/mini object (user-authority.ts): its fields are taken by their shape.
export const userAuthorityViewSchema = z.object({
  ...userAuthoritySchema.shape,
  tenant_id: z.string().nullable(),
  tenant: tenantSummarySchema.nullable(),
});
export type UserAuthorityView = z.infer<typeof userAuthorityViewSchema>;

/**
 * A user as the API answers it (docs/product.md §3 User): GET /users/me, /users/profile, /users/byId,
 * /users/byEmail, /users/refresh, POST /users/new, /getExistingUsers and /rootsettings/get|update.
 */
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

/** `{ result: user }`, the answer of the endpoints that answer one user. */
export const userResultSchema = z.object({ result: userSchema });

/**
 * A colleague's public profile (need to know: docs/security.md): name, job title, avatar and country, never
 * the address or the authorities. Strict, so that the answer check refuses a leaked field.
 */
export const publicUserSchema = userSchema
  .pick({
    id: true,
    first_name: true,
    last_name: true,
    job_title: true,
    avatar_url: true,
    tenant_id: true,
    tenant: true,
  })
  .strict();
export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * GET /users/profile, /users/byId, /users/byEmail: the full record for the person, the admins of
 * their country and root (`maySeeFullUser`); the public profile for everyone else.
 */
export const userProfileResultSchema = z.object({ result: z.union([userSchema.strict(), publicUserSchema]) });
export type UserProfile = User | PublicUser;

/** Whether a profile answer is the full record (with address and authorities). */
export const isFullUser = (user: UserProfile): user is User => 'email' in user;

/** A user as completion lists show them. */
export const completionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
});
export type CompletionUser = z.infer<typeof completionUserSchema>;
