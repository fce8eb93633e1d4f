import {
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  WALL_FIGURES_COLLECTION,
  WALL_SUBCOLLECTIONS,
  WALL_TOP_POSTS,
  wallPostFiguresConverter,
} from '@agenda/contract';
import {
  collection,
  collectionGroup,
  count,
  getAggregateFromServer,
  getCountFromServer,
  limit,
  onSnapshot,
  orderBy,
  query,
  sum,
  Timestamp,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import type { DayRange, EngagementDay } from './engagement';
import type { Live } from './use-live-docs';

/*
 * The wall's engagement on the dashboards (docs/features.md, "Dashboards"). Per day: one count()
 * aggregation each of the event's posts (created_at), comments and likes (event_id and their instant,
 * collection groups that firestore.rules open to the event's editors), counted on the server like the
 * country dashboard's months: nothing is downloaded however busy the wall. Read once per view. The most
 * liked posts: the posts' figures (contract wall-figures.ts), kept by the functions, live.
 */

function useOnce<T>(key: string, read: (firestore: Firestore) => Promise<T>, failure: string): Live<T> {
  const firestore = useFirestore();
  const [state, setState] = useState<{ key: string; live: Live<T> }>({ key, live: { status: 'loading' } });
  useEffect(() => {
    let current = true;
    read(firestore).then(
      (data) => current && setState({ key, live: { status: 'ready', data } }),
      (error: unknown) =>
        current &&
        setState({ key, live: { status: 'error', error: error instanceof Error ? error.message : failure } }),
    );
    return () => {
      current = false;
    };
    // `key` names everything `read` reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firestore, key]);
  return state.key === key ? state.live : { status: 'loading' };
}

const countIn = (documents: Query, field: string, day: DayRange) =>
  getCountFromServer(
    query(
      documents,
      where(field, '>=', Timestamp.fromMillis(day.start)),
      where(field, '<', Timestamp.fromMillis(day.end)),
    ),
  ).then((snapshot) => snapshot.data().count);

/** Posts, comments and likes of the event per day of `days`. */
export function useWallPerDay(eventId: string, days: readonly DayRange[]): Live<EngagementDay[]> {
  return useOnce(
    `wall-days/${eventId}/${days.map((day) => day.day).join(',')}`,
    (firestore) => {
      const posts = collection(firestore, COLLECTIONS.events, eventId, EVENT_SUBCOLLECTIONS.wall);
      const comments = query(
        collectionGroup(firestore, WALL_SUBCOLLECTIONS.comments),
        where('event_id', '==', eventId),
      );
      const likes = query(collectionGroup(firestore, WALL_SUBCOLLECTIONS.likes), where('event_id', '==', eventId));
      return Promise.all(
        days.map(async (day) => {
          const [p, c, l] = await Promise.all([
            countIn(posts, 'created_at', day),
            countIn(comments, 'created_at', day),
            countIn(likes, 'at', day),
          ]);
          return { day: day.day, posts: p, comments: c, likes: l };
        }),
      );
    },
    'The wall could not be counted',
  );
}

/** One of the most liked posts. */
export interface TopPost {
  id: string;
  author: string;
  text: string;
  likes: number;
  comments: number;
  hidden: boolean;
}

/** The event's WALL_TOP_POSTS most liked posts, live (hidden ones too: the dashboard is its editors'). */
export function useTopPosts(eventId: string): Live<TopPost[]> {
  const firestore = useFirestore();
  const [state, setState] = useState<{ key: string; live: Live<TopPost[]> }>({
    key: eventId,
    live: { status: 'loading' },
  });
  useEffect(
    () =>
      onSnapshot(
        query(
          collection(firestore, COLLECTIONS.events, eventId, WALL_FIGURES_COLLECTION).withConverter(
            wallPostFiguresConverter,
          ),
          orderBy('likes', 'desc'),
          limit(WALL_TOP_POSTS),
        ),
        (snapshot) => {
          const data = snapshot.docs.map((doc) => {
            const figures = doc.data();
            return {
              id: doc.id,
              author: figures.author_name,
              text: figures.text,
              likes: figures.likes,
              comments: figures.comments,
              hidden: figures.hidden,
            };
          });
          setState({ key: eventId, live: { status: 'ready', data } });
        },
        (error) => setState({ key: eventId, live: { status: 'error', error: error.message } }),
      ),
    [firestore, eventId],
  );
  return state.key === eventId ? state.live : { status: 'loading' };
}

/** A country's wall totals: its events' posts, comments and likes (the posts' figures, summed on the server). */
export function useCountryWallTotals(tenantId: string): Live<{ posts: number; comments: number; likes: number }> {
  return useOnce(
    `wall-totals/${tenantId}`,
    async (firestore) => {
      const snapshot = await getAggregateFromServer(
        query(collectionGroup(firestore, WALL_FIGURES_COLLECTION), where('tenant_id', '==', tenantId)),
        { posts: count(), comments: sum('comments'), likes: sum('likes') },
      );
      const { posts, comments, likes } = snapshot.data();
      return { posts, comments, likes };
    },
    'The wall could not be counted',
  );
}
