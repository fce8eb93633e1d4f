/** What the wall's tests write and read directly: posts and comments, the points settings, the ledger. */
import { Timestamp } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import {
  api,
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  gamificationConverter,
  LEDGER_SUBCOLLECTION,
  ledgerEntryStands,
  pointsLedgerConverter,
  POINTS_SUBCOLLECTION,
  userPointsConverter,
  WALL_SUBCOLLECTIONS,
  wallCommentConverter,
  wallPostConverter,
  type WallCommentDoc,
  type WallPostDoc,
} from '@agenda/contract';
import { addEventParticipants, createTestEvent, eventDoc } from './event-fixtures';
import { call, createUser, db, type TestUser } from './helpers';

export const postsOf = (eventId: string) => eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.wall);

/** A post written directly (not through the API: no points), by `authorUid`. */
export async function storedPost(
  eventId: string,
  authorUid: string,
  fields: Partial<WallPostDoc> = {},
): Promise<string> {
  const ref = postsOf(eventId).doc();
  await ref.withConverter(wallPostConverter).set({
    event_id: eventId,
    author: { uid: authorUid, name: 'A Writer', avatar_url: null },
    text: 'Hello wall',
    photo: null,
    pinned: false,
    hidden: false,
    report_count: 0,
    created_at: Timestamp.now(),
    edited_at: null,
    ...fields,
  });
  return ref.id;
}

/** A comment written directly, by `authorUid`. */
export async function storedComment(
  eventId: string,
  postId: string,
  authorUid: string,
  fields: Partial<WallCommentDoc> = {},
): Promise<string> {
  const ref = postsOf(eventId).doc(postId).collection(WALL_SUBCOLLECTIONS.comments).doc();
  await ref.withConverter(wallCommentConverter).set({
    event_id: eventId,
    post_id: postId,
    author: { uid: authorUid, name: 'A Commenter', avatar_url: null },
    text: 'Nice',
    shard: '0',
    hidden: false,
    report_count: 0,
    created_at: Timestamp.now(),
    edited_at: null,
    ...fields,
  });
  return ref.id;
}

/** The event's gamification settings (docs/product.md §3): points for a wall post, a comment and a like. */
export async function setPointsSettings(eventId: string, points: { post: number; comment: number; like: number }) {
  await db.collection(COLLECTIONS.gamification).doc(eventId).withConverter(gamificationConverter).set({
    event_id: eventId,
    wall_post_points: points.post,
    comment_points: points.comment,
    like_points: points.like,
  });
}

/** A person's total in the event (0 without a document). */
export async function totalOf(eventId: string, uid: string): Promise<number> {
  const stored = await db
    .collection(COLLECTIONS.gamification)
    .doc(eventId)
    .collection(POINTS_SUBCOLLECTION)
    .doc(uid)
    .withConverter(userPointsConverter)
    .get();
  return stored.data()?.points ?? 0;
}

/** Every entry of the event's ledger. */
export async function ledgerOf(eventId: string) {
  const entries = await db
    .collection(COLLECTIONS.gamification)
    .doc(eventId)
    .collection(LEDGER_SUBCOLLECTION)
    .withConverter(pointsLedgerConverter)
    .get();
  return entries.docs.map((entry) => ({ id: entry.id, ...entry.data() }));
}

/** The ledger's invariant: every person's total is the sum of the points of their entries that stand. */
export async function expectLedgerBalanced(eventId: string): Promise<void> {
  const sums = new Map<string, number>();
  for (const entry of await ledgerOf(eventId))
    sums.set(entry.uid, (sums.get(entry.uid) ?? 0) + (ledgerEntryStands(entry) ? entry.points : 0));
  const totals = await db.collection(COLLECTIONS.gamification).doc(eventId).collection(POINTS_SUBCOLLECTION).get();
  const stored = new Map(totals.docs.map((total) => [total.id, Number(total.get('points'))]));
  for (const uid of new Set([...sums.keys(), ...stored.keys()]))
    expect(stored.get(uid) ?? 0, `the total of ${uid}`).toBe(sums.get(uid) ?? 0);
}

/** The post's likes and comments, summed over its counter shards. */
export async function countsOf(eventId: string, postId: string): Promise<{ likes: number; comments: number }> {
  const shards = await postsOf(eventId).doc(postId).collection(WALL_SUBCOLLECTIONS.counters).get();
  return shards.docs.reduce(
    (sum, shard) => ({
      likes: sum.likes + Number(shard.get('likes') ?? 0),
      comments: sum.comments + Number(shard.get('comments') ?? 0),
    }),
    { likes: 0, comments: 0 },
  );
}

const post = (path: string, token: string, json: unknown) => call(path, { token, json });
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** The wall's calls, as a screen makes them. */
export const wallCalls = {
  post: (token: string, eventId: string, text: string, extra: Record<string, unknown> = {}) =>
    post(api.wall.savePost.path, token, { eventId, text, ...extra }),
  like: (token: string, eventId: string, id: string, liked = true) =>
    post(api.wall.likePost.path, token, { eventId, id, liked }),
  comment: (token: string, eventId: string, postId: string, text: string, id?: string) =>
    post(api.wall.saveComment.path, token, { eventId, postId, text, ...(id ? { id } : {}) }),
  hide: (token: string, eventId: string, id: string, hidden = true) =>
    post(api.wall.hidePost.path, token, { eventId, id, hidden }),
  hideComment: (token: string, eventId: string, postId: string, id: string, hidden = true) =>
    post(api.wall.hideComment.path, token, { eventId, postId, id, hidden }),
  deletePost: (token: string, eventId: string, id: string) =>
    call(`${api.wall.deletePost.path}?${query({ eventId, id })}`, { token, method: 'DELETE' }),
  deleteComment: (token: string, eventId: string, postId: string, id: string) =>
    call(`${api.wall.deleteComment.path}?${query({ eventId, postId, id })}`, { token, method: 'DELETE' }),
};

/** An event of `de` organized by `organizerUid`, with `count` fresh participants (each their own rate-limit windows). */
export async function eventWithParticipants(
  organizerUid: string,
  count: number,
): Promise<{ eventId: string; agendaId: string; persons: TestUser[] }> {
  const { id: eventId, agendaId } = await createTestEvent(organizerUid);
  const persons = await Promise.all(
    Array.from({ length: count }, () => createUser([{ authority_id: 'USER', tenant_id: null }], 'de')),
  );
  await addEventParticipants(
    eventId,
    persons.map((person) => person.uid),
  );
  return { eventId, agendaId, persons };
}

/** The id a successful wall write answers. */
export function idOf(answer: { status: number; body: Record<string, unknown> }): string {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { result: { id: string } }).result.id;
}
