import { api, type User, type UserAuthority } from '@agenda/contract';
import { AT_THE_FORM, call } from '@/lib/api';

/** A user found by address or by user id, with their authorities (admins). */
export async function getUserRights(addressOrId: string): Promise<User> {
  return (await call(api.rights.userRights, { id: addressOrId })).result;
}

/**
 * Replaces the user's authorities with `authlist`, the full new list. The user is named by their
 * user id (one identity, even should an address ever be shared or change meanwhile). A refusal (a
 * duplicate authority, a country one may not grant) is the screen's to show, not the error dialog's.
 */
export async function updateUserRights(userId: string, authlist: readonly UserAuthority[]): Promise<User> {
  return (await call(api.rights.update, { id: userId, authlist: [...authlist] }, AT_THE_FORM)).result;
}

/**
 * Root ends every session of a user: their refresh tokens are revoked, their old
 * tokens stop counting in the rules and the API, until they sign in again with their corporate account.
 */
export async function signOutEverywhere(userId: string): Promise<void> {
  await call(api.users.signOutEverywhere, { id: userId });
}
