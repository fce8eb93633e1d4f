import { COLLECTIONS, EVENT_SUBCOLLECTIONS } from '@agenda/contract';
import { doc, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';

/**
 * Whether the person takes part in the event as a participant, live: their own document
 * events/{e}/participants/{uid} (firestore.rules lets a person read their own). Null until known.
 */
export function useEventParticipation(eventId: string, uid: string | null): boolean | null {
  const firestore = useFirestore();
  const [state, setState] = useState<{ key: string; participant: boolean } | null>(null);
  const key = `${eventId}/${uid ?? ''}`;
  useEffect(() => {
    if (!uid) return undefined;
    return onSnapshot(
      doc(firestore, COLLECTIONS.events, eventId, EVENT_SUBCOLLECTIONS.participants, uid),
      (snapshot) => setState({ key: `${eventId}/${uid}`, participant: snapshot.exists() }),
      () => setState({ key: `${eventId}/${uid}`, participant: false }),
    );
  }, [firestore, eventId, uid]);
  if (!uid) return false;
  return state && state.key === key ? state.participant : null;
}
