/**
 * Signing in once per persona. The first `signedInPage(email)` of a suite run signs
 * in through the popup, as a person does, and keeps what holds the session: the Firebase Auth database
 * (IndexedDB `firebaseLocalStorageDb`) of the app's origin, the app's hint that someone is signed in
 * (localStorage `agenda.signedIn`, web/src/features/auth/session-hint.ts) and the tab's corporate token
 * (sessionStorage `agenda.corporateToken`, corporate-token.ts: directory calls need it, and without it
 * the app would open the popup again), nothing else: colour mode and last country stay each test's own,
 * and no Firestore cache is carried over. A saved sign-in serves for SAVED_SIGN_IN_MS, well inside
 * the corporate token's hour (the app renews it, with the popup, in its last 10 minutes). Later pages of
 * that persona start from it. A saved session belongs to one run of the emulator suite (AGENDA_SUITE_RUN, set by startSuite), since
 * the Auth emulator forgets its sessions when it stops; one that does not sign in is signed in afresh.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { CORPORATE_TOKEN_STORAGE_KEY, SESSION_HINT_STORAGE_KEY } from '@agenda/contract';
import { APP_URL } from '../../scripts/lib/chromium';
import { ARTIFACTS_DIR } from '../../scripts/lib/paths';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
/** A storage state's origin; `storageState({ indexedDB: true })` adds its databases, which the types leave out. */
type SavedOrigin = StorageState['origins'][number] & { indexedDB?: { name: string }[] };
type SavedState = Omit<StorageState, 'origins'> & { origins: SavedOrigin[] };

export interface SavedSignIn {
  /** For the context's `storageState` option. */
  state: SavedState;
  /** The tab's corporate token, which Playwright's storage state leaves out (sessionStorage). */
  corporateToken: string;
  savedAt: number;
}

const SAVED_SIGN_IN_MS = 30 * 60_000;
const AUTH_DATABASE = 'firebaseLocalStorageDb';
const APP_ORIGIN = new URL(APP_URL).origin;

const folder = (): string =>
  path.join(ARTIFACTS_DIR, 'signed-in', process.env.AGENDA_SUITE_RUN ?? 'outside-a-test-suite');
const fileOf = (email: string): string => path.join(folder(), `${email}.json`);

/** The persona's saved sign-in of this suite run, if any and recent enough. */
export function savedSignIn(email: string): SavedSignIn | undefined {
  try {
    const saved = JSON.parse(readFileSync(fileOf(email), 'utf8')) as SavedSignIn;
    return Date.now() - saved.savedAt < SAVED_SIGN_IN_MS ? saved : undefined;
  } catch {
    return undefined;
  }
}

/** Gives a new context the saved sign-in's tab state (the corporate token) before the app's first script. */
export async function restoreTab(context: BrowserContext, saved: SavedSignIn): Promise<void> {
  await context.addInitScript(
    ({ key, value }) => {
      if (window.sessionStorage.getItem(key) === null) window.sessionStorage.setItem(key, value);
    },
    { key: CORPORATE_TOKEN_STORAGE_KEY, value: saved.corporateToken },
  );
}

/** Keeps the signed-in session of `page` (which just signed in as `email`) for the persona's next pages. */
export async function saveSignIn(page: Page, email: string): Promise<void> {
  const corporateToken = await page.evaluate((key) => window.sessionStorage.getItem(key), CORPORATE_TOKEN_STORAGE_KEY);
  if (!corporateToken) return;
  const state = (await page.context().storageState({ indexedDB: true })) as SavedState;
  const kept: SavedState = {
    cookies: [],
    origins: state.origins
      .filter((origin) => origin.origin === APP_ORIGIN)
      .map((origin) => ({
        origin: origin.origin,
        localStorage: origin.localStorage.filter((item) => item.name === SESSION_HINT_STORAGE_KEY),
        indexedDB: (origin.indexedDB ?? []).filter((database) => database.name === AUTH_DATABASE),
      })),
  };
  if (!kept.origins.some((origin) => (origin.indexedDB ?? []).length > 0)) return;
  const saved: SavedSignIn = { state: kept, corporateToken, savedAt: Date.now() };
  mkdirSync(folder(), { recursive: true });
  // Written whole or not at all: files running side by side may read it meanwhile.
  const partial = `${fileOf(email)}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify(saved));
  renameSync(partial, fileOf(email));
}

/** Forgets the persona's saved sign-in (after their rights changed: the next page signs in afresh). */
export function forgetSignIn(email: string): void {
  rmSync(fileOf(email), { force: true });
}
