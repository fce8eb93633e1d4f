import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { COLLECTIONS, STARS_SUBCOLLECTION } from '@agenda/contract';
import { firestoreAs, ORGANIZER_UID, ROLES, rulesEnvironment, seedRoleRecords, signInClaim, uidOf, type Role } from './rules-env';

/*
 * Stars under firestore.rules (issue 29), as a truth table per persona: a person reads only their own
 * stars (users/{uid}/stars/{eventId}, read live by My agenda); nobody writes them but the API, which
 * checks the event may be seen (functions/test/api/stars.test.ts).
 */

let env: RulesTestEnvironment;
type Persona = Role | 'organizer';
const PERSONAS: readonly Persona[] = [...ROLES, 'organizer'];
type Db = ReturnType<typeof firestoreAs>;
const dbAs = (persona: Persona): Db =>
  persona === 'organizer' ? env.authenticatedContext(ORGANIZER_UID, signInClaim('custom')).firestore() : firestoreAs(env, persona);
/** Whose stars the tests read: the plain user's. */
const OWNER = uidOf('user');
const EVENT = 'event-de';
const expectation = (allowed: boolean) => (allowed ? assertSucceeds : assertFails);
const starsDoc = (db: Db, uid = OWNER) => doc(db, COLLECTIONS.users, uid, STARS_SUBCOLLECTION, EVENT);

beforeAll(async () => {
  env = await rulesEnvironment('demo-agenda-rules-stars');
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await seedRoleRecords(db);
    await setDoc(doc(db, COLLECTIONS.events, EVENT), { name: 'Event', tenant_id: 'de', privacy: false, organizers: [ORGANIZER_UID] });
    await setDoc(starsDoc(db), { event_id: EVENT, agendas: ['a1'], updated_at: Timestamp.now() });
  });
});

describe('users/{uid}/stars/{eventId}', () => {
  it.each(PERSONAS)('%s reads the stars only when they are their own', async (persona) => {
    const mine = persona === 'user';
    await expectation(mine)(getDoc(starsDoc(dbAs(persona))));
    await expectation(mine)(getDocs(collection(dbAs(persona), COLLECTIONS.users, OWNER, STARS_SUBCOLLECTION)));
  });

  it.each(PERSONAS)('%s writes no stars, not even their own', async (persona) => {
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
