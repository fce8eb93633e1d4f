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
import { AGENDA_FEEDBACK, AGENDA_ROSTER, COLLECTIONS, EVENT_SUBCOLLECTIONS } from '@agenda/contract';
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
 * Event participants under firestore.rules: events/{e}/participants/{uid}, one document per
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
const agenda = (db: Db, eventId: string) => doc(db, COLLECTIONS.events, eventId, EVENT_SUBCOLLECTIONS.agendas, AGENDA);
const roster = (db: Db, eventId: string) =>
  doc(
    db,
    COLLECTIONS.events,
    eventId,
    EVENT_SUBCOLLECTIONS.agendas,
    AGENDA,
    AGENDA_ROSTER.collection,
    AGENDA_ROSTER.doc,
  );
const schedule = (db: Db, eventId: string, uid: string) =>
  doc(db, COLLECTIONS.events, eventId, EVENT_SUBCOLLECTIONS.schedules, uid);
const feedback = (db: Db, eventId: string, uid: string) =>
  doc(db, COLLECTIONS.events, eventId, EVENT_SUBCOLLECTIONS.agendas, AGENDA, AGENDA_FEEDBACK.collection, uid);
const feedbackSummary = (db: Db, eventId: string) =>
  doc(
    db,
    COLLECTIONS.events,
    eventId,
    EVENT_SUBCOLLECTIONS.agendas,
    AGENDA,
    AGENDA_FEEDBACK.summaryCollection,
    AGENDA_FEEDBACK.summaryDoc,
  );
const ownUid = (persona: EventRole) =>
  persona === 'anonymous' ? 'uid-anonymous' : persona === 'organizer' ? ORGANIZER : uidOf(persona);

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
      participant_count: 1,
      waitlist_count: 1,
    });
    await setDoc(roster(db, id), { participants: [OTHER], mparticipants: [], waitlist: [PARTICIPANT] });
    for (const [uid, standing] of [
      [PARTICIPANT, { participant: false, mparticipant: false, waiting: 1 }],
      [OTHER, { participant: true, mparticipant: false, waiting: null }],
    ] as const)
      await setDoc(schedule(db, id, uid), { uid, event_id: id, sessions: { [AGENDA]: standing } });
    await setDoc(feedback(db, id, OTHER), { rating: 4, comment: 'Good', updated_at: 1 });
    await setDoc(feedbackSummary(db, id), { count: 1, sum: 4 });
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
    const own = ownUid(persona);
    await assertFails(setDoc(participant(db, PUBLIC, own), { uid: own, event_id: PUBLIC, added_at: 2 }));
    await assertFails(deleteDoc(participant(db, PUBLIC, PARTICIPANT)));
  });
});

/*
 * Who takes part in a session is its roster (events/{e}/agendas/{a}/roster/people): the API's alone, read
 * and written by nobody else, not even the event's editors (their screens load the names through the API,
 * the waitlist's order included). The agenda document, which every programme listens to, holds only the
 * counts; each person reads their own standing in events/{e}/schedules/{uid}, and nobody else's. Only the
 * API writes any of them, promoting the first waiting in the transaction that frees a place: a client can
 * neither queue itself, jump the line, take itself off nor seat itself.
 */
describe("a session's people", () => {
  it.each(EVENT_ROLES)('%s: reads the agenda (counts only) when they may read the event', async (persona) => {
    const db = dbAs(persona);
    await expectation(persona !== 'anonymous')(getDoc(agenda(db, PUBLIC)));
    await expectation(EDITORS.includes(persona))(getDoc(agenda(db, DRAFT)));
  });

  it.each(EVENT_ROLES)('%s: never reads a roster, not even as an editor', async (persona) => {
    const db = dbAs(persona);
    await assertFails(getDoc(roster(db, PUBLIC)));
    await assertFails(getDoc(roster(db, DRAFT)));
    await assertFails(getDocs(collection(agenda(db, PUBLIC), AGENDA_ROSTER.collection)));
  });

  it.each(EVENT_ROLES)("%s: reads their own schedule of an event they may read, never another's", async (persona) => {
    const db = dbAs(persona);
    await expectation(persona === 'user')(getDoc(schedule(db, PUBLIC, PARTICIPANT)));
    await assertFails(getDoc(schedule(db, PUBLIC, OTHER)));
    // A Draft hides the plain user's own schedule with the event.
    await assertFails(getDoc(schedule(db, DRAFT, PARTICIPANT)));
    await assertFails(getDocs(collection(db, COLLECTIONS.events, PUBLIC, EVENT_SUBCOLLECTIONS.schedules)));
  });

  it.each(EVENT_ROLES)('%s: never writes an agenda, a roster or a schedule', async (persona) => {
    const db = dbAs(persona);
    const own = ownUid(persona);
    await assertFails(updateDoc(agenda(db, PUBLIC), { participant_count: 0, waitlist_count: 0 }));
    await assertFails(updateDoc(roster(db, PUBLIC), { waitlist: arrayUnion(own) }));
    await assertFails(updateDoc(roster(db, PUBLIC), { waitlist: [own, PARTICIPANT] }));
    await assertFails(updateDoc(roster(db, PUBLIC), { waitlist: arrayRemove(PARTICIPANT) }));
    await assertFails(updateDoc(roster(db, PUBLIC), { participants: arrayUnion(own), waitlist: [] }));
    await assertFails(
      setDoc(schedule(db, PUBLIC, own), {
        uid: own,
        event_id: PUBLIC,
        sessions: { [AGENDA]: { participant: true, mparticipant: false, waiting: null } },
      }),
    );
    await assertFails(deleteDoc(schedule(db, PUBLIC, PARTICIPANT)));
  });
});

/*
 * Feedback after a session (docs/features.md "Feedback after a session"): the ratings and their summary
 * are the API's alone; the screens read them through GET /participants/agenda/feedback, which leaves the
 * raters' names to the organizers. No persona reads or writes them, not even their own rating.
 */
describe("a session's feedback", () => {
  it.each(EVENT_ROLES)('%s: never reads nor writes a rating or the summary', async (persona) => {
    const db = dbAs(persona);
    const uid = ownUid(persona);
    await assertFails(getDoc(feedback(db, PUBLIC, OTHER)));
    await assertFails(getDoc(feedback(db, PUBLIC, uid)));
    await assertFails(
      getDocs(
        collection(db, COLLECTIONS.events, PUBLIC, EVENT_SUBCOLLECTIONS.agendas, AGENDA, AGENDA_FEEDBACK.collection),
      ),
    );
    await assertFails(getDoc(feedbackSummary(db, PUBLIC)));
    await assertFails(setDoc(feedback(db, PUBLIC, uid), { rating: 5, comment: '', updated_at: 2 }));
    await assertFails(updateDoc(feedback(db, PUBLIC, OTHER), { rating: 1 }));
    await assertFails(setDoc(feedbackSummary(db, PUBLIC), { count: 100, sum: 500 }));
  });
});
