/**
 * The Berlin Tech Summit's wall in the demo (docs/features.md, "The wall"): a few posts by its
 * participants, one with a photo (drawn by the project's PNG encoder, uploaded as the app uploads wall
 * photos and recorded as the API records them: the post's photo document, the upload check's mark),
 * comments, likes, and one post reported to the editors. The points are what the API's ledger would
 * have written for the same acts (functions/src/wall/ledger.ts): one entry per act with the points of
 * the event's settings (emulators/demo/gamification.ts, seeded first), each person's total the sum of
 * their entries, so the leaderboard and the badges make sense at first start. Fixed ids: idempotent.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Bucket } from '@google-cloud/storage';
import {
  badgeConverter,
  COLLECTIONS,
  compareBadges,
  EVENT_SUBCOLLECTIONS,
  figuresText,
  gamificationConverter,
  LEDGER_SUBCOLLECTION,
  ledgerEntryId,
  POINTS_SUBCOLLECTION,
  pointsFor,
  WALL_FIGURES_COLLECTION,
  WALL_PHOTO_CHECKED,
  WALL_PHOTO_FILES,
  WALL_SUBCOLLECTIONS,
  wallPhotoFolder,
  wallReportId,
  type PointAction,
  type PointsLedgerEntry,
  type UserPointsDoc,
  type WallCommentDoc,
  type WallCounterDoc,
  type WallLikeDoc,
  type WallPhotoDoc,
  type WallPostFiguresDoc,
  type WallPostDoc,
  type WallReportDoc,
} from '@agenda/contract';
import { pixelsPng, scenePixel } from '../scripts/lib/png';
import { uploadDemoPng } from './demo-upload';
import { directory, keyOf, type DemoPerson } from './people';

export const DEMO_WALL_EVENT = 'berlin-tech-summit';

interface DemoPost {
  id: string;
  /** Index into the event's participants (the seed's plain users). */
  author: number;
  text: string;
  photo?: true;
  minutesAgo: number;
  comments: readonly { id: string; author: number; text: string }[];
  likes: readonly number[];
  /** Reported by these participants (the post stays shown until an editor hides it). */
  reports?: readonly { by: number; reason: string }[];
}

const POSTS: readonly DemoPost[] = [
  {
    id: 'demo-wall-photo',
    author: 0,
    text: 'Sunrise over the venue before the doors opened. See you at the keynote!',
    photo: true,
    minutesAgo: 180,
    comments: [
      { id: 'demo-wall-c1', author: 1, text: 'What a view, thanks for sharing.' },
      { id: 'demo-wall-c2', author: 2, text: 'Saving a seat in row three.' },
    ],
    likes: [1, 2, 3, 4],
  },
  {
    id: 'demo-wall-slides',
    author: 1,
    text: 'Does anyone know where the slides of the cloud track are published? https://example.com/slides',
    minutesAgo: 95,
    comments: [{ id: 'demo-wall-c3', author: 0, text: 'They go up on the session pages after each talk.' }],
    likes: [0, 2],
  },
  {
    id: 'demo-wall-coffee',
    author: 2,
    text: 'The coffee bar on the second floor has no queue right now ☕',
    minutesAgo: 40,
    comments: [],
    likes: [0, 1, 3],
  },
  {
    id: 'demo-wall-offer',
    author: 3,
    text: 'Selling cheap crypto courses, DM me!!!',
    minutesAgo: 15,
    comments: [],
    likes: [],
    reports: [{ by: 0, reason: 'Advertising, not about the summit' }],
  },
];

const nameOf = (p: DemoPerson) => `${p.givenName} ${p.surname}`;

