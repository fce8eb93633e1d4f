import { COLLECTIONS, EVENT_SUBCOLLECTIONS, readsWall, type WallEventFacts } from '@agenda/contract';
import { doc, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { useRights } from '@/lib/rights';

/**
 * How the viewer stands with an event's wall (contract `readsWall`): 'open' to its people and editors,
 * 'editorsOnly' while the event hides it (its editors still read it: attendees do not), null when the
 * viewer does not read it, undefined while that is not known yet. Shared by the event's toolbar, its home and the wall.
 */
export type WallAccess = 'open' | 'editorsOnly' | null;

type PersonDocs = { key: string; participant: boolean | null; speaker: boolean | null };

/** Whether `uid` is one of the event's people (a participant, or a speaker at one of its agendas), live. */
function useWallPerson(eventId: string, uid: string | null, skip: boolean): boolean | null {
  const firestore = useFirestore();
  const key = `${eventId}/${uid ?? ''}`;
  const [state, setState] = useState<PersonDocs>({ key, participant: null, speaker: null });
  useEffect(() => {
    if (!uid || skip) return undefined;
    setState({ key, participant: null, speaker: null });
    // Each person reads their own documents (firestore.rules); a refusal counts as "no".
    const watch = (collection: string, field: 'participant' | 'speaker') =>
      onSnapshot(
        doc(firestore, COLLECTIONS.events, eventId, collection, uid),
        (snapshot) => setState((current) => ({ ...current, key, [field]: snapshot.exists() })),
        () => setState((current) => ({ ...current, key, [field]: false })),
      );
    const stops = [
      watch(EVENT_SUBCOLLECTIONS.participants, 'participant'),
      watch(EVENT_SUBCOLLECTIONS.speakers, 'speaker'),
    ];
    return () => stops.forEach((stop) => stop());
  }, [firestore, eventId, uid, key, skip]);
  if (!uid) return false;
  if (state.key !== key) return null;
  if (state.participant === true || state.speaker === true) return true;
  return state.participant === null || state.speaker === null ? null : false;
}

/** The viewer's access to the wall of `event` (see WallAccess); `canEdit` as the event layout computed it. */
export function useWallAccess(event: WallEventFacts & { id: string }, canEdit: boolean): WallAccess | undefined {
  const { uid, principal } = useRights();
  // Editors read it whatever their standing; a Draft's or hidden wall is no one else's: no reads then.
  const skip = canEdit || event.privacy === true || event.hide_wall === true;
  const person = useWallPerson(event.id, uid, skip);
  if (canEdit) return event.hide_wall === true ? 'editorsOnly' : 'open';
  if (readsWall(principal, uid, event, person === true)) return 'open';
  return person === null && !skip ? undefined : null;
}
