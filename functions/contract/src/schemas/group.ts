import { z } from 'zod';
import { GROUP_LIST_DEFAULT_PAGE_SIZE, GROUP_LIST_PAGE_SIZES, GROUP_MAX_USERS } from '../constants';
import { API_MESSAGES } from '../messages';
import { groupSearchKeys } from '../search';
import {
  documentId,
  editedId,
  isClientDocumentId,
  pageNumber,
  pageSizeOf,
  requiredText,
  searchInput,
  spreadsheetEmailsSchema,
} from './common';
import { tenantSchema } from './tenant';

/** Stored at groups/{id}. `users` holds user ids; `search_keys` is `groupSearchKeys(name)`. */
export const groupDocSchema = z.object({
  name: z.string(),
  name_lower: z.string(),
  tenant_id: z.string(),
  users: z.array(z.string()),
  user_count: z.number().int(),
  search_keys: z.array(z.string()),
});
export type GroupDoc = z.infer<typeof groupDocSchema>;

/** A complete group record (API, demo seed, benchmarks, tests): its lower-case name, count and search keys follow. */
export function newGroupDoc(group: { name: string; tenant_id: string; users: readonly string[] }): GroupDoc {
  return {
    name: group.name,
    name_lower: group.name.toLowerCase(),
    tenant_id: group.tenant_id,
    users: [...group.users],
    user_count: group.users.length,
    search_keys: groupSearchKeys(group.name),
  };
}

/** The part of a group record its row in the list reads (a read with these fields as field mask). */
export const groupSummaryDocSchema = groupDocSchema
  .pick({ name: true, tenant_id: true })
  .extend({ user_count: z.number().int().default(0) });
export const GROUP_SUMMARY_FIELDS = ['name', 'tenant_id', 'user_count'] as const satisfies readonly (keyof GroupDoc)[];

// POST /backendv2/groups { search, tenant_id, pageSize, page } -> { groups, count }
export const groupPageSchema = z
  .object({
    search: searchInput,
    /** "Only groups in country"; absent, null or empty lists every country. */
    tenant_id: z.string().trim().max(128).nullish(),
    page: pageNumber,
    pageSize: pageSizeOf(GROUP_LIST_PAGE_SIZES, GROUP_LIST_DEFAULT_PAGE_SIZE),
  })
  .strict();
export type GroupPageRequest = z.input<typeof groupPageSchema>;

/**
 * POST /backendv2/groups/new { id (when editing), name, users (ids), tenantId, emails? }.
 * Addresses from a spreadsheet are added to `users`; a group needs a name, a country and at least
 * one user (docs/product.md §5).
 */
export const groupSaveSchema = z
  .object({
    id: editedId,
    name: requiredText(100),
    tenantId: z
      .string({ error: API_MESSAGES.groupNeedsCountry })
      .trim()
      .min(1, API_MESSAGES.groupNeedsCountry)
      .max(128)
      .refine(isClientDocumentId, 'Invalid id'),
    users: z.array(documentId).max(GROUP_MAX_USERS, API_MESSAGES.tooManyUsers(GROUP_MAX_USERS)).default([]),
    emails: spreadsheetEmailsSchema.nullish(),
  })
  .strict()
  .refine((group) => group.users.length > 0 || (group.emails?.length ?? 0) > 0, {
    message: API_MESSAGES.groupNeedsUser,
    path: ['users'],
  });
export type GroupSave = z.input<typeof groupSaveSchema>;

/** A row of the group list (POST /groups). */
export const groupSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  tenant_id: z.string(),
  tenant: tenantSchema.nullable(),
  user_count: z.number().int(),
});
export type GroupSummary = z.infer<typeof groupSummarySchema>;

/** A group member as the group editor shows them. */
export const groupMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

/** A group with its members: GET /groups/byId and POST /groups/new answer it. */
export const groupDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  tenant_id: z.string(),
  tenant: tenantSchema.nullable(),
  users: z.array(groupMemberSchema),
});
export type GroupDetail = z.infer<typeof groupDetailSchema>;
