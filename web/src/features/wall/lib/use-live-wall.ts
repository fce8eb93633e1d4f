import {
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  WALL_SUBCOLLECTIONS,
  wallCommentConverter,
  type WallCommentDoc,
  type WallPostDoc,
} from '@agenda/contract';
import {
  collection,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';
import {
  compareWallComments,
  compareWallPosts,
  mergeWall,
  wallCommentOf,
  wallPostOf,
  type WallComment,
  type WallPost,
} from './wall-model';
import { POST_ORDER, wallPosts } from './wall-queries';

export type LiveWall<T> =
  { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; items: T[]; more: boolean };

type Part<T> = { key: string; items: T[] } | { key: string; error: string };

/** One query, live: its items decoded by the contract's converter (a malformed document is an error naming its field). */
function useLiveQuery<D, T>(q: Query<D> | null, key: string, shown: (id: string, doc: D) => T): Part<T> | null {
  const [part, setPart] = useState<Part<T> | null>(null);
  useEffect(() => {
    if (!q) return undefined;
    return onSnapshot(
      q,
      (snapshot) => {
        try {
          setPart({ key, items: snapshot.docs.map((doc) => shown(doc.id, doc.data())) });
        } catch (cause) {
          setPart({ key, error: cause instanceof Error ? cause.message : String(cause) });
        }
      },
      (error) => setPart({ key, error: error.message }),
    );
  }, [q, key, shown]);
  return part && part.key === key ? part : null;
}

interface Merged<D, T> {
  /** The list's query without its visibility filter (orderBy and limit come with `order`). */
  base: (firestore: Firestore) => Query<D>;
  key: string;
  order: QueryConstraint[];
  /** Editors read everything; the others what is not hidden, and their own hidden items apart. */
  editor: boolean;
  uid: string;
  count: number;
  shown: (id: string, doc: D) => T;
  compare: (a: T, b: T) => number;
  failed: string;
}

/**
 * A wall list, live (docs/features.md, "The wall"): a query of what is shown (`hidden == false`), and a second
 * of the hidden items, every one for an editor, the viewer's own for anyone else (firestore.rules are not
 * filters). Each listener sends only what changed; "Show more" raises the limits by a page.
 */
function useMergedList<D, T extends { id: string }>(list: Merged<D, T>): LiveWall<T> {
  const firestore = useFirestore();
  const { base, key, order, editor, uid, count, shown, compare, failed } = list;
  // The same first query for everyone (what is shown), so that it can start before the viewer's role is
  // known (app/event-warmup.ts) and be shared.
  const listed = useMemo(
    () => query(base(firestore), where('hidden', '==', false), ...order, limit(count + 1)),
    [firestore, base, order, count],
  );
  const own = useMemo(
    () =>
      editor
        ? query(base(firestore), where('hidden', '==', true), ...order, limit(count))
        : query(
            base(firestore),
            where('author.uid', '==', uid),
            where('hidden', '==', true),
            orderBy('created_at', 'desc'),
            limit(count),
          ),
    [firestore, base, order, editor, uid, count],
  );
  const listedPart = useLiveQuery(listed, `${key}/${count}`, shown);
  const ownPart = useLiveQuery(own, `${key}/${editor ? '' : uid}/${count}`, shown);
  // While a longer page answers, the shorter one stays rather than a blank list.
  const [last, setLast] = useState<LiveWall<T>>({ status: 'loading' });
  const next = useMemo((): LiveWall<T> | null => {
    if (listedPart && 'error' in listedPart) return { status: 'error', error: `${failed}: ${listedPart.error}` };
    if (ownPart && 'error' in ownPart) return { status: 'error', error: `${failed}: ${ownPart.error}` };
    if (!listedPart) return null;
    // The shown items are drawn as soon as they come (the prefetched query usually answers first); the
    // hidden ones take their places when their own query answers.
    const hidden = ownPart && 'items' in ownPart ? ownPart.items : [];
    return { status: 'ready', ...mergeWall(listedPart.items, hidden, count, compare, editor) };
  }, [listedPart, ownPart, editor, count, compare, failed]);
  useEffect(() => {
    if (next) setLast(next);
  }, [next]);
  return next ?? last;
}

const wallOf = (eventId: string) => (firestore: Firestore) => wallPosts(firestore, eventId);
const COMMENT_ORDER = [orderBy('created_at', 'asc')];
const postOf = (id: string, doc: WallPostDoc) => wallPostOf(id, doc);
const commentOf = (id: string, doc: WallCommentDoc) => wallCommentOf(id, doc);

/** The event's posts, pinned on top then newest first, `count` of them (and whether more follow). */
export function useLiveWall(eventId: string, uid: string, editor: boolean, count: number): LiveWall<WallPost> {
  const base = useMemo(() => wallOf(eventId), [eventId]);
  return useMergedList({
    base,
    key: eventId,
    order: POST_ORDER,
    editor,
    uid,
    count,
    shown: postOf,
    compare: compareWallPosts,
    failed: 'The wall could not be read',
  });
}

/** A post's comments, oldest first. */
export function useLiveComments(
  eventId: string,
  postId: string,
  uid: string,
  editor: boolean,
  count: number,
): LiveWall<WallComment> {
  const base = useMemo(
    () => (firestore: Firestore) =>
      collection(
        firestore,
        COLLECTIONS.events,
        eventId,
        EVENT_SUBCOLLECTIONS.wall,
        postId,
        WALL_SUBCOLLECTIONS.comments,
      ).withConverter(wallCommentConverter),
    [eventId, postId],
  );
  return useMergedList({
    base,
    key: `${eventId}/${postId}`,
    order: COMMENT_ORDER,
    editor,
    uid,
    count,
    shown: commentOf,
    compare: compareWallComments,
    failed: 'The comments could not be read',
  });
}
