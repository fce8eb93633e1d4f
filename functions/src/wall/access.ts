/**
 * Who takes part in an event's wall, read in the transaction of every wall write (contract readsWall,
 * which firestore.rules and storage.rules repeat): the event's editors always; its participants
 * (events/{e}/participants/{uid}) and the speakers of its agendas (events/{e}/speakers/{uid}, kept by
 * speakers.ts) unless the event is a Draft or hides its wall. While the wall is hidden nobody posts,
 * comments, likes or reports, editors included; editors still moderate.
 */
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import {
  EVENT_MESSAGES,
  EVENT_SUBCOLLECTIONS,
  readsWall,
  WALL_MESSAGES,
  WALL_SUBCOLLECTIONS,
  wallCommentConverter,
  wallPostConverter,
  type WallCommentDoc,
  type WallPostDoc,
} from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { forbidden, HttpError, notFound } from '../lib/http-error';
import { retriedTransaction } from '../lib/transactions';
import { canEdit, canSee, eventChildren, eventRef, type StoredEvent } from '../events/access';

/** The event of a wall write, as the caller stands in it. */
export interface Wall {
  id: string;
  event: StoredEvent;
  isEditor: boolean;
}

export const postsOf = (eventId: string) => eventChildren(eventId, EVENT_SUBCOLLECTIONS.wall);
export const postRef = (eventId: string, postId: string): DocumentReference<WallPostDoc> =>
  postsOf(eventId).doc(postId).withConverter(wallPostConverter);
export const commentRef = (eventId: string, postId: string, commentId: string): DocumentReference<WallCommentDoc> =>
  postsOf(eventId)
    .doc(postId)
    .collection(WALL_SUBCOLLECTIONS.comments)
    .doc(commentId)
    .withConverter(wallCommentConverter);

/**
 * Reads the event and the caller's standing in it: 404 for an event they may not see, 403 for one whose
 * wall they do not take part in; `write` (posting, commenting, liking, reporting) is refused with 403
 * while the wall is hidden. Reads only: call first in the transaction.
 */
export async function openWall(tx: Transaction, caller: Caller, eventId: string, write: boolean): Promise<Wall> {
  const event = (await tx.get(eventRef(eventId))).data();
  if (!event || !canSee(caller, event)) throw notFound(EVENT_MESSAGES.eventNotFound);
  const isEditor = canEdit(caller, event);
  if (!isEditor) {
    const [participant, speaker] = await tx.getAll(
      eventChildren(eventId, EVENT_SUBCOLLECTIONS.participants).doc(caller.uid),
      eventChildren(eventId, EVENT_SUBCOLLECTIONS.speakers).doc(caller.uid),
    );
    const isPerson = !!participant?.exists || !!speaker?.exists;
    if (!isPerson) throw forbidden(WALL_MESSAGES.notAPerson);
    if (!readsWall(caller.principal, caller.uid, event, isPerson)) throw forbidden(WALL_MESSAGES.wallHidden);
  }
  if (write && event.hide_wall) throw forbidden(WALL_MESSAGES.wallHidden);
  return { id: eventId, event, isEditor };
}

/** The post when the caller may see it (hidden ones: its author and the editors), else 404. */
export async function visiblePost(tx: Transaction, wall: Wall, postId: string, uid: string): Promise<WallPostDoc> {
  const post = (await tx.get(postRef(wall.id, postId))).data();
  if (!post || (post.hidden && !wall.isEditor && post.author.uid !== uid)) throw notFound(WALL_MESSAGES.postNotFound);
  return post;
}

/** The comment when the caller may see it (and its post), else 404. */
export async function visibleComment(
  tx: Transaction,
  wall: Wall,
  postId: string,
  commentId: string,
  uid: string,
): Promise<WallCommentDoc> {
  const comment = (await tx.get(commentRef(wall.id, postId, commentId))).data();
  if (!comment || (comment.hidden && !wall.isEditor && comment.author.uid !== uid))
    throw notFound(WALL_MESSAGES.commentNotFound);
  return comment;
}

/** Refuses to add to a hidden post (a like, a comment, a report) with 409. */
export function refuseHidden(post: WallPostDoc): void {
  if (post.hidden) throw new HttpError(409, WALL_MESSAGES.postHidden);
}

/** A wall write's transaction, retried like a join when it loses a race, 503 with a message when the race lasts. */
export const wallTransaction = <T>(work: (tx: Transaction) => Promise<T>): Promise<T> =>
  retriedTransaction(work, () => new HttpError(503, EVENT_MESSAGES.busy));
