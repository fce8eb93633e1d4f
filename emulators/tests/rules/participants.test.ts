import { assertFails } from '@firebase/rules-unit-testing';
import {
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { COLLECTIONS, EVENT_SUBCOLLECTIONS } from '@agenda/contract';
import {
  EVENT_ROLES,
  expectation,
  ORGANIZER_UID,
  rulesSuite,
  seedRoleRecords,
  uidOf,
  type Db,
  type EventRole,
} from './rules-env';

/*
 * Event participants under firestore.rules (issue 13): events/{e}/participants/{uid}, one document per
 * person. The person reads their own while they may read the event; the event's editors (root, admins
 * of its country, its organizers) read and list them all; nobody else reads them and no client writes.
 */

const ORGANIZER = ORGANIZER_UID;

const PUBLIC = 'public-de';
const DRAFT = 'draft-de';
const PARTICIPANT = uidOf('user');
const OTHER = 'uid-someone-else';
const EDITORS: readonly EventRole[] = ['organizer', 'adminA', 'root'];

const AGENDA = 'agenda-1';
const participant = (db: Db, eventId: string, uid: string) =>
  doc(db, COLLECTIONS.events, eventId, EVENT_SUBCOLLECTIONS.participants, uid);

const { dbAs } = rulesSuite('demo-agenda-rules-participants', async (db) => {
  await seedRoleRecords(db);
  for (const [id, privacy] of [
    [PUBLIC, false],
    [DRAFT, true],
  ] as const) {
    await setDoc(doc(db, COLLECTIONS.events, id), { name: id, tenant_id: 'de', privacy, organizers: [ORGANIZER] });
    for (const uid of [PARTICIPANT, OTHER]) await setDoc(participant(db, id, uid), { uid, event_id: id, added_at: 1 });
    await setDoc(doc(db, COLLECTIONS.events, id, EVENT_SUBCOLLECTIONS.agendas, AGENDA), {
      name: 'Session',
      no_of_places: 1,
      participants: [OTHER],
      waitlist: [PARTICIPANT],
    });
  }
});

describe('event participants', () => {
  it.each(EVENT_ROLES)(
    '%s: reads their own document of an event they may read, and the others only as an editor',
    async (persona) => {
      const db = dbAs(persona);
      const editor = EDITORS.includes(persona);
      await expectation(persona === 'user' || editor)(getDoc(participant(db, PUBLIC, PARTICIPANT)));
      await expectation(editor)(getDoc(participant(db, PUBLIC, OTHER)));
      await expectation(editor)(getDocs(collection(db, COLLECTIONS.events, PUBLIC, EVENT_SUBCOLLECTIONS.participants)));
      // A Draft is hidden from the plain user, their own document with it.
      await expectation(editor)(getDoc(participant(db, DRAFT, PARTICIPANT)));
      await expectation(editor)(getDocs(collection(db, COLLECTIONS.events, DRAFT, EVENT_SUBCOLLECTIONS.participants)));
    },
  );

  it.each(EVENT_ROLES)('%s: never writes them, not even their own', async (persona) => {
    const db = dbAs(persona);
    const own = persona === 'anonymous' ? 'uid-anonymous' : persona === 'organizer' ? ORGANIZER : uidOf(persona);
    await assertFails(setDoc(participant(db, PUBLIC, own), { uid: own, event_id: PUBLIC, added_at: 2 }));
    await assertFails(deleteDoc(participant(db, PUBLIC, PARTICIPANT)));
  });
});

/*
 * The waitlist (issue 29) is a list on the agenda document, like its participants: read by whoever may
 * read the event (the Join button shows one's place live), written only by the API, which promotes the
 * first waiting in the transaction that frees a place. A client can neither queue itself, jump the line,
 * take itself off nor seat itself.
 */
describe('the waitlist on the agenda', () => {
  const agenda = (db: Db, eventId: string) =>
    doc(db, COLLECTIONS.events, eventId, EVENT_SUBCOLLECTIONS.agendas, AGENDA);

  it.each(EVENT_ROLES)('%s: reads it with the agenda when they may read the event', async (persona) => {
    const db = dbAs(persona);
    await expectation(persona !== 'anonymous')(getDoc(agenda(db, PUBLIC)));
    await expectation(EDITORS.includes(persona))(getDoc(agenda(db, DRAFT)));
  });

  it.each(EVENT_ROLES)('%s: never writes it, nor the seats it leads to', async (persona) => {
    const db = dbAs(persona);
    const own = persona === 'anonymous' ? 'uid-anonymous' : persona === 'organizer' ? ORGANIZER : uidOf(persona);
    await assertFails(updateDoc(agenda(db, PUBLIC), { waitlist: arrayUnion(own) }));
    await assertFails(updateDoc(agenda(db, PUBLIC), { waitlist: [own, PARTICIPANT] }));
    await assertFails(updateDoc(agenda(db, PUBLIC), { waitlist: arrayRemove(PARTICIPANT) }));
    await assertFails(updateDoc(agenda(db, PUBLIC), { participants: arrayUnion(own), waitlist: [] }));
  });
});
