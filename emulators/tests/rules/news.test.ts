/**
 * firestore.rules for news/{id} (docs/product.md §2 News, §6): every signed-in person reads them (the app's live
 * list, one country's or all), nobody writes them from a client (the API does, for the admins of the
 * item's country), and other sign-in providers read nothing.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { COLLECTIONS } from '@agenda/contract';
import { firestoreAs, firestoreWithProvider, ROLES, rulesEnvironment, seedRoleRecords } from './rules-env';

let env: RulesTestEnvironment;

const item = (tenant: string) => ({
  title: `News of ${tenant}`,
  content: 'Text',
  tenant_id: tenant,
  sticky: false,
  attachment_url: null,
  attachment_ref: null,
});

beforeAll(async () => {
  env = await rulesEnvironment('demo-agenda-rules-news');
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await seedRoleRecords(db);
    await setDoc(doc(db, COLLECTIONS.news, 'news-de'), item('de'));
    await setDoc(doc(db, COLLECTIONS.news, 'news-fr'), item('fr'));
  });
});

afterAll(async () => {
  await env.cleanup();
});

describe('news', () => {
  it.each(ROLES)('%s: reads every item and the lists when signed in', async (role) => {
    const db = firestoreAs(env, role);
    const expectRead = role === 'anonymous' ? assertFails : assertSucceeds;
    await expectRead(getDoc(doc(db, COLLECTIONS.news, 'news-fr')));
    await expectRead(
      getDocs(
        query(collection(db, COLLECTIONS.news), where('tenant_id', '==', 'de'), orderBy('creation_date', 'desc')),
      ),
    );
    await expectRead(getDocs(collection(db, COLLECTIONS.news)));
  });

  it.each(ROLES)('%s: never creates, edits or deletes an item (the API does)', async (role) => {
    const db = firestoreAs(env, role);
    await assertFails(setDoc(doc(db, COLLECTIONS.news, `new-${role}`), item('de')));
    await assertFails(updateDoc(doc(db, COLLECTIONS.news, 'news-de'), { sticky: true }));
    await assertFails(deleteDoc(doc(db, COLLECTIONS.news, 'news-de')));
  });

  it.each(['anonymous', 'password'] as const)('an account signed in with %s reads nothing', async (provider) => {
    await assertFails(getDoc(doc(firestoreWithProvider(env, 'root', provider), COLLECTIONS.news, 'news-de')));
  });
});
