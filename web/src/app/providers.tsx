import type { ReactNode } from 'react';
import { AppThemeProvider } from '@/components/theme/app-theme-provider';
import { SessionProvider } from '@/features/auth/session';

/**
 * App-wide providers of the first chunk: the theme and the session, which the home screen needs.
 * The feedback providers come with the router (routed-app.tsx); Firebase's reactfire providers wrap
 * only the signed-in area (firebase-providers.tsx), keeping Firestore off the home screen.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppThemeProvider>
      <SessionProvider>{children}</SessionProvider>
    </AppThemeProvider>
  );
}
