import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ConfirmProvider } from '@/components/feedback/confirm-provider';
import { ErrorDialog } from '@/components/feedback/error-dialog';
import { OverlayProvider } from '@/components/feedback/overlay-provider';
import { ToastProvider } from '@/components/feedback/toast-provider';
import { createAppRouter } from './router';

/** The router and the feedback its screens give (toasts, confirmations, overlays, the error dialog). */
export default function RoutedApp() {
  const [router] = useState(createAppRouter);
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
