import { api, type GroupPageRequest, type GroupSummary } from '@agenda/contract';
import { call } from '@/lib/api';

export interface GroupPage {
  groups: GroupSummary[];
  /** Every group the search matches, over all pages. */
  count: number;
}

// Admins: a page of every country's groups (or one country's), sorted by name.
export async function getGroups(request: GroupPageRequest): Promise<GroupPage> {
  return call(api.groups.list, request);
}
