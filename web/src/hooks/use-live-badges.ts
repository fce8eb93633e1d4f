import { badgeConverter, BADGES_SUBCOLLECTION, COLLECTIONS, compareBadges, type Badge } from '@agenda/contract';
import { collection, orderBy, query, type Firestore } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollection } from 'reactfire';

/** gamificationv2/{eventId}/badges, read through the contract's badge schema. */
export const badgesCollection = (firestore: Firestore, eventId: string) =>
  collection(firestore, COLLECTIONS.gamification, eventId, BADGES_SUBCOLLECTION).withConverter(badgeConverter);

export type LiveBadges =
  { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; badges: Badge[] };

/**
 * gamificationv2/{eventId}/badges, live, ordered by threshold ascending (docs/product.md §7), for whoever may
 * read the event (firestore.rules): the gamification screens and a participant's points. Documents are parsed by the contract's badge schema as they are
 * read: a malformed one makes the list an error naming its field.
 */
export function useLiveBadges(eventId: string): LiveBadges {
  const firestore = useFirestore();
  const ref = useMemo(() => query(badgesCollection(firestore, eventId), orderBy('t')), [firestore, eventId]);
  const { status, data, error } = useFirestoreCollection(ref);
  const decoded = useMemo((): LiveBadges | null => {
    if (!data) return null;
    try {
      // Equal thresholds keep one order (by name) whatever order Firestore answers them in.
      return {
        status: 'ready',
        badges: data.docs.map((snapshot) => ({ ...snapshot.data(), id: snapshot.id })).sort(compareBadges),
      };
    } catch (cause) {
      return { status: 'error', error: cause instanceof Error ? cause.message : String(cause) };
    }
  }, [data]);
  if (status === 'error') return { status: 'error', error: error?.message ?? 'The badges could not be read' };
  if (status !== 'success' || !decoded) return { status: 'loading' };
  return decoded;
}
