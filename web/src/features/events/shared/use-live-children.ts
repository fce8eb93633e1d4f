import {
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  eventContentConverters,
  type EventContentDocs,
  type EventContentKind,
} from '@agenda/contract';
import { collection, type CollectionReference } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollection } from 'reactfire';

export type LiveChildren<T> =
  { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; items: T[] };

/** A stored document as the app shows it: the API's answer shape (`Location`, `Detail`, …). */
export type LiveChild<K extends EventContentKind> = EventContentDocs[K] & { id: string; eventId: string };

/**
 * An event's locations, details, tags or surveys, live from Firestore (readable by whoever may read
 * the event, firestore.rules). Documents are read through the contract's converter of their kind, so
 * that the list and the API's answers decode the same way: a document that breaks its schema makes
 * the list an error naming the field, never an item with made-up values. `compare` orders the list.
 */
export function useLiveChildren<K extends EventContentKind>(
  eventId: string,
  kind: K,
  compare: (a: LiveChild<K>, b: LiveChild<K>) => number,
): LiveChildren<LiveChild<K>> {
  const firestore = useFirestore();
  const ref = useMemo(
    (): CollectionReference<EventContentDocs[K]> =>
      collection(firestore, COLLECTIONS.events, eventId, EVENT_SUBCOLLECTIONS[kind]).withConverter(
        eventContentConverters[kind],
      ),
    [firestore, eventId, kind],
  );
  const { status, data, error } = useFirestoreCollection(ref);
  const decoded = useMemo((): LiveChildren<LiveChild<K>> | null => {
    if (!data) return null;
    try {
      // The converter parses each document as it is read.
      return {
        status: 'ready',
        items: data.docs.map((snapshot) => ({ ...snapshot.data(), id: snapshot.id, eventId })).sort(compare),
      };
    } catch (cause) {
      return { status: 'error', error: cause instanceof Error ? cause.message : String(cause) };
    }
  }, [data, eventId, compare]);
  if (status === 'error') return { status: 'error', error: error?.message ?? 'The list could not be read' };
  if (status !== 'success' || !decoded) return { status: 'loading' };
  return decoded;
}
