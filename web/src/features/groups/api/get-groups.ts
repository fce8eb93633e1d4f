import type { GroupPageRequest, GroupSummary } from '@contract';
import { z } from 'zod';
import { apiPost } from '@/lib/api';
import { groupSummarySchema } from './group-schema';

const groupPageAnswerSchema = z.object({ groups: z.array(groupSummarySchema), count: z.number().int() });

export interface GroupPage {
  groups: GroupSummary[];
  /** Every group the search matches, over all pages. */
  count: number;
}

// POST /backendv2/groups { search, tenant_id, pageSize, page } -> { groups, count } (admins)
export async function getGroups(request: GroupPageRequest): Promise<GroupPage> {
  return apiPost('/groups', request, groupPageAnswerSchema);
}
