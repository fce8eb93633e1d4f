import {
  agendaConverter,
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  type AgendaFile,
  type StoredAgenda,
} from '@agenda/contract';
import { collection, doc, onSnapshot, orderBy, query } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { useFirestore, useFirestoreDoc } from 'reactfire';

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
  /** The speakers' user ids. */
  speakers: string[];
  /**
   * How many take part, are mandatory participants and wait for a place: the roster's counts (who they are
   * loads through the API when a screen opens the lists; each viewer's own standing is useMySchedule's).
   */
  participant_count: number;
  mparticipant_count: number;
  waitlist_count: number;
  /** Raised by every write of the roster (a join, a leave, the waitlist's order…). */
  roster_version: number;
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
    participant_count: stored.participant_count,
    mparticipant_count: stored.mparticipant_count,
    waitlist_count: stored.waitlist_count,
    roster_version: stored.roster_version,
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
 *
 * A save made elsewhere changes one agenda of 500. The listener keeps each agenda it has
 * mapped and maps again only the documents a snapshot changed (its `docChanges()`, which are relative
 * to this listener's previous snapshot, so none is missed), so the other 499 are neither parsed by the
 * contract's schema again nor new objects: memoized rows and derived lists see them unchanged.
 */
export function useLiveAgendas(eventId: string): Live<LiveAgenda[]> {
  const firestore = useFirestore();
  const [state, setState] = useState<{ eventId: string; live: Live<LiveAgenda[]> }>({
    eventId,
    live: { status: 'loading' },
  });
  useEffect(() => {
    const mapped = new Map<string, LiveAgenda>();
    const agendas = query(
      collection(firestore, COLLECTIONS.events, eventId, EVENT_SUBCOLLECTIONS.agendas).withConverter(agendaConverter),
      orderBy('start_time'),
    );
    const fail = (message: string) => setState({ eventId, live: { status: 'error', error: message } });
    return onSnapshot(
      agendas,
      (snapshot) => {
        try {
          for (const change of snapshot.docChanges()) {
            if (change.type === 'removed') mapped.delete(change.doc.id);
            else mapped.set(change.doc.id, toLive(change.doc.id, change.doc.data()));
          }
        } catch (error) {
          // A malformed document (the converter refuses it) fails loudly, as the schema says.
          fail(error instanceof Error ? error.message : 'The agendas could not be read');
          return;
        }
        const data = snapshot.docs.map((doc) => mapped.get(doc.id)).filter((agenda) => agenda !== undefined);
        setState({ eventId, live: { status: 'ready', data } });
      },
      (error) => fail(error.message || 'The agendas could not be read'),
    );
  }, [firestore, eventId]);
  // Another event's agendas are never shown while this one's load.
  return state.eventId === eventId ? state.live : { status: 'loading' };
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
