import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiDelete, apiGet, apiPost, ApiRequestError, setApiAuth, setDirectoryTokenSource } from './api';
import { subscribeApiErrors, type ApiErrorReport } from './error-bus';

const fetchMock = vi.fn<typeof fetch>();
const signOut = vi.fn(async () => undefined);
let token: string | null = 'id-token';
let restoreAuth: () => void = () => undefined;
let reports: ApiErrorReport[] = [];
let unsubscribe: () => void = () => undefined;

function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  const [url, init = {}] = call;
  return { url: String(url), init, headers: new Headers(init.headers) };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  token = 'id-token';
  restoreAuth = setApiAuth({ idToken: async () => token, signOut });
  reports = [];
  unsubscribe = subscribeApiErrors((report) => reports.push(report));
});

afterEach(() => {
  setDirectoryTokenSource(null);
  unsubscribe();
  restoreAuth();
  fetchMock.mockReset();
  signOut.mockClear();
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('calls /backendv2 with the query and the bearer token, and validates the answer', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ result: '1.2.3' }));
    const answer = await apiGet('/settings/value', { name: 'TEST_VERSION', skip: undefined }, z.object({ result: z.string() }));
    expect(answer).toEqual({ result: '1.2.3' });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/backendv2/settings/value?name=TEST_VERSION');
    expect(init.method).toBe('GET');
    expect(headers.get('Authorization')).toBe('Bearer id-token');
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    token = null;
    fetchMock.mockResolvedValueOnce(Response.json({ result: 'success' }));
    await apiGet('/ping/status');
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('posts JSON', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ result: { id: 't1' } }));
    await apiPost('/tags/new', { name: 'Keynote', colour: '#ff0000' });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/backendv2/tags/new');
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Keynote', colour: '#ff0000' });
  });

  it('publishes an answer with an error field to the error bus and throws it', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json(
        { error: 'Invalid data!', fields: { name: ['You must enter a value'] }, stack: 'Error: Invalid data!\n    at save' },
        { status: 400 },
      ),
    );
    const failure = apiDelete('/tags', { eventId: 'e1', id: 't1' });
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await failure.catch((error: unknown) => {
      expect(error).toMatchObject({ status: 400, error: 'Invalid data!', fields: { name: ['You must enter a value'] } });
      expect((error as ApiRequestError).stack).toBe('Error: Invalid data!\n    at save');
    });
    expect(lastRequest().url).toBe('/backendv2/tags?eventId=e1&id=t1');
    expect(reports).toEqual([
      {
        status: 400,
        error: 'Invalid data!',
        fields: { name: ['You must enter a value'] },
        stack: 'Error: Invalid data!\n    at save',
      },
    ]);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('reports an error field even in a 200 answer', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ error: 'Could not save' }));
    await expect(apiPost('/events/new', {})).rejects.toMatchObject({ status: 200, error: 'Could not save' });
    expect(reports).toHaveLength(1);
  });

  it('signs the user out on 401', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ error: 'Authentication required' }, { status: 401 }));
    await expect(apiGet('/users/me')).rejects.toMatchObject({ status: 401 });
    expect(signOut).toHaveBeenCalledOnce();
    expect(reports[0]?.error).toBe('Authentication required');
  });

  it('throws without publishing when a failure has no error field', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiGet('/events')).rejects.toMatchObject({ status: 502, error: '502 Bad Gateway' });
    expect(reports).toHaveLength(0);
  });

  it('turns a network failure into an ApiRequestError with status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiGet('/events')).rejects.toMatchObject({ status: 0, error: 'Failed to fetch' });
  });

  it('sends the directory token only on directory calls, and only when there is one', async () => {
    const schema = z.object({ result: z.string() });
    const directoryToken = vi.fn(async (): Promise<string | null> => 'graph-token');
    setDirectoryTokenSource(directoryToken);
    fetchMock.mockImplementation(async () => Response.json({ result: 'ok' }));

    await apiGet('/users/refresh', undefined, schema, { directory: true });
    expect(lastRequest().headers.get('X-Graph-Token')).toBe('graph-token');
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer id-token');

    await apiGet('/users/me', undefined, schema);
    expect(lastRequest().headers.has('X-Graph-Token')).toBe(false);
    expect(directoryToken).toHaveBeenCalledOnce();

    directoryToken.mockResolvedValueOnce(null);
    await apiGet('/users/refresh', undefined, schema, { directory: true });
    expect(lastRequest().headers.has('X-Graph-Token')).toBe(false);

    await apiPost('/users/new', { oid: 'o1' }, schema, { directory: true });
    expect(lastRequest().headers.get('X-Graph-Token')).toBe('graph-token');
    await apiPost('/groups/new', { name: 'g' }, schema);
    expect(lastRequest().headers.has('X-Graph-Token')).toBe(false);
  });

  it('marks errors that the error dialog already shows', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ error: 'Forbidden' }, { status: 403 }));
    await expect(apiGet('/rights')).rejects.toMatchObject({ reported: true });
    fetchMock.mockResolvedValueOnce(new Response('', { status: 502 }));
    await expect(apiGet('/rights')).rejects.toMatchObject({ reported: false });
  });

  it('keeps the statuses a screen handles itself out of the error dialog, with their details', async () => {
    const conflict = { error: 'This agenda was changed by Anna Schmidt', details: { version: 4, updated_by_name: 'Anna Schmidt' } };
    fetchMock.mockResolvedValueOnce(Response.json(conflict, { status: 409 }));
    await expect(apiPost('/agendas/new', {}, z.unknown(), { handles: [400, 409] })).rejects.toMatchObject({
      status: 409,
      reported: false,
      details: { version: 4, updated_by_name: 'Anna Schmidt' },
    });
    expect(reports).toHaveLength(0);
    fetchMock.mockResolvedValueOnce(Response.json({ error: 'Forbidden' }, { status: 403 }));
    await expect(apiPost('/agendas/new', {}, z.unknown(), { handles: [400, 409] })).rejects.toMatchObject({ status: 403, reported: true });
    expect(reports).toHaveLength(1);
  });

  it('rejects an answer that does not match the schema', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ result: 42 }));
    await expect(apiGet('/settings/value', undefined, z.object({ result: z.string() }))).rejects.toBeInstanceOf(
      ApiRequestError,
    );
    expect(reports).toHaveLength(0);
  });
});
