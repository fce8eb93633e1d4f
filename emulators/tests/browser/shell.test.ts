import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@agenda/contract';
import {
  APP_URL,
  bodyIsDark,
  expectAccessible,
  launchBrowser,
  newContext,
  screenshot,
  type ColorMode,
} from './browser';
import { signInAs } from './sign-in-helper';

/** Home is the app's base address, with or without the trailing slash. */
// The home screen, with the signed-in address it returns to after sign-in when a visit was sent there (?next=).
const HOME_URL = new RegExp(`^${APP_URL.replace(/[.]/g, '\\.')}/?(\\?next=[^#]*)?$`);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe.each<ColorMode>(['light', 'dark'])('app shell in %s mode', (mode) => {
  it('loads the home screen at /v2 with its login button', async () => {
    const context = await newContext(browser, { mode });
    const page = await context.newPage();
    await page.goto(`${APP_URL}/`);
    await expect.poll(() => page.getByRole('button', { name: 'Login with corporate account' }).isVisible()).toBe(true);
    await expect.poll(() => bodyIsDark(page)).toBe(mode === 'dark');
    await expectAccessible(page);
    await screenshot(page, `home-${mode}`);
    await context.close();
  });

  it('loads the app on a deep link and, signed out, lands on home', async () => {
    const context = await newContext(browser, { mode });
    const page = await context.newPage();
    const response = await page.goto(`${APP_URL}/main/events/eventslist?t=de`);
    expect(response?.status()).toBe(200);
    await page.waitForURL(HOME_URL);
    await expect.poll(() => page.getByRole('button', { name: 'Login with corporate account' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await context.close();
  });

  it('shows a not-found page for unknown paths', async () => {
    const context = await newContext(browser, { mode });
    const page = await context.newPage();
    await page.goto(`${APP_URL}/no/such/page`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/not found/i);
    await expectAccessible(page);
    await screenshot(page, `not-found-${mode}`);
    await context.close();
  });

  it('goes to the offline page when the API is down and leaves when it is back', async () => {
    const context = await newContext(browser, { mode, pollMs: 500 });
    const page = await context.newPage();
    await page.route('**/backendv2/ping/status', (route) => route.abort('connectionrefused'));
    await page.goto(`${APP_URL}/`);
    await page.waitForURL(`${APP_URL}/serveroffline`);
    await expect.poll(() => page.getByText(MESSAGES.serverOffline).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, `offline-${mode}`);

    await page.unroute('**/backendv2/ping/status');
    await page.waitForURL(HOME_URL, { timeout: 10_000 });
    await expect.poll(() => page.getByRole('button', { name: 'Login with corporate account' }).isVisible()).toBe(true);
    await context.close();
  });
});

describe('dark mode', () => {
  it('persists across reloads once toggled', async () => {
    const context = await newContext(browser, { mode: 'light' });
    const page = await context.newPage();
    await page.goto(`${APP_URL}/`);
    await expect.poll(() => bodyIsDark(page)).toBe(false);

    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Dark mode' }).click()]);
    await expect.poll(() => bodyIsDark(page)).toBe(true);
    expect(await page.evaluate(() => window.localStorage.getItem('darkMode'))).toBe('true');

    await page.reload();
    await expect.poll(() => bodyIsDark(page)).toBe(true);
    // The toggle says it is on, as the signed-in menu's "Dark mode" switch does.
    await expect.poll(() => page.getByRole('button', { name: 'Dark mode', pressed: true }).count()).toBe(1);
    await screenshot(page, 'home-dark-after-reload');
    await context.close();
  });
});

describe('Content-Security-Policy (issue 12, item 7)', () => {
  /** The policy's directives by name. */
  const directives = (policy: string) =>
    Object.fromEntries(
      policy
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter((words) => words[0])
        .map(([name, ...values]) => [name, values]),
    );

  it('serves the app with a policy that allows scripts only from itself, and the usual headers', async () => {
    const response = await fetch(`${APP_URL}/main/events/eventslist?t=de`);
    const policy = directives(response.headers.get('content-security-policy') ?? '');
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('loads, signs in and shows events under the policy without a single violation; an injected inline script does not run', async () => {
    const context = await newContext(browser);
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const page = await context.newPage();
    const consoleViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
    });
    const violations = () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

    await signInAs(page, 'margaret.keller@corp.example');
    await page.goto(`${APP_URL}/main/events/eventslist?t=de`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    // Posters come from the Storage emulator: wait until the images on screen have loaded.
    await expect
      .poll(() => page.evaluate(() => Array.from(document.images).every((image) => image.complete)), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(await violations()).toEqual([]);
    expect(consoleViolations).toEqual([]);

    // The policy is really enforced: an inline script added by an attacker's markup does not run.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.appendChild(script);
    });
    await expect.poll(violations).toEqual([expect.stringMatching(/^script-src/)]);
    expect(await page.evaluate(() => 'injected' in window || '__injected' in window)).toBe(false);
    await context.close();
  });
});
