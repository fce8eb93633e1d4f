import { API_BASE_PATH, COLLECTIONS, eventFeedPath, STARS_SUBCOLLECTION, starsConverter } from '@agenda/contract';
import { doc, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { apiTable } from '@/lib/api-table';
import { call } from '@/lib/api';

/*
 * The attendee's programme calls: stars, "Add to calendar", the event's feed address and
 * leaving a session from My agenda.
 */

/**
 * The agendas the person starred in the event, live from users/{uid}/stars/{eventId} (only its owner
 * reads it). An empty set until known or when there are none: stars only add to a list.
 */
export function useLiveStars(eventId: string, uid: string | null): ReadonlySet<string> {
  const firestore = useFirestore();
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<string> } | null>(null);
  const key = `${eventId}/${uid ?? ''}`;
  useEffect(() => {
    if (!uid) return undefined;
    const ref = doc(firestore, COLLECTIONS.users, uid, STARS_SUBCOLLECTION, eventId).withConverter(starsConverter);
    return onSnapshot(
      ref,
      (snapshot) => setState({ key: `${eventId}/${uid}`, ids: new Set(snapshot.data()?.agendas ?? []) }),
      () => setState({ key: `${eventId}/${uid}`, ids: new Set() }),
    );
  }, [firestore, eventId, uid]);
  return state && state.key === key ? state.ids : EMPTY;
}

const EMPTY: ReadonlySet<string> = new Set();

// POST /backendv2/stars/agenda
export async function setStar(eventId: string, agendaId: string, starred: boolean): Promise<void> {
  await call((await apiTable()).stars.star, { eventId, agendaId, starred });
}

// GET /backendv2/calendar/agenda?e&a: the server's one calendar builder, with the Teams link.
export async function agendaCalendarFile(
  eventId: string,
  agendaId: string,
): Promise<{ filename: string; ics: string }> {
  return (await call((await apiTable()).calendar.agendaFile, { e: eventId, a: agendaId })).result;
}

/** The published event's feed address, as a calendar app subscribes to it (the app's own origin). */
export const eventFeedUrl = (eventId: string): string =>
  `${window.location.origin}${API_BASE_PATH}${eventFeedPath(eventId)}`;
