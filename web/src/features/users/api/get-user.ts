import { api } from '@agenda/contract';
import { call } from '@/lib/api';
import type { User, UserProfile } from './user-schema';

export async function getCurrentUser(): Promise<User> {
  return (await call(api.users.me, {})).result;
}

/** A colleague's profile: the full record when the caller may see it, else the public profile. */
export async function getUserProfile(id: string): Promise<UserProfile> {
  // An unknown id is the profile page's own not-found state, not the error dialog's.
  return (await call(api.users.profile, { id }, { handles: [404] })).result;
}

/** The profile refreshed from the corporate directory: one's own, or someone's by address. */
export async function refreshUserFromDirectory(email?: string): Promise<User> {
  return (await call(api.users.refresh, { email })).result;
}
