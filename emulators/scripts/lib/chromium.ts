/**
 * Debian's Chromium driven by playwright-core, for the browser tests and the benchmarks: the same
 * flags everywhere (no sandbox as root, nothing that reaches for the network) and the app's address.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { DARK_MODE_STORAGE_KEY } from '@agenda/contract';
import { emulatorPorts } from './toolchain';

export const APP_URL = `http://127.0.0.1:${emulatorPorts().hosting}/v2`;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Chromium's headless shell (Debian's chromium-headless-shell): the same Blink and V8 without the
 * browser around them, made for automation. The browser tests run on it (a file's tests took about a
 * sixth less time than on the full browser); the benchmarks keep the full browser people use.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export function launchBrowser({ headlessShell = false }: { headlessShell?: boolean } = {}): Promise<Browser> {
  const executablePath =
    process.env.CHROMIUM_PATH ?? (headlessShell && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
  return chromium.launch({
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

export type ColorMode = 'light' | 'dark';

export interface ContextOptions {
  mode?: ColorMode;
  /** Shortens the app's server-status polling (honoured only in emulator builds). */
  pollMs?: number;
  /** The viewer's IANA zone (the browser's own), e.g. 'America/New_York'; the machine's when absent. */
  timezoneId?: string;
  /** A signed-in state to start from (cookies, localStorage, IndexedDB), as `context.storageState()` gave it. */
  storageState?: BrowserContextOptions['storageState'];
}

export async function newContext(
  browser: Browser,
  { mode = 'light', pollMs, timezoneId, storageState }: ContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    ...(timezoneId ? { timezoneId } : {}),
    ...(storageState ? { storageState } : {}),
  });
  await context.addInitScript(
    ({ key, dark, poll }) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, String(dark));
      if (poll) (window as unknown as { __AGENDA_POLL_MS__: number }).__AGENDA_POLL_MS__ = poll;
    },
    { key: DARK_MODE_STORAGE_KEY, dark: mode === 'dark', poll: pollMs ?? 0 },
  );
  return context;
}
