import { api } from '@contract';
import { call } from '@/lib/api';
import type { User } from './user-schema';

export async function getCurrentUser(): Promise<User> {
  return (await call(api.users.me, {})).result;
}

export async function getUserProfile(id: string): Promise<User> {
  return (await call(api.users.profile, { id })).result;
}

/** The profile refreshed from the corporate directory: one's own, or someone's by address. */
export async function refreshUserFromDirectory(email?: string): Promise<User> {
  return (await call(api.users.refresh, { email })).result;
}
