import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { readSessionHint } from '@/features/auth/session-hint';
import { AppNavigationProvider, firstPaintNavigation, isHomeAddress } from '@/lib/app-navigation';
import { FirstPaint } from './first-paint';
import { AppProviders } from './providers';
import { HomePage } from './routes/home';

// The router, the app-wide feedback (toasts, dialogs) and every other screen: loaded at once for any
// address but the home screen's, and for the home screen only once somebody leaves it.
const loadRoutedApp = () => import('./routed-app');
const RoutedApp = lazy(loadRoutedApp);

/**
 * A returning visit to a signed-in address: the signed-in frame's chunk, which holds Firestore (the
 * largest download of a signed-in screen, vite.config.ts), starts downloading, and Firebase Auth
 * confirming the session, as the page starts: before React renders and while the router loads, not after.
 */
function warmReturningVisit(): void {
  if (!readSessionHint() || isHomeAddress()) return;
  void import('@/lib/firebase').then((m) => m.startAuth()).catch(() => undefined);
}
warmReturningVisit();

/**
 * On the home screen, the router is fetched ahead of need: at once when this browser has a session
 * (the home screen is about to move on), else at the first pointer or focus on the page (a sign-in
 * is about to start), not at load, which stays the home screen's alone.
 */
function usePrefetchRoutedApp(routed: boolean): void {
  useEffect(() => {
    if (routed) return undefined;
    if (readSessionHint()) {
      void loadRoutedApp().catch(() => undefined);
      return undefined;
    }
    const prefetch = () => {
      stop();
      void loadRoutedApp().catch(() => undefined);
    };
    const stop = () => {
      document.removeEventListener('pointerover', prefetch);
      document.removeEventListener('focusin', prefetch);
    };
    document.addEventListener('pointerover', prefetch, { passive: true });
    document.addEventListener('focusin', prefetch);
    return stop;
  }, [routed]);
}

/**
 * The first visit of the signed-out home draws from the first chunk alone (≤ 100 KB of
 * script), without the router; any other address, and any navigation from the home screen, starts
 * the router at the browser's address.
 */
export function App() {
  const [routed, setRouted] = useState(() => !isHomeAddress());
  const navigation = useMemo(() => firstPaintNavigation(() => setRouted(true)), []);
  usePrefetchRoutedApp(routed);
  return (
    <AppProviders>
      {routed ? (
        // A returning visit to the list keeps its pre-paint while the router loads.
        <Suspense fallback={<FirstPaint />}>
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
