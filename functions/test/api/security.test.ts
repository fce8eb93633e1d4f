/**
 * Only corporate accounts reach the API (docs/security.md, "Who signs in"). Anonymous and e-mail/password
 * accounts of the project (anyone with the web API key can make one) and custom-token accounts without a user
 * record are refused by every endpoint that needs a sign-in.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorPorts } from '../../../emulators/scripts/lib/toolchain';
import { COLLECTIONS, endpointName, ENDPOINTS, rolesToClaims } from '@agenda/contract';
import { auth, call, createUser, db, idTokenFor, randomTag, type TestUser } from '../helpers';

const AUTH_URL = `http://127.0.0.1:${emulatorPorts().auth}/identitytoolkit.googleapis.com/v1`;

/** A Firebase account made with the client SDK's REST API, as anyone with the web API key can. */
async function signUp(body: Record<string, unknown>): Promise<{ uid: string; token: string }> {
  const response = await fetch(`${AUTH_URL}/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  });
  const answer = (await response.json()) as { idToken?: string; localId?: string };
  if (!answer.idToken || !answer.localId)
    throw new Error(`Auth emulator refused the sign-up: ${JSON.stringify(answer)}`);
  return { uid: answer.localId, token: answer.idToken };
}

/** The request of an endpoint with an empty input: authentication comes before any input check. */
function requestOf(
  endpoint: (typeof ENDPOINTS)[number],
): [string, { method: 'GET' | 'POST' | 'DELETE'; json?: unknown }] {
  return endpoint.method === 'POST'
    ? [endpoint.path, { method: 'POST', json: {} }]
    : [endpoint.path, { method: endpoint.method }];
}

const PROTECTED = ENDPOINTS.filter((endpoint) => endpoint.access !== 'public');

describe('only corporate accounts', () => {
  let anonymous: { uid: string; token: string };
  let password: { uid: string; token: string };
  let passwordWithRecord: { uid: string; token: string };
  let customWithoutRecord: string;
  let user: TestUser;

  beforeAll(async () => {
    anonymous = await signUp({});
    password = await signUp({ email: `${randomTag()}@attacker.example`, password: 'correct horse battery' });
    // Even an e-mail/password account that has a user record and root claims (set by mistake) gets nothing.
    passwordWithRecord = await signUp({ email: `${randomTag()}@attacker.example`, password: 'correct horse battery' });
    await db
      .collection(COLLECTIONS.users)
      .doc(passwordWithRecord.uid)
      .set({
        email: 'x@attacker.example',
        tenant_id: 'un',
        user_authorities: [{ authority_id: 'ROOT', tenant_id: 'un' }],
      });
    await auth.setCustomUserClaims(
      passwordWithRecord.uid,
      rolesToClaims({ user_authorities: [{ authority_id: 'ROOT', tenant_id: 'un' }] }),
    );
    passwordWithRecord = { ...passwordWithRecord, token: await signInWithPassword(passwordWithRecord.uid) };
    // A custom-token account without a user record (never through GET /firebasetoken).
    const uid = `no-record-${randomTag()}`;
    await auth.createUser({ uid });
    customWithoutRecord = await idTokenFor(uid);
    user = await createUser([{ authority_id: 'USER', tenant_id: null }], 'de');
  });

  /** A fresh ID token of the password account `uid` (its claims changed since the sign-up). */
  async function signInWithPassword(uid: string): Promise<string> {
    const record = await auth.getUser(uid);
    const response = await fetch(`${AUTH_URL}/accounts:signInWithPassword?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: record.email, password: 'correct horse battery', returnSecureToken: true }),
    });
    return ((await response.json()) as { idToken: string }).idToken;
  }

  it('a corporate (custom-token) user with a record is served', async () => {
    expect((await call('/tenants', { token: user.token })).status).toBe(200);
    expect((await call('/search/upcomingEvents', { token: user.token })).status).toBe(200);
  });

  it.each([
    ['an anonymous account', () => anonymous.token],
    ['an e-mail/password account', () => password.token],
    ['an e-mail/password account with a record and root claims', () => passwordWithRecord.token],
  ])('%s is refused (401) by every endpoint that needs a sign-in', async (_name, token) => {
    const answers: Record<string, unknown> = {};
    for (const endpoint of PROTECTED) {
      const [path, options] = requestOf(endpoint);
      const { status, body } = await call(path, { ...options, token: token() });
      answers[endpointName(endpoint)] = `${status} ${String(body.error)}`;
    }
    expect(answers).toEqual(
      Object.fromEntries(PROTECTED.map((e) => [endpointName(e), '401 Sign in with your corporate account'])),
    );
  });

  it('a custom-token account without a user record is refused (403) by every endpoint that needs a sign-in', async () => {
    const answers: Record<string, unknown> = {};
    for (const endpoint of PROTECTED) {
      const [path, options] = requestOf(endpoint);
      const { status, body } = await call(path, { ...options, token: customWithoutRecord });
      answers[endpointName(endpoint)] = `${status} ${String(body.error)}`;
    }
    const refused = '403 No user record for this account: sign in with your corporate account';
    expect(answers).toEqual(Object.fromEntries(PROTECTED.map((e) => [endpointName(e), refused])));
  });

  it('the refusals hold with well-formed inputs too', async () => {
    for (const token of [anonymous.token, password.token]) {
      expect((await call('/tenants', { token })).status).toBe(401);
      expect((await call('/search/searchAll', { token, json: { search: 'Summit' } })).status).toBe(401);
      expect((await call('/events?t=de', { token })).status).toBe(401);
      expect((await call(`/users/byId?id=${user.uid}`, { token })).status).toBe(401);
    }
  });
});
