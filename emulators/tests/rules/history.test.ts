/**
 * firestore.rules for the audit history: an event's entries, events/{e}/history/{id}, are
 * read by its editors (root, admins of its country, its organizers); the logs across events
 * (collection group `history`, with the top-level history/{id}) by root, and by an admin for their
 * countries' entries only. Nobody writes an entry from a client, not even root.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, EVENT_SUBCOLLECTIONS } from '@agenda/contract';
import {
  EVENT_ROLES,
  EVENTS,
  expectation,
  firestoreWithProvider,
  rulesSuite,
  seedRoleRecords,
  type Db,
  type EventId,
  type EventRole,
} from './rules-env';

const HISTORY = EVENT_SUBCOLLECTIONS.history;
const entryRef = (db: Db, eventId: string) => doc(db, COLLECTIONS.events, eventId, HISTORY, 'entry-1');
const topRef = (db: Db, id: string) => doc(db, COLLECTIONS.history, id);
const entry = (tenantId: string | null, eventId: string | null) => ({
  at: Timestamp.now(),
  actor: { uid: 'uid-adminA', name: 'Ada Admin' },
  tenant_id: tenantId,
  event_id: eventId,
  entity: eventId ? 'agenda' : 'news',
  entity_id: 'x',
  entity_label: 'Keynote',
  action: 'update',
  endpoint: 'POST /agendas/new',
  changes: [{ field: 'title', before: 'A', after: 'B' }],
  restorable: true,
  expire_at: Timestamp.now(),
});

const { env, dbAs } = rulesSuite('demo-agenda-rules-history', async (db) => {
  await seedRoleRecords(db);
  for (const [id, event] of Object.entries(EVENTS)) {
    await setDoc(doc(db, COLLECTIONS.events, id), { name: id, ...event });
    await setDoc(entryRef(db, id), entry(event.tenant_id, id));
  }
  await setDoc(topRef(db, 'news-de'), entry('de', null));
  await setDoc(topRef(db, 'news-fr'), entry('fr', null));
  await setDoc(topRef(db, 'settings'), entry(null, null));
});

/** Who edits each event (contract canEditEvent): root, its country's admin, its organizers. */
const EDITS: Record<EventId, readonly EventRole[]> = {
  'public-de': ['root', 'adminA', 'organizer'],
  'draft-de': ['root', 'adminA', 'organizer'],
  'draft-fr': ['root', 'adminB'],
};

describe("who reads an event's history", () => {
  for (const eventId of Object.keys(EVENTS) as EventId[]) {
    it.each(EVENT_ROLES)(`${eventId}: %s`, async (role) => {
      const allowed = EDITS[eventId].includes(role);
      const db = dbAs(role);
      await expectation(allowed)(getDoc(entryRef(db, eventId)));
      await expectation(allowed)(
        getDocs(query(collection(db, COLLECTIONS.events, eventId, HISTORY), orderBy('at', 'desc'))),
      );
    });
  }

  it('an anonymous or e-mail/password account with root claims reads nothing', async () => {
    for (const provider of ['anonymous', 'password'] as const) {
      await assertFails(getDoc(entryRef(firestoreWithProvider(env(), 'root', provider), 'public-de')));
    }
  });
});

describe("who reads a country's log and root's whole log", () => {
  it("root reads every entry, the events' and the top-level ones, newest first", async () => {
    const all = await assertSucceeds(getDocs(query(collectionGroup(dbAs('root'), HISTORY), orderBy('at', 'desc'))));
    expect(all.size).toBe(6);
    await assertSucceeds(getDoc(topRef(dbAs('root'), 'settings')));
  });

  it("an admin reads their country's entries across events, and only with the country in the query", async () => {
    const db = dbAs('adminA');
    const de = await assertSucceeds(
      getDocs(query(collectionGroup(db, HISTORY), where('tenant_id', '==', 'de'), orderBy('at', 'desc'))),
    );
    expect(de.docs.map((d) => d.ref.path).sort()).toEqual([
      'events/draft-de/history/entry-1',
      'events/public-de/history/entry-1',
      'history/news-de',
    ]);
    await assertSucceeds(getDoc(topRef(db, 'news-de')));
    await assertFails(getDocs(query(collectionGroup(db, HISTORY), where('tenant_id', '==', 'fr'))));
    await assertFails(getDocs(collectionGroup(db, HISTORY)));
    await assertFails(getDoc(topRef(db, 'news-fr')));
    await assertFails(getDoc(topRef(db, 'settings')));
  });

  it.each(['user', 'organizer', 'anonymous'] as const)('%s: reads no log', async (role) => {
    const db = dbAs(role);
    await assertFails(getDocs(query(collectionGroup(db, HISTORY), where('tenant_id', '==', 'de'))));
    await assertFails(getDocs(collection(db, COLLECTIONS.history)));
    await assertFails(getDoc(topRef(db, 'news-de')));
  });
});

describe('who writes history', () => {
  it.each(EVENT_ROLES)('%s: writes no entry, not even root (the API writes them with the change)', async (role) => {
    const db = dbAs(role);
    await assertFails(setDoc(doc(db, COLLECTIONS.events, 'public-de', HISTORY, 'new'), entry('de', 'public-de')));
    await assertFails(updateDoc(entryRef(db, 'public-de'), { entity_label: 'forged' }));
    await assertFails(deleteDoc(entryRef(db, 'public-de')));
    await assertFails(setDoc(topRef(db, 'new'), entry('de', null)));
    await assertFails(deleteDoc(topRef(db, 'news-de')));
  });
});
