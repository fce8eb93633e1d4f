import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from 'functions/contract';
import { APP_URL, bodyIsDark, expectAccessible, launchBrowser, newContext, screenshot, type ColorMode } from './browser';

/** Home is the app's base address, with or without the trailing slash. */
const HOME_URL = new RegExp(`^${APP_URL.replace(/[.]/g, '\\.')}/?$`);

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

    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Toggle dark mode' }).click()]);
    await expect.poll(() => bodyIsDark(page)).toBe(true);
    expect(await page.evaluate(() => window.localStorage.getItem('darkMode'))).toBe('true');

    await page.reload();
    await expect.poll(() => bodyIsDark(page)).toBe(true);
    await screenshot(page, 'home-dark-after-reload');
    await context.close();
  });
});
