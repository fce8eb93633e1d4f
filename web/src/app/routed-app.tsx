import { APP_BASE_PATH } from '@agenda/contract';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ConfirmProvider } from '@/components/feedback/confirm-provider';
import { ErrorDialog } from '@/components/feedback/error-dialog';
import { OverlayProvider } from '@/components/feedback/overlay-provider';
import { ToastProvider } from '@/components/feedback/toast-provider';
import { UpdatePrompt } from '@/components/feedback/update-prompt';
import { readSessionHint } from '@/features/auth/session-hint';
import { registerAfterLoad } from '@/lib/service-worker';
import { prefetchOnIntent, prefetchRoute } from './route-prefetch';
import { appRoutes, createAppRouter } from './router';

/**
 * Started as soon as this module has loaded, before React first renders it (which can be hundreds
 * of milliseconds later on a busy phone): the code of the address's own screen, and, with a
 * session in this browser, the signed-in frame (Firestore downloading), while Firebase Auth
 * confirms the session. The router then finds them loading or loaded. Off the home screen the first
 * chunk has already asked for both (app.tsx); asking again costs nothing.
 */
function prefetchAtLoad(): void {
  prefetchRoute(appRoutes, window.location.pathname, APP_BASE_PATH);
  if (!readSessionHint()) return;
  void import('./layouts/main-layout').catch(() => undefined);
  void import('@/lib/firebase').then((m) => m.startAuth()).catch(() => undefined);
}
prefetchAtLoad();
// The service worker, after the page's load (its precache must not compete with the first screen): every
// address but the signed-out home's first visit, whose first chunk has no room for it, runs this module.
registerAfterLoad();

/** The router and the feedback its screens give (toasts, confirmations, overlays, the error dialog). */
export default function RoutedApp() {
  const [router] = useState(createAppRouter);
  useEffect(() => prefetchOnIntent(appRoutes, APP_BASE_PATH), []);
  return (
    <ToastProvider>
      <ConfirmProvider>
        <OverlayProvider>
          <RouterProvider router={router} />
          <ErrorDialog />
          <UpdatePrompt />
        </OverlayProvider>
      </ConfirmProvider>
    </ToastProvider>
  );
}
