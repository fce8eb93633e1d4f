import type { Principal } from '@agenda/contract';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AnnouncerProvider } from '@/components/a11y/announcer';
import { ConfirmProvider } from '@/components/feedback/confirm-provider';
import { OverlayProvider } from '@/components/feedback/overlay-provider';
import { ToastProvider } from '@/components/feedback/toast-provider';
import { RightsContext, rightsOf } from '@/lib/rights';

/** Viewers for screen tests (test-only module). */
export const principal = (...authorities: Principal['user_authorities']): Principal => ({
  user_authorities: authorities,
});
export const ROOT = principal({ authority_id: 'ROOT', tenant_id: 'un' });
export const ADMIN_DE = principal({ authority_id: 'ADMIN', tenant_id: 'de' });
export const ADMIN_FR = principal({ authority_id: 'ADMIN', tenant_id: 'fr' });
export const NOBODY = principal();

/**
 * Renders `element` at `url` for a viewer with `viewer` rights, with the app's feedback providers.
 * Other paths render their own path, so that a test can tell where a screen sent the user.
 */
export function renderScreen(
  path: string,
  url: string,
  element: ReactNode,
  viewer: Principal,
  viewerUid = 'tid_viewer',
) {
  const routes: RouteObject[] = [
    { path, element },
    { path: '/', element: <p>Home screen</p> },
    { path: '*', element: <p>Elsewhere</p> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <RightsContext.Provider value={rightsOf(viewerUid, viewer)}>
      <ToastProvider>
        <ConfirmProvider>
          <OverlayProvider>
            <AnnouncerProvider>
              <RouterProvider router={router} />
            </AnnouncerProvider>
          </OverlayProvider>
        </ConfirmProvider>
      </ToastProvider>
    </RightsContext.Provider>,
  );
  return router;
}
