import { startTransition, useEffect, useState } from 'react';

/**
 * False until `ready` has been drawn once, then true from a transition of its own: what a screen draws
 * after its first commit. A snapshot arrives as an urgent update, whose render React never splits; a
 * screen that draws its frame first and the rest in a transition (which React renders in slices and
 * interrupts for input) is not one long task on a phone's CPU (the event list and the event's pages).
 * Stays true: later updates draw at once.
 */
export function useAfterFirstCommit(ready: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (ready && !after) startTransition(() => setAfter(true));
  }, [ready, after]);
  return after;
}
