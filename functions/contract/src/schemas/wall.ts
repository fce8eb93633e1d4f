import { z } from 'zod';
import { documentId, editedId } from './common';
import { wallCommentTextSchema, wallPostTextSchema, wallReportReasonSchema } from './wall-doc';

/*
 * The wall's API requests and answers (docs/features.md, "The wall"; the stored documents are
 * wall-doc.ts). Every write names the event, so a post of another event is not found in this one.
 */

/** The Storage reference of a photo the author uploaded to the event's wall folder (checked by the API). */
const photoRef = z.string().trim().min(1).max(500);

// POST /backendv2/wall/posts/new { eventId, id?, text, photo? } -> { result: { eventId, id } }
// No id: a new post. An id: the caller edits their own post (its photo replaced, or removed with null).
export const wallPostSaveSchema = z
  .object({
    eventId: documentId,
    id: editedId,
    text: wallPostTextSchema,
    photo: photoRef.nullish(),
  })
  .strict();
export type WallPostSave = z.input<typeof wallPostSaveSchema>;

// DELETE /backendv2/wall/posts?eventId&id
export const wallPostQuerySchema = z.object({ eventId: documentId, id: documentId }).strict();

// POST /backendv2/wall/posts/pin { eventId, id, pinned }
export const wallPinSchema = z.object({ eventId: documentId, id: documentId, pinned: z.boolean() }).strict();

// POST /backendv2/wall/posts/hide { eventId, id, hidden }
export const wallPostHideSchema = z.object({ eventId: documentId, id: documentId, hidden: z.boolean() }).strict();

// POST /backendv2/wall/posts/like { eventId, id, liked } (liking twice, or unliking what is not liked, changes nothing)
export const wallLikeSchema = z.object({ eventId: documentId, id: documentId, liked: z.boolean() }).strict();

// POST /backendv2/wall/posts/report { eventId, id, reason }
export const wallPostReportSchema = z
  .object({ eventId: documentId, id: documentId, reason: wallReportReasonSchema })
  .strict();

// POST /backendv2/wall/comments/new { eventId, postId, id?, text }
export const wallCommentSaveSchema = z
  .object({ eventId: documentId, postId: documentId, id: editedId, text: wallCommentTextSchema })
  .strict();
export type WallCommentSave = z.input<typeof wallCommentSaveSchema>;

// DELETE /backendv2/wall/comments?eventId&postId&id
export const wallCommentQuerySchema = z.object({ eventId: documentId, postId: documentId, id: documentId }).strict();

// POST /backendv2/wall/comments/hide { eventId, postId, id, hidden }
export const wallCommentHideSchema = z
  .object({ eventId: documentId, postId: documentId, id: documentId, hidden: z.boolean() })
  .strict();

// POST /backendv2/wall/comments/report { eventId, postId, id, reason }
export const wallCommentReportSchema = z
  .object({ eventId: documentId, postId: documentId, id: documentId, reason: wallReportReasonSchema })
  .strict();

/** What a wall write answers: the item it wrote (a comment with its post). */
export const wallItemAnswerSchema = z.object({
  result: z.object({ eventId: z.string(), postId: z.string(), id: z.string() }),
});
export type WallItemAnswer = z.infer<typeof wallItemAnswerSchema>;

/** A like's answer: whether the caller likes the post now, and the post's likes after it. */
export const wallLikeAnswerSchema = z.object({
  result: z.object({ eventId: z.string(), id: z.string(), liked: z.boolean(), likes: z.int().min(0) }),
});
export type WallLikeAnswer = z.infer<typeof wallLikeAnswerSchema>;
