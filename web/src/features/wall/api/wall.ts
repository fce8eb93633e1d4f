import { api, type WallCommentSave, type WallPostSave } from '@agenda/contract';
import { call, FORM_REFUSALS, type ApiCallOptions } from '@/lib/api';

/** A wall write's foreseeable refusals, shown at the field or beside the action: the form's, and 429 (too many). */
const AT_THE_WALL: ApiCallOptions = { handles: [...FORM_REFUSALS, 429] };

// POST /backendv2/wall/posts/new: a post, or the author's edit with id.
export const savePost = (input: WallPostSave) => call(api.wall.savePost, input, AT_THE_WALL);

// DELETE /backendv2/wall/posts?eventId&id: its author or an editor.
export const deletePost = (eventId: string, id: string) => call(api.wall.deletePost, { eventId, id }, AT_THE_WALL);

// POST /backendv2/wall/posts/pin (editors).
export const pinPost = (eventId: string, id: string, pinned: boolean) =>
  call(api.wall.pinPost, { eventId, id, pinned }, AT_THE_WALL);

// POST /backendv2/wall/posts/hide (editors).
export const hidePost = (eventId: string, id: string, hidden: boolean) =>
  call(api.wall.hidePost, { eventId, id, hidden }, AT_THE_WALL);

// POST /backendv2/wall/posts/like { liked }: idempotent.
export const likePost = (eventId: string, id: string, liked: boolean) =>
  call(api.wall.likePost, { eventId, id, liked }, AT_THE_WALL);

// POST /backendv2/wall/posts/report, /wall/comments/report.
export const reportItem = (eventId: string, postId: string, commentId: string | null, reason: string) =>
  commentId
    ? call(api.wall.reportComment, { eventId, postId, id: commentId, reason }, AT_THE_WALL)
    : call(api.wall.reportPost, { eventId, id: postId, reason }, AT_THE_WALL);

// POST /backendv2/wall/comments/new: a comment, or the author's edit with id.
export const saveComment = (input: WallCommentSave) => call(api.wall.saveComment, input, AT_THE_WALL);

// DELETE /backendv2/wall/comments?eventId&postId&id.
export const deleteComment = (eventId: string, postId: string, id: string) =>
  call(api.wall.deleteComment, { eventId, postId, id }, AT_THE_WALL);

// POST /backendv2/wall/comments/hide (editors).
export const hideComment = (eventId: string, postId: string, id: string, hidden: boolean) =>
  call(api.wall.hideComment, { eventId, postId, id, hidden }, AT_THE_WALL);
