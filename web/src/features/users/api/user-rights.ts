import type { UserAuthority } from '@contract';
import { apiGet, apiPost } from '@/lib/api';
import { userResultSchema, type User } from './user-schema';

// GET /backendv2/rootsettings/get?id={address} -> { result: user } (admins)
export async function getUserRights(email: string): Promise<User> {
  return (await apiGet('/rootsettings/get', { id: email }, userResultSchema)).result;
}

// POST /backendv2/rootsettings/update { id: address, authlist: the full new list } -> { result: user }
export async function updateUserRights(email: string, authlist: readonly UserAuthority[]): Promise<User> {
  return (await apiPost('/rootsettings/update', { id: email, authlist }, userResultSchema)).result;
}
