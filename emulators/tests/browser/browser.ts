/**
 * Browser test helpers: Debian's Chromium driven by playwright-core against the Hosting emulator,
 * axe-core checks, and screenshots saved as test artifacts.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { DARK_MODE_STORAGE_KEY } from '../../../functions/src/contract';
import { ARTIFACTS_DIR, ROOT } from '../../scripts/lib/paths';
import { emulatorPorts } from '../../scripts/lib/toolchain';

export const APP_URL = `http://127.0.0.1:${emulatorPorts().hosting}/v2`;
const SCREENSHOTS = path.join(ARTIFACTS_DIR, 'screenshots');
const AXE_SOURCE = readFileSync(path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export type ColorMode = 'light' | 'dark';

export interface ContextOptions {
  mode?: ColorMode;
  /** Shortens the app's server-status polling (honoured only in emulator builds). */
  pollMs?: number;
}

export async function newContext(browser: Browser, { mode = 'light', pollMs }: ContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  await context.addInitScript(
    ({ key, dark, poll }) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, String(dark));
      if (poll) (window as unknown as { __AGENDA_POLL_MS__: number }).__AGENDA_POLL_MS__ = poll;
    },
    { key: DARK_MODE_STORAGE_KEY, dark: mode === 'dark', poll: pollMs ?? 0 },
  );
  return context;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core on the page and fails on any serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document)).violations;
  }) as AxeViolation[];
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(blocking, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** Whether the page body is drawn dark (relative luminance under 0.2), whatever the exact palette. */
export async function bodyIsDark(page: Page): Promise<boolean> {
  const color = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r = 0, g = 0, b = 0] = (color.match(/\d+/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 < 0.2;
}
