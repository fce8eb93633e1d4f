/**
 * What people do with a post (contract wall-doc.ts): like it (once; again changes nothing) or take the
 * like back, comment on it and edit or delete their own comments, report a post or comment to the
 * editors. Editors hide, show again and delete any comment. Each is one transaction that reads the
 * event and the caller's standing first (access.ts) and moves the points in the same transaction
 * (ledger.ts); a like or comment is counted on one shard of the post's counter, so a thousand likes
 * at once write no single hot document.
 */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import {
  EVENT_SUBCOLLECTIONS,
  randomShard,
  WALL_COUNTER_SHARD_IDS,
  WALL_MESSAGES,
  WALL_SUBCOLLECTIONS,
  wallCounts,
  wallReportId,
  type WallCommentDoc,
  type WallItemAnswer,
  type WallLikeAnswer,
  type WallReportDoc,
  type Written,
} from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { db } from '../lib/firebase';
import { forbidden } from '../lib/http-error';
import { eventChildren } from '../events/access';
import { countCall } from '../shared/rate-limit';
import { historyAuthor } from '../shared/history';
import {
  commentRef,
  openWall,
  postRef,
  postsOf,
  refuseHidden,
  visibleComment,
  visiblePost,
  wallTransaction,
  type Wall,
} from './access';
import { ledgerRef, PointsBook } from './ledger';
import { recordWallAct } from './moderation-history';
import { answerReports, readEditors, tellEditors } from './report-bell';
import { authorOf, moderatedWall } from './posts';

const shardRef = (eventId: string, postId: string, shard: string) =>
  postsOf(eventId).doc(postId).collection(WALL_SUBCOLLECTIONS.counters).doc(shard);

/** Adds to a shard of the post's counter, without reading it (an increment takes no lock a like would wait for). */
function count(
  tx: Transaction,
  eventId: string,
  postId: string,
  shard: string,
  field: 'likes' | 'comments',
  by: number,
) {
  tx.set(
    shardRef(eventId, postId, shard),
    { likes: 0, comments: 0, [field]: FieldValue.increment(by) },
    {
      mergeFields: [field],
    },
  );
}

const book = (tx: Transaction, wall: Wall, uids: string[]) =>
  PointsBook.open(tx, { id: wall.id, tenantId: wall.event.tenant_id, name: wall.event.name }, uids);

/** The post's likes now, summed over its shards (after the like's commit, outside its transaction). */
async function likesOf(eventId: string, postId: string): Promise<number> {
  const shards = await db.getAll(...WALL_COUNTER_SHARD_IDS.map((shard) => shardRef(eventId, postId, shard)));
  return wallCounts(shards.map((shard) => ({ likes: Number(shard.get('likes') ?? 0) }))).likes;
}

/** Likes the post (`liked`) or takes the like back; doing what is already done changes nothing. */
export async function likePost(
  caller: Caller,
  eventId: string,
  postId: string,
  liked: boolean,
): Promise<WallLikeAnswer> {
  await countCall(caller.uid, 'wallReactions');
  await wallTransaction(async (tx) => {
    const wall = await openWall(tx, caller, eventId, true);
    const post = await visiblePost(tx, wall, postId, caller.uid);
    refuseHidden(post);
    const likeRef = postsOf(eventId).doc(postId).collection(WALL_SUBCOLLECTIONS.likes).doc(caller.uid);
    const [like, entry] = await tx.getAll(likeRef, ledgerRef(eventId, 'like', postId, caller.uid).withConverter(null));
    const points = await book(tx, wall, [caller.uid]);
    if (liked && !like?.exists) {
      const shard = randomShard();
      tx.create(likeRef, {
        uid: caller.uid,
        event_id: eventId,
        post_id: postId,
        shard,
        at: FieldValue.serverTimestamp(),
      });
      count(tx, eventId, postId, shard, 'likes', 1);
      points.earn({ uid: caller.uid, action: 'like', postId, commentId: null }, entry);
    } else if (!liked && like?.exists) {
      tx.delete(likeRef);
      count(tx, eventId, postId, String(like.get('shard')), 'likes', -1);
      if (entry) points.remove(entry);
    }
    points.close();
  });
  return { result: { eventId, id: postId, liked, likes: await likesOf(eventId, postId) } };
}

const commentAnswer = (eventId: string, postId: string, id: string): WallItemAnswer => ({
  result: { eventId, postId, id },
});

