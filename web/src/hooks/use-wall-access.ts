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

/**
 * Whether `uid` is one of the event's people (a participant, or a speaker at one of its agendas), live;
 * `speaker` alone too, for the Dashboard tab (their sessions' feedback).
 */
function useWallPerson(eventId: string, uid: string | null, skip: boolean): [boolean | null, boolean] {
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
  const speaker = !skip && state.key === key && state.speaker === true;
  if (!uid) return [false, false];
  if (state.key !== key) return [null, false];
  if (state.participant === true || speaker) return [true, speaker];
  return [state.participant === null || state.speaker === null ? null : false, false];
}

/** The viewer's access to the wall of `event` (see WallAccess); `canEdit` as the event layout computed it. */
export const useWallAccess = (event: WallEventFacts & { id: string }, canEdit: boolean): WallAccess | undefined =>
  useEventPresence(event, canEdit)[0];

/**
 * The viewer's access to the wall of `event`, and whether they speak in one of its sessions (non-editors;
 * false until known): the event's toolbar shows such a speaker the Dashboard tab.
 */
export function useEventPresence(
  event: WallEventFacts & { id: string },
  canEdit: boolean,
): [WallAccess | undefined, boolean] {
  const { uid, principal } = useRights();
  // Editors read it whatever their standing; a Draft is no one else's: no reads then. A hidden wall is
  // no attendee's either, but its speakers are still read (the Dashboard tab).
  const skip = canEdit || event.privacy === true;
  const [person, speaker] = useWallPerson(event.id, uid, skip);
  if (canEdit) return [event.hide_wall === true ? 'editorsOnly' : 'open', false];
  if (readsWall(principal, uid, event, person === true)) return ['open', speaker];
  return [person === null && !skip && event.hide_wall !== true ? undefined : null, speaker];
}
