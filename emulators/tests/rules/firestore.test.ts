import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { COLLECTIONS } from '@agenda/contract';
import { expectation, ROLES, rulesSuite, signInClaim, uidOf, type Role } from './rules-env';

const { env, dbAs } = rulesSuite('demo-agenda-rules', async (db) => {
  await setDoc(doc(db, COLLECTIONS.settings, 'TEST_VERSION'), { name: 'TEST_VERSION', value: '1' });
  await setDoc(doc(db, COLLECTIONS.tenants, 'de'), { locale: 'DE', country_name: 'Germany' });
  for (const role of ['user', 'adminA', 'adminB', 'root'] as const) {
    await setDoc(doc(db, COLLECTIONS.users, uidOf(role)), {
      email: `${role}@x.example`,
      tenant_id: 'de',
      user_authorities: [],
    });
  }
  await setDoc(doc(db, COLLECTIONS.users, 'someone-in-fr'), {
    email: 'fr@x.example',
    tenant_id: 'fr',
    user_authorities: [],
  });
  // A German root who also administers France: an admin of `de` may not see either authority (the API
  // shows them neither, contract visibleAuthorities), so not the record that holds them.
  await setDoc(doc(db, COLLECTIONS.users, 'someone-in-de-with-rights'), {
    email: 'de@x.example',
    tenant_id: 'de',
    user_authorities: [
      { authority_id: 'ROOT', tenant_id: 'un' },
      { authority_id: 'ADMIN', tenant_id: 'fr' },
    ],
  });
  // As every first sign-in writes it: no country yet.
  await setDoc(doc(db, COLLECTIONS.users, 'someone-new'), {
    email: 'new@x.example',
    tenant_id: null,
    user_authorities: [{ authority_id: 'ADMIN', tenant_id: 'fr' }],
  });
  await setDoc(doc(db, COLLECTIONS.groups, 'group-de'), { name: 'Berlin', tenant_id: 'de', users: [uidOf('user')] });
  await setDoc(doc(db, COLLECTIONS.groups, 'group-fr'), { name: 'Paris', tenant_id: 'fr', users: [uidOf('user')] });
  await setDoc(doc(db, COLLECTIONS.userEmails, 'user@x.example'), { uid: uidOf('user') });
  await setDoc(doc(db, 'unknown', 'x'), { a: 1 });
});

describe('settings', () => {
  it.each(ROLES)('%s: reads when signed in, never writes', async (role) => {
    const db = dbAs(role);
    await expectation(role !== 'anonymous')(getDoc(doc(db, COLLECTIONS.settings, 'TEST_VERSION')));
    await assertFails(setDoc(doc(db, COLLECTIONS.settings, 'TEST_VERSION'), { name: 'TEST_VERSION', value: '2' }));
    await assertFails(deleteDoc(doc(db, COLLECTIONS.settings, 'TEST_VERSION')));
  });
});

describe('tenants', () => {
  it.each(ROLES)('%s: reads and lists countries when signed in, never writes', async (role) => {
    const db = dbAs(role);
    await expectation(role !== 'anonymous')(getDoc(doc(db, COLLECTIONS.tenants, 'de')));
    await expectation(role !== 'anonymous')(getDocs(collection(db, COLLECTIONS.tenants)));
    await assertFails(setDoc(doc(db, COLLECTIONS.tenants, 'xx'), { locale: 'XX', country_name: 'X' }));
    await assertFails(updateDoc(doc(db, COLLECTIONS.tenants, 'de'), { country_name: 'Changed' }));
    await assertFails(deleteDoc(doc(db, COLLECTIONS.tenants, 'de')));
  });
});

describe('users', () => {
  it.each(ROLES)("%s: reads their own record, and only root reads anyone else's", async (role) => {
    const db = dbAs(role);
    if (role !== 'anonymous') await assertSucceeds(getDoc(doc(db, COLLECTIONS.users, uidOf(role))));
    await expectation(role === 'root')(getDoc(doc(db, COLLECTIONS.users, 'someone-in-fr')));
    await expectation(role === 'root')(
      getDocs(query(collection(db, COLLECTIONS.users), where('tenant_id', '==', 'fr'))),
    );
  });

  it.each(ROLES)(
    "%s: reads a German person's ROOT and French ADMIN authorities only as root, not as admin of de",
    async (role) => {
      const db = dbAs(role);
      await expectation(role === 'root')(getDoc(doc(db, COLLECTIONS.users, 'someone-in-de-with-rights')));
      await expectation(role === 'root')(
        getDocs(query(collection(db, COLLECTIONS.users), where('tenant_id', '==', 'de'))),
      );
    },
  );

  it.each(ROLES)('%s: reads and lists a user without a country only as root (issue 27)', async (role) => {
    const db = dbAs(role);
    await expectation(role === 'root')(getDoc(doc(db, COLLECTIONS.users, 'someone-new')));
    await expectation(role === 'root')(
      getDocs(query(collection(db, COLLECTIONS.users), where('tenant_id', '==', null))),
    );
  });

  it.each(ROLES)('%s: cannot list every user unless root', async (role) => {
    const db = dbAs(role);
    await expectation(role === 'root')(getDocs(collection(db, COLLECTIONS.users)));
  });

  it.each(ROLES)('%s: never writes user records or rights, not even their own', async (role) => {
    const db = dbAs(role);
    const own = role === 'anonymous' ? 'someone-in-fr' : uidOf(role);
    await assertFails(
      updateDoc(doc(db, COLLECTIONS.users, own), { user_authorities: [{ authority_id: 'ROOT', tenant_id: 'un' }] }),
    );
    await assertFails(setDoc(doc(db, COLLECTIONS.users, 'new-user'), { email: 'n@x.example', user_authorities: [] }));
    await assertFails(deleteDoc(doc(db, COLLECTIONS.users, own)));
  });
});

