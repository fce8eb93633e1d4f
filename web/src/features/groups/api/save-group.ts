import type { GroupDetail, GroupSave } from '@contract';
import { apiPost } from '@/lib/api';
import { groupResultSchema } from './group-schema';

// POST /backendv2/groups/new { id?, name, users, tenantId, emails? } -> { result: group with its users }
// Spreadsheet addresses that are nobody's answer 400 with `fields.emails` listing them; nothing is saved.
export async function saveGroup(group: GroupSave): Promise<GroupDetail> {
  return (await apiPost('/groups/new', group, groupResultSchema)).result;
}
