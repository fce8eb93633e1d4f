import type { ReactNode } from 'react';
import { ConfirmProvider } from '@/components/feedback/confirm-provider';
import { ErrorDialog } from '@/components/feedback/error-dialog';
import { OverlayProvider } from '@/components/feedback/overlay-provider';
import { ToastProvider } from '@/components/feedback/toast-provider';
import { AppThemeProvider } from '@/components/theme/app-theme-provider';
import { SessionProvider } from '@/features/auth/session';

/**
 * App-wide providers, all light enough for the first visit. Firebase's reactfire providers wrap
 * only the signed-in area (see firebase-providers.tsx) to keep Firestore off the home screen.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppThemeProvider>
      <SessionProvider>
        <ToastProvider>
          <ConfirmProvider>
            <OverlayProvider>
              {children}
              <ErrorDialog />
            </OverlayProvider>
          </ConfirmProvider>
        </ToastProvider>
      </SessionProvider>
    </AppThemeProvider>
  );
}
