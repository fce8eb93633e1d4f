import {
  COLLECTIONS,
  eventContentConverters,
  EVENT_SUBCOLLECTIONS,
  HISTORY_PAGE_SIZE,
  historyEntryConverter,
  type HistoryEntity,
  type HistoryEntry,
} from '@agenda/contract';
import {
  collection,
  collectionGroup,
  limit,
  onSnapshot,
  orderBy,
  query,
  Timestamp,
  where,
  type QueryConstraint,
} from 'firebase/firestore';
import { DateTime } from 'luxon';
import { useEffect, useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';

/** How many entries a page adds ("Load more" grows the listener's limit by as many): the contract's page. */
export const HISTORY_PAGE = HISTORY_PAGE_SIZE;

/** Whose history: one event's, one country's log (collection group), or root's whole log (tenantId null). */
export type HistoryScope = { eventId: string } | { tenantId: string | null };

export interface HistoryFilters {
  /** An actor's uid, '' for everyone. */
  person: string;
  entity: HistoryEntity | '';
  /** Calendar days ("2026-05-12") on `zone`'s clock, '' for open ends; both days included. */
  from: string;
  to: string;
}

export const NO_FILTERS: HistoryFilters = { person: '', entity: '', from: '', to: '' };

/** An entry as the screens show it: `at` in epoch ms (null while the server's time is not yet known). */
export type ShownEntry = Omit<HistoryEntry, 'at' | 'expire_at'> & { at: number | null };

export type LiveHistory =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'ready'; entries: ShownEntry[]; more: boolean };

/** The first instant of a calendar day on `zone`'s clock (the zone named beside the date fields). */
const dayStart = (day: string, zone: string): Timestamp =>
  Timestamp.fromMillis(DateTime.fromISO(day, { zone }).startOf('day').toMillis());

/** The query's filters: equality first, then the range on `at`, ordered newest first (firestore.indexes.json). */
function historyConstraints(filters: HistoryFilters, zone: string, count: number): QueryConstraint[] {
  const constraints: QueryConstraint[] = [];
  if (filters.person) constraints.push(where('actor.uid', '==', filters.person));
  if (filters.entity) constraints.push(where('entity', '==', filters.entity));
  if (filters.from) constraints.push(where('at', '>=', dayStart(filters.from, zone)));
  if (filters.to) {
    const next = DateTime.fromISO(filters.to, { zone }).plus({ days: 1 }).toISODate() ?? filters.to;
    constraints.push(where('at', '<', dayStart(next, zone)));
  }
  // One more than shown tells whether "Load more" has anything to add.
  constraints.push(orderBy('at', 'desc'), limit(count + 1));
  return constraints;
}

/**
 * The history of `scope`, newest first and live (a change made in another tab shows at once), through
 * firestore.rules: an event's editors read its entries, admins their countries' log, root everything.
 */
export function useLiveHistory(scope: HistoryScope, filters: HistoryFilters, zone: string, count: number): LiveHistory {
  const firestore = useFirestore();
  const eventId = 'eventId' in scope ? scope.eventId : null;
  const tenantId = 'tenantId' in scope ? scope.tenantId : null;
  const ref = useMemo(() => {
    const constraints = historyConstraints(filters, zone, count);
    if (eventId)
      return query(
        collection(firestore, COLLECTIONS.events, eventId, EVENT_SUBCOLLECTIONS.history).withConverter(
          historyEntryConverter,
        ),
        ...constraints,
      );
    const group = collectionGroup(firestore, EVENT_SUBCOLLECTIONS.history).withConverter(historyEntryConverter);
    return tenantId ? query(group, where('tenant_id', '==', tenantId), ...constraints) : query(group, ...constraints);
  }, [firestore, eventId, tenantId, filters, zone, count]);
  const [state, setState] = useState<{ ref: typeof ref; live: LiveHistory } | null>(null);
  useEffect(
    () =>
      onSnapshot(
        ref,
        (snapshot) => {
          let entries: ShownEntry[];
          try {
            // The contract's converter parses each entry: a malformed one is an error naming its field.
            entries = snapshot.docs.map((doc): ShownEntry => {
              const { at, expire_at: _expires, ...data } = doc.data();
              return { ...data, id: doc.id, at: at.toMillis() };
            });
          } catch (cause) {
            setState({ ref, live: { status: 'error', error: cause instanceof Error ? cause.message : String(cause) } });
            return;
          }
          setState({ ref, live: { status: 'ready', entries: entries.slice(0, count), more: entries.length > count } });
        },
        (error) =>
          setState({ ref, live: { status: 'error', error: `The history could not be read: ${error.message}` } }),
      ),
    [ref, count],
  );
  // While a new query (another filter) answers, the previous entries stay rather than a blank list.
  return state?.live ?? { status: 'loading' };
}

/**
 * The event's location names by id, live: agendas name their room by id, and the words name it (a room
 * deleted since reads as "another location").
 */
export function useLocationNames(eventId: string): ReadonlyMap<string, string> {
  const firestore = useFirestore();
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(
    () =>
      onSnapshot(
        collection(firestore, COLLECTIONS.events, eventId, EVENT_SUBCOLLECTIONS.locations).withConverter(
          eventContentConverters.locations,
        ),
        (snapshot) => {
          try {
            setNames(new Map(snapshot.docs.map((doc) => [doc.id, doc.data().name])));
          } catch {
            // A location that breaks its schema: the words name rooms as "another location" rather than fail.
            setNames(new Map());
          }
        },
        // Without names the words still read ("another location"); the history itself reports its errors.
        () => setNames(new Map()),
      ),
    [firestore, eventId],
  );
  return names;
}

/** Whether an entry's words or diff name a room (an agenda's `location_id`). */
const namesARoom = (entry: ShownEntry) => entry.changes.some((change) => change.field === 'location_id');

/**
 * For a log that spans events (a country's, root's): the location names of the events whose entries on the
 * page name a room, by event, live (a page names a few events; the log does not listen to every event's
 * rooms). An event not yet answered, or unreadable, is absent: its words leave rooms out, as before. Listeners
 * rather than one-off reads keep Firestore's shared code in the app's frame as it was (getDocs would add to it).
 */
export function useLogLocationNames(entries: readonly ShownEntry[]): ReadonlyMap<string, ReadonlyMap<string, string>> {
  const firestore = useFirestore();
  const [byEvent, setByEvent] = useState<ReadonlyMap<string, ReadonlyMap<string, string>>>(new Map());
  const wanted = useMemo(
    () =>
      [...new Set(entries.filter(namesARoom).flatMap((entry) => (entry.event_id ? [entry.event_id] : [])))]
        .sort()
        .join(','),
    [entries],
  );
  useEffect(() => {
    if (!wanted) return;
    const stops = wanted.split(',').map((eventId) =>
      onSnapshot(
        collection(firestore, COLLECTIONS.events, eventId, EVENT_SUBCOLLECTIONS.locations).withConverter(
          eventContentConverters.locations,
        ),
        (snapshot) => {
          let names: Map<string, string>;
          try {
            names = new Map(snapshot.docs.map((doc) => [doc.id, doc.data().name]));
          } catch {
            return; // A location breaking its schema: rooms stay out of this event's words.
          }
          setByEvent((known) => new Map(known).set(eventId, names));
        },
        // Unreadable: rooms stay out of this event's words; the history reports its own errors.
        () => undefined,
      ),
    );
    return () => stops.forEach((stop) => stop());
  }, [firestore, wanted]);
  return byEvent;
}
