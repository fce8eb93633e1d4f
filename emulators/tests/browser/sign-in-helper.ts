/**
 * Signing in for the browser tests: through the app's own login button and the local identity
 * provider's popup, as a person would; and straight against the API, to arrange rights.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { userKey, type UserAuthority } from '@agenda/contract';
import { jsonAnswer } from '../../scripts/lib/answer';
import { ROOT } from '../../scripts/lib/paths';
import { emulatorPorts } from '../../scripts/lib/toolchain';
import { APP_URL } from '../../scripts/lib/chromium';
import { DEMO_PEOPLE } from '../personas';
import { forgetSignIn } from './sessions';

const ports = emulatorPorts();
const API_URL = `http://127.0.0.1:${ports.hosting}/backendv2`;
const AUTH_URL = `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1`;

interface DemoPerson {
  tid: string;
  oid: string;
  mail: string;
  displayName: string;
}

const directory = JSON.parse(readFileSync(path.join(ROOT, 'emulators', 'demo', 'directory.json'), 'utf8')) as {
  people: DemoPerson[];
};

export const ROOT_EMAIL = DEMO_PEOPLE.root;

/** The corporate tenant (`tid`) of the demo directory's people. */
export const DEMO_TENANT_ID = directory.people[0]?.tid ?? '';

/** A demo person's user id (the Firebase uid and users/{id} key). */
export function demoUserId(email: string): string {
  const person = directory.people.find((p) => p.mail === email);
  if (!person) throw new Error(`${email} is not in emulators/demo/directory.json`);
  return userKey(person.tid, person.oid);
}

/**
 * Where a signed-in person lands without a deep link: a country's events (the one
 * they used last, administer or belong to), or the grid of countries when they have none.
 */
export const LANDED = (url: URL): boolean =>
  `${url.origin}${url.pathname}` === `${APP_URL}/main/selectcountry` ||
  (`${url.origin}${url.pathname}` === `${APP_URL}/main/events/eventslist` && /^\?t=[^&]+$/.test(url.search));

/** The address of a country's events, where a person of that country lands. */
export const countryEventsUrl = (tenantId: string): string => `${APP_URL}/main/events/eventslist?t=${tenantId}`;

/** Clicks "Login with corporate account", picks `email` in the popup and waits for where they land. */
export async function signInAs(
  page: Page,
  email: string,
  landing: string | RegExp | ((url: URL) => boolean) = LANDED,
): Promise<void> {
  await page.goto(`${APP_URL}/`);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Login with corporate account' }).click(),
  ]);
  await popup.locator(`button[data-email="${email}"]`).click();
  await page.waitForURL(landing);
}

async function json<T>(response: Response): Promise<T> {
  const body = await jsonAnswer<T & { error?: string }>(response);
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${body.error ?? ''}`);
  return body;
}

/**
 * A Firebase ID token for a demo person, the way the app gets one: local identity provider,
 * GET /firebasetoken, then the Auth emulator's signInWithCustomToken.
 */
export async function firebaseIdTokenFor(email: string): Promise<string> {
  const { id_token: corporate } = await json<{ id_token: string }>(
    await fetch(`${API_URL}/local-idp/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    }),
  );
  // As the app does (token-exchange.ts): a 503 is another sign-in of the same address (two files, or a
  // test and its helper, signing in root at once), which says to try again in a moment.
  let exchanged = await fetch(`${API_URL}/firebasetoken`, { headers: { authorization: `Bearer ${corporate}` } });
  for (const pause of [1_000, 2_000, 4_000, 8_000]) {
    if (exchanged.status !== 503) break;
    await new Promise((resolve) => setTimeout(resolve, pause * (0.5 + Math.random())));
    exchanged = await fetch(`${API_URL}/firebasetoken`, { headers: { authorization: `Bearer ${corporate}` } });
  }
  const { token } = await json<{ token: string }>(exchanged);
  const { idToken } = await json<{ idToken: string }>(
    await fetch(`${AUTH_URL}/accounts:signInWithCustomToken?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, returnSecureToken: true }),
    }),
  );
  return idToken;
}

/** POST /rootsettings/update as the root demo user: replaces `email`'s authorities. */
export async function setAuthoritiesAsRoot(email: string, authlist: UserAuthority[]): Promise<void> {
  // Their next page signs in afresh, with the new rights in its token from the start.
  forgetSignIn(email);
  const token = await firebaseIdTokenFor(ROOT_EMAIL);
  await json<unknown>(
    await fetch(`${API_URL}/rootsettings/update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ id: email, authlist }),
    }),
  );
}

/** The demo data's rights of a plain user, to restore after a test changed them. */
export const PLAIN_USER: UserAuthority[] = [{ authority_id: 'USER', tenant_id: null }];
