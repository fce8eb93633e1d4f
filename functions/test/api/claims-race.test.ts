/**
 * Role claims that cannot go stale (docs/security.md, "Rights follow at once"). A sync reads the roles with
 * the rights version in one transaction (functions/src/shared/claims.ts); these tests interleave another
 * rights change and its own sync between one sync's read and its setting of the claims, the order in which a
 * sign-in that read `[ADMIN:de]` before root removed it used to write `adm: 'de'` with a current version.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, rolesToClaims, type UserAuthority } from '@agenda/contract';
import { syncRoleClaims } from '../../src/shared/claims';
import { auth, createUser, db } from '../helpers';

const ADMIN_DE: UserAuthority = { authority_id: 'ADMIN', tenant_id: 'de' };
const USER: UserAuthority = { authority_id: 'USER', tenant_id: null };

async function state(
  uid: string,
): Promise<{ claims: Record<string, unknown>; version: number; authorities: UserAuthority[] }> {
  const [user, record] = await Promise.all([auth.getUser(uid), db.collection(COLLECTIONS.users).doc(uid).get()]);
  return {
    claims: user.customClaims ?? {},
    version: record.get('rights_version') as number,
    authorities: record.get('user_authorities') as UserAuthority[],
  };
}

/** `work` the first time the returned function is called; nothing after (a sync may go round again). */
const once = (work: () => Promise<void>) => {
  let done = false;
  return async () => {
    if (done) return;
    done = true;
    await work();
  };
};

/** What the rules trust: the claims' roles count only while their `rv` equals the record's version. */
function trustedRoles({ claims, version }: { claims: Record<string, unknown>; version: number }) {
  return claims.rv === version ? { root: claims.root, adm: claims.adm } : { root: undefined, adm: undefined };
}

describe('role claims follow the stored roles whatever the order of concurrent syncs', () => {
  it('a sync that read ADMIN:de before root removed it does not leave adm:de trusted', async () => {
    const person = await createUser([USER], 'de');
    await syncRoleClaims(person.uid);
    const ref = db.collection(COLLECTIONS.users).doc(person.uid);
    // Granted: this sync reads ADMIN:de and raises the version…
    await ref.update({ user_authorities: [USER, ADMIN_DE] });
    await syncRoleClaims(person.uid, {
      // …and before it sets the claims, root removes the right again, and root's own sync runs whole.
      beforeSetClaims: once(async () => {
        await ref.update({ user_authorities: [USER] });
        await syncRoleClaims(person.uid);
      }),
    });

    const after = await state(person.uid);
    expect(after.authorities).toEqual([USER]);
    expect(trustedRoles(after)).toEqual({ root: undefined, adm: undefined });
    expect(after.claims).toEqual({ ...rolesToClaims({ user_authorities: [USER] }), rv: after.version });
  });

  it('two overlapping grants end with the claims of the roles stored last', async () => {
    const person = await createUser([USER], 'fr');
    await syncRoleClaims(person.uid);
    await db
      .collection(COLLECTIONS.users)
      .doc(person.uid)
      .update({ user_authorities: [USER, ADMIN_DE] });
    await syncRoleClaims(person.uid, {
      beforeSetClaims: once(async () => {
        await db
          .collection(COLLECTIONS.users)
          .doc(person.uid)
          .update({ user_authorities: [USER, ADMIN_DE, { authority_id: 'ADMIN', tenant_id: 'fr' }] });
        await syncRoleClaims(person.uid);
      }),
    });
    const after = await state(person.uid);
    expect(trustedRoles(after)).toEqual({ root: undefined, adm: 'de,fr' });
  });

  it('ten syncs at once while the roles change settle on the stored roles with the stored version', async () => {
    const person = await createUser([USER], 'de');
    const ref = db.collection(COLLECTIONS.users).doc(person.uid);
    await Promise.all([
      ...Array.from({ length: 10 }, () => syncRoleClaims(person.uid)),
      ref.update({ user_authorities: [USER, ADMIN_DE] }).then(() => syncRoleClaims(person.uid)),
    ]);
    const after = await state(person.uid);
    expect(after.claims).toEqual({ ...rolesToClaims({ user_authorities: after.authorities }), rv: after.version });
  });
});
