import { COLLECTIONS, docConverter, rolesToClaims, userDocSchema, type RoleClaims } from '@agenda/contract';
import { auth, db } from '../lib/firebase';

/** Whether two claim sets grant the same roles (the rights version aside). */
export const sameRoles = (a: RoleClaims, b: RoleClaims): boolean =>
  (a.root ?? false) === (b.root ?? false) && (a.adm ?? '') === (b.adm ?? '');

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

/** Rounds of a sync before it gives up: each further round means another rights change landed meanwhile. */
const SYNC_ROUNDS = 5;

/** A seam for tests: runs after a sync has read the roles and raised the version, before it sets the claims. */
export interface SyncHooks {
  beforeSetClaims?: () => Promise<void>;
}

/** What a sync reads of the user's record: their roles and the rights version the rules compare. */
const rolesConverter = docConverter(userDocSchema.pick({ user_authorities: true, rights_version: true }));

/**
 * Puts a user's roles into their custom claims for the security rules, with the rights version the
 * rules compare against `users/{uid}.rights_version` (firestore.rules and storage.rules rightsCurrent).
 *
 * The roles are read from the user's record in the same transaction that raises its version, never taken from
 * the caller: a sign-in that read `[ADMIN:de]` before root removed it, or one of two overlapping rights
 * changes, could otherwise write claims of roles already gone with a current version, which the rules would
 * trust for up to 12 h (docs/security.md, "Rights follow at once"). From the version's raise on, every older
 * token stops counting as admin or root (fail closed) until the claims are set; a rights change has raised it
 * already, in the very write of the new authorities (rights/service.ts), so a failure here leaves the old
 * claims refused, and this raise binds the claims to the roles read. Auth keeps whichever claims were set
 * last, so after setting them the record is read again: when another sync raised the version meanwhile, its
 * claims may have been overwritten by ours, and the sync goes round again from the record as it is now.
 * Someone who lost a role also loses their refresh tokens, so each of their sessions signs in again. Users
 * created by an admin who never signed in have no Auth account yet; they get their claims at first sign-in.
 */
export async function syncRoleClaims(uid: string, hooks: SyncHooks = {}): Promise<void> {
  const ref = db.collection(COLLECTIONS.users).doc(uid);
  for (let round = 0; round < SYNC_ROUNDS; round += 1) {
    const current = await currentClaims(uid);
    if (current === null) return;
    const planned = await db.runTransaction(async (tx) => {
      const record = await tx.get(ref.withConverter(rolesConverter));
      const version = record.data()?.rights_version ?? 0;
      const roles = rolesToClaims({ user_authorities: record.data()?.user_authorities ?? [] });
      if (sameRoles(current, roles) && (current.rv ?? 0) === version) return null;
      if (record.exists) tx.update(ref, { rights_version: version + 1 });
      return { roles, next: version + 1 };
    });
    if (!planned) return;
    await hooks.beforeSetClaims?.();
    await auth.setCustomUserClaims(uid, { ...planned.roles, rv: planned.next });
    if (lostRole(current, planned.roles)) await auth.revokeRefreshTokens(uid);
    const after = (await ref.withConverter(rolesConverter).get()).data();
    if (!after || after.rights_version === planned.next) return;
  }
  throw new Error(`The claims of ${uid} did not settle after ${SYNC_ROUNDS} rounds of concurrent rights changes`);
}
