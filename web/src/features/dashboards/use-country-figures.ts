import {
  COLLECTIONS,
  COUNTRY_BUSIEST_SESSIONS,
  COUNTRY_NOTIFICATIONS_COLLECTION,
  COUNTRY_SESSIONS_COLLECTION,
  countrySessionConverter,
} from '@agenda/contract';
import {
  collection,
  doc,
  getCountFromServer,
  getDoc,
  limit,
  onSnapshot,
  orderBy,
  query,
  Timestamp,
  where,
} from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { eventConverter } from '@/lib/event-item';
import type { Month } from './months';
import type { Live } from './use-live-docs';

/** How many of a country's events the participants chart shows: the latest by start. */
export const COUNTRY_EVENTS_SHOWN = 15;

/**
 * How many documents of a country's `collectionName` fall in each month by their `field` instant: one
 * aggregation query (count()) per month on the (tenant_id, field) index. Firestore counts on the server
 * and bills one read per 1,000 index entries, so no document is downloaded however big the country.
 * Counts are not live: read once per view (and again when the country changes).
 */
function useCountPerMonth(
  collectionName: string,
  field: string,
  tenantId: string,
  months: readonly Month[],
  failure: string,
): Live<number[]> {
  const firestore = useFirestore();
  const key = `${collectionName}/${tenantId}/${months.map((month) => month.key).join(',')}`;
  const [state, setState] = useState<{ key: string; live: Live<number[]> }>({ key, live: { status: 'loading' } });
  useEffect(() => {
    let current = true;
    const documents = collection(firestore, collectionName);
    Promise.all(
      months.map((month) =>
        getCountFromServer(
          query(
            documents,
            where('tenant_id', '==', tenantId),
            where(field, '>=', Timestamp.fromMillis(month.start)),
            where(field, '<', Timestamp.fromMillis(month.end)),
          ),
        ).then((snapshot) => snapshot.data().count),
      ),
    ).then(
      (counts) => current && setState({ key, live: { status: 'ready', data: counts } }),
      (error: unknown) =>
        current &&
        setState({ key, live: { status: 'error', error: error instanceof Error ? error.message : failure } }),
    );
    return () => {
      current = false;
    };
    // `key` names the collection, the country and the months; the field and message go with the collection.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firestore, key]);
  return state.key === key ? state.live : { status: 'loading' };
}

/** Events per month in a country, by their start. */
export const useEventsPerMonth = (tenantId: string, months: readonly Month[]): Live<number[]> =>
  useCountPerMonth(COLLECTIONS.events, 'start_date', tenantId, months, 'The events could not be counted');

/**
 * Notifications sent per month in a country: their mirrors (countryNotifications, kept by the
 * functions' triggers with the event's country and the sending instant), counted like the events.
 */
export const useNotificationsPerMonth = (tenantId: string, months: readonly Month[]): Live<number[]> =>
  useCountPerMonth(
    COUNTRY_NOTIFICATIONS_COLLECTION,
    'sent_at',
    tenantId,
    months,
    'The notifications could not be counted',
  );

/** An event of the participants chart: its name, start and how many take part. */
export interface EventParticipation {
  id: string;
  name: string;
  start: number;
  participants: number;
}

/**
 * Participants per event: the country's latest COUNTRY_EVENTS_SHOWN events by start, live, each with the
 * `participant_count` the API keeps on the event. A bounded query (limit), so a big country costs as
 * much as a small one.
 */
export function useCountryParticipation(tenantId: string): Live<EventParticipation[]> {
  const firestore = useFirestore();
  const [state, setState] = useState<{ key: string; live: Live<EventParticipation[]> }>({
    key: tenantId,
    live: { status: 'loading' },
  });
  useEffect(
    () =>
      onSnapshot(
        query(
          collection(firestore, COLLECTIONS.events).withConverter(eventConverter),
          where('tenant_id', '==', tenantId),
          orderBy('start_date', 'desc'),
          limit(COUNTRY_EVENTS_SHOWN),
        ),
        (snapshot) => {
          try {
            const data = snapshot.docs.map((doc) => {
              const event = doc.data();
              return {
                id: doc.id,
                name: event.name,
                start: event.start_date.toMillis(),
                participants: event.participant_count,
              };
            });
            setState({ key: tenantId, live: { status: 'ready', data } });
          } catch (error) {
            const message = error instanceof Error ? error.message : 'The events could not be read';
            setState({ key: tenantId, live: { status: 'error', error: message } });
          }
        },
        (error) => setState({ key: tenantId, live: { status: 'error', error: error.message } }),
      ),
    [firestore, tenantId],
  );
  return state.key === tenantId ? state.live : { status: 'loading' };
}

/** A session of the busiest chart: its event's name, its start and its occupancy. */
export interface BusySession {
  id: string;
  name: string;
  event: string;
  start: number;
  /** null when unlimited. */
  places: number | null;
  seated: number;
  waiting: number;
}

/**
 * The country's COUNTRY_BUSIEST_SESSIONS fullest sessions (most people seated and waiting), live: their
 * mirrors (countrySessions, kept by the functions' triggers) on the (tenant_id, people desc) index, a
 * bounded query whatever the country's size. Their events' names are read once per event (at most as
 * many as the sessions, by id; getDoc is already in the app's Firestore chunk, getDocs is not), so a
 * renamed event shows its name.
 */
export function useBusiestSessions(tenantId: string): Live<BusySession[]> {
  const firestore = useFirestore();
  const [state, setState] = useState<{ key: string; live: Live<BusySession[]> }>({
    key: tenantId,
    live: { status: 'loading' },
  });
  useEffect(() => {
    let current = true;
    // Only the latest snapshot is shown: an earlier one whose names arrive later is dropped.
    let latest = 0;
    const names = new Map<string, string>();
    const fail = (error: unknown) =>
      current &&
      setState({
        key: tenantId,
        live: { status: 'error', error: error instanceof Error ? error.message : 'The sessions could not be read' },
      });
    const unsubscribe = onSnapshot(
      query(
        collection(firestore, COUNTRY_SESSIONS_COLLECTION).withConverter(countrySessionConverter),
        where('tenant_id', '==', tenantId),
        orderBy('people', 'desc'),
        limit(COUNTRY_BUSIEST_SESSIONS),
      ),
      (snapshot) => {
        latest += 1;
        const seen = latest;
        let sessions;
        try {
          sessions = snapshot.docs.map((mirror) => mirror.data());
        } catch (error) {
          // A malformed mirror fails loudly, as the schema says.
          fail(error);
          return;
        }
        const unnamed = [...new Set(sessions.map((session) => session.event_id))].filter((id) => !names.has(id));
        const named =
          unnamed.length === 0
            ? Promise.resolve()
            : Promise.all(unnamed.map((id) => getDoc(doc(firestore, COLLECTIONS.events, id)))).then((events) => {
                for (const event of events) if (event.exists()) names.set(event.id, String(event.get('name')));
              });
        named.then(() => {
          if (!current || seen !== latest) return;
          const data = sessions.map((session) => ({
            id: `${session.event_id}/${session.agenda_id}`,
            name: session.name,
            // An event that is gone (its mirrors follow it shortly) or unreadable is named by its id.
            event: names.get(session.event_id) ?? session.event_id,
            start: session.start_time.toMillis(),
            places: session.places > 0 ? session.places : null,
            seated: session.seated,
            waiting: session.waiting,
          }));
          setState({ key: tenantId, live: { status: 'ready', data } });
        }, fail);
      },
      fail,
    );
    return () => {
      current = false;
      unsubscribe();
    };
  }, [firestore, tenantId]);
  return state.key === tenantId ? state.live : { status: 'loading' };
}
