import {
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  HISTORY_PAGE_SIZE,
  historyEntryConverter,
  type HistoryEntity,
  type HistoryEntry,
} from '@agenda/contract';
import { collection, limit, orderBy, query, where, type QueryConstraint } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollection } from 'reactfire';

/** The filters of a History screen, each a query constraint (so a filter never hides a page's worth). */
export interface HistoryFilters {
  /** The actor's uid, or null for everyone. */
  person: string | null;
  entity: HistoryEntity | null;
  /** Instants (epoch ms): from, inclusive; before, exclusive. */
  from: number | null;
  before: number | null;
}

export type LiveHistory =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'ready'; entries: HistoryEntry<{ toMillis(): number }>[]; more: boolean };

/**
 * An event's history, newest first, live from Firestore under the rules (its editors read it; nobody
 * writes it from a client). Filters are query constraints served by firestore.indexes.json's history
 * indexes; `pages` × HISTORY_PAGE_SIZE entries ("Show older changes" adds a page) are read. Entries are parsed by the contract's schema.
 */
export function useLiveEventHistory(eventId: string, filters: HistoryFilters, pages: number): LiveHistory {
  const firestore = useFirestore();
  const size = Math.max(1, pages) * HISTORY_PAGE_SIZE;
  const ref = useMemo(() => {
    const constraints: QueryConstraint[] = [
      ...(filters.person ? [where('actor.uid', '==', filters.person)] : []),
      ...(filters.entity ? [where('entity', '==', filters.entity)] : []),
      ...(filters.from !== null ? [where('at', '>=', new Date(filters.from))] : []),
      ...(filters.before !== null ? [where('at', '<', new Date(filters.before))] : []),
      orderBy('at', 'desc'),
      limit(size),
    ];
    return query(
      collection(firestore, COLLECTIONS.events, eventId, EVENT_SUBCOLLECTIONS.history).withConverter(
        historyEntryConverter,
      ),
      ...constraints,
    );
  }, [firestore, eventId, filters.person, filters.entity, filters.from, filters.before, size]);
  const { status, data, error } = useFirestoreCollection(ref);
  const decoded = useMemo((): LiveHistory | null => {
    if (!data) return null;
    try {
      const entries = data.docs.map((snapshot) => ({ ...snapshot.data(), id: snapshot.id }));
      return { status: 'ready', entries, more: entries.length >= size };
    } catch (cause) {
      return { status: 'error', error: cause instanceof Error ? cause.message : String(cause) };
    }
  }, [data, size]);
  if (status === 'error') return { status: 'error', error: error?.message ?? 'The history could not be read' };
  if (status !== 'success' || !decoded) return { status: 'loading' };
  return decoded;
}
