/**
 * The wall's figures for the dashboards (contract wall-figures.ts): events/{e}/wallFigures/{postId},
 * the post's likes and comments summed over its counter shards, its author, text, day and whether it
 * is hidden, with the event's country. Kept by triggers (triggers.ts) on the post and on its shards.
 *
 * Many likes at once (a thousand on one post within a minute) each start a run; the runs are not
 * ordered, so each writes only if the figures document is still as it read it before summing the
 * shards (Firestore's last-update-time precondition), else it reads and sums again. The run of the last
 * shard write starts after that write, so whichever run writes last has summed every like: the figures
 * settle on the shards' sum. No transaction: it would lock the shards the likes write.
 */
import { Timestamp, type DocumentSnapshot, type Precondition } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  figuresText,
  WALL_COUNTER_SHARD_IDS,
  WALL_FIGURES_COLLECTION,
  WALL_SUBCOLLECTIONS,
  wallCounts,
  wallPostFiguresDocSchema,
  type WallPostFiguresDoc,
} from '@agenda/contract';
import { db } from '../lib/firebase';

/** Tries before a run gives up to the runs still coming (each sum is read anew). */
const ATTEMPTS = 8;

const errorCode = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;
/** FAILED_PRECONDITION (9, the document changed since it was read) and ALREADY_EXISTS (6, created meanwhile). */
const isRace = (error: unknown): boolean => errorCode(error) === 9 || errorCode(error) === 6;

/** The figures of a post as they are now (null: no post, or no event with a country). */
function figuresOf(
  eventId: string,
  postId: string,
  event: DocumentSnapshot,
  post: DocumentSnapshot,
  shards: readonly DocumentSnapshot[],
): WallPostFiguresDoc | null {
  const tenantId: unknown = event.get('tenant_id');
  if (!event.exists || !post.exists || typeof tenantId !== 'string') return null;
  const createdAt: unknown = post.get('created_at');
  const counts = wallCounts(
    shards.map((shard) => ({ likes: Number(shard.get('likes') ?? 0), comments: Number(shard.get('comments') ?? 0) })),
  );
  const parsed = wallPostFiguresDocSchema.safeParse({
    event_id: eventId,
    tenant_id: tenantId,
    post_id: postId,
    author_name: String(post.get('author.name') ?? ''),
    text: figuresText(String(post.get('text') ?? '')),
    created_at: createdAt instanceof Timestamp ? createdAt : Timestamp.now(),
    hidden: post.get('hidden') === true,
    likes: Math.max(0, counts.likes),
    comments: Math.max(0, counts.comments),
  });
  return parsed.success ? parsed.data : null;
}

/** Writes the post's figures from the post and its shards as they are now, or removes them with the post. */
export async function recountWallPost(eventId: string, postId: string): Promise<void> {
  const eventRef = db.collection(COLLECTIONS.events).doc(eventId);
  const postRef = eventRef.collection(EVENT_SUBCOLLECTIONS.wall).doc(postId);
  const figuresRef = eventRef.collection(WALL_FIGURES_COLLECTION).doc(postId);
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const stored = await figuresRef.get();
    const [event, post, ...shards] = await db.getAll(
      eventRef,
      postRef,
      ...WALL_COUNTER_SHARD_IDS.map((shard) => postRef.collection(WALL_SUBCOLLECTIONS.counters).doc(shard)),
    );
    const figures = event && post ? figuresOf(eventId, postId, event, post, shards) : null;
    const unchanged: Precondition = stored.updateTime ? { lastUpdateTime: stored.updateTime } : {};
    try {
      if (!figures) {
        if (stored.exists) await figuresRef.delete(unchanged);
      } else if (!stored.exists) await figuresRef.create(figures);
      else if (!sameFigures(stored.data(), figures)) await figuresRef.update({ ...figures }, unchanged);
      return;
    } catch (error) {
      if (!isRace(error)) throw error;
    }
  }
}

const sameFigures = (stored: Record<string, unknown> | undefined, figures: WallPostFiguresDoc): boolean =>
  stored !== undefined &&
  (['likes', 'comments', 'hidden', 'text', 'author_name', 'tenant_id'] as const).every(
    (key) => stored[key] === figures[key],
  );
