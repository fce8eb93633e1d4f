/**
 * Wall posts (contract wall-doc.ts): a person posts, edits and deletes their own; the event's editors
 * pin, hide and delete any. Every write is one transaction that reads the event and the caller's
 * standing in it first (access.ts); the points of a post and of what hangs below it move in it too
 * (ledger.ts), and a moderation act records its history entry in it.
 */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  isWallPhotoRef,
  WALL_MESSAGES,
  type WallAuthor,
  type WallItemAnswer,
  type WallPostDoc,
  type Written,
} from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { db } from '../lib/firebase';
import { badRequest, forbidden } from '../lib/http-error';
import { eventChildren } from '../events/access';
import { countCall } from '../shared/rate-limit';
import { deleteStoredFile, storedFileTokens } from '../shared/storage';
import { historyAuthor } from '../shared/history';
import { openWall, postRef, postsOf, visiblePost, wallTransaction, type Wall } from './access';
import { ledgerRef, PointsBook } from './ledger';
import { recordWallAct } from './moderation-history';
import { claimPhoto, forgetPhoto, recordPhoto } from './photos';
import { answerReports } from './report-bell';
import { settlePost, settlePostRest } from './settle';

export interface PostInput {
  eventId: string;
  id?: string | null;
  text: string;
  photo?: string | null;
}

const answer = (eventId: string, id: string): WallItemAnswer => ({ result: { eventId, postId: id, id } });

/** The caller as a post or comment names them: their name now and their photo (their own record). */
export async function authorOf(tx: Transaction, caller: Caller): Promise<WallAuthor> {
  const user = await tx.get(db.collection(COLLECTIONS.users).doc(caller.uid));
  const avatar: unknown = user.get('avatar_url');
  return { uid: caller.uid, name: caller.name, avatar_url: typeof avatar === 'string' && avatar ? avatar : null };
}

/** A photo the caller uploaded to the event's wall folder and that is still stored (the upload check keeps only images). */
async function checkPhoto(caller: Caller, eventId: string, photo: string): Promise<void> {
  if (!isWallPhotoRef(photo, eventId, caller.uid))
    throw badRequest(WALL_MESSAGES.photoOutsideFolder, { photo: [WALL_MESSAGES.photoOutsideFolder] });
  if (!(await storedFileTokens([photo])).has(photo))
    throw badRequest(WALL_MESSAGES.photoMissing, { photo: [WALL_MESSAGES.photoMissing] });
}

/** Posts on the wall (no id) or edits the caller's own post. */
export async function savePost(caller: Caller, input: PostInput, requestId: string): Promise<WallItemAnswer> {
  const { eventId, id } = input;
  const photo = input.photo ?? null;
  await countCall(caller.uid, id ? 'wallReactions' : 'wallPosts');
  if (!id) {
    const ref = postsOf(eventId).doc();
    await wallTransaction(async (tx) => {
      const wall = await openWall(tx, caller, eventId, true);
      // After the rights: a photo is checked for those who may post.
      if (photo) await checkPhoto(caller, eventId, photo);
      if (photo) await claimPhoto(tx, eventId, ref.id, photo);
      const author = await authorOf(tx, caller);
      const entry = await tx.get(ledgerRef(eventId, 'post', ref.id, caller.uid));
      const book = await PointsBook.open(tx, { id: eventId, tenantId: wall.event.tenant_id, name: wall.event.name }, [
        caller.uid,
      ]);
      const post: Written<WallPostDoc, 'created_at'> = {
        event_id: eventId,
        author,
        text: input.text,
        photo,
        pinned: false,
        hidden: false,
        report_count: 0,
        created_at: FieldValue.serverTimestamp(),
        edited_at: null,
      };
      tx.create(ref.withConverter(null), post);
      recordPhoto(tx, eventId, ref.id, photo, false);
      book.earn({ uid: caller.uid, action: 'post', postId: ref.id, commentId: null }, entry);
      book.close();
    });
    return answer(eventId, ref.id);
  }
  const replaced = await wallTransaction(async (tx) => {
    const wall = await openWall(tx, caller, eventId, true);
    const post = await visiblePost(tx, wall, id, caller.uid);
    if (post.author.uid !== caller.uid) throw forbidden(WALL_MESSAGES.notYours);
    if (photo && photo !== post.photo) await checkPhoto(caller, eventId, photo);
    if (photo && photo !== post.photo) await claimPhoto(tx, eventId, id, photo);
    if (post.photo !== photo) {
      forgetPhoto(tx, eventId, post.photo);
      recordPhoto(tx, eventId, id, photo, post.hidden);
    }
    tx.update(postRef(eventId, id).withConverter(null), {
      text: input.text,
      photo,
      edited_at: FieldValue.serverTimestamp(),
    });
    return post.photo && post.photo !== photo ? post.photo : null;
  });
  if (replaced) await deleteStoredFile(requestId, replaced);
  return answer(eventId, id);
}

