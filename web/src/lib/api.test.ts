import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, type AgendaSave } from '@agenda/contract';
import { ApiRequestError, call, setApiAuth, setDirectoryTokenSource } from './api';
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
    const answer = await call(api.settings.value, { name: 'TEST_VERSION' });
    expect(answer).toEqual({ result: '1.2.3' });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/backendv2/settings/value?name=TEST_VERSION');
    expect(init.method).toBe('GET');
    expect(headers.get('Authorization')).toBe('Bearer id-token');
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    token = null;
    fetchMock.mockResolvedValueOnce(Response.json({ result: 'success' }));
    await call(api.status.ping, {});
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('posts JSON', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json({ result: { id: 't1', eventId: 'e1', text: 'Keynote', color: '#ff0000' } }),
    );
    await call(api.tags.save, { name: 'Keynote', colour: '#ff0000', eventId: 'e1' });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/backendv2/tags/new');
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Keynote', colour: '#ff0000', eventId: 'e1' });
  });

  it('publishes an answer with an error field to the error bus and throws it', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json(
        {
          error: 'Invalid data!',
          fields: { name: ['You must enter a value'] },
          stack: 'Error: Invalid data!\n    at save',
        },
        { status: 400 },
      ),
    );
    const failure = call(api.tags.remove, { eventId: 'e1', id: 't1' });
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await failure.catch((error: unknown) => {
      expect(error).toMatchObject({
        status: 400,
        error: 'Invalid data!',
        fields: { name: ['You must enter a value'] },
      });
      // The server's stack is dropped: the error keeps the client's own, which names no server code.
      expect((error as ApiRequestError).stack).not.toContain('at save');
    });
    expect(lastRequest().url).toBe('/backendv2/tags?eventId=e1&id=t1');
    expect(reports).toEqual([
      {
        status: 400,
        error: 'Invalid data!',
        fields: { name: ['You must enter a value'] },
      },
    ]);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('reports an error field even in a 200 answer', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ error: 'Could not save' }));
    await expect(call(api.settings.update, { name: 'TEST_VERSION', value: '2' })).rejects.toMatchObject({
      status: 200,
      error: 'Could not save',
    });
    expect(reports).toHaveLength(1);
  });

  it('signs the user out on 401, with no dialog over the signed-out home', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ error: 'Authentication required' }, { status: 401 }));
    await expect(call(api.users.me, {})).rejects.toMatchObject({
      status: 401,
      error: 'Authentication required',
      reported: false,
    });
    expect(signOut).toHaveBeenCalledOnce();
    expect(reports).toHaveLength(0);
  });

  it('throws without publishing when a failure has no error field', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(call(api.events.list, {})).rejects.toMatchObject({ status: 502, error: '502 Bad Gateway' });
    expect(reports).toHaveLength(0);
  });

  it('turns a network failure into an ApiRequestError with status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(call(api.events.list, {})).rejects.toMatchObject({ status: 0, error: 'Failed to fetch' });
  });

  it('sends the directory token only on directory calls, and only when there is one', async () => {
    // The answers are not users: each call is refused after its request, which is all this looks at.
    const sent = (request: Promise<unknown>) => request.catch(() => undefined);
    const directoryToken = vi.fn(async (): Promise<string | null> => 'graph-token');
    setDirectoryTokenSource(directoryToken);
    fetchMock.mockImplementation(async () => Response.json({ result: 'ok' }));

    await sent(call(api.users.refresh, {}));
    expect(lastRequest().headers.get('X-Graph-Token')).toBe('graph-token');
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer id-token');

    await sent(call(api.users.me, {}));
    expect(lastRequest().headers.has('X-Graph-Token')).toBe(false);
    expect(directoryToken).toHaveBeenCalledOnce();

    directoryToken.mockResolvedValueOnce(null);
    await sent(call(api.users.refresh, {}));
    expect(lastRequest().headers.has('X-Graph-Token')).toBe(false);

    await sent(call(api.users.create, { oid: 'o1' }));
    expect(lastRequest().headers.get('X-Graph-Token')).toBe('graph-token');
    await sent(call(api.groups.save, { name: 'g', users: [], tenantId: 'de' }));
    expect(lastRequest().headers.has('X-Graph-Token')).toBe(false);
  });

  it('marks errors that the error dialog already shows', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ error: 'Forbidden' }, { status: 403 }));
    await expect(call(api.rights.mine, {})).rejects.toMatchObject({ reported: true });
    fetchMock.mockResolvedValueOnce(new Response('', { status: 502 }));
    await expect(call(api.rights.mine, {})).rejects.toMatchObject({ reported: false });
  });

  it('keeps the statuses a screen handles itself out of the error dialog, with their details', async () => {
    const conflict = {
      error: 'This agenda was changed by Anna Schmidt',
      details: { version: 4, updated_by_name: 'Anna Schmidt' },
    };
    fetchMock.mockResolvedValueOnce(Response.json(conflict, { status: 409 }));
    const agenda = {} as AgendaSave;
    await expect(call(api.agendas.save, agenda, { handles: [400, 409] })).rejects.toMatchObject({
      status: 409,
      reported: false,
      details: { version: 4, updated_by_name: 'Anna Schmidt' },
    });
    expect(reports).toHaveLength(0);
    fetchMock.mockResolvedValueOnce(Response.json({ error: 'Forbidden' }, { status: 403 }));
    await expect(call(api.agendas.save, agenda, { handles: [400, 409] })).rejects.toMatchObject({
      status: 403,
      reported: true,
    });
    expect(reports).toHaveLength(1);
  });

  it('rejects an answer that does not match the schema', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ result: 42 }));
    await expect(call(api.settings.value, { name: 'TEST_VERSION' })).rejects.toBeInstanceOf(ApiRequestError);
    expect(reports).toHaveLength(0);
  });
});
