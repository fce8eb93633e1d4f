import { api, type GroupDetail } from '@agenda/contract';
import { call } from '@/lib/api';

// The group with its users (admins).
export async function getGroup(id: string): Promise<GroupDetail> {
  return (await call(api.groups.byId, { id })).result;
}
