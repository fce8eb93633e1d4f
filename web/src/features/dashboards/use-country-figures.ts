import { COLLECTIONS } from '@agenda/contract';
import {
  collection,
  getCountFromServer,
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
 * Events per month in a country. One aggregation query (count()) per month on the events'
 * (tenant_id, start_date) index: Firestore counts on the server and bills one read per 1,000 index
 * entries, so no event document is downloaded however big the country. Counts are not live: read
 * once per view (and again when the country changes).
 */
export function useEventsPerMonth(tenantId: string, months: readonly Month[]): Live<number[]> {
  const firestore = useFirestore();
  const key = `${tenantId}/${months.map((month) => month.key).join(',')}`;
  const [state, setState] = useState<{ key: string; live: Live<number[]> }>({ key, live: { status: 'loading' } });
  useEffect(() => {
    let current = true;
    const events = collection(firestore, COLLECTIONS.events);
    Promise.all(
      months.map((month) =>
        getCountFromServer(
          query(
            events,
            where('tenant_id', '==', tenantId),
            where('start_date', '>=', Timestamp.fromMillis(month.start)),
            where('start_date', '<', Timestamp.fromMillis(month.end)),
          ),
        ).then((snapshot) => snapshot.data().count),
      ),
    ).then(
      (counts) => current && setState({ key, live: { status: 'ready', data: counts } }),
      (error: unknown) =>
        current &&
        setState({
          key,
          live: { status: 'error', error: error instanceof Error ? error.message : 'The events could not be counted' },
        }),
    );
    return () => {
      current = false;
    };
    // `key` names the country and the months.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firestore, key]);
  return state.key === key ? state.live : { status: 'loading' };
}

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
