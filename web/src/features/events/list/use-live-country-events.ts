import { COLLECTIONS, EVENT_LIST_BATCH } from '@agenda/contract';
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
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useFirestore } from 'reactfire';
import { eventConverter, eventFromStored, type EventItem, type StoredEvent } from '@/lib/event-item';
import { useRights } from '@/lib/rights';
import { matchesListFilters, mergeById, rangeBounds, type EventListFilters } from './event-filters';

export type LiveEvents =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | {
      status: 'ready';
      events: EventItem[];
      /** More events may follow the ones read (a page was full): "Show more events" reads them. */
      more?: boolean;
      /** A larger page is being read; the events shown are the previous page's. */
      loadingMore?: boolean;
    };

/** Soonest start first; equal starts by name, so that the order does not jump between renders. */
const byStart = (a: EventItem, b: EventItem) => a.start.getTime() - b.start.getTime() || a.name.localeCompare(b.name);
/** The most recent first. */
const byStartDescending = (a: EventItem, b: EventItem) =>
  b.start.getTime() - a.start.getTime() || a.name.localeCompare(b.name);

/** One ordered part of the list: its query constraints and its order. */
interface Segment {
  constraints: QueryConstraint[];
  order: (a: EventItem, b: EventItem) => number;
}

/**
 * The queries' clock moves by the hour, so that the list asks the same queries again within the hour (Firestore
 * answers a query it is already listening to from memory; chosen for the persistent cache the list had
 * then). The bounds are widened to the hour around now, and the list then holds each event against
 * the moment itself (matchesListFilters), so what shows is exact.
 */
export const QUERY_CLOCK_MS = 3_600_000;

/** The hour around `now`: its start and the next hour's start. */
export function queryHour(now: Date): { floor: Date; ceil: Date } {
  const floor = Math.floor(now.getTime() / QUERY_CLOCK_MS) * QUERY_CLOCK_MS;
  return { floor: new Date(floor), ceil: new Date(floor + QUERY_CLOCK_MS) };
}

/**
 * The parts of the list for a filter, each in the order the list shows it. "All" is the running and
 * coming events soonest first, then the passed ones most recent first (the order an organizer looks
 * for), so it reads two ordered queries and shows the second once the first is exhausted; their
 * border is the hour's start, so that every event is in exactly one of them. The other filters ask
 * for the events that may match within the hour around now.
 */
function segmentsOf(when: EventListFilters['when'], now: Date): Segment[] {
  const { floor, ceil } = queryHour(now);
  const coming: Segment = { constraints: [where('end_date', '>=', floor), orderBy('start_date')], order: byStart };
  // Ordered by start like the others, so that a date range of starts (an inequality on start_date)
  // combines with it.
  const passed: Segment = {
    constraints: [where('end_date', '<', floor), orderBy('start_date', 'desc')],
    order: byStartDescending,
  };
  switch (when) {
    case 'all':
      return [coming, passed];
    case 'upcoming':
      return [{ constraints: [where('start_date', '>', floor), orderBy('start_date')], order: byStart }];
    case 'running':
      return [
        {
          constraints: [where('start_date', '<=', ceil), where('end_date', '>=', floor), orderBy('start_date')],
          order: byStart,
        },
      ];
    case 'passed':
      return [{ ...passed, constraints: [where('end_date', '<', ceil), orderBy('start_date', 'desc')] }];
    case 'drafts':
      return [{ constraints: [where('privacy', '==', true), orderBy('start_date')], order: byStart }];
  }
}

/**
 * Rules are not filters, so each query carries its proof (firestore.rules): an admin of the country
 * reads all its events, drafts included; anyone else reads the published ones plus the drafts they
 * organize (two queries, merged).
 */
function proofsOf(editor: boolean, uid: string | null, when: EventListFilters['when']): QueryConstraint[][] {
  if (editor) return [[]];
  const organized = uid ? [[where('organizers', 'array-contains', uid)]] : [];
  return when === 'drafts' ? organized : [[where('privacy', '==', false)], ...organized];
}

interface Plan {
  key: string;
  filters: EventListFilters;
  now: Date;
  /** Per segment, its queries (one per proof). */
  segments: { order: Segment['order']; queries: Query<StoredEvent>[] }[];
  size: number | null;
}

