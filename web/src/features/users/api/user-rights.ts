import { api, type User, type UserAuthority } from '@contract';
import { call } from '@/lib/api';

/** A user found by address, with their authorities (admins). */
export async function getUserRights(email: string): Promise<User> {
  return (await call(api.rights.userRights, { id: email })).result;
}

/** Replaces the user's authorities with `authlist`, the full new list. */
export async function updateUserRights(email: string, authlist: readonly UserAuthority[]): Promise<User> {
  return (await call(api.rights.update, { id: email, authlist: [...authlist] })).result;
}
