import * as z from 'zod/mini';
import { WALL_COMMENT_TEXT_MAX, WALL_COUNTER_SHARDS, WALL_POST_TEXT_MAX, WALL_REPORT_REASON_MAX } from '../constants';
import { docConverter, timestampSchema } from '../firestore';
import { storagePaths } from '../paths';
import { canEditEvent, type EventRightsFacts, type Principal } from '../permissions';
import { requiredText } from './required-text';

/*
 * An event's wall as stored (docs/data-model.md, "The wall"): what the wall's screens read live under
 * firestore.rules, in zod/mini (the API's requests and answers are in wall.ts). Written by the API alone.
 *
 *   events/{e}/wall/{postId}                      a post (wallPostDocSchema)
 *   events/{e}/wall/{postId}/comments/{commentId} a comment (wallCommentDocSchema)
 *   events/{e}/wall/{postId}/likes/{uid}          one person's like (wallLikeDocSchema)
 *   events/{e}/wall/{postId}/counters/{0..N-1}    the post's sharded like and comment counter
 *   events/{e}/wallReports/{reportId}             a report of a post or comment (wallReportDocSchema)
 *   events/{e}/speakers/{uid}                     the agendas a person speaks at (speakerDocSchema)
 */

/** A stored document as the functions write it: its instants may be the server's commit time (a sentinel). */
export type Written<T, Instants extends keyof T> = Omit<T, Instants> & { [K in Instants]: unknown };

/** Who wrote a post or comment, as they were named when they wrote it (other people's records are closed). */
export const wallAuthorSchema = z.object({
  uid: z.string(),
  name: z.string(),
  avatar_url: z.nullable(z.string()),
});
export type WallAuthor = z.infer<typeof wallAuthorSchema>;

/** A post's text: trimmed, 1 to WALL_POST_TEXT_MAX characters, plain text (links are made clickable when shown, never HTML). */
export const wallPostTextSchema = requiredText(WALL_POST_TEXT_MAX);
export const wallCommentTextSchema = requiredText(WALL_COMMENT_TEXT_MAX);
export const wallReportReasonSchema = requiredText(WALL_REPORT_REASON_MAX);

/** Where `uid`'s wall photos of the event go (storage.rules: png or jpeg up to WALL_PHOTO_MAX_BYTES). */
export const wallPhotoFolder = (eventId: string, uid: string): string => storagePaths.wallPhotos(eventId, uid);

/** A wall photo's reference: one png or jpg file directly in its author's wall folder of the event. */
export function isWallPhotoRef(ref: string, eventId: string, uid: string): boolean {
  const prefix = wallPhotoFolder(eventId, uid);
  return ref.startsWith(prefix) && /^[^/]+\.(png|jpg)$/.test(ref.slice(prefix.length));
}

const moderation = {
  /** Hidden by the event's editors: only they and the author read it (firestore.rules). */
  hidden: z.boolean(),
  /** How many people reported it (each once). */
  report_count: z.int().check(z.minimum(0)),
  created_at: timestampSchema,
  /** Set by the author's last edit ("edited"); null while never edited. */
  edited_at: z.nullable(timestampSchema),
};

/** events/{e}/wall/{postId}. Listed newest first with the pinned ones on top: orderBy('pinned', 'desc'), orderBy('created_at', 'desc'). */
export const wallPostDocSchema = z.object({
  event_id: z.string(),
  author: wallAuthorSchema,
  text: wallPostTextSchema,
  /** The photo's Storage reference (isWallPhotoRef); read with the SDK under storage.rules, no tokened address. */
  photo: z.nullable(z.string()),
  /** An announcement of the event's editors, listed on top. */
  pinned: z.boolean(),
  ...moderation,
});
export type WallPostDoc = z.infer<typeof wallPostDocSchema>;
export const wallPostConverter = docConverter(wallPostDocSchema);

/** events/{e}/wall/{postId}/comments/{commentId}, listed oldest first by created_at. */
export const wallCommentDocSchema = z.object({
  event_id: z.string(),
  post_id: z.string(),
  author: wallAuthorSchema,
  text: wallCommentTextSchema,
  /** The counter shard that counts it (its deletion or hiding takes it off the same one). */
  shard: z.string(),
  ...moderation,
});
export type WallCommentDoc = z.infer<typeof wallCommentDocSchema>;
export const wallCommentConverter = docConverter(wallCommentDocSchema);

