import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { subscribeUpdate, updateState } from '@/lib/service-worker';

const UpdatePromptView = lazy(() => import('./update-prompt-view'));

/**
 * "New version of the app — Reload" once a newer build waits or has taken this tab over (lib/service-worker.ts).
 * Its Snackbar loads only then. "Not now" hides it until the next start, which takes the new build up.
 */
export function UpdatePrompt() {
  const state = useSyncExternalStore(subscribeUpdate, updateState, updateState);
  const [dismissed, setDismissed] = useState(false);
  if (state === 'none' || dismissed) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePromptView onLater={() => setDismissed(true)} />
    </Suspense>
  );
}
