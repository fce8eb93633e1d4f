import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RequireAuth } from './require-auth';
import type { Session } from './session';

let session: Pick<Session, 'status' | 'loggedOut'> = { status: 'signedOut' };
vi.mock('./session', () => ({ useSession: () => session }));

function Where() {
  const location = useLocation();
  return <output>{`${location.pathname}${location.search}`}</output>;
}

function visit(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Where /> },
      { path: '/main/events/eventslist', element: <RequireAuth>signed-in screen</RequireAuth> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('RequireAuth', () => {
  it('sends a signed-out visit home with the address to come back to', async () => {
    session = { status: 'signedOut' };
    visit('/main/events/eventslist?t=fr');
    expect((await screen.findByRole('status')).textContent).toBe(
      `/?next=${encodeURIComponent('/main/events/eventslist?t=fr')}`,
    );
  });

  it('sends to the plain home after Logout: the next sign-in lands, it does not come back here', async () => {
    session = { status: 'signedOut', loggedOut: true };
    visit('/main/events/eventslist?t=fr');
    expect((await screen.findByRole('status')).textContent).toBe('/');
  });

  it('draws the screen while signed in', () => {
    session = { status: 'signedIn' };
    visit('/main/events/eventslist?t=fr');
    expect(screen.getByText('signed-in screen')).toBeTruthy();
  });
});