/** What a post and a comment share, as the editors' moderation queue reads either (other fields are left out). */
export const wallItemDocSchema = z.object({ author: wallAuthorSchema, text: z.string(), ...moderation });
export type WallItemDoc = z.infer<typeof wallItemDocSchema>;
export const wallItemConverter = docConverter(wallItemDocSchema);

/** events/{e}/wall/{postId}/likes/{uid}: one like per person and post. */
export const wallLikeDocSchema = z.object({
  uid: z.string(),
  event_id: z.string(),
  post_id: z.string(),
  /** The counter shard that counts it (unliking takes it off the same one). */
  shard: z.string(),
  at: timestampSchema,
});
export type WallLikeDoc = z.infer<typeof wallLikeDocSchema>;
export const wallLikeConverter = docConverter(wallLikeDocSchema);

/**
 * events/{e}/wall/{postId}/counters/{shard}: one shard of the post's counter. The post's likes are the
 * sum of `likes` over its shards, its comments (those not hidden) the sum of `comments`.
 */
export const wallCounterDocSchema = z.object({
  // A shard's first like or comment writes only the field it counts (reactions.ts): the other reads 0.
  likes: z._default(z.int().check(z.minimum(0)), 0),
  comments: z._default(z.int().check(z.minimum(0)), 0),
});
export type WallCounterDoc = z.infer<typeof wallCounterDocSchema>;
export const wallCounterConverter = docConverter(wallCounterDocSchema);
/** The ids of a post's counter shards. */
export const WALL_COUNTER_SHARD_IDS: readonly string[] = Array.from({ length: WALL_COUNTER_SHARDS }, (_, i) => `${i}`);
/** A shard for a new like or comment, at random, so that many at once spread over the shards. */
export const randomShard = (random: number = Math.random()): string =>
  `${Math.min(WALL_COUNTER_SHARDS - 1, Math.floor(random * WALL_COUNTER_SHARDS))}`;

/** A post's counts from its shards (missing shards count nothing). */
export const wallCounts = (shards: readonly Partial<WallCounterDoc>[]): WallCounterDoc =>
  shards.reduce<WallCounterDoc>(
    (sum, shard) => ({ likes: sum.likes + (shard.likes ?? 0), comments: sum.comments + (shard.comments ?? 0) }),
    { likes: 0, comments: 0 },
  );

/** events/{e}/wallReports/{postId or commentId}_{uid}: one person's report of one post or comment. */
export const wallReportDocSchema = z.object({
  event_id: z.string(),
  post_id: z.string(),
  /** The comment reported; null for the post itself. */
  comment_id: z.nullable(z.string()),
  reporter: z.object({ uid: z.string(), name: z.string() }),
  reason: wallReportReasonSchema,
  at: timestampSchema,
});
export type WallReportDoc = z.infer<typeof wallReportDocSchema>;
export const wallReportConverter = docConverter(wallReportDocSchema);
export const wallReportId = (targetId: string, uid: string): string => `${targetId}_${uid}`;

/** events/{e}/speakers/{uid}: the event's agendas a person speaks at (none: no document). */
export const speakerDocSchema = z.object({
  uid: z.string(),
  event_id: z.string(),
  agendas: z.array(z.string()),
});
export type SpeakerDoc = z.infer<typeof speakerDocSchema>;
export const speakerConverter = docConverter(speakerDocSchema);

/** What decides who takes part in an event's wall. */
export type WallEventFacts = EventRightsFacts & { hide_wall?: boolean };

/**
 * Who reads an event's wall, and (while it is not hidden) writes on it: its editors (root, admins of
 * its country, its organizers) always; its people (`isPerson`: a participant of the event, or a speaker
 * at one of its agendas) unless the event is a Draft or its wall is hidden. firestore.rules and
 * storage.rules repeat it (readsWall).
 */
export function readsWall(
  principal: Principal | null | undefined,
  uid: string | null | undefined,
  event: WallEventFacts | null | undefined,
  isPerson: boolean,
): boolean {
  if (!event || !uid) return false;
  if (canEditEvent(principal, uid, event)) return true;
  return isPerson && event.privacy !== true && event.hide_wall !== true;
}

/** Whether someone who reads `item` may see it: not hidden, or they are its author or an editor. */
export const seesWallItem = (item: Pick<WallPostDoc, 'hidden' | 'author'>, uid: string, isEditor: boolean): boolean =>
  !item.hidden || isEditor || item.author.uid === uid;
