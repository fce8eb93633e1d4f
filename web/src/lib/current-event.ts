import { createContext, useContext } from 'react';
import type { EventItem } from '@/lib/event-item';

/**
 * The event the event screens work on, with what the viewer may do with it. The event layout
 * (features/events) provides it; every feature whose screens sit under /main/event reads it here.
 */
export interface CurrentEvent {
  event: EventItem;
  canEdit: boolean;
  passed: boolean;
}

export const CurrentEventContext = createContext<CurrentEvent | null>(null);

/** The event of the screen, inside the event layout. */
export function useCurrentEvent(): CurrentEvent {
  const current = useContext(CurrentEventContext);
  if (!current) throw new Error('useCurrentEvent must be used inside the event layout');
  return current;
}
