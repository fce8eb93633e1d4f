import { useCallback, useEffect, useState } from 'react';

export type AsyncData<T> = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; data: T };

/**
 * Runs `load` when the component mounts and whenever `load` changes (memoise it with useCallback
 * on its inputs). An answer that arrives after a newer load started is dropped. `setData` replaces
 * the data with a fresher copy, such as the one a save answered with.
 */
export function useAsyncData<T>(load: () => Promise<T>): [AsyncData<T>, (data: T) => void] {
  const [state, setState] = useState<{ load: () => Promise<T>; value: AsyncData<T> }>({
    load,
    value: { status: 'loading' },
  });

  useEffect(() => {
    let current = true;
    load().then(
      (data) => {
        if (current) setState({ load, value: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (current)
          setState({ load, value: { status: 'error', error: error instanceof Error ? error.message : String(error) } });
      },
    );
    return () => {
      current = false;
    };
  }, [load]);

  const setData = useCallback((data: T) => setState({ load, value: { status: 'ready', data } }), [load]);
  // Until the new load answers, the data of an earlier one (another user's profile) is not shown.
  return [state.load === load ? state.value : { status: 'loading' }, setData];
}
