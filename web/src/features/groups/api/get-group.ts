import type { GroupDetail } from '@contract';
import { apiGet } from '@/lib/api';
import { groupResultSchema } from './group-schema';

// GET /backendv2/groups/byId?id -> { result: group with its users } (admins)
export async function getGroup(id: string): Promise<GroupDetail> {
  return (await apiGet('/groups/byId', { id }, groupResultSchema)).result;
}
