/**
 * Sessions end with the corporate identity (docs/security.md). The API refuses a caller whose last
 * corporate exchange (GET /firebasetoken, users/{uid}.verified_at) is older than SESSION_MAX_AGE_MS
 * with 401 `reauthentication-required`, and a fresh exchange lets them in again; root's
 * POST /users/signOutEverywhere ends every session at once, in the API and in the Firestore rules.
 * (The matrix rows of the endpoint run with the users rows, admin-users.test.ts.)
 */
import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorPorts } from '../../../emulators/scripts/lib/toolchain';
import {
  API_MESSAGES,
  COLLECTIONS,
  newGroupDoc,
  REAUTHENTICATION_REQUIRED,
  SESSION_MAX_AGE_MS,
  userKey,
} from '@agenda/contract';
import { corporateToken, DEMO_TID, exchange } from '../corporate';
import { auth, call, createRoleUsers, createUser, db, type TestUser } from '../helpers';

const ports = emulatorPorts();
const AUTH_URL = `http://127.0.0.1:${ports.auth}`;
const FIRESTORE_DOCS = `http://127.0.0.1:${ports.firestore}/v1/projects/demo-agenda/databases/(default)/documents`;

interface Session {
  idToken: string;
  refreshToken: string;
}

let root: TestUser;
/** A user of `de`, signed out everywhere by root in the last test. */
let colleague: TestUser;
/** A group of `de`, which an admin of `de` may read (the rules' admin read). */
let groupId: string;

beforeAll(async () => {
  [{ root }, colleague] = await Promise.all([
    createRoleUsers(),
    createUser([{ authority_id: 'USER', tenant_id: null }], 'de'),
  ]);
  const group = db.collection(COLLECTIONS.groups).doc();
  await group.set(newGroupDoc({ name: `Sessions ${randomUUID()}`, tenant_id: 'de', users: [] }));
  groupId = group.id;
});

/** Signs in the way the app does: a corporate token, GET /firebasetoken, signInWithCustomToken. */
async function signIn(oid: string): Promise<Session> {
  const response = await exchange(await corporateToken({ oid, email: `${oid}@corp.example` }));
  expect(response.status).toBe(200);
  const { token } = (await response.json()) as { token: string };
  const signedIn = await fetch(
    `${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, returnSecureToken: true }),
    },
  );
  const body = (await signedIn.json()) as { idToken?: string; refreshToken?: string };
  if (!body.idToken || !body.refreshToken)
    throw new Error(`Auth emulator refused the custom token: ${JSON.stringify(body)}`);
  return { idToken: body.idToken, refreshToken: body.refreshToken };
}

/** A new ID token from a refresh token, as the Firebase SDK gets one every hour. */
async function refreshed(refreshToken: string): Promise<string | null> {
  const response = await fetch(`${AUTH_URL}/securetoken.googleapis.com/v1/token?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
  });
  const body = (await response.json()) as { id_token?: string };
  return body.id_token ?? null;
}

/** The status of a client read of groups/{id} (an admin's read) under firestore.rules, with a Firebase ID token. */
async function rulesRead(idToken: string, id: string): Promise<number> {
  return (
    await fetch(`${FIRESTORE_DOCS}/${COLLECTIONS.groups}/${id}`, { headers: { authorization: `Bearer ${idToken}` } })
  ).status;
}

/** A person of the demo tenant whose record an admin made beforehand, with the given authorities. */
async function precreated(
  authorities: { authority_id: 'USER' | 'ADMIN'; tenant_id: string | null }[],
): Promise<{ oid: string; uid: string }> {
  const oid = randomUUID();
  const uid = userKey(DEMO_TID, oid);
  const email = `${oid}@corp.example`;
  await db.collection(COLLECTIONS.users).doc(uid).set({
    tid: DEMO_TID,
    oid,
    email,
    email_lower: email,
    first_name: 'Sam',
    last_name: 'Session',
    job_title: null,
    avatar_url: null,
    tenant_id: 'de',
    user_authorities: authorities,
    search_keys: [],
  });
  return { oid, uid };
}

const verifiedAt = async (uid: string): Promise<Timestamp | undefined> =>
  (await db.collection(COLLECTIONS.users).doc(uid).get()).get('verified_at') as Timestamp | undefined;

function expectReauthentication(answer: { status: number; body: Record<string, unknown> }): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(401);
  expect(answer.body.error).toBe(API_MESSAGES.reauthenticationRequired);
  expect(answer.body.details).toEqual({ code: REAUTHENTICATION_REQUIRED });
}