function planOf(
  firestore: Firestore,
  tenantId: string,
  filters: EventListFilters,
  editor: boolean,
  uid: string | null,
  size: number | null,
  now: Date,
): Plan {
  const events = collection(firestore, COLLECTIONS.events).withConverter(eventConverter);
  const { from, before } = rangeBounds(filters);
  const range = [
    ...(from ? [where('start_date', '>=', from)] : []),
    ...(before ? [where('start_date', '<', before)] : []),
  ];
  const proofs = proofsOf(editor, uid, filters.when);
  return {
    key: JSON.stringify([tenantId, filters.when, filters.from, filters.to, editor, uid, size, now.getTime()]),
    filters,
    now,
    size,
    segments: segmentsOf(filters.when, now).map((segment) => ({
      order: segment.order,
      queries: proofs.map((proof) =>
        query(
          events,
          where('tenant_id', '==', tenantId),
          ...proof,
          ...range,
          ...segment.constraints,
          ...(size === null ? [] : [limit(size)]),
        ),
      ),
    })),
  };
}

/** The queries of the list's first page, as the list will ask them (app/event-warmup.ts starts them early). */
export const firstPageQueries = (
  firestore: Firestore,
  tenantId: string,
  filters: EventListFilters,
  editor: boolean,
  uid: string,
): Query<StoredEvent>[] =>
  planOf(firestore, tenantId, filters, editor, uid, EVENT_LIST_BATCH, new Date()).segments.flatMap(
    (segment) => segment.queries,
  );

/**
 * The events to show from each query's answer: each segment merged, held against the moment itself
 * (the queries ask by the hour), ordered, cut at the page size.
 */
function assemble(plan: Plan, answers: EventItem[][]): { events: EventItem[]; more: boolean } {
  const events: EventItem[] = [];
  let more = false;
  let index = 0;
  for (const segment of plan.segments) {
    const lists = segment.queries.map(() => answers[index++] ?? []);
    if (plan.size !== null && lists.some((list) => list.length >= plan.size!)) more = true;
    const room = plan.size === null ? Number.POSITIVE_INFINITY : plan.size - events.length;
    if (room <= 0) continue;
    const matching =
      plan.filters.when === 'all'
        ? mergeById(...lists)
        : mergeById(...lists).filter((event) => matchesListFilters(event, plan.filters, plan.now));
    events.push(...matching.sort(segment.order).slice(0, room));
  }
  return { events, more };
}

/**
 * The search cleared, the first `size` of every event read under the filters (a search read them all), and
 * whether more follow: known exactly, as every one is read.
 */
export function firstPageOf<T>(events: T[], size: number): { events: T[]; more: boolean } {
  return events.length > size ? { events: events.slice(0, size), more: true } : { events, more: false };
}

/**
 * A country's events, live from Firestore, one page at a time: an event created, edited or deleted
 * anywhere shows up in every open tab. Only what the screen shows is read: the filter and the date
 * range are query constraints, ordered by start and limited to `pages` × EVENT_LIST_BATCH events
 * (2,000 events must not be downloaded to draw the first cards). `everything` reads every
 * event under the filter (the name search matches inside names, which Firestore cannot). While a
 * larger page is read, the previous one stays on screen. Documents are parsed by the contract's schema.
 * Once a search has read every event under the filters, that query stays until the filters change: the search
 * cleared shows its first pages (firstPageOf), and the next search filters it again, so that neither a search
 * nor its clearing waits for Firestore to read 2,000 events again (docs/benchmarks.md, the filter).
 */
