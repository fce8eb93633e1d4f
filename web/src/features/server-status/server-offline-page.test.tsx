import { MESSAGES, OFFLINE_PAGE_POLL_MS } from '@agenda/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppThemeProvider } from '@/components/theme/app-theme-provider';
import { ServerOfflinePage } from './server-offline-page';

const fetchMock = vi.fn<typeof fetch>();

function AppBase() {
  const { search } = useLocation();
  return <p>app base{search}</p>;
}

function renderOffline(entry = '/serveroffline') {
  render(
    <AppThemeProvider>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/" element={<AppBase />} />
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

  it('hands the app base the page the person was on, which it returns to (issue 32, item 16)', async () => {
    fetchMock.mockImplementation(async () => Response.json({ result: 'success' }));
    const was = '/main/event/agendalist?e=berlin-tech-summit&t=de';
    renderOffline(`/serveroffline?next=${encodeURIComponent(was)}`);
    await act(() => vi.advanceTimersByTimeAsync(OFFLINE_PAGE_POLL_MS));
    expect(screen.getByText(`app base?next=${encodeURIComponent(was)}`)).toBeTruthy();
  });

  it('never hands on an address outside the signed-in area', async () => {
    fetchMock.mockImplementation(async () => Response.json({ result: 'success' }));
    renderOffline(`/serveroffline?next=${encodeURIComponent('//evil.example/main/x')}`);
    await act(() => vi.advanceTimersByTimeAsync(OFFLINE_PAGE_POLL_MS));
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
