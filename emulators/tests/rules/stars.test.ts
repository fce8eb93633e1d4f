import { assertFails } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { COLLECTIONS, STARS_SUBCOLLECTION } from '@agenda/contract';
import { EVENT_ROLES, expectation, ORGANIZER_UID, rulesSuite, seedRoleRecords, uidOf, type Db } from './rules-env';

/*
 * Stars under firestore.rules, as a truth table per persona: a person reads only their own
 * stars (users/{uid}/stars/{eventId}, read live by My agenda); nobody writes them but the API, which
 * checks the event may be seen (functions/test/api/stars.test.ts).
 */

/** Whose stars the tests read: the plain user's. */
const OWNER = uidOf('user');
const EVENT = 'event-de';
const starsDoc = (db: Db, uid = OWNER) => doc(db, COLLECTIONS.users, uid, STARS_SUBCOLLECTION, EVENT);

const { dbAs } = rulesSuite('demo-agenda-rules-stars', async (db) => {
  await seedRoleRecords(db);
  await setDoc(doc(db, COLLECTIONS.events, EVENT), {
    name: 'Event',
    tenant_id: 'de',
    privacy: false,
    organizers: [ORGANIZER_UID],
  });
  await setDoc(starsDoc(db), { event_id: EVENT, agendas: ['a1'], updated_at: Timestamp.now() });
});

describe('users/{uid}/stars/{eventId}', () => {
  it.each(EVENT_ROLES)('%s reads the stars only when they are their own', async (persona) => {
    const mine = persona === 'user';
    await expectation(mine)(getDoc(starsDoc(dbAs(persona))));
    await expectation(mine)(getDocs(collection(dbAs(persona), COLLECTIONS.users, OWNER, STARS_SUBCOLLECTION)));
  });

  it.each(EVENT_ROLES)('%s writes no stars, not even their own', async (persona) => {
    const db = dbAs(persona);
    await assertFails(setDoc(starsDoc(db), { event_id: EVENT, agendas: ['a1', 'a2'], updated_at: Timestamp.now() }));
    await assertFails(updateDoc(starsDoc(db), { agendas: [] }));
    await assertFails(deleteDoc(starsDoc(db)));
    if (persona !== 'anonymous') {
      const own = persona === 'organizer' ? ORGANIZER_UID : uidOf(persona);
      await assertFails(setDoc(starsDoc(db, own), { event_id: EVENT, agendas: ['a1'], updated_at: Timestamp.now() }));
    }
  });
});
