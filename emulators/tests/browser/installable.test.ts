/**
 * The installed app (web/pwa-config.ts, web/src/lib/service-worker.ts; docs/architecture.md "The service
 * worker"): the manifest and its icons, no installability errors from Chromium, a service worker that controls
 * the page and precaches no API or Firebase address, the app's frame drawn with the network cut, and a new
 * build taken up through the "Reload" prompt. The other browser files block service workers (chromium.ts).
 */
import { APP_UPDATE_TEXTS } from '@agenda/contract';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ROOT } from '../../scripts/lib/paths';
import { COUNTRY_A, DEMO_PEOPLE } from '../personas';
import { APP_URL, browserSuite, screenshot } from './browser';
import { gone, settled, visible } from './page-helper';
import { countryEventsUrl } from './sign-in-helper';

const PERSON = DEMO_PEOPLE.user;
const APP_ORIGIN = new URL(APP_URL).origin;
const { signedInPage } = browserSuite();
/** The built worker, as the Hosting emulator serves it from web/dist (firebase.json). */
const WORKER_FILE = path.join(ROOT, 'web', 'dist', 'v2', 'sw.js');

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** A PNG's width and height, from its header. */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

/** A signed-in page whose service worker has installed and now controls it (after a reload). */
async function controlledPage({ phone = false }: { phone?: boolean } = {}): Promise<Page> {
  const page = await signedInPage(PERSON, { serviceWorkers: 'allow' });
  if (phone) await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(
      () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/v2/'))?.active?.state ?? 'none'),
      { timeout: 60_000 },
    )
    .toBe('activated');
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  return page;
}

/** Every URL the service worker's caches hold (without Workbox's revision parameter). */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url.split('?')[0]!));
    }
    return urls;
  });
}

/** Cuts the network for the context: every request that the service worker does not answer from its cache fails. */
async function cutNetwork(context: BrowserContext): Promise<string[]> {
  const refused: string[] = [];
  await context.route('**/*', (route) => {
    refused.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  return refused;
}

describe('the installed app', () => {
  it('is installable, its worker precaches the shell only, and a new tab opens the app with the network cut', async () => {
    const page = await controlledPage();

    const manifestResponse = await page.request.get(`${APP_URL}/manifest.webmanifest`);
    expect(manifestResponse.status()).toBe(200);
    expect(manifestResponse.headers()['cache-control']).toBe('no-cache');
    const manifest = (await manifestResponse.json()) as WebManifest;
    expect(manifest).toMatchObject({
      short_name: 'Agenda',
      start_url: '/v2/',
      scope: '/v2/',
      display: 'standalone',
    });
    expect(manifest.name.length).toBeGreaterThan(0);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    const icons = await Promise.all(
      manifest.icons.map(async (icon) => {
        const answer = await page.request.get(new URL(icon.src, `${APP_URL}/manifest.webmanifest`).href);
        expect(answer.status(), icon.src).toBe(200);
        expect(pngSize(await answer.body()), icon.src).toBe(icon.sizes);
        return `${icon.sizes} ${icon.purpose ?? 'any'}`;
      }),
    );
    expect(icons).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    expect((await page.request.get(`${APP_URL}/sw.js`)).headers()['cache-control']).toBe('no-cache');
    const themes = await page
      .locator('meta[name="theme-color"]')
      .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('media')));
    expect(themes).toEqual(['(prefers-color-scheme: light)', '(prefers-color-scheme: dark)']);

    const devtools = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await devtools.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    await devtools.detach();
    expect(installabilityErrors).toEqual([]);

    const cached = await cachedUrls(page);
    expect(cached).toContain(`${APP_URL}/index.html`);
    expect(cached.length).toBeGreaterThan(20);
    expect(cached.filter((url) => !url.startsWith(`${APP_URL}/`) || /backendv2|googleapis/.test(url))).toEqual([]);

    // The network is cut: a new tab draws the app's frame from the worker alone.
    const refused = await cutNetwork(page.context());
    const offline = await page.context().newPage();
    await offline.goto(countryEventsUrl(COUNTRY_A));
    await visible(offline.locator('#root header, #root [role="alert"]').first(), 30_000);
    expect(await offline.title()).toContain('Agenda');
    // Nothing of the app's own came from the network: only the API, Firebase and the like were refused.
    expect(refused.filter((url) => url.startsWith(`${APP_URL}/`) && !url.includes('/backendv2'))).toEqual([]);
    expect(refused.some((url) => !url.startsWith(APP_ORIGIN) || url.includes('/backendv2'))).toBe(true);
  });

  it('offers a new build with a Reload prompt, in light and dark, and Reload takes it up', async () => {
    const page = await controlledPage({ phone: true });
    // The next build: the same worker with one more line, which answers who it is. The browser fetches a
    // worker's script itself (no page's request that routing could answer), so the served file changes.
    const current = readFileSync(WORKER_FILE, 'utf8');
    onTestFinished(() => writeFileSync(WORKER_FILE, current));
    writeFileSync(
      WORKER_FILE,
      `${current}\nself.addEventListener('message', (event) => { if (event.data === 'build?') event.source.postMessage('next'); });\n`,
    );
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration('/v2/'))?.update();
    });
    const prompt = page.getByRole('status').filter({ hasText: APP_UPDATE_TEXTS.ready });
    await visible(prompt, 30_000);
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'update-prompt-light-phone');

    // Still waiting at the next start of this tab, here in dark mode (which reloads the page).
    await page.evaluate(() => window.localStorage.setItem('darkMode', 'true'));
    await page.reload();
    await visible(prompt, 30_000);
    await settled(page);
    await screenshot(page, 'update-prompt-dark-phone');

    // From the keyboard: the button is in the tab order and Enter presses it.
    const reload = page.getByRole('button', { name: APP_UPDATE_TEXTS.reload });
    await reload.focus();
    const reloaded = page.waitForEvent('load');
    await page.keyboard.press('Enter');
    await reloaded;
    await gone(prompt);
    const build = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          navigator.serviceWorker.addEventListener('message', (event) => resolve(String(event.data)), { once: true });
          navigator.serviceWorker.controller?.postMessage('build?');
        }),
    );
    expect(build).toBe('next');
  });
});
