/**
 * firestore.rules for a person's points, gamificationv2/{eventId}/points/{uid} (their wall ledger's total):
 * written by the functions alone, read by that person alone (by id, or by a collection group query
 * filtered on their own uid, as the profile lists them); nobody else reads them, not even root.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  Timestamp,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, POINTS_SUBCOLLECTION } from '@agenda/contract';
import { EVENT_ROLES, EVENTS, firestoreWithProvider, rulesSuite, seedRoleRecords, uidOf, type Db } from './rules-env';

const OWNER = uidOf('user');
const pointsRef = (db: Db, eventId: string, uid: string) =>
  doc(db, COLLECTIONS.gamification, eventId, POINTS_SUBCOLLECTION, uid);
const points = (eventId: string, uid: string, total: number) => ({
  uid,
  event_id: eventId,
  tenant_id: 'de',
  points: total,
  updated_at: Timestamp.now(),
});

const { env, dbAs } = rulesSuite('demo-agenda-rules-points', async (db) => {
  await seedRoleRecords(db);
  for (const [id, event] of Object.entries(EVENTS))
    await setDoc(doc(db, COLLECTIONS.events, id), { name: id, ...event });
  await setDoc(pointsRef(db, 'public-de', OWNER), points('public-de', OWNER, 20));
  await setDoc(pointsRef(db, 'draft-de', OWNER), points('draft-de', OWNER, 10));
  await setDoc(pointsRef(db, 'public-de', uidOf('adminA')), points('public-de', uidOf('adminA'), 30));
});

describe("who reads a participant's points", () => {
  it('the person reads their own, by id and across their events', async () => {
    const db = dbAs('user');
    const own = await assertSucceeds(getDoc(pointsRef(db, 'public-de', OWNER)));
    expect(own.data()).toMatchObject({ points: 20 });
    const mine = await assertSucceeds(
      getDocs(query(collectionGroup(db, POINTS_SUBCOLLECTION), where('uid', '==', OWNER))),
    );
    expect(mine.docs.map((d) => d.get('event_id')).sort()).toEqual(['draft-de', 'public-de']);
  });

  it.each(EVENT_ROLES.filter((role) => role !== 'user'))("%s: never reads another person's points", async (role) => {
    const db = dbAs(role);
    await assertFails(getDoc(pointsRef(db, 'public-de', OWNER)));
    await assertFails(getDocs(query(collectionGroup(db, POINTS_SUBCOLLECTION), where('uid', '==', OWNER))));
    await assertFails(getDocs(collection(db, COLLECTIONS.gamification, 'public-de', POINTS_SUBCOLLECTION)));
  });

  it('a query that does not name the person is refused, even to them', async () => {
    const db = dbAs('user');
    await assertFails(getDocs(collectionGroup(db, POINTS_SUBCOLLECTION)));
    await assertFails(getDocs(collection(db, COLLECTIONS.gamification, 'public-de', POINTS_SUBCOLLECTION)));
  });

  it('an anonymous or e-mail/password account of the project reads nothing', async () => {
    for (const provider of ['anonymous', 'password'] as const) {
      await assertFails(getDoc(pointsRef(firestoreWithProvider(env(), 'user', provider), 'public-de', OWNER)));
    }
  });
});

describe("who writes a participant's points", () => {
  it.each(EVENT_ROLES)('%s: writes none, not even their own (the functions count them)', async (role) => {
    const db = dbAs(role);
    const uid = role === 'anonymous' || role === 'organizer' ? OWNER : uidOf(role);
    await assertFails(setDoc(pointsRef(db, 'public-de', uid), points('public-de', uid, 99)));
    await assertFails(setDoc(pointsRef(db, 'public-de', OWNER), points('public-de', OWNER, 99)));
    await assertFails(deleteDoc(pointsRef(db, 'public-de', OWNER)));
  });
});
