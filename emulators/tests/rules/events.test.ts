import { assertFails } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { COLLECTIONS, EVENT_SUBCOLLECTIONS } from '@agenda/contract';
import {
  EVENT_ROLES,
  EVENTS,
  expectation,
  ORGANIZER_UID,
  rulesSuite,
  seedRoleRecords,
  type Db,
  type EventId,
  type EventRole,
} from './rules-env';

/** A plain user (no role claims) who organizes the events of `de`. */
const ORGANIZER = ORGANIZER_UID;
const READABLE_CHILDREN = ['agendas', 'locations', 'details', 'tags', 'surveys'] as const;

const reads: Record<EventId, Record<EventRole, boolean>> = {
  'public-de': { anonymous: false, user: true, organizer: true, adminA: true, adminB: true, root: true },
  'draft-de': { anonymous: false, user: false, organizer: true, adminA: true, adminB: false, root: true },
  'draft-fr': { anonymous: false, user: false, organizer: false, adminA: false, adminB: true, root: true },
};

const { dbAs } = rulesSuite('demo-agenda-rules-events', async (db) => {
  await seedRoleRecords(db);
  for (const [id, event] of Object.entries(EVENTS)) {
    await setDoc(doc(db, COLLECTIONS.events, id), { name: id, ...event });
    for (const child of Object.values(EVENT_SUBCOLLECTIONS)) {
      await setDoc(doc(db, COLLECTIONS.events, id, child, `${child}-1`), { name: child });
    }
  }
});

const events = (db: Db) => collection(db, COLLECTIONS.events);

describe('events', () => {
  it.each(EVENT_ROLES)('%s: reads events that are not drafts, and drafts only as an editor', async (role) => {
    const db = dbAs(role);
    for (const id of Object.keys(EVENTS) as EventId[]) {
      await expectation(reads[id][role])(getDoc(doc(db, COLLECTIONS.events, id)));
    }
  });

  it.each(EVENT_ROLES)('%s: lists events with a query the rules can prove', async (role) => {
    const db = dbAs(role);
    const signedIn = role !== 'anonymous';
    await expectation(signedIn)(getDocs(query(events(db), where('privacy', '==', false))));
    await expectation(signedIn)(
      getDocs(query(events(db), where('tenant_id', '==', 'de'), where('privacy', '==', false))),
    );
    await expectation(role === 'adminA' || role === 'root')(getDocs(query(events(db), where('tenant_id', '==', 'de'))));
    await expectation(role === 'adminB' || role === 'root')(getDocs(query(events(db), where('tenant_id', '==', 'fr'))));
    await expectation(role === 'organizer' || role === 'root')(
      getDocs(query(events(db), where('organizers', 'array-contains', ORGANIZER))),
    );
    await expectation(role === 'root')(getDocs(events(db)));
  });

  it.each(EVENT_ROLES)('%s: never writes events', async (role) => {
    const db = dbAs(role);
    await assertFails(
      setDoc(doc(db, COLLECTIONS.events, 'new-event'), {
        name: 'New',
        tenant_id: 'de',
        privacy: false,
        organizers: [],
      }),
    );
    await assertFails(updateDoc(doc(db, COLLECTIONS.events, 'public-de'), { name: 'Changed' }));
    await assertFails(updateDoc(doc(db, COLLECTIONS.events, 'draft-de'), { privacy: false }));
    await assertFails(deleteDoc(doc(db, COLLECTIONS.events, 'public-de')));
  });
});

describe('what belongs to an event', () => {
  it.each(EVENT_ROLES)(
    '%s: reads and lists agendas, locations, details, tags and surveys of the events they may read',
    async (role) => {
      const db = dbAs(role);
      for (const id of Object.keys(EVENTS) as EventId[]) {
        for (const child of READABLE_CHILDREN) {
          await expectation(reads[id][role])(getDoc(doc(db, COLLECTIONS.events, id, child, `${child}-1`)));
          await expectation(reads[id][role])(getDocs(collection(db, COLLECTIONS.events, id, child)));
        }
      }
    },
  );

  // Notifications are read by the event's editors only: notifications.test.ts.
  it.each(EVENT_ROLES)(
    '%s: reads notifications only as an editor; only root reads children of a missing event',
    async (role) => {
      const db = dbAs(role);
      const editor = role === 'organizer' || role === 'adminA' || role === 'root';
      await expectation(editor)(
        getDoc(doc(db, COLLECTIONS.events, 'public-de', EVENT_SUBCOLLECTIONS.notifications, 'notifications-1')),
      );
      await expectation(editor)(
        getDocs(collection(db, COLLECTIONS.events, 'public-de', EVENT_SUBCOLLECTIONS.notifications)),
      );
      await expectation(role === 'root')(
        getDocs(collection(db, COLLECTIONS.events, 'missing', EVENT_SUBCOLLECTIONS.locations)),
      );
    },
  );

  it.each(EVENT_ROLES)('%s: never writes them', async (role) => {
    const db = dbAs(role);
    for (const child of Object.values(EVENT_SUBCOLLECTIONS)) {
      await assertFails(setDoc(doc(db, COLLECTIONS.events, 'public-de', child, 'new'), { name: 'New' }));
      await assertFails(updateDoc(doc(db, COLLECTIONS.events, 'public-de', child, `${child}-1`), { name: 'Changed' }));
      await assertFails(deleteDoc(doc(db, COLLECTIONS.events, 'public-de', child, `${child}-1`)));
    }
  });
});