export function useLiveCountryEvents(
  tenantId: string,
  filters: EventListFilters,
  pages: number,
  everything: boolean,
): LiveEvents {
  const firestore = useFirestore();
  const rights = useRights();
  const editor = rights.isAdminOf(tenantId);
  const uid = rights.uid;
  // "Now" is fixed while the filter stays: a list whose queries moved every second would never settle.
  const filterKey = `${tenantId}|${filters.when}|${filters.from}|${filters.to}`;
  const now = useMemo(() => new Date(), [filterKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const pageSize = Math.max(1, pages) * EVENT_LIST_BATCH;
  const [readAllFor, setReadAllFor] = useState<string | null>(null);
  if (everything && readAllFor !== filterKey) setReadAllFor(filterKey);
  const readAll = everything || readAllFor === filterKey;
  const size = readAll ? null : pageSize;
  const plan = useMemo(
    () => planOf(firestore, tenantId, filters, editor, uid, size, now),
    // The filters object is rebuilt from the address on each render; its fields are in filterKey.
    [firestore, filterKey, editor, uid, size, now], // eslint-disable-line react-hooks/exhaustive-deps
  );

  const [state, setState] = useState<{
    key: string;
    answers: (EventItem[] | undefined)[];
    error: string | null;
    early?: boolean;
  }>({
    key: '',
    answers: [],
    error: null,
  });
  const shown = useRef<{ filterKey: string; events: EventItem[] } | null>(null);

  // The token's claims (read from the cached token at once) are enough to choose the queries' proofs,
  // so the list reads its cache without waiting for the user's own record to confirm them (that
  // wait was a quarter of a returning visit). Should they be behind the record, the rules refuse
  // the query; the refusal is kept quiet until the rights are confirmed, and the queries run again then.
  const known = rights.principal !== null;
  const confirmed = rights.ready;
  const [attempt, setAttempt] = useState(0);
  const confirmedNow = useRef(confirmed);
  useEffect(() => {
    confirmedNow.current = confirmed;
  }, [confirmed]);
  useEffect(() => {
    // Not before the claims are known: a query without an editor's proof would be run, and read
    // from the cache, only to be replaced.
    if (!known) return undefined;
    const queries = plan.segments.flatMap((segment) => segment.queries);
    // Asked with rights not yet confirmed: a refusal may only mean that the token was behind.
    const early = !confirmedNow.current;
    // A transition like the answers below (and queued before them): on a returning visit this draws the list
    // kept from the last visit with the live frame, which React then renders in slices.
    startTransition(() => setState({ key: plan.key, answers: queries.map(() => undefined), error: null }));
    const unsubscribes = queries.map((item, index) => {
      // Until the server has answered once, an answer draws a whole page of cards; after that, one
      // answers a change made elsewhere, which should show at once.
      let live = false;
      return onSnapshot(
        item,
        (snapshot) => {
          // Firestore keeps documents in memory only: an empty answer from its cache before the
          // server has answered only means that the server is unreachable, not that there are no events.
          // What is on screen (the list snapshot of a returning visit, or skeletons) stays until it answers.
          if (!live && snapshot.metadata.fromCache && snapshot.empty) return;
          const events = snapshot.docs.map((doc) => eventFromStored(doc.id, doc.data()));
          const update = () =>
            setState((current) => {
              if (current.key !== plan.key) return current;
              const answers = [...current.answers];
              answers[index] = events;
              return { ...current, answers };
            });
          // A page of cards is drawn as a transition: React renders it in slices of a few milliseconds,
          // yielding to input in between, not as one long task that blocks the page.
          if (live) update();
          else startTransition(update);
          if (!snapshot.metadata.fromCache) live = true;
        },
        (error) =>
          setState((current) =>
            current.key === plan.key
              ? { ...current, error: error.message || 'The events could not be read', early }
              : current,
          ),
      );
    });
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }, [plan, known, attempt]);

  // A refusal of queries asked before the rights were confirmed is tried once more when they are.
  const refusal = state.key === plan.key ? state.error : null;
  const retry = confirmed && refusal !== null && state.early === true;
  useEffect(() => {
    if (retry) setAttempt((count) => count + 1);
  }, [retry]);

  const complete = state.key === plan.key && state.answers.every((answer) => answer !== undefined);
  // Merged and sorted once per answer, not on every render (a keystroke renders the list again).
  const assembled = useMemo(
    () => (complete ? assemble(plan, state.answers as EventItem[][]) : null),
    [complete, plan, state.answers],
  );
  const ready = useMemo(
    (): LiveEvents | null =>
      assembled && {
        status: 'ready',
        ...(everything || !readAll ? assembled : firstPageOf(assembled.events, pageSize)),
      },
    [assembled, everything, readAll, pageSize],
  );

  if (!known) return { status: 'loading' };
  // Until then it stays quiet: what the cache gave stays on screen.
  if (refusal && confirmed && !retry) return { status: 'error', error: refusal };
  if (ready && assembled) {
    shown.current = { filterKey, events: assembled.events };
    return ready;
  }
  // A larger page (or the whole list for a search) is on its way: keep showing what was there.
  // Never more than the new page holds: back from a search, the whole list is not drawn again.
  if (shown.current?.filterKey === filterKey) {
    const events = everything ? shown.current.events : shown.current.events.slice(0, pageSize);
    return { status: 'ready', events, more: true, loadingMore: true };
  }
  return { status: 'loading' };
}
