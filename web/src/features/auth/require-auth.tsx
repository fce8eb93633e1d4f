import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { CenteredSpinner } from '@/components/centered-spinner';
import { paths } from '@/config/paths';
import { useSession } from './session';

/** Spec §8: an unauthenticated visit to the signed-in area redirects to the home screen. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <CenteredSpinner />;
  if (status === 'signedOut') return <Navigate to={paths.home()} replace />;
  return children;
}
