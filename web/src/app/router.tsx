import { APP_BASE_PATH } from '@contract';
import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { CenteredSpinner } from '@/components/centered-spinner';
import { paths, ROUTE_TREE, type RouteTree, type ScreenId } from '@/config/paths';
import { RequireAuth } from '@/features/auth/require-auth';
import { RouteError } from './routes/route-error';

type LazyScreen = () => Promise<{ Component: ComponentType }>;

const notAvailableYet: LazyScreen = () =>
  import('@/components/not-available-yet').then((m) => ({ Component: m.NotAvailableYet }));
const notFoundInLayout: LazyScreen = () =>
  import('./routes/not-found').then((m) => ({ Component: m.NotFoundInLayout }));

/**
 * Screens that exist so far; every other entry of the route table shows the shared
 * "Not available yet" page until its release adds it here.
 */
const screens: Partial<Record<ScreenId, LazyScreen>> = {
  serveroffline: () =>
    import('@/features/server-status/server-offline-page').then((m) => ({ Component: m.ServerOfflinePage })),
  'main/profile': () => import('@/features/users/components/profile-page').then((m) => ({ Component: m.ProfilePage })),
  'main/administration/edituser': () =>
    import('@/features/users/components/user-rights-page').then((m) => ({ Component: m.UserRightsPage })),
};

// Loaded only once the session is known to be signed in, together with Firestore and reactfire.
const MainLayout = lazy(() => import('./layouts/main-layout'));

function treeRoutes(tree: RouteTree, prefix: string): RouteObject[] {
  return Object.entries(tree).map(([segment, child]): RouteObject => {
    const id = `${prefix}${segment}`;
    if (child === null) {
      return { id, path: segment, lazy: screens[id as ScreenId] ?? notAvailableYet };
    }
    // A layout path on its own (e.g. /main/events) is not a screen.
    return { path: segment, children: [{ index: true, lazy: notFoundInLayout }, ...treeRoutes(child, `${id}/`)] };
  });
}

const { main, ...topLevel } = ROUTE_TREE;

/** The whole route table under the basename; exported for the route-table tests. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteError />,
    hydrateFallbackElement: <CenteredSpinner />,
    children: [
      { id: 'home', index: true, lazy: () => import('./routes/home').then((m) => ({ Component: m.HomePage })) },
      ...treeRoutes(topLevel, ''),
      {
        path: 'main',
        element: (
          <RequireAuth>
            <Suspense fallback={<CenteredSpinner />}>
              <MainLayout />
            </Suspense>
          </RequireAuth>
        ),
        children: [
          { index: true, element: <Navigate to={paths.main.selectcountry()} replace /> },
          ...treeRoutes(main, 'main/'),
          { path: '*', lazy: notFoundInLayout },
        ],
      },
      {
        id: 'not-found',
        path: '*',
        lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes, { basename: APP_BASE_PATH });
}
