import { COLLECTIONS, rolesToClaims, type Principal, type RoleClaims } from '../contract';
import { auth, db } from '../lib/firebase';

const sameRoles = (a: RoleClaims, b: RoleClaims): boolean => (a.root ?? false) === (b.root ?? false) && (a.adm ?? '') === (b.adm ?? '');

/** True when `after` lacks a role of `before` (root, or a country administered). */
function lostRole(before: RoleClaims, after: RoleClaims): boolean {
  if (before.root && !after.root) return true;
  const kept = new Set((after.adm ?? '').split(',').filter(Boolean));
  return (before.adm ?? '').split(',').some((tenant) => tenant && !kept.has(tenant));
}

/** The claims an Auth account carries now; none for someone who never signed in. */
async function currentClaims(uid: string): Promise<RoleClaims | null> {
  try {
    return ((await auth.getUser(uid)).customClaims ?? {}) as RoleClaims;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

/**
 * Puts a user's roles into their custom claims for the security rules, with the rights version the
 * rules compare against `users/{uid}.rights_version` (firestore.rules and storage.rules rightsCurrent).
 * When the roles change, the claims are set first and the record's version raised next: from that
 * moment every older token stops counting as admin or root, and the app (which listens to its own
 * record) refreshes its token and gets the new claims. Someone who lost a role also loses their
 * refresh tokens, so each of their sessions signs in again. Users created by an admin who never signed
 * in have no Auth account yet; they get their claims at first sign-in.
 */
export async function syncRoleClaims(uid: string, principal: Principal): Promise<void> {
  const ref = db.collection(COLLECTIONS.users).doc(uid);
  const [record, current] = await Promise.all([ref.get(), currentClaims(uid)]);
  const version = typeof record.get('rights_version') === 'number' ? (record.get('rights_version') as number) : 0;
  const roles = rolesToClaims(principal);
  if (current === null) return;
  const changed = !sameRoles(current, roles) || (current.rv ?? 0) !== version;
  if (!changed) return;
  const next = version + 1;
  await auth.setCustomUserClaims(uid, { ...roles, rv: next });
  if (record.exists) await ref.update({ rights_version: next });
  if (lostRole(current, roles)) await auth.revokeRefreshTokens(uid);
}
