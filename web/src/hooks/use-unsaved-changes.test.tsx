import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '@/components/feedback/confirm-provider';
import { UNSAVED_MESSAGE, useUnsavedChanges } from './use-unsaved-changes';

// The confirm dialog is loaded on first use, which takes a while under jsdom.
vi.setConfig({ testTimeout: 15_000 });

function Form() {
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);
  return (
    <>
      <button type="button" onClick={() => setDirty(true)}>
        Change
      </button>
      <Link to="/elsewhere">Leave</Link>
      <Link to="/form?tab=2">Same path, other query</Link>
    </>
  );
}

function show() {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Form /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <ConfirmProvider>
      <RouterProvider router={router} />
    </ConfirmProvider>,
  );
  return router;
}

const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('unsaved changes', () => {
  it('lets a form without changes go, in the app and when the tab closes', async () => {
    const router = show();
    expect(unload()).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it('asks before a changed form is left, and has the browser ask before the tab closes', async () => {
    const router = show();
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(unload()).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Leave' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByText(UNSAVED_MESSAGE)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it('counts a new query as leaving', async () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    fireEvent.click(screen.getByRole('link', { name: 'Same path, other query' }));
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeTruthy();
  });
});
