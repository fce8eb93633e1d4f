/**
 * Helpers for the API integration tests, which run against the emulator suite started by
 * `npm test`: the API through Hosting (as the app calls it), and people of every role.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { vi } from 'vitest';
import { adminClients } from '../../emulators/scripts/lib/admin';
import { jsonAnswer } from '../../emulators/scripts/lib/answer';
import { fireScheduledFunction, NOTIFICATION_SCHEDULE, SWEEPER_SCHEDULE } from '../../emulators/scripts/lib/schedule';
import { emulatorPorts } from '../../emulators/scripts/lib/toolchain';
import {
  COLLECTIONS,
  newUserDoc,
  rolesToClaims,
  userEmailKey,
  userKey,
  type UserAuthority,
  type UserDoc,
} from '@agenda/contract';

const ports = emulatorPorts();
export const HOSTING_URL = `http://127.0.0.1:${ports.hosting}`;
export const API_URL = `${HOSTING_URL}/backendv2`;

export const { db, auth } = adminClients();
/** The demo project's bucket in the Storage emulator (the suite's functions use the same). */
export const testBucket = () => getStorage(adminClients().app).bucket('demo-agenda.appspot.com');

export interface TestUser {
  uid: string;
  token: string;
}

/** Names and address of a test user; random ones by default. */
export interface Profile {
  first_name?: string;
  last_name?: string;
  email?: string;
}

/** A user record as the API writes it (with its search keys), under a fresh corporate identity. */
export function userDoc(
  authorities: UserAuthority[],
  tenantId: string | null,
  profile: Profile = {},
): { uid: string; doc: UserDoc } {
  const tid = 'test-tenant';
  const oid = randomUUID();
  const email = profile.email ?? `${oid}@test.example`;
  const doc = newUserDoc({
    tid,
    oid,
    email,
    first_name: profile.first_name ?? 'Test',
    last_name: profile.last_name ?? oid.slice(0, 8),
    tenant_id: tenantId,
    user_authorities: authorities,
  });
  return { uid: userKey(tid, oid), doc };
}

/**
 * Creates a user document with the given authorities, the matching custom claims, and signs in
 * through the Auth emulator to get a real Firebase ID token.
 */
export async function createUser(
  authorities: UserAuthority[],
  tenantId: string | null = null,
  profile: Profile = {},
): Promise<TestUser> {
  const { uid, doc } = userDoc(authorities, tenantId, profile);
  // Verified just now, as GET /firebasetoken records it (the API refuses a session without it).
  await db
    .collection(COLLECTIONS.users)
    .doc(uid)
    .set({ ...doc, verified_at: Timestamp.now() });
  await db.collection(COLLECTIONS.userEmails).doc(userEmailKey(doc.email)).set({ uid });
  // The uid is new (a random oid), so "already exists" can only be this very call: the Admin SDK tries a
  // request again after a connection reset or timeout, which a busy Auth emulator may cause after creating it.
  await auth.createUser({ uid, email: doc.email }).catch((error: { code?: string }) => {
    if (error.code !== 'auth/uid-already-exists') throw error;
  });
  await auth.setCustomUserClaims(uid, rolesToClaims({ user_authorities: authorities }));
  return { uid, token: await idTokenFor(uid) };
}

export async function idTokenFor(uid: string): Promise<string> {
  return idTokenFromCustomToken(await auth.createCustomToken(uid));
}

/** Signs in to the Auth emulator with a custom token, as the app does, and returns the ID token. */
export async function idTokenFromCustomToken(customToken: string): Promise<string> {
  const response = await fetch(
    `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: customToken, returnSecureToken: true }),
    },
  );
  const body = await jsonAnswer<{ idToken?: string }>(response);
  if (!body.idToken) throw new Error(`Auth emulator refused the custom token: ${JSON.stringify(body)}`);
  return body.idToken;
}

export type Role = 'anonymous' | 'user' | 'adminA' | 'adminB' | 'root';

/** One person per role: ADMIN of country A is `de`, ADMIN of country B is `fr`. */
export async function createRoleUsers(): Promise<Record<Exclude<Role, 'anonymous'>, TestUser>> {
  const [user, adminA, adminB, root] = await Promise.all([
    createUser([{ authority_id: 'USER', tenant_id: null }], 'de'),
    createUser([{ authority_id: 'ADMIN', tenant_id: 'de' }], 'de'),
    createUser([{ authority_id: 'ADMIN', tenant_id: 'fr' }], 'fr'),
    createUser([{ authority_id: 'ROOT', tenant_id: 'un' }], 'un'),
  ]);
  return { user, adminA, adminB, root };
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  token?: string;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

export async function call(
  path: string,
  options: CallOptions = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: RequestInit['body'] | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const response = await fetch(`${API_URL}${path}`, {
    method: options.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
  });
  // Calendar feeds answer text/calendar (their refusals are JSON like every other answer).
  if (response.headers.get('content-type')?.startsWith('text/calendar'))
    return { status: response.status, body: { ics: await response.text() } };
  return { status: response.status, body: await jsonAnswer<Record<string, unknown>>(response) };
}

/**
 * Resolves once the clock has reached a later whole second than now: Auth records a revocation to the
 * second, and a token issued in the same second as its revocation still counts as valid.
 */
export async function aSecondLater(): Promise<void> {
  const second = Math.floor(Date.now() / 1000);
  await vi.waitFor(
    () => {
      if (Math.floor(Date.now() / 1000) <= second) throw new Error('still the same second');
    },
    { timeout: 5_000, interval: 25 },
  );
}

/** A short random tag of letters, to find what a test created among everything else. */
export const randomTag = (length = 10): string =>
  Array.from(randomBytes(length), (byte) => String.fromCharCode(97 + (byte % 26))).join('');

/** The download address of a stored object of the suite's bucket, as the app records it (stored references are ours). */
export const downloadAddress = (reference: string, token = true): string =>
  `https://firebasestorage.googleapis.com/v0/b/demo-agenda.appspot.com/o/${encodeURIComponent(reference)}?alt=media${token ? '&token=test' : ''}`;

/**
 * Runs the scheduled notification function once on the emulator suite, as Cloud Scheduler would
 * (emulators/scripts/lib/schedule.ts), and resolves when its run has finished.
 */
export const fireScheduledNotifications = (): Promise<void> => fireScheduledFunction(NOTIFICATION_SCHEDULE);

/**
 * Runs the sweeper (functions/src/triggers/sweeper.ts) once on the emulator suite, scheduled at `at`:
 * the sweeper takes the later of that and its own clock, so a time ahead stands for leases running out.
 */
export const fireSweeper = (at: Date = new Date()): Promise<void> => fireScheduledFunction(SWEEPER_SCHEDULE, at);
