import { COLLECTIONS, type Principal, type UserAuthority } from '../contract';
import { db } from './firebase';

/** Reads a user's current authorities from `users/{uid}`; an unknown user has none. */
export async function loadPrincipal(uid: string): Promise<Principal> {
  const snapshot = await db.collection(COLLECTIONS.users).doc(uid).get();
  const authorities = snapshot.get('user_authorities') as UserAuthority[] | undefined;
  return { user_authorities: Array.isArray(authorities) ? authorities : [] };
}