/** Comments on a post (no id), or edits the caller's own comment. */
export async function saveComment(
  caller: Caller,
  input: { eventId: string; postId: string; id?: string | null; text: string },
): Promise<WallItemAnswer> {
  const { eventId, postId, id, text } = input;
  await countCall(caller.uid, 'wallReactions');
  if (id) {
    await wallTransaction(async (tx) => {
      const wall = await openWall(tx, caller, eventId, true);
      await visiblePost(tx, wall, postId, caller.uid);
      const comment = await visibleComment(tx, wall, postId, id, caller.uid);
      if (comment.author.uid !== caller.uid) throw forbidden(WALL_MESSAGES.notYours);
      tx.update(commentRef(eventId, postId, id).withConverter(null), { text, edited_at: FieldValue.serverTimestamp() });
    });
    return commentAnswer(eventId, postId, id);
  }
  const ref = postsOf(eventId).doc(postId).collection(WALL_SUBCOLLECTIONS.comments).doc();
  await wallTransaction(async (tx) => {
    const wall = await openWall(tx, caller, eventId, true);
    refuseHidden(await visiblePost(tx, wall, postId, caller.uid));
    const author = await authorOf(tx, caller);
    const entry = await tx.get(ledgerRef(eventId, 'comment', ref.id, caller.uid).withConverter(null));
    const points = await book(tx, wall, [caller.uid]);
    const shard = randomShard();
    const comment: Written<WallCommentDoc, 'created_at'> = {
      event_id: eventId,
      post_id: postId,
      author,
      text,
      shard,
      hidden: false,
      report_count: 0,
      created_at: FieldValue.serverTimestamp(),
      edited_at: null,
    };
    tx.create(ref, comment);
    count(tx, eventId, postId, shard, 'comments', 1);
    points.earn({ uid: caller.uid, action: 'comment', postId, commentId: ref.id }, entry);
    points.close();
  });
  return commentAnswer(eventId, postId, ref.id);
}

/** Deletes a comment (its author, or an editor), its points and the reports of it. */
export async function deleteComment(
  caller: Caller,
  eventId: string,
  postId: string,
  id: string,
): Promise<WallItemAnswer> {
  const actor = historyAuthor(caller);
  await wallTransaction(async (tx) => {
    const wall = await openWall(tx, caller, eventId, false);
    await visiblePost(tx, wall, postId, caller.uid);
    const comment = await visibleComment(tx, wall, postId, id, caller.uid);
    if (comment.author.uid !== caller.uid && !wall.isEditor) throw forbidden(WALL_MESSAGES.cannotDelete);
    const entry = await tx.get(ledgerRef(eventId, 'comment', id, comment.author.uid).withConverter(null));
    const points = await book(tx, wall, [comment.author.uid]);
    tx.delete(commentRef(eventId, postId, id));
    if (!comment.hidden) count(tx, eventId, postId, comment.shard, 'comments', -1);
    points.remove(entry);
    points.close();
    recordWallAct(tx, actor, wall, { postId, commentId: id, before: comment, after: null });
  });
  const reports = await eventChildren(eventId, EVENT_SUBCOLLECTIONS.wallReports).where('comment_id', '==', id).get();
  await Promise.all(reports.docs.map((report) => report.ref.delete()));
  return commentAnswer(eventId, postId, id);
}

/** Hides a comment (editors) or shows it again: its count and its author's points follow. */
export async function hideComment(
  caller: Caller,
  eventId: string,
  postId: string,
  id: string,
  hidden: boolean,
): Promise<WallItemAnswer> {
  const actor = historyAuthor(caller);
  await wallTransaction(async (tx) => {
    const wall = await moderatedWall(tx, caller, eventId);
    await visiblePost(tx, wall, postId, caller.uid);
    const comment = await visibleComment(tx, wall, postId, id, caller.uid);
    const entry = await tx.get(ledgerRef(eventId, 'comment', id, comment.author.uid).withConverter(null));
    const points = await book(tx, wall, [comment.author.uid]);
    if (comment.hidden !== hidden) {
      tx.update(commentRef(eventId, postId, id).withConverter(null), { hidden });
      count(tx, eventId, postId, comment.shard, 'comments', hidden ? -1 : 1);
      points.setHidden(entry, 'comment_hidden', hidden);
    }
    points.close();
    recordWallAct(tx, actor, wall, { postId, commentId: id, before: comment, after: { ...comment, hidden } });
  });
  if (hidden) await answerReports(eventId, postId, id);
  return commentAnswer(eventId, postId, id);
}

/**
 * Reports a post, or one of its comments (`commentId`), to the event's editors: one report per person and
 * item (reporting again replaces the reason); the item counts the people who reported it.
 */
export async function report(
  caller: Caller,
  input: { eventId: string; postId: string; commentId: string | null; reason: string },
): Promise<WallItemAnswer> {
  const { eventId, postId, commentId, reason } = input;
  await countCall(caller.uid, 'wallReactions');
  const reportRef = eventChildren(eventId, EVENT_SUBCOLLECTIONS.wallReports).doc(
    wallReportId(commentId ?? postId, caller.uid),
  );
  await wallTransaction(async (tx) => {
    const wall = await openWall(tx, caller, eventId, true);
    await visiblePost(tx, wall, postId, caller.uid);
    if (commentId) await visibleComment(tx, wall, postId, commentId, caller.uid);
    const existing = await tx.get(reportRef);
    const editors = existing.exists ? [] : await readEditors(tx, wall);
    const doc: Written<WallReportDoc, 'at'> = {
      event_id: eventId,
      post_id: postId,
      comment_id: commentId,
      reporter: { uid: caller.uid, name: caller.name },
      reason,
      at: FieldValue.serverTimestamp(),
    };
    tx.set(reportRef, doc);
    if (!existing.exists) {
      const item = commentId ? commentRef(eventId, postId, commentId) : postRef(eventId, postId);
      tx.update(item.withConverter(null), { report_count: FieldValue.increment(1) });
      tellEditors(tx, wall, editors, {
        id: reportRef.id,
        item: commentId ? 'comment' : 'post',
        reporter: doc.reporter,
        reason,
      });
    }
  });
  return commentAnswer(eventId, postId, commentId ?? postId);
}
