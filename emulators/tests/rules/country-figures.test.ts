/**
 * firestore.rules for the country dashboard's mirrors (contract/schemas/country-figures.ts):
 * countrySessions and countryNotifications are read by root and by the admins of the mirror's country
 * only — one by id, or a country's with where('tenant_id', '==', t), as the dashboard's bounded queries
 * and counts ask — and written by nobody from a client (the functions' triggers keep them).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  Timestamp,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { COUNTRY_NOTIFICATIONS_COLLECTION, COUNTRY_SESSIONS_COLLECTION } from '@agenda/contract';
import { ROLES, firestoreWithProvider, rulesSuite, seedRoleRecords, type Db, type Role } from './rules-env';

const session = (tenantId: string, people: number) => ({
  tenant_id: tenantId,
  event_id: `event-${tenantId}`,
  agenda_id: `agenda-${people}`,
  name: `Session ${people}`,
  start_time: Timestamp.now(),
  places: 10,
  seated: people,
  waiting: 0,
  people,
});
const sent = (tenantId: string) => ({
  tenant_id: tenantId,
  event_id: `event-${tenantId}`,
  notification_id: `notification-${tenantId}`,
  sent_at: Timestamp.now(),
});

const { env, dbAs } = rulesSuite('demo-agenda-rules-country-figures', async (db) => {
  await seedRoleRecords(db);
  for (const tenant of ['de', 'fr']) {
    await setDoc(doc(db, COUNTRY_SESSIONS_COLLECTION, `s-${tenant}`), session(tenant, 4));
    await setDoc(doc(db, COUNTRY_NOTIFICATIONS_COLLECTION, `n-${tenant}`), sent(tenant));
  }
});

const busiestOf = (db: Db, tenantId: string) =>
  getDocs(
    query(
      collection(db, COUNTRY_SESSIONS_COLLECTION),
      where('tenant_id', '==', tenantId),
      orderBy('people', 'desc'),
      limit(10),
    ),
  );
const sentCountOf = (db: Db, tenantId: string) =>
  getCountFromServer(
    query(
      collection(db, COUNTRY_NOTIFICATIONS_COLLECTION),
      where('tenant_id', '==', tenantId),
      where('sent_at', '>=', Timestamp.fromMillis(0)),
    ),
  );

/** Who reads a country's mirrors: root, and each country's admin (A of `de`, B of `fr`) for theirs only. */
const readsCountry = (role: Role, tenantId: string) =>
  role === 'root' || (role === 'adminA' && tenantId === 'de') || (role === 'adminB' && tenantId === 'fr');

describe("who reads the country dashboard's mirrors", () => {
  for (const role of ROLES)
    for (const tenant of ['de', 'fr'])
      it(`${role}: ${readsCountry(role, tenant) ? 'reads' : 'never reads'} ${tenant}'s, by id, by the busiest query and by count`, async () => {
        const db = dbAs(role);
        const check = readsCountry(role, tenant) ? assertSucceeds : assertFails;
        await check(getDoc(doc(db, COUNTRY_SESSIONS_COLLECTION, `s-${tenant}`)));
        await check(getDoc(doc(db, COUNTRY_NOTIFICATIONS_COLLECTION, `n-${tenant}`)));
        await check(busiestOf(db, tenant));
        await check(sentCountOf(db, tenant));
        if (readsCountry(role, tenant)) {
          expect((await busiestOf(db, tenant)).docs.map((d) => d.get('people'))).toEqual([4]);
          expect((await sentCountOf(db, tenant)).data().count).toBe(1);
        }
      });

  it('a query that does not name the country is refused to an admin, and answered to root', async () => {
    await assertFails(getDocs(collection(dbAs('adminA'), COUNTRY_SESSIONS_COLLECTION)));
    await assertFails(getDocs(collection(dbAs('adminA'), COUNTRY_NOTIFICATIONS_COLLECTION)));
    await assertSucceeds(getDocs(collection(dbAs('root'), COUNTRY_SESSIONS_COLLECTION)));
  });

  it('an anonymous or e-mail/password account with root claims reads nothing', async () => {
    for (const provider of ['anonymous', 'password'] as const)
      await assertFails(
        getDoc(doc(firestoreWithProvider(env(), 'root', provider), COUNTRY_SESSIONS_COLLECTION, 's-de')),
      );
  });
});

describe("who writes the country dashboard's mirrors", () => {
  it.each(ROLES)('%s: writes none, not even root (the triggers keep them)', async (role) => {
    const db = dbAs(role);
    await assertFails(setDoc(doc(db, COUNTRY_SESSIONS_COLLECTION, 's-de'), session('de', 99)));
    await assertFails(setDoc(doc(db, COUNTRY_SESSIONS_COLLECTION, 'new'), session('de', 1)));
    await assertFails(deleteDoc(doc(db, COUNTRY_SESSIONS_COLLECTION, 's-de')));
    await assertFails(setDoc(doc(db, COUNTRY_NOTIFICATIONS_COLLECTION, 'new'), sent('de')));
    await assertFails(deleteDoc(doc(db, COUNTRY_NOTIFICATIONS_COLLECTION, 'n-de')));
  });
});
