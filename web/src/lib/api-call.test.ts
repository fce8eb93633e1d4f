import { api } from '@agenda/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, call, setApiAuth, setDirectoryTokenSource } from './api';

const fetchMock = vi.fn<typeof fetch>();
let restoreAuth: () => void = () => undefined;

const user = {
  id: 'tid_oid',
  email: 'ada@corp.example',
  first_name: 'Ada',
  last_name: 'Lovelace',
  job_title: null,
  avatar_url: null,
  tenant_id: null,
  tenant: null,
  user_authorities: [{ authority_id: 'USER', tenant_id: null, tenant: null }],
};

function lastRequest(): { url: string; method: string | undefined; headers: Headers; body: unknown } {
  const request = fetchMock.mock.calls.at(-1);
  if (!request) throw new Error('fetch was not called');
  const [url, init = {}] = request;
  return { url: String(url), method: init.method, headers: new Headers(init.headers), body: init.body };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  restoreAuth = setApiAuth({ idToken: async () => 'id-token', signOut: async () => undefined });
  setDirectoryTokenSource(async () => 'graph-token');
});

afterEach(() => {
  setDirectoryTokenSource(null);
  restoreAuth();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('call through the endpoint table', () => {
  it("sends the directory token exactly on the table's directory endpoints", async () => {
    fetchMock.mockImplementation(async () => Response.json({ result: user }));
    await call(api.users.refresh, { email: 'ada@corp.example' });
    expect(lastRequest().url).toBe('/backendv2/users/refresh?email=ada%40corp.example');
    expect(lastRequest().headers.get('X-Graph-Token')).toBe('graph-token');

    await call(api.users.create, { oid: 'o1' });
    expect(lastRequest()).toMatchObject({
      url: '/backendv2/users/new',
      method: 'POST',
      body: JSON.stringify({ oid: 'o1' }),
    });
    expect(lastRequest().headers.get('X-Graph-Token')).toBe('graph-token');

    await call(api.users.me, {});
    expect(lastRequest().url).toBe('/backendv2/users/me');
    expect(lastRequest().headers.has('X-Graph-Token')).toBe(false);

    fetchMock.mockImplementation(async () => Response.json({ result: [] }));
    await call(api.directory.search, { q: 'ada' });
    expect(lastRequest().url).toBe('/backendv2/directory/search?q=ada');
    expect(lastRequest().headers.get('X-Graph-Token')).toBe('graph-token');
    await call(api.completion.users, { user: 'ada' });
    expect(lastRequest().headers.has('X-Graph-Token')).toBe(false);
  });

  it("parses the answer with the entry's answer schema", async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ result: [{ name: 'Berlin', id: 'g1' }] }));
    expect(await call(api.completion.groups, { group: 'ber' })).toEqual({ result: [{ name: 'Berlin', id: 'g1' }] });
    fetchMock.mockResolvedValueOnce(
      Response.json({ result: { ...user, user_authorities: [{ authority_id: 'OWNER' }] } }),
    );
    await expect(call(api.users.byId, { id: 'tid_oid' })).rejects.toBeInstanceOf(ApiRequestError);
  });
});