/** Seeds the wall of the demo event (nothing when the event or its gamification settings are missing). */
export async function seedDemoWall(db: Firestore, bucket: Bucket): Promise<number> {
  const eventId = DEMO_WALL_EVENT;
  const eventRef = db.collection(COLLECTIONS.events).doc(eventId);
  const event = await eventRef.get();
  const settings = (
    await db.collection(COLLECTIONS.gamification).doc(eventId).withConverter(gamificationConverter).get()
  ).data();
  const tenantId: unknown = event.get('tenant_id');
  if (!event.exists || typeof tenantId !== 'string') return 0;
  // The event's participants, as the seed wrote them (its plain users, in the directory's order).
  const enrolled = new Set(
    (await eventRef.collection(EVENT_SUBCOLLECTIONS.participants).select().get()).docs.map((doc) => doc.id),
  );
  const people = directory.people.filter((p) => enrolled.has(keyOf(p)));
  const at = (index: number): DemoPerson => {
    const found = people[index % people.length];
    if (!found) throw new Error('The demo wall needs participants of its event');
    return found;
  };
  const author = (index: number) => ({ uid: keyOf(at(index)), name: nameOf(at(index)), avatar_url: null });

  // The event's badges (gamification.ts, seeded first): each total earns those it reaches, as the ledger records them.
  const badges = (
    await db.collection(COLLECTIONS.gamification).doc(eventId).collection('badges').withConverter(badgeConverter).get()
  ).docs
    .map((doc) => ({ id: doc.id, ...doc.data() }))
    .sort(compareBadges);

  const batch = db.batch();
  const totals = new Map<string, number>();
  const reached = new Map<string, Timestamp>();
  const gamification = db.collection(COLLECTIONS.gamification).doc(eventId);
  const earn = (uid: string, action: PointAction, postId: string, commentId: string | null, when: Timestamp) => {
    const points = pointsFor(action, settings);
    if (points <= 0) return;
    const entry: PointsLedgerEntry = {
      uid,
      event_id: eventId,
      tenant_id: tenantId,
      action,
      post_id: postId,
      comment_id: commentId,
      points,
      post_hidden: false,
      comment_hidden: false,
      at: when,
    };
    const target = action === 'comment' && commentId ? commentId : postId;
    batch.set(gamification.collection(LEDGER_SUBCOLLECTION).doc(ledgerEntryId(action, target, uid)), entry);
    totals.set(uid, (totals.get(uid) ?? 0) + points);
    if ((reached.get(uid)?.toMillis() ?? 0) < when.toMillis()) reached.set(uid, when);
  };

  for (const post of POSTS) {
    const when = Timestamp.fromMillis(Date.now() - post.minutesAgo * 60_000);
    const postRef = eventRef.collection(EVENT_SUBCOLLECTIONS.wall).doc(post.id);
    const photo = post.photo ? await uploadPhoto(db, bucket, eventId, post.id, author(post.author).uid) : null;
    const doc: WallPostDoc = {
      event_id: eventId,
      author: author(post.author),
      text: post.text,
      photo,
      pinned: false,
      hidden: false,
      report_count: post.reports?.length ?? 0,
      created_at: when,
      edited_at: null,
    };
    batch.set(postRef, doc);
    earn(doc.author.uid, 'post', post.id, null, when);
    // Every like and comment on shard 0 (the API spreads them at random; the sum is what counts).
    const counter: WallCounterDoc = { likes: post.likes.length, comments: post.comments.length };
    batch.set(postRef.collection(WALL_SUBCOLLECTIONS.counters).doc('0'), counter);
    // The dashboards' figures, as the trigger keeps them (functions/src/dashboards/wall-figures.ts).
    const figures: WallPostFiguresDoc = {
      event_id: eventId,
      tenant_id: tenantId,
      post_id: post.id,
      author_name: doc.author.name,
      text: figuresText(doc.text),
      created_at: when,
      hidden: false,
      ...counter,
    };
    batch.set(eventRef.collection(WALL_FIGURES_COLLECTION).doc(post.id), figures);
    post.comments.forEach((comment, index) => {
      const commented = Timestamp.fromMillis(when.toMillis() + (index + 1) * 5 * 60_000);
      const commentDoc: WallCommentDoc = {
        event_id: eventId,
        post_id: post.id,
        author: author(comment.author),
        text: comment.text,
        shard: '0',
        hidden: false,
        report_count: 0,
        created_at: commented,
        edited_at: null,
      };
      batch.set(postRef.collection(WALL_SUBCOLLECTIONS.comments).doc(comment.id), commentDoc);
      earn(commentDoc.author.uid, 'comment', post.id, comment.id, commented);
    });
    for (const liker of post.likes) {
      const uid = keyOf(at(liker));
      const like: WallLikeDoc = { uid, event_id: eventId, post_id: post.id, shard: '0', at: when };
      batch.set(postRef.collection(WALL_SUBCOLLECTIONS.likes).doc(uid), like);
      earn(uid, 'like', post.id, null, when);
    }
    for (const report of post.reports ?? []) {
      const reporter = at(report.by);
      const reportDoc: WallReportDoc = {
        event_id: eventId,
        post_id: post.id,
        comment_id: null,
        reporter: { uid: keyOf(reporter), name: nameOf(reporter) },
        reason: report.reason,
        at: Timestamp.now(),
      };
      batch.set(
        eventRef.collection(EVENT_SUBCOLLECTIONS.wallReports).doc(wallReportId(post.id, keyOf(reporter))),
        reportDoc,
      );
    }
  }
  for (const [uid, points] of totals) {
    const person = people.find((p) => keyOf(p) === uid);
    const since = reached.get(uid) ?? Timestamp.now();
    const total: UserPointsDoc = {
      uid,
      event_id: eventId,
      tenant_id: tenantId,
      points,
      updated_at: Timestamp.now(),
      name: person ? nameOf(person) : '',
      avatar_url: null,
      reached_at: since,
      listed: true,
      badges: badges.filter((badge) => badge.t <= points).map((badge) => ({ id: badge.id, name: badge.n, at: since })),
    };
    batch.set(gamification.collection(POINTS_SUBCOLLECTION).doc(uid), total);
  }
  await batch.commit();
  return POSTS.length;
}

/**
 * The photo of a demo post: a PNG in its author's wall folder, as the app uploads it, with the upload
 * check's mark (a drawn PNG has no metadata to remove, so the check leaves it as it is), and the
 * document that tells storage.rules which post shows it.
 */
async function uploadPhoto(db: Firestore, bucket: Bucket, eventId: string, postId: string, uid: string) {
  const file = `${postId}.png`;
  const ref = `${wallPhotoFolder(eventId, uid)}${file}`;
  const image = pixelsPng(
    640,
    400,
    scenePixel(640, 400, {
      sky: [
        [250, 180, 120],
        [120, 170, 230],
      ],
      sun: [255, 236, 180],
      land: [
        [70, 80, 90],
        [30, 35, 45],
      ],
    }),
  );
  await uploadDemoPng(bucket, ref, image, undefined, { [WALL_PHOTO_CHECKED.key]: WALL_PHOTO_CHECKED.value });
  const doc: WallPhotoDoc = { event_id: eventId, post_id: postId, uid, hidden: false };
  await db
    .collection(COLLECTIONS.events)
    .doc(eventId)
    .collection(EVENT_SUBCOLLECTIONS.wallPhotos)
    .doc(uid)
    .collection(WALL_PHOTO_FILES)
    .doc(file)
    .set(doc);
  return ref;
}
