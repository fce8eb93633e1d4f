import { COLLECTIONS, type Principal, type UserAuthority } from '../contract';
import { db } from './firebase';

/** Reads a user's current authorities from `users/{uid}`; an unknown user has none. */
export async function loadPrincipal(uid: string): Promise<Principal> {
  return (await loadUserPrincipal(uid)) ?? { user_authorities: [] };
}

/** A user's current authorities from `users/{uid}`, or null when there is no such record. */
export async function loadUserPrincipal(uid: string): Promise<Principal | null> {
  const snapshot = await db.collection(COLLECTIONS.users).doc(uid).get();
  if (!snapshot.exists) return null;
  const authorities = snapshot.get('user_authorities') as UserAuthority[] | undefined;
  return { user_authorities: Array.isArray(authorities) ? authorities : [] };
}
