import type { Principal } from '@contract';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ConfirmProvider } from '@/components/feedback/confirm-provider';
import { OverlayProvider } from '@/components/feedback/overlay-provider';
import { ToastProvider } from '@/components/feedback/toast-provider';
import { RightsContext, rightsOf } from '@/lib/rights';
import type { TenantSummary, User, UserAuthorityView } from './api/user-schema';

/** Test data and rendering for the users feature's screens (test-only module). */
export const tenant = (id: string, country_name: string): TenantSummary => ({
  id,
  locale: id.toUpperCase(),
  country_name,
  flag_image_url: `data:image/png;base64,${id}`,
});

export const GERMANY = tenant('de', 'Germany');
export const FRANCE = tenant('fr', 'France');
export const GLOBAL = { ...tenant('un', 'Global'), locale: 'un' };

export const authority = (
  authority_id: UserAuthorityView['authority_id'],
  country: TenantSummary | null,
): UserAuthorityView => ({ authority_id, tenant_id: country?.id ?? null, tenant: country });

export function user(overrides: Partial<User> = {}): User {
  return {
    id: 'tid_lukas',
    email: 'lukas.hoffmann@corp.example',
    first_name: 'Lukas',
    last_name: 'Hoffmann',
    job_title: 'Software Engineer',
    avatar_url: null,
    tenant_id: 'de',
    tenant: GERMANY,
    user_authorities: [authority('USER', null)],
    ...overrides,
  };
}

export const principal = (...authorities: Principal['user_authorities']): Principal => ({ user_authorities: authorities });
export const ROOT = principal({ authority_id: 'ROOT', tenant_id: 'un' });
export const ADMIN_DE = principal({ authority_id: 'ADMIN', tenant_id: 'de' });
export const ADMIN_FR = principal({ authority_id: 'ADMIN', tenant_id: 'fr' });
export const NOBODY = principal();

/** Renders `element` at `url` for a viewer with `viewer` rights, with the app's feedback providers. */
export function renderScreen(path: string, url: string, element: ReactNode, viewer: Principal, viewerUid = 'tid_viewer') {
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
            <RouterProvider router={router} />
          </OverlayProvider>
        </ConfirmProvider>
      </ToastProvider>
    </RightsContext.Provider>,
  );
  return router;
}
