/**
 * firestore.rules for badges, gamificationv2/{eventId}/badges/{badgeId}: the app
 * writes them directly, so the rules alone decide who writes (the event's editors, on current rights)
 * and what (exactly n, t, f, u with their types and bounds); whoever may read the event reads them.
 * The event's points (gamificationv2/{eventId}) stay with the API.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, setDoc, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { BADGE_NAME_MAX, BADGE_THRESHOLD_MAX, BADGE_THRESHOLD_MIN, COLLECTIONS } from '@agenda/contract';
import {
  EVENT_ROLES,
  EVENTS,
  expectation,
  firestoreWithProvider,
  rulesSuite,
  seedRoleRecords,
  uidOf,
  type Db,
  type EventId,
  type EventRole,
} from './rules-env';

const EVENT_IDS = Object.keys(EVENTS) as EventId[];

/** Who reads: whoever reads the event (a Draft only its editors). Written out, not derived from the rules. */
const READS: Record<EventId, Record<EventRole, boolean>> = {
  'public-de': { anonymous: false, user: true, organizer: true, adminA: true, adminB: true, root: true },
  'draft-de': { anonymous: false, user: false, organizer: true, adminA: true, adminB: false, root: true },
  'draft-fr': { anonymous: false, user: false, organizer: false, adminA: false, adminB: true, root: true },
};
/** Who writes: the event's editors (root, admins of its country, its organizers). */
const WRITES: Record<EventId, Record<EventRole, boolean>> = {
  'public-de': { anonymous: false, user: false, organizer: true, adminA: true, adminB: false, root: true },
  'draft-de': { anonymous: false, user: false, organizer: true, adminA: true, adminB: false, root: true },
  'draft-fr': { anonymous: false, user: false, organizer: false, adminA: false, adminB: true, root: true },
};

/** The Storage emulator's download address of an object, as getDownloadURL gives it. */
const downloadAddress = (object: string) =>
  `http://127.0.0.1:9199/v0/b/demo-agenda.appspot.com/o/${encodeURIComponent(object)}?alt=media&token=t`;
const badge = (eventId: string, extra: Record<string, unknown> = {}) => ({
  n: 'Early bird',
  t: 10,
  f: `eventBadges/${eventId}/a1b2.png`,
  u: downloadAddress(`eventBadges/${eventId}/a1b2.png`),
  ...extra,
});
const badgeRef = (db: Db, eventId: string, id: string) => doc(db, COLLECTIONS.gamification, eventId, 'badges', id);
const badges = (db: Db, eventId: string) => collection(db, COLLECTIONS.gamification, eventId, 'badges');

const { env, dbAs } = rulesSuite('demo-agenda-rules-badges', async (db) => {
  await seedRoleRecords(db);
  for (const [id, event] of Object.entries(EVENTS)) {
    await setDoc(doc(db, COLLECTIONS.events, id), { name: id, ...event });
    await setDoc(doc(db, COLLECTIONS.gamification, id), {
      event_id: id,
      like_points: 1,
      comment_points: 2,
      wall_post_points: 3,
    });
    await setDoc(badgeRef(db, id, 'b1'), badge(id, { n: 'Starter', t: 5 }));
    await setDoc(badgeRef(db, id, 'b2'), badge(id, { t: 20 }));
  }
});

describe('who reads badges', () => {
  it.each(EVENT_ROLES)('%s: reads the badges of the events they may read, ordered by threshold', async (role) => {
    const db = dbAs(role);
    for (const id of EVENT_IDS) {
      await expectation(READS[id][role])(getDoc(badgeRef(db, id, 'b1')));
      await expectation(READS[id][role])(getDocs(query(badges(db, id), orderBy('t'))));
    }
    if (READS['public-de'][role]) {
      const listed = await getDocs(query(badges(db, 'public-de'), orderBy('t')));
      expect(listed.docs.map((d) => d.data().t)).toEqual([5, 20]);
    }
  });

  it('an anonymous or e-mail/password account of the project reads nothing', async () => {
    for (const provider of ['anonymous', 'password'] as const) {
      await assertFails(getDoc(badgeRef(firestoreWithProvider(env(), 'root', provider), 'public-de', 'b1')));
    }
  });
});