describe('groups', () => {
  const readsGroupsOfA: Record<Role, boolean> = {
    anonymous: false,
    user: false,
    adminA: true,
    adminB: false,
    root: true,
  };
  const readsGroupsOfB: Record<Role, boolean> = {
    anonymous: false,
    user: false,
    adminA: false,
    adminB: true,
    root: true,
  };

  it.each(ROLES)('%s: reads and lists the groups of the countries they administer', async (role) => {
    const db = dbAs(role);
    await expectation(readsGroupsOfA[role])(getDoc(doc(db, COLLECTIONS.groups, 'group-de')));
    await expectation(readsGroupsOfB[role])(getDoc(doc(db, COLLECTIONS.groups, 'group-fr')));
    await expectation(readsGroupsOfA[role])(
      getDocs(query(collection(db, COLLECTIONS.groups), where('tenant_id', '==', 'de'))),
    );
    await expectation(readsGroupsOfB[role])(
      getDocs(query(collection(db, COLLECTIONS.groups), where('tenant_id', '==', 'fr'))),
    );
  });

  it.each(ROLES)('%s: cannot list every group unless root, not even a member', async (role) => {
    const db = dbAs(role);
    await expectation(role === 'root')(getDocs(collection(db, COLLECTIONS.groups)));
    await expectation(role === 'root')(
      getDocs(query(collection(db, COLLECTIONS.groups), where('users', 'array-contains', uidOf('user')))),
    );
  });

  it.each(ROLES)('%s: never writes groups', async (role) => {
    const db = dbAs(role);
    await assertFails(setDoc(doc(db, COLLECTIONS.groups, 'new-group'), { name: 'New', tenant_id: 'de', users: [] }));
    await assertFails(updateDoc(doc(db, COLLECTIONS.groups, 'group-de'), { users: [] }));
    await assertFails(deleteDoc(doc(db, COLLECTIONS.groups, 'group-de')));
  });
});

describe('the address index (one identity per address)', () => {
  it.each(ROLES)('%s: never reads, lists or writes userEmails', async (role) => {
    const db = dbAs(role);
    await assertFails(getDoc(doc(db, COLLECTIONS.userEmails, 'user@x.example')));
    await assertFails(getDocs(collection(db, COLLECTIONS.userEmails)));
    await assertFails(
      setDoc(doc(db, COLLECTIONS.userEmails, 'taken@x.example'), { uid: role === 'anonymous' ? 'x' : uidOf(role) }),
    );
    await assertFails(deleteDoc(doc(db, COLLECTIONS.userEmails, 'user@x.example')));
  });
});

describe('everything else', () => {
  it.each(ROLES)('%s: is denied', async (role) => {
    const db = dbAs(role);
    await assertFails(getDoc(doc(db, 'unknown', 'x')));
    await assertFails(setDoc(doc(db, 'unknown', 'y'), { a: 1 }));
  });
});

describe('role claims count only while current (issue 12)', () => {
  const stale = async (role: 'adminB' | 'root') =>
    env().withSecurityRulesDisabled(async (context) => {
      await updateDoc(doc(context.firestore(), COLLECTIONS.users, uidOf(role)), { rights_version: 1 });
    });

  it('an admin whose record moved on (demoted since the token was minted) reads nothing of the country', async () => {
    const db = dbAs('adminB');
    await assertSucceeds(getDoc(doc(db, COLLECTIONS.groups, 'group-fr')));
    await assertSucceeds(getDocs(query(collection(db, COLLECTIONS.groups), where('tenant_id', '==', 'fr'))));
    await stale('adminB');
    await assertFails(getDoc(doc(db, COLLECTIONS.groups, 'group-fr')));
    await assertFails(getDocs(query(collection(db, COLLECTIONS.groups), where('tenant_id', '==', 'fr'))));
    // Their own record stays readable: that is how the app learns of the change and refreshes.
    await assertSucceeds(getDoc(doc(db, COLLECTIONS.users, uidOf('adminB'))));
  });

  it('a stale root token is no longer root', async () => {
    const db = dbAs('root');
    await assertSucceeds(getDocs(collection(db, COLLECTIONS.users)));
    await stale('root');
    await assertFails(getDocs(collection(db, COLLECTIONS.users)));
  });

  it('role claims without a user record give nothing', async () => {
    const db = env()
      .authenticatedContext('uid-no-record', { root: true, adm: 'de,fr', ...signInClaim('custom') })
      .firestore();
    await assertFails(getDocs(collection(db, COLLECTIONS.users)));
    await assertFails(getDoc(doc(db, COLLECTIONS.groups, 'group-de')));
  });
});
