import {
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  WALL_SUBCOLLECTIONS,
  wallItemConverter,
  type WallItemDoc,
} from '@agenda/contract';
import { collection, doc, limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollection, useFirestoreDoc } from 'reactfire';

/** A post or comment as the queue shows it. */
export type WallItem = WallItemDoc & { id: string; postId: string; commentId: string | null };

export type LiveItem =
  { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; item: WallItem | null };

const postsOf = (firestore: Firestore, eventId: string) =>
  collection(firestore, COLLECTIONS.events, eventId, EVENT_SUBCOLLECTIONS.wall);

const failure = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause));

/** One reported post or comment, live (editors read every item of the wall, hidden ones too). */
export function useWallItem(eventId: string, postId: string, commentId: string | null): LiveItem {
  const firestore = useFirestore();
  const ref = useMemo(() => {
    const post = doc(postsOf(firestore, eventId), postId);
    return commentId
      ? doc(post, WALL_SUBCOLLECTIONS.comments, commentId).withConverter(wallItemConverter)
      : post.withConverter(wallItemConverter);
  }, [firestore, eventId, postId, commentId]);
  const { status, data, error } = useFirestoreDoc(ref);
  if (status === 'error') return { status: 'error', error: error?.message ?? 'The item could not be read' };
  if (status !== 'success') return { status: 'loading' };
  try {
    const stored = data.data();
    return {
      status: 'ready',
      item: stored ? { ...stored, id: data.id, postId, commentId } : null,
    };
  } catch (cause) {
    return { status: 'error', error: failure(cause) };
  }
}

/** How many hidden posts the queue lists. */
const HIDDEN_LIST_MAX = 20;

export type LiveHidden =
  { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; items: WallItem[] };

/** The wall's hidden posts, newest first, live (where('hidden', '==', true): the editors' alone under the rules). */
export function useHiddenPosts(eventId: string): LiveHidden {
  const firestore = useFirestore();
  const ref = useMemo(
    () =>
      query(
        postsOf(firestore, eventId).withConverter(wallItemConverter),
        where('hidden', '==', true),
        orderBy('created_at', 'desc'),
        limit(HIDDEN_LIST_MAX),
      ),
    [firestore, eventId],
  );
  const { status, data, error } = useFirestoreCollection(ref);
  if (status === 'error') return { status: 'error', error: error?.message ?? 'The hidden posts could not be read' };
  if (status !== 'success') return { status: 'loading' };
  try {
    return {
      status: 'ready',
      items: data.docs.map((snapshot) => ({
        ...snapshot.data(),
        id: snapshot.id,
        postId: snapshot.id,
        commentId: null,
      })),
    };
  } catch (cause) {
    return { status: 'error', error: failure(cause) };
  }
}
