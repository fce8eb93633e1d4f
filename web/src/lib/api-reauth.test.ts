import { api, API_MESSAGES, REAUTHENTICATION_REQUIRED } from '@agenda/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, setApiAuth, setSessionRenewer } from './api';
import { subscribeApiErrors, type ApiErrorReport } from './error-bus';

// A 401 `reauthentication-required` renews the session and asks once more; the
// user stays signed in, whatever is on screen stays.
const fetchMock = vi.fn<typeof fetch>();
const signOut = vi.fn(async () => undefined);
let idToken = 'old-session';
let restoreAuth: () => void = () => undefined;
let stopListening: () => void = () => undefined;
let reported: ApiErrorReport[] = [];

const me = {
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

const tooOld = () =>
  Response.json(
    { error: API_MESSAGES.reauthenticationRequired, details: { code: REAUTHENTICATION_REQUIRED } },
    { status: 401 },
  );

/** The API: refuses the old session's token with the reauthentication code, answers the new one. */
function serveByToken() {
  fetchMock.mockImplementation(async (_url, init) => {
    const bearer = new Headers(init?.headers).get('Authorization');
    return bearer === 'Bearer new-session' ? Response.json({ result: me }) : tooOld();
  });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  idToken = 'old-session';
  restoreAuth = setApiAuth({ idToken: async () => idToken, signOut });
  reported = [];
  stopListening = subscribeApiErrors((report) => reported.push(report));
});

afterEach(() => {
  setSessionRenewer(null);
  stopListening();
  restoreAuth();
  fetchMock.mockReset();
  signOut.mockClear();
  vi.unstubAllGlobals();
});

describe('a 401 reauthentication-required', () => {
  it('renews the session and repeats the call with the new token, without signing out or reporting', async () => {
    serveByToken();
    const renewer = vi.fn(async () => {
      idToken = 'new-session';
    });
    setSessionRenewer(renewer);
    await expect(call(api.users.me, {})).resolves.toEqual({ result: me });
    expect(renewer).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(signOut).not.toHaveBeenCalled();
    expect(reported).toEqual([]);
  });

  it('renews once for calls refused together', async () => {
    serveByToken();
    let finish: () => void = () => undefined;
    const renewer = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = () => {
            idToken = 'new-session';
            resolve();
          };
        }),
    );
    setSessionRenewer(renewer);
    const calls = Promise.all([call(api.users.me, {}), call(api.users.me, {}), call(api.users.me, {})]);
    await vi.waitFor(() => expect(renewer).toHaveBeenCalled());
    finish();
    expect(await calls).toEqual([{ result: me }, { result: me }, { result: me }]);
    expect(renewer).toHaveBeenCalledTimes(1);
  });

  it('keeps the session and reports the refusal when the renewal fails', async () => {
    serveByToken();
    setSessionRenewer(async () => {
      throw new Error('Popup blocked');
    });
    await expect(call(api.users.me, {})).rejects.toMatchObject({
      status: 401,
      error: API_MESSAGES.reauthenticationRequired,
    });
    expect(signOut).not.toHaveBeenCalled();
    expect(reported).toMatchObject([{ status: 401, error: API_MESSAGES.reauthenticationRequired }]);
  });

  it('asks only once more: a second refusal is reported, not renewed again', async () => {
    fetchMock.mockImplementation(async () => tooOld());
    const renewer = vi.fn(async () => undefined);
    setSessionRenewer(renewer);
    await expect(call(api.users.me, {})).rejects.toMatchObject({ status: 401 });
    expect(renewer).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('any other 401 still signs out (spec §4)', async () => {
    const renewer = vi.fn(async () => undefined);
    setSessionRenewer(renewer);
    fetchMock.mockResolvedValueOnce(Response.json({ error: 'Invalid or expired token' }, { status: 401 }));
    await expect(call(api.users.me, {})).rejects.toMatchObject({ status: 401 });
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(renewer).not.toHaveBeenCalled();
  });
});
