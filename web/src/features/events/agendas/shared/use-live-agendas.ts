import {
  agendaConverter,
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  type AgendaFile,
  type StoredAgenda,
} from '@agenda/contract';
import { collection, doc, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollection, useFirestoreDoc } from 'reactfire';

/** An agenda as the screens read it live: instants as epoch milliseconds (UTC). */
export interface LiveAgenda {
  id: string;
  name: string;
  description: string;
  start: number;
  end: number;
  tags: string[];
  mandatory: boolean;
  locked: boolean;
  location_id: string | null;
  no_of_places: number;
  meeting_room: string | null;
  speakers: string[];
  participants: string[];
  mparticipants: string[];
  /** Who waits for a place, first first (issue 29). */
  waitlist: string[];
  files: AgendaFile[];
  version: number;
  /** Raised by every change of the speakers (AGENDA_LIST_VERSION: one version per list). */
  speakers_version: number;
  /** Raised by every change of the participants: saves, joins and leaves. */
  participants_version: number;
  /** Raised by every change of the mandatory participants. */
  mparticipants_version: number;
  updated_at: number | null;
  updated_by: string | null;
  updated_by_name: string | null;
}

export type Live<T> = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; data: T };

// Documents are parsed by the contract's converter (a malformed one fails loudly, never as a cast).
function toLive(id: string, stored: StoredAgenda): LiveAgenda {
  return {
    id,
    name: stored.name,
    description: stored.description,
    start: stored.start_time.toMillis(),
    end: stored.end_date.toMillis(),
    tags: stored.tags,
    mandatory: stored.mandatory,
    locked: stored.locked,
    location_id: stored.location_id,
    no_of_places: stored.no_of_places,
    meeting_room: stored.meeting_room,
    speakers: stored.speakers,
    participants: stored.participants,
    mparticipants: stored.mparticipants,
    waitlist: stored.waitlist,
    files: stored.files,
    version: stored.version,
    speakers_version: stored.speakers_version,
    participants_version: stored.participants_version,
    mparticipants_version: stored.mparticipants_version,
    updated_at: stored.updated_at ? stored.updated_at.toMillis() : null,
    updated_by: stored.updated_by,
    updated_by_name: stored.updated_by_name,
  };
}

/**
 * The event's agendas, soonest first, live from Firestore under the rules (whoever may read the
 * event reads its agendas; a Draft's only its editors). Every open tab sees each save at once.
 */
export function useLiveAgendas(eventId: string): Live<LiveAgenda[]> {
  const firestore = useFirestore();
  const ref = useMemo(
    () =>
      query(
        collection(firestore, COLLECTIONS.events, eventId, EVENT_SUBCOLLECTIONS.agendas).withConverter(agendaConverter),
        orderBy('start_time'),
      ),
    [firestore, eventId],
  );
  const { status, data, error } = useFirestoreCollection(ref);
  const agendas = useMemo(() => (data?.docs ?? []).map((snapshot) => toLive(snapshot.id, snapshot.data())), [data]);
  if (status === 'error') return { status: 'error', error: error?.message ?? 'The agendas could not be read' };
  if (status !== 'success') return { status: 'loading' };
  return { status: 'ready', data: agendas };
}

/** One agenda, live (null once it is deleted): the edit form shows others' saves without reload. */
export function useLiveAgenda(eventId: string, agendaId: string): Live<LiveAgenda | null> {
  const firestore = useFirestore();
  const ref = useMemo(
    () =>
      doc(firestore, COLLECTIONS.events, eventId, EVENT_SUBCOLLECTIONS.agendas, agendaId).withConverter(
        agendaConverter,
      ),
    [firestore, eventId, agendaId],
  );
  const { status, data, error } = useFirestoreDoc(ref);
  const agenda = useMemo(() => {
    const stored = data?.data();
    return stored ? toLive(agendaId, stored) : null;
  }, [data, agendaId]);
  if (status === 'error') return { status: 'error', error: error?.message ?? 'The agenda could not be read' };
  if (status !== 'success') return { status: 'loading' };
  return { status: 'ready', data: agenda };
}
