import { canEditEvent, COLLECTIONS, isPassed } from '@agenda/contract';
import { doc, onSnapshot } from 'firebase/firestore';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';
import { eventFromDoc, type EventItem } from '@/lib/event-item';
import { type CurrentEvent } from '@/lib/current-event';
import { useRights } from '@/lib/rights';

// Shared with the features whose screens sit under the event layout (gamification, …).
export { CurrentEventContext, useCurrentEvent } from '@/lib/current-event';

export type LiveEvent = { status: 'loading' } | { status: 'missing' } | ({ status: 'ready' } & CurrentEvent);

const LOADING: LiveEvent = { status: 'loading' };
const MISSING: LiveEvent = { status: 'missing' };

/**
 * events/{id}, live: a rename or a new end date in another tab shows at once. A draft the viewer may
 * not edit is refused by firestore.rules, and shows as missing.
 */
export function useLiveEvent(eventId: string): LiveEvent {
  const firestore = useFirestore();
  const rights = useRights();
  // reactfire rethrows a listener's error while rendering; a refused draft must show as missing.
  const [state, setState] = useState<{ id: string; event: EventItem | null } | null>(null);
  useEffect(
    () =>
      onSnapshot(
        doc(firestore, COLLECTIONS.events, eventId),
        (snapshot) => {
          const event = snapshot.exists() ? eventFromDoc({ ...snapshot.data(), id: snapshot.id }) : null;
          // In a transition, which React renders in slices: the whole event frame (its header and tabs) draws
          // from here, and an urgent update would be one long task on a phone's CPU.
          startTransition(() => setState({ id: eventId, event }));
        },
        () => setState({ id: eventId, event: null }),
      ),
    [firestore, eventId],
  );
  const event = state && state.id === eventId ? state.event : null;
  const canEdit = !!event && canEditEvent(rights.principal, rights.uid, event);
  const passed = !!event && isPassed(event.end, new Date());
  // One object while the event and what the viewer may do with it stay the same: the event layout hands
  // it to every screen below through a context, whose consumers all draw again when it changes (on a
  // phone, each fold of the header redrew the whole page, the programme's 500 sessions included).
  const ready = useMemo(
    () => (event ? ({ status: 'ready', event, canEdit, passed } as const) : null),
    [event, canEdit, passed],
  );
  if (!state || state.id !== eventId || !rights.ready) return LOADING;
  return ready ?? MISSING;
}
