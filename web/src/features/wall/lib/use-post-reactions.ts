import {
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  WALL_SUBCOLLECTIONS,
  wallCounts,
  type WallCounterDoc,
} from '@agenda/contract';
import { collection, doc, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { shardCounts } from './wall-model';

export interface PostReactions {
  /** The post's likes and shown comments, summed over its counter shards; null until read. */
  counts: WallCounterDoc | null;
  /** Whether the viewer likes it (their own likes/{uid} document); null until read. */
  liked: boolean | null;
}

/**
 * A post's counts and the viewer's like, live (docs/features.md, "The wall", Counts): one listener on its
 * counter shards (at most WALL_COUNTER_SHARDS small documents, each change sending only the shard that
 * changed) and one on the viewer's like. Only while the post is on screen (`active`).
 */
export function usePostReactions(eventId: string, postId: string, uid: string, active: boolean): PostReactions {
  const firestore = useFirestore();
  const [counts, setCounts] = useState<WallCounterDoc | null>(null);
  const [liked, setLiked] = useState<boolean | null>(null);
  useEffect(() => {
    if (!active) return undefined;
    const post = doc(firestore, COLLECTIONS.events, eventId, EVENT_SUBCOLLECTIONS.wall, postId);
    const stopCounts = onSnapshot(
      collection(post, WALL_SUBCOLLECTIONS.counters),
      (snapshot) => setCounts(wallCounts(snapshot.docs.map((shard) => shardCounts(shard.data())))),
      // A post hidden meanwhile is no longer readable: its counts go with it.
      () => setCounts(null),
    );
    const stopLike = onSnapshot(
      doc(post, WALL_SUBCOLLECTIONS.likes, uid),
      (snapshot) => setLiked(snapshot.exists()),
      () => setLiked(null),
    );
    return () => {
      stopCounts();
      stopLike();
    };
  }, [firestore, eventId, postId, uid, active]);
  return { counts, liked };
}
