/**
 * Browser test helpers: Debian's Chromium driven by playwright-core against the Hosting emulator,
 * axe-core checks, and screenshots saved as test artifacts.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, onTestFinished } from 'vitest';
import {
  APP_URL,
  launchBrowser as launchChromium,
  newContext,
  type ColorMode,
  type ContextOptions,
} from '../../scripts/lib/chromium';
import { ARTIFACTS_DIR, ROOT } from '../../scripts/lib/paths';
import { settled } from './page-helper';
import { restoreTab, saveSignIn, savedSignIn } from './sessions';
import { LANDED, signInAs } from './sign-in-helper';

export { APP_URL, newContext, type ColorMode, type ContextOptions } from '../../scripts/lib/chromium';

/** The tests' Chromium: the headless shell (emulators/scripts/lib/chromium.ts). */
export const launchBrowser = (): Promise<Browser> => launchChromium({ headlessShell: true });

const SCREENSHOTS = path.join(ARTIFACTS_DIR, 'screenshots');
const AXE_SOURCE = readFileSync(path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  // Transitions finished, so that a floating label or a fading toast is drawn where it comes to rest.
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/**
 * Screenshots `name`-desktop and then `name`-phone at 390×844, each once the page has settled, and
 * expects the phone width to need no sideways scrolling; leaves the page at 1440×900.
 */
export async function shootDesktopAndPhone(page: Page, name: string): Promise<void> {
  await settled(page);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await settled(page);
  await screenshot(page, `${name}-phone`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1440, height: 900 });
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core on the page (or only on the elements `within` selects, e.g. 'main' for a screen's own
 * content), once it has settled, and fails on any serious or critical violation.
 */
export async function expectAccessible(page: Page, within?: string): Promise<void> {
  // Not mid-transition: a control fading in has too little contrast for axe (seen on a busy machine).
  await settled(page);
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) {
    // Through DevTools, not a <script> tag: the app's Content-Security-Policy allows no inline script.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Runtime.evaluate', { expression: AXE_SOURCE });
    await devtools.detach();
  }
  const violations = (await page.evaluate(async (selector) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document | { include: string[][] }) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    return (await axe.run(selector ? { include: [[selector]] } : document)).violations;
  }, within)) as AxeViolation[];
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  expect(blocking, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** Whether the page body is drawn dark (relative luminance under 0.2), whatever the exact palette. */
export async function bodyIsDark(page: Page): Promise<boolean> {
  const color = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r = 0, g = 0, b = 0] = (color.match(/\d+/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 < 0.2;
}

/** Closes `context` when the running test ends; outside a test (a `beforeAll`) it stays for the file. */
function closeWhenTheTestEnds(context: BrowserContext): void {
  try {
    onTestFinished(() => context.close());
  } catch {
    // Not inside a test ("can only be called inside a test"): browserSuite closes it after the file.
  }
}

/** Opens the app from a saved sign-in: true once it lands signed in, false when it asks to sign in. */
async function landsSignedIn(page: Page): Promise<boolean> {
  await page.goto(`${APP_URL}/`);
  const login = page.getByRole('button', { name: 'Login with corporate account' });
  return Promise.race([
    page.waitForURL(LANDED, { timeout: 60_000 }).then(
      () => true,
      () => false,
    ),
    login.waitFor({ state: 'visible', timeout: 60_000 }).then(
      () => false,
      () => false,
    ),
  ]);
}

/**
 * One Chromium for a browser test file: launched before the file's tests, and closed after them with
 * every context the file opened through it (after the file's own afterAll, which runs first). Call
 * once, at the top of the file.
 */
export function browserSuite() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
  });

  /**
   * A new context of the file's browser (cookies and storage of its own), closed when the test that
   * opened it ends, or with the file when a `beforeAll` opened it. An open page keeps its listeners,
   * re-renders and animations running: left open until the file ends, a file's finished tests kept
   * Chromium busy beside the running one.
   */
  async function openContext(options: ContextOptions = {}): Promise<BrowserContext> {
    if (!browser) throw new Error('The browser is used before its beforeAll ran');
    const made = await newContext(browser, options);
    contexts.push(made);
    closeWhenTheTestEnds(made);
    return made;
  }

  /**
   * A page of a new context (in colour mode `mode`, or with `options`), signed in as `email` and at
   * the page where they land: from the persona's saved sign-in of this suite run (sessions.ts), else
   * through the app's login button and the popup (signInAs), which is then saved.
   */
  async function signedInPage(email: string, options: ColorMode | ContextOptions = {}): Promise<Page> {
    const saved = savedSignIn(email);
    const context = await openContext({
      ...(typeof options === 'string' ? { mode: options } : options),
      storageState: saved?.state,
    });
    if (saved) await restoreTab(context, saved);
    const page = await context.newPage();
    if (saved && (await landsSignedIn(page))) return page;
    await signInAs(page, email);
    await saveSignIn(page, email);
    return page;
  }

  return { openContext, signedInPage };
}
