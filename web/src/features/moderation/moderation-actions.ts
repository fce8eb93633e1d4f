import { api } from '@agenda/contract';
import { call } from '@/lib/api';

/** What the queue acts on: a post, or one of its comments. */
export interface WallTarget {
  eventId: string;
  postId: string;
  commentId: string | null;
}

/** Hides the item (or shows it again): POST /wall/posts/hide or /wall/comments/hide. */
export async function setHidden(target: WallTarget, hidden: boolean): Promise<void> {
  if (target.commentId)
    await call(api.wall.hideComment, {
      eventId: target.eventId,
      postId: target.postId,
      id: target.commentId,
      hidden,
    });
  else await call(api.wall.hidePost, { eventId: target.eventId, id: target.postId, hidden });
}

/** Deletes the item: DELETE /wall/posts or /wall/comments. */
export async function deleteItem(target: WallTarget): Promise<void> {
  if (target.commentId)
    await call(api.wall.deleteComment, { eventId: target.eventId, postId: target.postId, id: target.commentId });
  else await call(api.wall.deletePost, { eventId: target.eventId, id: target.postId });
}