describe('the age of the last corporate verification', () => {
  it('is recorded at every exchange; older than the maximum age the API answers 401 reauthentication-required until a fresh exchange', async () => {
    const { oid, uid } = await precreated([{ authority_id: 'USER', tenant_id: null }]);
    const before = Date.now();
    const { idToken } = await signIn(oid);
    const first = await verifiedAt(uid);
    expect(first?.toMillis()).toBeGreaterThanOrEqual(before - 1000);
    expect((await call('/users/me', { token: idToken })).status).toBe(200);

    const ref = db.collection(COLLECTIONS.users).doc(uid);
    // Just inside the age: still accepted.
    await ref.update({ verified_at: Timestamp.fromMillis(Date.now() - SESSION_MAX_AGE_MS + 60_000) });
    expect((await call('/users/me', { token: idToken })).status).toBe(200);
    // Older than the age: refused, reads and writes alike, and the write changes nothing.
    await ref.update({ verified_at: Timestamp.fromMillis(Date.now() - SESSION_MAX_AGE_MS - 1000) });
    expectReauthentication(await call('/users/me', { token: idToken }));
    expectReauthentication(await call('/users/refresh', { token: idToken }));
    // No verification on record at all (a record from before this check): the same answer.
    await ref.update({ verified_at: FieldValue.delete() });
    expectReauthentication(await call('/users/me', { token: idToken }));

    // The app exchanges a fresh corporate token: the session counts again.
    const again = await signIn(oid);
    expect((await verifiedAt(uid))?.toMillis()).toBeGreaterThan(first?.toMillis() ?? 0);
    expect((await call('/users/me', { token: again.idToken })).status).toBe(200);
  });
});

describe('POST /users/signOutEverywhere', () => {
  it("ends every session of an admin at once: the old ID token is refused by the API and the rules, and the refresh token's tokens too", async () => {
    const { oid, uid } = await precreated([{ authority_id: 'ADMIN', tenant_id: 'de' }]);
    const session = await signIn(oid);
    expect((await call('/users/me', { token: session.idToken })).status).toBe(200);
    expect(await rulesRead(session.idToken, groupId)).toBe(200);
    const version = (await db.collection(COLLECTIONS.users).doc(uid).get()).get('rights_version') as number;

    const revokedFrom = Math.floor(Date.now() / 1000) * 1000;
    const answer = await call('/users/signOutEverywhere', { token: root.token, json: { id: uid } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ result: true });

    const record = await db.collection(COLLECTIONS.users).doc(uid).get();
    expect(record.get('verified_at')).toBeUndefined();
    expect(record.get('rights_version')).toBe(version + 1);
    // The rules' cut-off (sessionCurrent): the whole second of the sign-out, as Firebase's revocation.
    const cutOff = (record.get('signed_out_everywhere_at') as Timestamp | undefined)?.toMillis();
    expect(cutOff).toBeGreaterThanOrEqual(revokedFrom);
    expect((cutOff ?? 1) % 1000).toBe(0);
    // Refresh tokens revoked: Firebase refuses tokens signed in before this instant.
    expect(Date.parse((await auth.getUser(uid)).tokensValidAfterTime ?? '')).toBeGreaterThanOrEqual(revokedFrom);

    // The old ID token: refused by the API, and its admin claims no longer count in the rules.
    expect((await call('/users/me', { token: session.idToken })).status).toBe(401);
    expect(await rulesRead(session.idToken, groupId)).toBe(403);
    // A token from the old refresh token (the Auth emulator still mints one; production refuses the
    // refresh itself) gets nothing from the API either.
    const fromRefresh = await refreshed(session.refreshToken);
    if (fromRefresh) expect((await call('/users/me', { token: fromRefresh })).status).toBe(401);

    // Signing in again with the corporate account restores everything.
    const again = await signIn(oid);
    expect((await call('/users/me', { token: again.idToken })).status).toBe(200);
    expect(await rulesRead(again.idToken, groupId)).toBe(200);
  });

  it('answers 404 for an unknown user and 400 for a body that is not { id }, changing nothing', async () => {
    const unknown = await call('/users/signOutEverywhere', {
      token: root.token,
      json: { id: `nobody_${randomUUID()}` },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(API_MESSAGES.userNotFound);
    expect((await call('/users/signOutEverywhere', { token: root.token, json: {} })).status).toBe(400);
    const extra = await call('/users/signOutEverywhere', { token: root.token, json: { id: colleague.uid, all: true } });
    expect(extra.status).toBe(400);
    expect(await verifiedAt(colleague.uid)).toBeDefined();
    expect((await call('/users/me', { token: colleague.token })).status).toBe(200);
  });
});
