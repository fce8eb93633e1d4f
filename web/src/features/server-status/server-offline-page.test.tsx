import { MESSAGES, OFFLINE_PAGE_POLL_MS } from '@agenda/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppThemeProvider } from '@/components/theme/app-theme-provider';
import { ServerOfflinePage } from './server-offline-page';

const fetchMock = vi.fn<typeof fetch>();

function renderOffline() {
  render(
    <AppThemeProvider>
      <MemoryRouter initialEntries={['/serveroffline']}>
        <Routes>
          <Route path="/" element={<p>app base</p>} />
          <Route path="/serveroffline" element={<ServerOfflinePage />} />
        </Routes>
      </MemoryRouter>
    </AppThemeProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('ServerOfflinePage', () => {
  it('shows the offline alert and stays while the server is down', async () => {
    fetchMock.mockImplementation(async () => new Response('', { status: 503 }));
    renderOffline();
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.serverOffline);
    await act(() => vi.advanceTimersByTimeAsync(OFFLINE_PAGE_POLL_MS));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByText(MESSAGES.serverOffline)).toBeTruthy();
  });

  it('re-checks every 30 s and goes to the app base once the server answers', async () => {
    fetchMock
      .mockImplementationOnce(async () => new Response('', { status: 503 }))
      .mockImplementation(async () => Response.json({ result: 'success' }));
    renderOffline();
    await act(() => vi.advanceTimersByTimeAsync(OFFLINE_PAGE_POLL_MS));
    expect(screen.getByText(MESSAGES.serverOffline)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(OFFLINE_PAGE_POLL_MS));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByText('app base')).toBeTruthy();
  });

  it('re-checks on Retry', async () => {
    fetchMock.mockImplementation(async () => Response.json({ result: 'success' }));
    renderOffline();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByText('app base')).toBeTruthy();
  });
});
