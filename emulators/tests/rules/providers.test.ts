/**
 * Only corporate sign-ins: people sign in with the custom token GET /firebasetoken
 * mints. An anonymous or e-mail/password account of the same project reads and writes nothing, even
 * with the uid, role claims and user record of root.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { COLLECTIONS, EVENT_SUBCOLLECTIONS } from '@agenda/contract';
import { firestoreAs, firestoreWithProvider, rulesEnvironment, seedRoleRecords, uidOf } from './rules-env';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnvironment('demo-agenda-rules-providers');
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await seedRoleRecords(db);
    await setDoc(doc(db, COLLECTIONS.settings, 'TEST_VERSION'), { name: 'TEST_VERSION', value: '1' });
    await setDoc(doc(db, COLLECTIONS.tenants, 'de'), { locale: 'DE', country_name: 'Germany' });
    await setDoc(doc(db, COLLECTIONS.groups, 'group-de'), { name: 'Berlin', tenant_id: 'de', users: [] });
    await setDoc(doc(db, COLLECTIONS.events, 'public-de'), {
      tenant_id: 'de',
      privacy: false,
      organizers: [uidOf('user')],
    });
    await setDoc(doc(db, COLLECTIONS.events, 'public-de', EVENT_SUBCOLLECTIONS.agendas, 'a1'), { title: 'Keynote' });
  });
});

afterAll(async () => {
  await env.cleanup();
});

type Db = ReturnType<typeof firestoreAs>;

/** Every read a signed-in person (here root, or a user who organizes the event) can make. */
const reads = (db: Db, role: 'root' | 'user'): Promise<unknown>[] => [
  getDoc(doc(db, COLLECTIONS.settings, 'TEST_VERSION')),
  getDoc(doc(db, COLLECTIONS.tenants, 'de')),
  getDocs(collection(db, COLLECTIONS.tenants)),
  getDoc(doc(db, COLLECTIONS.users, uidOf(role))),
  getDoc(doc(db, COLLECTIONS.events, 'public-de')),
  getDocs(query(collection(db, COLLECTIONS.events), where('privacy', '==', false))),
  getDocs(collection(db, COLLECTIONS.events, 'public-de', EVENT_SUBCOLLECTIONS.agendas)),
  ...(role === 'root'
    ? [getDocs(collection(db, COLLECTIONS.users)), getDoc(doc(db, COLLECTIONS.groups, 'group-de'))]
    : [getDocs(query(collection(db, COLLECTIONS.events), where('organizers', 'array-contains', uidOf('user'))))]),
];

describe('sign-in providers', () => {
  it.each(['root', 'user'] as const)('%s signed in with the custom token reads', async (role) => {
    for (const read of reads(firestoreAs(env, role), role)) await assertSucceeds(read);
  });

  it.each([
    ['anonymous', 'root'],
    ['anonymous', 'user'],
    ['password', 'root'],
    ['password', 'user'],
  ] as const)('an %s sign-in with the uid, claims and record of %s reads nothing', async (provider, role) => {
    for (const read of reads(firestoreWithProvider(env, role, provider), role)) await assertFails(read);
  });
});
