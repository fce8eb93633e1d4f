import { CHUNK_LOAD_TIMEOUT_MS } from '@agenda/contract';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppThemeProvider } from '@/components/theme/app-theme-provider';
import { CHUNK_TIMEOUT_MESSAGE } from '@/lib/chunk-timeout';
import { appRoutes } from './router';

// The server-offline screen's chunk never arrives: neither loads nor fails (a stalled connection).
vi.mock('@/features/server-status/server-offline-page', () => new Promise(() => undefined));

describe('a route whose chunk never loads (spec §8, 120 second timeout)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("shows the route's error screen, with Reload and a way home, after exactly CHUNK_LOAD_TIMEOUT_MS", async () => {
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/serveroffline'] });
    render(
      <AppThemeProvider>
        <RouterProvider router={router} />
      </AppThemeProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1));
    expect(screen.queryByText(CHUNK_TIMEOUT_MESSAGE)).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert').textContent).toBe(CHUNK_TIMEOUT_MESSAGE);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/v2/');
  });
});
