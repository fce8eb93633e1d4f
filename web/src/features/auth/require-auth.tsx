import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { CenteredSpinner } from '@/components/centered-spinner';
import { paths } from '@/config/paths';
import { RETURN_TO_PARAM, returnToOf } from '@/lib/return-to';
import { useSession } from './session';

/**
 * docs/product.md §8: an unauthenticated visit to the signed-in area redirects to the home screen, which keeps
 * the visited address (with its search params) to return there after sign-in, unless
 * the session ended with Logout.
 */
export function RequireAuth({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const { status, loggedOut } = useSession();
  const location = useLocation();
  // While the session is confirmed: `fallback` (a returning visit's first paint), else a spinner.
  if (status === 'loading') return fallback ?? <CenteredSpinner />;
  // After Logout, the plain home: the screen's own redirect could otherwise win the race with the
  // account menu's, and the next sign-in would come back here instead of landing.
  if (status === 'signedOut') {
    return <Navigate to={loggedOut ? paths.home() : paths.home({ [RETURN_TO_PARAM]: returnToOf(location) })} replace />;
  }
  return children;
}
