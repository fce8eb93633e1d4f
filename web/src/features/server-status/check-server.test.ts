import { api } from '@agenda/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '@/lib/api';
import { isPingSuccess, isServerOnline } from './check-server';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the first visit’s status check', () => {
  it('calls the path of the table’s entry', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json({ result: 'success' }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await isServerOnline(1000)).toBe(true);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(apiUrl(api.status.ping.path));
  });

  it.each([
    { result: 'success' },
    { result: 'success', extra: 1 },
    { result: 'maintenance' },
    { result: null },
    {},
    null,
    'success',
    ['success'],
  ])('judges %j as the entry’s answer schema does', (body) => {
    expect(isPingSuccess(body)).toBe(api.status.ping.output.safeParse(body).success);
  });
});
