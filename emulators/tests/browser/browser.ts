/**
 * Browser test helpers: Debian's Chromium driven by playwright-core against the Hosting emulator,
 * axe-core checks, and screenshots saved as test artifacts.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { ARTIFACTS_DIR, ROOT } from '../../scripts/lib/paths';

export { APP_URL, launchBrowser, newContext, type ColorMode, type ContextOptions } from '../../scripts/lib/chromium';

const SCREENSHOTS = path.join(ARTIFACTS_DIR, 'screenshots');
const AXE_SOURCE = readFileSync(path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

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

/**
 * Runs axe-core on the page (or only on the elements `within` selects, e.g. 'main' for a screen's own
 * content) and fails on any serious or critical violation.
 */
export async function expectAccessible(page: Page, within?: string): Promise<void> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) {
    // Through DevTools, not a <script> tag: the app's Content-Security-Policy allows no inline script.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Runtime.evaluate', { expression: AXE_SOURCE });
    await devtools.detach();
  }
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (context: Document | { include: string[][] }) => Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(selector ? { include: [[selector]] } : document)).violations;
  }, within) as AxeViolation[];
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
