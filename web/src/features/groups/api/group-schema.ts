import type { CompletionUser, GroupDetail, GroupMember, GroupSummary } from '@contract';
import { z } from 'zod';
import { tenantSchema } from '@/lib/tenant-schema';

/** A row of POST /groups (functions/src/routes/groups.ts). */
export const groupSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  tenant_id: z.string(),
  tenant: tenantSchema.nullable(),
  user_count: z.number().int(),
}) satisfies z.ZodType<GroupSummary>;

const groupMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
}) satisfies z.ZodType<GroupMember>;

/** GET /groups/byId and POST /groups/new answer a group with its members. */
export const groupDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  tenant_id: z.string(),
  tenant: tenantSchema.nullable(),
  users: z.array(groupMemberSchema),
}) satisfies z.ZodType<GroupDetail>;

export const groupResultSchema = z.object({ result: groupDetailSchema });

export const completionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
}) satisfies z.ZodType<CompletionUser>;
