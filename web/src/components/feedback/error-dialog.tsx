import { lazy, Suspense, useEffect, useState } from 'react';
import { subscribeApiErrors, type ApiErrorReport } from '@/lib/error-bus';

// The dialog itself is only downloaded the first time an error has to be shown.
const ErrorDialogView = lazy(() => import('./error-dialog-view'));

/** Shows every API error published on the error bus, one at a time, oldest first. */
export function ErrorDialog() {
  const [queue, setQueue] = useState<ApiErrorReport[]>([]);

  useEffect(() => subscribeApiErrors((report) => setQueue((current) => [...current, report])), []);

  const current = queue[0];
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <ErrorDialogView report={current} open onClose={() => setQueue((items) => items.slice(1))} />
    </Suspense>
  );
}
