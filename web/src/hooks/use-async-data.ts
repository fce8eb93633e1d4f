import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '@/lib/api';

/** A failed load keeps the API's status when there was one (a 404 is a not-found page, not an error). */
export type AsyncData<T> =
  { status: 'loading' } | { status: 'error'; error: string; httpStatus?: number } | { status: 'ready'; data: T };

const httpStatusOf = (error: unknown): number | undefined =>
  error instanceof ApiRequestError && error.status > 0 ? error.status : undefined;

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
        if (current) {
          const message = error instanceof Error ? error.message : String(error);
          const httpStatus = httpStatusOf(error);
          setState({ load, value: { status: 'error', error: message, ...(httpStatus ? { httpStatus } : {}) } });
        }
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
