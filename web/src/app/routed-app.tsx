import { APP_BASE_PATH } from '@contract';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ConfirmProvider } from '@/components/feedback/confirm-provider';
import { ErrorDialog } from '@/components/feedback/error-dialog';
import { OverlayProvider } from '@/components/feedback/overlay-provider';
import { ToastProvider } from '@/components/feedback/toast-provider';
import { readSessionHint } from '@/features/auth/session-hint';
import { prefetchOnIntent } from './route-prefetch';
import { appRoutes, createAppRouter } from './router';

/**
 * With a session in this browser, the signed-in frame downloads and Firestore starts on its cache
 * while Firebase Auth confirms the session, instead of after (the router already fetches the
 * address's own screen at once).
 */
function prefetchSignedInFrame(): void {
  if (!readSessionHint()) return;
  void import('./layouts/main-layout').catch(() => undefined);
  void import('@/lib/firebase').then((m) => m.warmFirestore()).catch(() => undefined);
}

/** The router and the feedback its screens give (toasts, confirmations, overlays, the error dialog). */
export default function RoutedApp() {
  const [router] = useState(createAppRouter);
  useEffect(prefetchSignedInFrame, []);
  useEffect(() => prefetchOnIntent(appRoutes, APP_BASE_PATH), []);
  return (
    <ToastProvider>
      <ConfirmProvider>
        <OverlayProvider>
          <RouterProvider router={router} />
          <ErrorDialog />
        </OverlayProvider>
      </ConfirmProvider>
    </ToastProvider>
  );
}
