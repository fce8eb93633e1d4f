/*
 * The wall under firestore.rules (docs/features.md, "The wall"): posts, their comments, likes and
 * counter shards are read by the wall's readers (its editors always; its participants and speakers
 * unless the event is a Draft or hides its wall); a hidden post or comment only by its author and the
 * editors; reports by the editors; a person's speaker document and ledger entries by that person.
 * Nobody writes any of it from a client. Every collection × persona, read and write.
 */
import { assertFails } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { COLLECTIONS, EVENT_SUBCOLLECTIONS, LEDGER_SUBCOLLECTION, WALL_SUBCOLLECTIONS } from '@agenda/contract';
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

const PARTICIPANT = uidOf('user');
/** ADMIN of another country, who speaks at a session of the public event: a speaker there, nothing more. */
const SPEAKER = uidOf('adminB');
const EDITORS: readonly EventRole[] = ['organizer', 'adminA', 'root'];

/** The events: the user takes part in each but `nobody-de`; adminB speaks at each but `nobody-de`. */
const WALL_EVENTS = {
  'public-de': { tenant_id: 'de', privacy: false, hide_wall: false, organizers: [ORGANIZER_UID] },
  'draft-de': { tenant_id: 'de', privacy: true, hide_wall: false, organizers: [ORGANIZER_UID] },
  'nowall-de': { tenant_id: 'de', privacy: false, hide_wall: true, organizers: [ORGANIZER_UID] },
  'nobody-de': { tenant_id: 'de', privacy: false, hide_wall: false, organizers: [ORGANIZER_UID] },
} as const;
type WallEvent = keyof typeof WALL_EVENTS;

/** Who reads each event's wall. */
const READERS: Record<WallEvent, readonly EventRole[]> = {
  'public-de': ['user', 'adminB', ...EDITORS],
  'draft-de': EDITORS,
  'nowall-de': EDITORS,
  'nobody-de': EDITORS,
};

const author = (uid: string) => ({ uid, name: 'Someone', avatar_url: null });
const item = (uid: string, hidden: boolean) => ({
  event_id: 'x',
  author: author(uid),
  text: 'Hello',
  photo: null,
  pinned: false,
  hidden,
  report_count: 0,
  created_at: Timestamp.now(),
  edited_at: null,
});

const wall = (db: Db, eventId: string) => collection(db, COLLECTIONS.events, eventId, EVENT_SUBCOLLECTIONS.wall);
const below = (db: Db, eventId: string, postId: string, sub: string, id: string) =>
  doc(db, COLLECTIONS.events, eventId, EVENT_SUBCOLLECTIONS.wall, postId, sub, id);
const report = (db: Db, eventId: string) =>
  doc(db, COLLECTIONS.events, eventId, EVENT_SUBCOLLECTIONS.wallReports, 'p1_someone');
const speaker = (db: Db, eventId: string, uid: string) =>
  doc(db, COLLECTIONS.events, eventId, EVENT_SUBCOLLECTIONS.speakers, uid);
const ledger = (db: Db, id: string) => doc(db, COLLECTIONS.gamification, 'public-de', LEDGER_SUBCOLLECTION, id);

/** Every wall document of an event: a visible post by the organizer, a hidden one by the user, below each a comment, a like, a shard. */
const DOCUMENTS = (db: Db, eventId: string) => ({
  post: doc(wall(db, eventId), 'p1'),
  comment: below(db, eventId, 'p1', WALL_SUBCOLLECTIONS.comments, 'c1'),
  like: below(db, eventId, 'p1', WALL_SUBCOLLECTIONS.likes, ORGANIZER_UID),
  counter: below(db, eventId, 'p1', WALL_SUBCOLLECTIONS.counters, '0'),
  hiddenPost: doc(wall(db, eventId), 'p2'),
  hiddenPostComment: below(db, eventId, 'p2', WALL_SUBCOLLECTIONS.comments, 'c2'),
  hiddenPostLike: below(db, eventId, 'p2', WALL_SUBCOLLECTIONS.likes, ORGANIZER_UID),
  hiddenComment: below(db, eventId, 'p1', WALL_SUBCOLLECTIONS.comments, 'c3'),
});
type WallDocument = keyof ReturnType<typeof DOCUMENTS>;
/** The documents only the user (their author) and the editors read among the readers. */
const HIDDEN: readonly WallDocument[] = ['hiddenPost', 'hiddenPostComment', 'hiddenPostLike', 'hiddenComment'];

