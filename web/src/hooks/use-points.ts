import { COLLECTIONS, POINTS_SUBCOLLECTION, userPointsConverter, type UserPointsDoc } from '@agenda/contract';
import { collectionGroup, doc, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollection, useFirestoreDoc } from 'reactfire';
import type { PointsState } from '@/components/points-card';
import { useRights } from '@/lib/rights';
import { useLiveBadges } from './use-live-badges';

/*
 * A person's points: gamificationv2/{eventId}/points/{uid}, the total of their points ledger kept by the
 * functions with every wall action (functions/src/wall/ledger.ts), readable by that person alone (firestore.rules).
 */

type LivePoints =
  { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; doc: UserPointsDoc | null };

function useOwnPoints(eventId: string, uid: string): LivePoints {
  const firestore = useFirestore();
  const ref = useMemo(
    () =>
      doc(firestore, COLLECTIONS.gamification, eventId, POINTS_SUBCOLLECTION, uid).withConverter(userPointsConverter),
    [firestore, eventId, uid],
  );
  const { status, data, error } = useFirestoreDoc(ref);
  if (status === 'error') return { status: 'error', error: error?.message ?? 'Your points could not be read' };
  if (status !== 'success') return { status: 'loading' };
  try {
    return { status: 'ready', doc: data.data() ?? null };
  } catch (cause) {
    return { status: 'error', error: cause instanceof Error ? cause.message : String(cause) };
  }
}

/** The signed-in person's points in the event with the event's badges, live. */
export function useEventPoints(eventId: string): PointsState {
  const { uid } = useRights();
  const points = useOwnPoints(eventId, uid ?? '-');
  const badges = useLiveBadges(eventId);
  if (points.status === 'error') return points;
  if (badges.status === 'error') return badges;
  if (points.status === 'loading' || badges.status === 'loading') return { status: 'loading' };
  return {
    status: 'ready',
    points: points.doc?.points ?? 0,
    badges: badges.badges,
    earned: points.doc?.badges ?? [],
  };
}

export type LiveOwnPoints =
  { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; items: UserPointsDoc[] };

/** Every event where the signed-in person has points (a collection group query on their own uid), most first. */
export function useOwnPointsEverywhere(): LiveOwnPoints {
  const firestore = useFirestore();
  const { uid } = useRights();
  const ref = useMemo(
    () =>
      query(collectionGroup(firestore, POINTS_SUBCOLLECTION), where('uid', '==', uid ?? '-')).withConverter(
        userPointsConverter,
      ),
    [firestore, uid],
  );
  const { status, data, error } = useFirestoreCollection(ref);
  if (status === 'error') return { status: 'error', error: error?.message ?? 'Your points could not be read' };
  if (status !== 'success') return { status: 'loading' };
  try {
    const items = data.docs.map((snapshot) => snapshot.data()).sort((a, b) => b.points - a.points);
    return { status: 'ready', items };
  } catch (cause) {
    return { status: 'error', error: cause instanceof Error ? cause.message : String(cause) };
  }
}
