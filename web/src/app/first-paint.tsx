import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { CenteredSpinner } from '@/components/centered-spinner';
import { paths } from '@/config/paths';
import { localDataOwner } from '@/lib/list-snapshot';

/* The list's own chunk, which the router has loaded for the address by the time this is drawn. */
const ListFirstPaint = lazy(() =>
  import('@/features/events/list/events-list-page').then((m) => ({ default: m.ListFirstPaint })),
);

/**
 * What the signed-in area draws while Firebase Auth confirms the session and Firestore downloads: on a
 * returning visit to a country's list, the cards it last drew for the person this browser's local data
 * belongs to (issue 33, item 2); anywhere else, a spinner.
 */
export function FirstPaint() {
  const { pathname } = useLocation();
  const list = pathname.replace(/\/$/, '') === paths.main.events.eventslist();
  if (!list || localDataOwner() === null) return <CenteredSpinner />;
  return (
    <Suspense fallback={<CenteredSpinner />}>
      <ListFirstPaint />
    </Suspense>
  );
}