describe('who writes badges', () => {
  it.each(EVENT_ROLES)('%s: creates, updates and deletes badges only as an editor of the event', async (role) => {
    const db = dbAs(role);
    for (const id of EVENT_IDS) {
      const allowed = WRITES[id][role];
      await expectation(allowed)(setDoc(badgeRef(db, id, `new-${role}`), badge(id)));
      await expectation(allowed)(updateDoc(badgeRef(db, id, 'b1'), { n: `Renamed by ${role}` }));
      await expectation(allowed)(deleteDoc(badgeRef(db, id, 'b2')));
    }
  });

  it('nobody writes a badge of an event that does not exist, not even root', async () => {
    await assertFails(setDoc(badgeRef(dbAs('root'), 'no-such-event', 'b1'), badge('no-such-event')));
  });

  it("a demoted admin's old token writes nothing (the record's rights_version moved on) but still reads a public event", async () => {
    await env().withSecurityRulesDisabled(async (context) => {
      await updateDoc(doc(context.firestore(), COLLECTIONS.users, uidOf('adminA')), { rights_version: 1 });
    });
    const db = dbAs('adminA');
    await assertFails(setDoc(badgeRef(db, 'draft-de', 'new'), badge('draft-de')));
    await assertFails(setDoc(badgeRef(db, 'public-de', 'new'), badge('public-de')));
    await assertFails(updateDoc(badgeRef(db, 'public-de', 'b1'), { t: 99 }));
    await assertFails(deleteDoc(badgeRef(db, 'public-de', 'b1')));
    await assertFails(getDoc(badgeRef(db, 'draft-de', 'b1')));
    await assertSucceeds(getDoc(badgeRef(db, 'public-de', 'b1')));
    // Once the record and the token agree again, the same claims write again.
    await env().withSecurityRulesDisabled(async (context) => {
      await updateDoc(doc(context.firestore(), COLLECTIONS.users, uidOf('adminA')), { rights_version: 0 });
    });
    await assertSucceeds(setDoc(badgeRef(db, 'public-de', 'new'), badge('public-de')));
  });

  it("the event's points are closed to clients: the API keeps them", async () => {
    for (const role of EVENT_ROLES) {
      const db = dbAs(role);
      await assertFails(getDoc(doc(db, COLLECTIONS.gamification, 'public-de')));
      await assertFails(
        setDoc(doc(db, COLLECTIONS.gamification, 'public-de'), {
          event_id: 'public-de',
          like_points: 1,
          comment_points: 1,
          wall_post_points: 1,
        }),
      );
    }
  });
});

describe('what a badge may hold (validated by the rules themselves)', () => {
  const long = 'x'.repeat(BADGE_NAME_MAX + 1);
  const refused: [string, Record<string, unknown>][] = [
    ['an extra field', { owner: 'someone' }],
    ['a name of spaces', { n: '   ' }],
    ['an empty name', { n: '' }],
    [`a name over ${BADGE_NAME_MAX} characters`, { n: long }],
    ['a name that is a number', { n: 7 }],
    [`a threshold below ${BADGE_THRESHOLD_MIN}`, { t: BADGE_THRESHOLD_MIN - 1 }],
    [`a threshold above ${BADGE_THRESHOLD_MAX}`, { t: BADGE_THRESHOLD_MAX + 1 }],
    ['a fractional threshold', { t: 10.5 }],
    ['a threshold as text', { t: '10' }],
    ["an image in another event's folder", { f: 'eventBadges/draft-fr/a1b2.png' }],
    ['an image outside eventBadges', { f: 'v2/events/public-de/posters/a1b2.png' }],
    ['an image in a sub-folder', { f: 'eventBadges/public-de/deeper/a1b2.png' }],
    ['an SVG image', { f: 'eventBadges/public-de/a1b2.svg' }],
    ['a javascript: address', { u: 'javascript:alert(1)' }],
    ['an address that is not text', { u: 42 }],
    // The address is the download address of the badge's own image, nothing else.
    ['an external image', { u: 'https://tracker.example/pixel.png' }],
    ['the address of another object of the bucket', { u: downloadAddress('eventBadges/public-de/other.png') }],
    ["the address of another event's badge", { u: downloadAddress('eventBadges/draft-fr/a1b2.png') }],
    ['an address with an extra query', { u: `${downloadAddress('eventBadges/public-de/a1b2.png')}&x=1` }],
    [
      'an address on another host',
      {
        u: 'https://firebasestorage.googleapis.com.evil.example/v0/b/x/o/eventBadges%2Fpublic-de%2Fa1b2.png?alt=media',
      },
    ],
  ];

  it('an editor creates a valid badge at both bounds of the threshold', async () => {
    const db = dbAs('organizer');
    await assertSucceeds(setDoc(badgeRef(db, 'public-de', 'low'), badge('public-de', { t: BADGE_THRESHOLD_MIN })));
    await assertSucceeds(
      setDoc(
        badgeRef(db, 'public-de', 'high'),
        badge('public-de', { t: BADGE_THRESHOLD_MAX, n: 'x'.repeat(BADGE_NAME_MAX) }),
      ),
    );
    await assertSucceeds(
      setDoc(
        badgeRef(db, 'public-de', 'jpg'),
        badge('public-de', { f: 'eventBadges/public-de/c.jpg', u: downloadAddress('eventBadges/public-de/c.jpg') }),
      ),
    );
    // Cloud Storage's own address form, with and without its token.
    const cloud = 'https://firebasestorage.googleapis.com/v0/b/agenda.appspot.com/o/eventBadges%2Fpublic-de%2Fa1b2.png';
    await assertSucceeds(
      setDoc(badgeRef(db, 'public-de', 'cloud'), badge('public-de', { u: `${cloud}?alt=media&token=0f1e-2d3c` })),
    );
    await assertSucceeds(
      setDoc(badgeRef(db, 'public-de', 'cloud-no-token'), badge('public-de', { u: `${cloud}?alt=media` })),
    );
  });

  it.each(refused)('refuses %s on create and on update, even to root', async (_case, change) => {
    for (const role of ['organizer', 'root'] as const) {
      const db = dbAs(role);
      await assertFails(setDoc(badgeRef(db, 'public-de', `bad-${role}`), badge('public-de', change)));
      await assertFails(updateDoc(badgeRef(db, 'public-de', 'b1'), change));
    }
  });

  it('refuses a badge without one of its fields', async () => {
    const db = dbAs('organizer');
    for (const key of ['n', 't', 'f', 'u']) {
      const rest: Record<string, unknown> = { ...badge('public-de') };
      delete rest[key];
      await assertFails(setDoc(badgeRef(db, 'public-de', `missing-${key}`), rest));
    }
  });
});
