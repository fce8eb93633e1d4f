import { COLLECTIONS, EVENT_SUBCOLLECTIONS } from '@contract';
import { collection, type DocumentData } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

export type LiveChildren<T> = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; items: T[] };

type Child = 'locations' | 'details' | 'tags' | 'surveys';

/**
 * An event's locations, details, tags or surveys, live from Firestore (readable by whoever may read
 * the event, firestore.rules). `convert` reads a document defensively; `compare` orders the list.
 */
export function useLiveChildren<T>(
  eventId: string,
  child: Child,
  convert: (data: DocumentData & { id: string }) => T,
  compare: (a: T, b: T) => number,
): LiveChildren<T> {
  const firestore = useFirestore();
  const ref = useMemo(() => collection(firestore, COLLECTIONS.events, eventId, EVENT_SUBCOLLECTIONS[child]), [firestore, eventId, child]);
  const { status, data, error } = useFirestoreCollectionData(ref, { idField: 'id' });
  const items = useMemo(() => (data ?? []).map((doc) => convert(doc as DocumentData & { id: string })).sort(compare), [data, convert, compare]);
  if (status === 'error') return { status: 'error', error: error?.message ?? 'The list could not be read' };
  if (status !== 'success') return { status: 'loading' };
  return { status: 'ready', items };
}

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');
export const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