/** Deletes a post (its author, or an editor), its points and everything below it. */
export async function deletePost(
  caller: Caller,
  eventId: string,
  id: string,
  requestId: string,
): Promise<WallItemAnswer> {
  const actor = historyAuthor(caller);
  const photo = await wallTransaction(async (tx) => {
    const wall = await openWall(tx, caller, eventId, false);
    const post = await visiblePost(tx, wall, id, caller.uid);
    if (post.author.uid !== caller.uid && !wall.isEditor) throw forbidden(WALL_MESSAGES.cannotDelete);
    await settlePost(tx, wall, id, null);
    tx.delete(postRef(eventId, id));
    forgetPhoto(tx, eventId, post.photo);
    recordWallAct(tx, actor, wall, { postId: id, commentId: null, before: post, after: null });
    return post.photo;
  });
  await settlePostRest(eventId, id, null);
  await removePostRemains(eventId, id);
  if (photo) await deleteStoredFile(requestId, photo);
  return answer(eventId, id);
}

/** What stays of a deleted post: its comments, likes and counters, and the reports of it and them. */
async function removePostRemains(eventId: string, id: string): Promise<void> {
  await db.recursiveDelete(postsOf(eventId).doc(id));
  const reports = await eventChildren(eventId, EVENT_SUBCOLLECTIONS.wallReports).where('post_id', '==', id).get();
  const writer = db.bulkWriter();
  for (const report of reports.docs) void writer.delete(report.ref);
  await writer.close();
}

/** Pins or unpins a post (editors), with its history entry. */
export async function pinPost(caller: Caller, eventId: string, id: string, pinned: boolean): Promise<WallItemAnswer> {
  const actor = historyAuthor(caller);
  await wallTransaction(async (tx) => {
    const wall = await moderatedWall(tx, caller, eventId);
    const post = await visiblePost(tx, wall, id, caller.uid);
    tx.update(postRef(eventId, id).withConverter(null), { pinned });
    recordWallAct(tx, actor, wall, { postId: id, commentId: null, before: post, after: { ...post, pinned } });
  });
  return answer(eventId, id);
}

/**
 * Hides a post (editors) from everyone but its author and the editors, or shows it again: the points
 * of the post and of its likes and comments leave with it and come back as they were recorded.
 */
export async function hidePost(caller: Caller, eventId: string, id: string, hidden: boolean): Promise<WallItemAnswer> {
  const actor = historyAuthor(caller);
  await wallTransaction(async (tx) => {
    const wall = await moderatedWall(tx, caller, eventId);
    const post = await visiblePost(tx, wall, id, caller.uid);
    await settlePost(tx, wall, id, hidden);
    tx.update(postRef(eventId, id).withConverter(null), { hidden });
    recordPhoto(tx, eventId, id, post.photo, hidden);
    recordWallAct(tx, actor, wall, { postId: id, commentId: null, before: post, after: { ...post, hidden } });
  });
  await settlePostRest(eventId, id, hidden);
  if (hidden) await answerReports(eventId, id, null);
  return answer(eventId, id);
}

/** The wall of an editor of the event (403 for anyone else), for a moderation act. */
export async function moderatedWall(tx: Transaction, caller: Caller, eventId: string): Promise<Wall> {
  const wall = await openWall(tx, caller, eventId, false);
  if (!wall.isEditor) throw forbidden();
  return wall;
}
