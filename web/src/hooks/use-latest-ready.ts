import { useState } from 'react';
import type { AsyncData } from './use-async-data';

/**
 * The data of the latest load that succeeded: a paged table keeps showing its rows while the next
 * page loads, instead of flashing a spinner on every page turn.
 */
export function useLatestReady<T>(state: AsyncData<T>): T | null {
  const [latest, setLatest] = useState<T | null>(null);
  // Adjusting state while rendering (React's pattern for state derived from props) saves an effect.
  if (state.status === 'ready' && state.data !== latest) setLatest(state.data);
  return state.status === 'ready' ? state.data : latest;
}
