import { useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { AppNavigationProvider, type AppNavigation } from '@/lib/app-navigation';

/**
 * The router's side of app-navigation.tsx: below the route table's root, the screens that also
 * draw before the router is loaded (the home screen) navigate with react-router.
 */
export function RouterNavigation() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const value = useMemo<AppNavigation>(
    () => ({ search, navigate: (to, options) => void navigate(to, { replace: options?.replace ?? false }) }),
    [navigate, search],
  );
  return (
    <AppNavigationProvider value={value}>
      <Outlet />
    </AppNavigationProvider>
  );
}
