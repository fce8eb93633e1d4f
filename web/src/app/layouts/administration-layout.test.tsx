import type { Principal } from '@agenda/contract';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ACCESS_NOTICES, readAccessNotice } from '@/lib/access-notice';
import { RightsContext, rightsOf } from '@/lib/rights';
import { ADMIN_DE, NOBODY, ROOT } from '@/test/render-screen';
import { AdministrationLayout } from './administration-layout';

function show(viewer: Principal, url = '/main/administration/groups', ready = true) {
  const router = createMemoryRouter(
    [
      {
        path: '/main/administration',
        element: <AdministrationLayout />,
        children: [{ path: '*', element: <p>Admin screen</p> }],
      },
      { path: '/', element: <p>Home screen</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <RightsContext.Provider value={rightsOf('tid_viewer', viewer, ready)}>
      <RouterProvider router={router} />
    </RightsContext.Provider>,
  );
  return router;
}

const links = () =>
  within(screen.getByRole('navigation', { name: 'Administration' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('administration bar', () => {
  it('shows Settings and Countries to root users, Users, Groups and History to admins', () => {
    show(ROOT);
    expect(links()).toEqual(['Settings', 'Countries', 'Users', 'Groups', 'History', 'Dashboard', 'Failed mail']);
  });

  it("shows only Users, Groups and their countries' History to admins of a country", () => {
    show(ADMIN_DE);
    expect(links()).toEqual(['Users', 'Groups', 'History', 'Dashboard']);
  });

  it('marks the current screen, also on its edit screen', () => {
    show(ADMIN_DE, '/main/administration/editgroup?id=g1');
    expect(screen.getByRole('link', { name: 'Groups' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBeNull();
  });

  it('sends users who administer nothing to the home screen, with the reason for the next screen', async () => {
    window.sessionStorage.clear();
    const router = show(NOBODY);
    expect(await screen.findByText('Home screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    // Not silent; the frame the home screen forwards to shows it (access-notice.test.tsx).
    expect(readAccessNotice()).toBe(ACCESS_NOTICES.administration);
  });

  it('tells a plain user at country management that it needs root rights', async () => {
    window.sessionStorage.clear();
    show(NOBODY, '/main/administration/allTenants');
    expect(await screen.findByText('Home screen')).toBeTruthy();
    expect(readAccessNotice()).toBe(ACCESS_NOTICES.countries);
  });

  it('waits for the rights to be checked before deciding', () => {
    const router = show(NOBODY, '/main/administration/users', false);
    expect(router.state.location.pathname).toBe('/main/administration/users');
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });
});
