import { COLLECTIONS, isTimestampLike, type Principal, type UserAuthority } from '@agenda/contract';
import { db } from './firebase';

/** What the API reads of its caller's record on every request: authorities and last verification. */
export interface CallerRecord {
  principal: Principal;
  /** users/{uid}.verified_at in epoch ms; null when there is none (never verified, or signed out everywhere). */
  verifiedAtMs: number | null;
  /** "First Last" from the record (the history's actor names). */
  name: string;
}

/** Reads a user's current authorities from `users/{uid}`; an unknown user has none. */
export async function loadPrincipal(uid: string): Promise<Principal> {
  return (await loadCallerRecord(uid))?.principal ?? { user_authorities: [] };
}

/** The caller's record (one read), or null when there is no such record. */
export async function loadCallerRecord(uid: string): Promise<CallerRecord | null> {
  const snapshot = await db.collection(COLLECTIONS.users).doc(uid).get();
  if (!snapshot.exists) return null;
  const authorities = snapshot.get('user_authorities') as UserAuthority[] | undefined;
  const verifiedAt: unknown = snapshot.get('verified_at');
  const names: unknown[] = [snapshot.get('first_name'), snapshot.get('last_name')];
  return {
    principal: { user_authorities: Array.isArray(authorities) ? authorities : [] },
    verifiedAtMs: isTimestampLike(verifiedAt) ? verifiedAt.toMillis() : null,
    name: names.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(' '),
  };
}
