import {
  agendaConverter,
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  eventContentConverters,
  eventParticipantConverter,
  notificationConverter,
  type StoredAgenda,
  type StoredNotification,
} from '@agenda/contract';
import { collection, onSnapshot, orderBy, query, type Firestore, type Query } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import type { NotificationSource, OccupancySource } from './aggregate';

export type Live<T> = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; data: T };

/**
 * The documents of one query, mapped, live: one listener per query, under firestore.rules. The
 * Firestore SDK shares a listener among identical queries, so a dashboard opened beside the programme
 * (which listens to the same agendas) reads them once. `key` names the query: another key's documents
 * are never shown while the new ones load. Nothing is read until `enabled`.
 */
function useLiveQuery<S, T>(
  key: string,
  make: (firestore: Firestore) => Query<S>,
  map: (doc: S, id: string) => T,
  enabled = true,
): Live<T[]> {
  const firestore = useFirestore();
  const [state, setState] = useState<{ key: string; live: Live<T[]> }>({ key, live: { status: 'loading' } });
  useEffect(() => {
    if (!enabled) return undefined;
    const fail = (message: string) => setState({ key, live: { status: 'error', error: message } });
    return onSnapshot(
      make(firestore),
      (snapshot) => {
        try {
          setState({ key, live: { status: 'ready', data: snapshot.docs.map((doc) => map(doc.data(), doc.id)) } });
        } catch (error) {
          // A malformed document (the contract's converter refuses it) fails loudly, as the schema says.
          fail(error instanceof Error ? error.message : 'The dashboard could not read its data');
        }
      },
      (error) => fail(error.message || 'The dashboard could not read its data'),
    );
    // `make` and `map` are fixed per key (module-level functions of the key's parts).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firestore, key, enabled]);
  return state.key === key ? state.live : { status: 'loading' };
}

/**
 * When each participant of the event joined (`added_at`, epoch ms): events/{e}/participants, which
 * firestore.rules open to the event's editors. One small document per person, bounded by the event's
 * size (5,000 people are ~0.5 MB), read whole so that a join shows at once. `enabled`: the dashboard
 * starts it once its other queries have answered: the SDK raises the snapshots of the queries on its one
 * stream at consistent points, and 5,000 participants still arriving held every chart back (bench
 * --dashboard: the first chart came with the last; the dashboard's first chart is due within 1 s).
 */
export function useLiveJoins(eventId: string, enabled: boolean): Live<number[]> {
  return useLiveQuery(
    `joins/${eventId}`,
    (firestore) =>
      collection(firestore, COLLECTIONS.events, eventId, EVENT_SUBCOLLECTIONS.participants).withConverter(
        eventParticipantConverter,
      ),
    (doc) => doc.added_at,
    enabled,
  );
}

/** What the dashboard needs of an agenda. */
export interface DashboardAgenda extends OccupancySource {
  end: number;
  location_id: string | null;
}

const toDashboardAgenda = (stored: StoredAgenda): DashboardAgenda => ({
  id: stored.agenda_id,
  name: stored.name,
  start: stored.start_time.toMillis(),
  end: stored.end_date.toMillis(),
  location_id: stored.location_id,
  no_of_places: stored.no_of_places,
  participant_count: stored.participant_count,
  waitlist_count: stored.waitlist_count,
});

/** The event's agendas, soonest first: the same query as the programme's (so one listener serves both). */
export function useDashboardAgendas(eventId: string): Live<DashboardAgenda[]> {
  return useLiveQuery(
    `agendas/${eventId}`,
    (firestore) =>
      query(
        collection(firestore, COLLECTIONS.events, eventId, EVENT_SUBCOLLECTIONS.agendas).withConverter(agendaConverter),
        orderBy('start_time'),
      ),
    toDashboardAgenda,
  );
}

/** The event's rooms (its locations) by id, for the room names of the charts and the programme's sheet. */
export function useDashboardRooms(eventId: string): Live<[string, string][]> {
  return useLiveQuery(
    `rooms/${eventId}`,
    (firestore) =>
      collection(firestore, COLLECTIONS.events, eventId, EVENT_SUBCOLLECTIONS.locations).withConverter(
        eventContentConverters.locations,
      ),
    (location, id) => [id, location.name],
  );
}

const toNotificationSource = (stored: StoredNotification): NotificationSource => ({
  id: stored.notification_id,
  message: stored.message,
  status: stored.status,
  start: stored.start_time.toMillis(),
  sent_at: stored.sent_at ? stored.sent_at.toMillis() : null,
  recipients: stored.recipients,
  delivered: stored.delivered,
  failed: stored.failed,
  read: stored.read,
});

/**
 * The event's notifications with their delivery figures and how many read them (firestore.rules: its
 * editors). Who read one stays in their own inbox; the notification keeps the count
 * (functions/src/dashboards/read-count.ts).
 */
export function useDashboardNotifications(eventId: string): Live<NotificationSource[]> {
  return useLiveQuery(
    `notifications/${eventId}`,
    (firestore) =>
      collection(firestore, COLLECTIONS.events, eventId, EVENT_SUBCOLLECTIONS.notifications).withConverter(
        notificationConverter,
      ),
    toNotificationSource,
  );
}
