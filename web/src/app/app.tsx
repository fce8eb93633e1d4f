import { lazy, Suspense, useMemo, useState } from 'react';
import { CenteredSpinner } from '@/components/centered-spinner';
import { AppNavigationProvider, firstPaintNavigation, isHomeAddress } from '@/lib/app-navigation';
import { AppProviders } from './providers';
import { HomePage } from './routes/home';

// The router, the app-wide feedback (toasts, dialogs) and every other screen: loaded at once for any
// address but the home screen's, and for the home screen only once somebody leaves it.
const RoutedApp = lazy(() => import('./routed-app'));

/**
 * The first visit of the signed-out home draws from the first chunk alone (issue 17: ≤ 100 KB of
 * script), without the router; any other address, and any navigation from the home screen, starts
 * the router at the browser's address.
 */
export function App() {
  const [routed, setRouted] = useState(() => !isHomeAddress());
  const navigation = useMemo(() => firstPaintNavigation(() => setRouted(true)), []);
  return (
    <AppProviders>
      {routed ? (
        <Suspense fallback={<CenteredSpinner />}>
          <RoutedApp />
        </Suspense>
      ) : (
        <AppNavigationProvider value={navigation}>
          <HomePage />
        </AppNavigationProvider>
      )}
    </AppProviders>
  );
}
