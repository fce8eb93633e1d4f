import { SERVER_STATUS_POLL_MS } from '@agenda/contract';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouterNavigation } from '@/lib/router-navigation';
import { currentReturnTo, useServerStatus } from './use-server-status';

const fetchMock = vi.fn<typeof fetch>();

function Watched() {
  useServerStatus();
  return <p>home</p>;
}

function renderAtHome() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route element={<RouterNavigation />}>
          <Route path="/" element={<Watched />} />
          <Route path="/serveroffline" element={<p>offline</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('useServerStatus', () => {
  it('checks GET /backendv2/ping/status at load and stays while the server answers success', async () => {
    fetchMock.mockImplementation(async () => Response.json({ result: 'success' }));
    renderAtHome();
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/backendv2/ping/status');
    await act(() => vi.advanceTimersByTimeAsync(SERVER_STATUS_POLL_MS));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByText('home')).toBeTruthy();
  });

  it('goes to the offline screen when a later check fails', async () => {
    fetchMock
      .mockImplementationOnce(async () => Response.json({ result: 'success' }))
      .mockImplementation(async () => {
        throw new TypeError('Failed to fetch');
      });
    renderAtHome();
    await flush();
    expect(screen.getByText('home')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(SERVER_STATUS_POLL_MS - 1));
    expect(screen.getByText('home')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('offline')).toBeTruthy();
  });

  it.each([
    ['a non-200 answer', () => Response.json({ result: 'success' }, { status: 503 })],
    ['an answer other than success', () => Response.json({ result: 'maintenance' })],
    ['a body that is not JSON', () => new Response('<html></html>', { status: 200 })],
  ])('treats %s as offline', async (_label, answer) => {
    fetchMock.mockImplementation(async () => answer());
    renderAtHome();
    await flush();
    expect(screen.getByText('offline')).toBeTruthy();
  });
});

describe('the address kept for after the offline screen (issue 32, item 16)', () => {
  it('is the page the person was on inside the signed-in area, without the base path', () => {
    expect(
      currentReturnTo({ pathname: '/v2/main/event/agendalist', search: '?e=berlin-tech-summit&t=de', hash: '' }),
    ).toBe('/main/event/agendalist?e=berlin-tech-summit&t=de');
  });

  it('is nothing on the home screen or outside the signed-in area', () => {
    expect(currentReturnTo({ pathname: '/v2/', search: '', hash: '' })).toBeNull();
    expect(currentReturnTo({ pathname: '/v2/serveroffline', search: '', hash: '' })).toBeNull();
  });
});