const { dbAs } = rulesSuite('demo-agenda-rules-wall', async (db) => {
  await seedRoleRecords(db);
  for (const [id, event] of Object.entries(WALL_EVENTS)) {
    await setDoc(doc(db, COLLECTIONS.events, id), { name: id, ...event });
    const docs = DOCUMENTS(db, id);
    await setDoc(docs.post, item(ORGANIZER_UID, false));
    await setDoc(docs.comment, { ...item(PARTICIPANT, false), shard: '0' });
    await setDoc(docs.like, { uid: ORGANIZER_UID, event_id: id, post_id: 'p1', shard: '0', at: Timestamp.now() });
    await setDoc(docs.counter, { likes: 1, comments: 1 });
    await setDoc(docs.hiddenPost, item(PARTICIPANT, true));
    await setDoc(docs.hiddenPostComment, { ...item(ORGANIZER_UID, false), shard: '0' });
    await setDoc(docs.hiddenPostLike, {
      uid: ORGANIZER_UID,
      event_id: id,
      post_id: 'p2',
      shard: '0',
      at: Timestamp.now(),
    });
    await setDoc(docs.hiddenComment, { ...item(PARTICIPANT, true), shard: '0' });
    await setDoc(report(db, id), { event_id: id, post_id: 'p1', comment_id: null, reason: 'Spam' });
    if (id === 'nobody-de') continue;
    await setDoc(doc(db, COLLECTIONS.events, id, EVENT_SUBCOLLECTIONS.participants, PARTICIPANT), { uid: PARTICIPANT });
    await setDoc(speaker(db, id, SPEAKER), { uid: SPEAKER, event_id: id, agendas: ['a1'] });
  }
  await setDoc(ledger(db, `like_p1_${PARTICIPANT}`), { uid: PARTICIPANT, event_id: 'public-de', points: 2 });
  await setDoc(ledger(db, `like_p1_${ORGANIZER_UID}`), { uid: ORGANIZER_UID, event_id: 'public-de', points: 2 });
});

const CELLS = EVENT_ROLES.flatMap((role) =>
  (Object.keys(WALL_EVENTS) as WallEvent[]).map((eventId) => ({ role, eventId })),
);

describe('who reads a wall', () => {
  it.each(CELLS)('$role on $eventId', async ({ role, eventId }) => {
    const db = dbAs(role);
    const reads = READERS[eventId].includes(role);
    const docs = DOCUMENTS(db, eventId);
    for (const [name, ref] of Object.entries(docs) as [WallDocument, (typeof docs)[WallDocument]][]) {
      const sees = reads && (!HIDDEN.includes(name) || role === 'user' || EDITORS.includes(role));
      await expectation(sees)(getDoc(ref));
    }
    // Rules are not filters: the wall lists what is not hidden; only the editors list it all.
    await expectation(reads)(getDocs(query(wall(db, eventId), where('hidden', '==', false))));
    await expectation(reads && EDITORS.includes(role))(getDocs(wall(db, eventId)));
    await expectation(reads && (role === 'user' || EDITORS.includes(role)))(
      getDocs(query(wall(db, eventId), where('author.uid', '==', PARTICIPANT))),
    );
    // Reports are the editors'.
    await expectation(EDITORS.includes(role))(getDoc(report(db, eventId)));
  });
});

describe('who reads the speakers and the ledger', () => {
  it.each(EVENT_ROLES)('%s', async (role) => {
    const db = dbAs(role);
    await expectation(role === 'adminB')(getDoc(speaker(db, 'public-de', SPEAKER)));
    await assertFails(getDocs(collection(db, COLLECTIONS.events, 'public-de', EVENT_SUBCOLLECTIONS.speakers)));
    await expectation(role === 'user')(getDoc(ledger(db, `like_p1_${PARTICIPANT}`)));
    await expectation(role === 'user')(
      getDocs(
        query(
          collection(db, COLLECTIONS.gamification, 'public-de', LEDGER_SUBCOLLECTION),
          where('uid', '==', PARTICIPANT),
        ),
      ),
    );
    await assertFails(getDocs(collection(db, COLLECTIONS.gamification, 'public-de', LEDGER_SUBCOLLECTION)));
  });
});

describe('nobody writes the wall from a client', () => {
  it.each(EVENT_ROLES)('%s', async (role) => {
    const db = dbAs(role);
    const docs = DOCUMENTS(db, 'public-de');
    for (const ref of Object.values(docs)) {
      await assertFails(setDoc(ref, item(PARTICIPANT, false)));
      await assertFails(updateDoc(ref, { hidden: false }));
      await assertFails(deleteDoc(ref));
    }
    await assertFails(setDoc(doc(wall(db, 'public-de')), item(PARTICIPANT, false)));
    await assertFails(setDoc(report(db, 'public-de'), { reason: 'x' }));
    await assertFails(deleteDoc(report(db, 'public-de')));
    await assertFails(setDoc(speaker(db, 'public-de', PARTICIPANT), { uid: PARTICIPANT, agendas: ['a1'] }));
    await assertFails(setDoc(ledger(db, `post_p9_${PARTICIPANT}`), { uid: PARTICIPANT, points: 100 }));
    await assertFails(updateDoc(ledger(db, `like_p1_${PARTICIPANT}`), { points: 100 }));
  });
});
