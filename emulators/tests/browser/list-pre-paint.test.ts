/**
 * The pre-paint of a returning visit (web/src/lib/pre-paint.ts): the page's first script
 * draws the list's first screen, as the app last drew it, before the app's first chunk is even evaluated.
 * Proved by holding that chunk's request: the cards show without React. Then React takes over with no
 * jump: the heading and the first cards are where the pre-paint drew them, in light and dark, on a desktop
 * and a phone (screenshots of both, test-results/screenshots/list-pre-paint-*). The pre-paint is inert and
 * busy, and draws nothing for another owner, another address, once stale, or after sign-out.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DARK_MODE_STORAGE_KEY } from '@agenda/contract';
import { DEMO_PEOPLE } from '../personas';
import { APP_URL, launchBrowser, newContext, screenshot } from './browser';
import { settled } from './page-helper';
import { signInAs } from './sign-in-helper';

const FR_LIST = `${APP_URL}/main/events/eventslist?t=fr`;
const PUBLISHED = 'Paris Innovation Days';
/** web/src/lib/pre-paint.ts's keys. */
const SNAPSHOT_KEY = 'agenda.listSnapshot';
const OWNER_KEY = 'agenda.localDataOwner';
/** The app's first chunk, which the pre-paint's drawing (web/src/boot-pre-paint.ts) imports once it has painted. */
const FIRST_CHUNK = /\/v2\/assets\/main-[\w-]+\.js$/;
/** The drawing, which the first script loads when local storage names an owner (web/src/boot-pre-paint.ts). */
const DRAWING = /\/v2\/assets\/boot-pre-paint-[\w-]+\.js$/;

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
  const page = await context.newPage();
  await signInAs(page, DEMO_PEOPLE.adminB);
  await page.close();
});

afterAll(async () => {
  await context.close();
  await browser.close();
});

/** A new tab of the context whose app's first chunk is held until `release()`: only the first script runs. */
async function tabWithoutApp(viewport = DESKTOP): Promise<{ tab: Page; release: () => void }> {
  const tab = await context.newPage();
  await tab.setViewportSize(viewport);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await tab.route(FIRST_CHUNK, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return { tab, release };
}

/** The places of the heading and the first cards (no layout jump when React takes over means these hold). */
const layoutOf = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('main h1, section[aria-label="Events"] > article'))
      .slice(0, 4)
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return [element.tagName, Math.round(x), Math.round(y), Math.round(width), Math.round(height)];
      }),
  );

/** Opens the list live in `mode` at `viewport` and waits until it has kept its pre-paint. */
async function visitLive(mode: 'light' | 'dark', viewport: typeof DESKTOP): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  // A file of the app's origin, where no app runs: its local storage, set before the list opens.
  await page.goto(`${APP_URL}/favicon.svg`);
  await page.evaluate(
    ([dark, snapshot, darkKey]) => {
      localStorage.setItem(darkKey!, dark!);
      localStorage.removeItem(snapshot!);
    },
    [String(mode === 'dark'), SNAPSHOT_KEY, DARK_MODE_STORAGE_KEY],
  );
  await page.goto(FR_LIST);
  await page.getByRole('article', { name: PUBLISHED, exact: true }).waitFor();
  await settled(page);
  // Kept once the list has stayed still: every card of the first screen is in it.
  await expect
    .poll(() =>
      page.evaluate((key) => {
        const html = (JSON.parse(localStorage.getItem(key) ?? '{}') as { prePaint?: { html: string } }).prePaint?.html;
        const shown = Array.from(document.querySelectorAll('section[aria-label="Events"] > article'))
          .filter((card) => card.getBoundingClientRect().top < window.innerHeight)
          .map((card) => card.getAttribute('aria-label')!);
        return !!html && shown.every((name) => html.includes(`aria-label="${name}"`));
      }, SNAPSHOT_KEY),
    )
    .toBe(true);
  return page;
}

const prePaint = (page: Page) => page.locator('#root > [data-pre-paint]');

describe("A returning visit's pre-paint", () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const [device, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      it(`draws the last list before the app is evaluated, then React takes over in place (${mode}, ${device})`, async () => {
        const live = await visitLive(mode, viewport);
        await settled(live);
        const liveLayout = await layoutOf(live);
        const first = (await live
          .locator('section[aria-label="Events"] > article')
          .first()
          .getAttribute('aria-label'))!;
        await live.close();

        const { tab, release } = await tabWithoutApp(viewport);
        await tab.goto(FR_LIST, { waitUntil: 'commit' });
        // The app's first chunk has not arrived: what shows is the first script's drawing alone.
        await prePaint(tab).locator('article', { hasText: first }).waitFor();
        await tab.locator('main h1', { hasText: 'France events' }).waitFor();
        // Neither React nor MUI has run: Emotion has inserted no style, and has not adopted the pre-paint's.
        expect(await tab.locator('style[data-emotion]:not([data-pre-paint-rules])').count()).toBe(0);
        expect(await tab.locator('style[data-pre-paint-rules]:not([data-s])').count()).toBe(1);
        // The next snapshot is kept from this visit's page: its pre-paint is dropped here to see it come back.
        await tab.evaluate((key) => {
          const snapshot = JSON.parse(localStorage.getItem(key)!) as { prePaint: unknown };
          localStorage.setItem(key, JSON.stringify({ ...snapshot, prePaint: null }));
        }, SNAPSHOT_KEY);
        expect(await prePaint(tab).getAttribute('aria-busy')).toBe('true');
        expect(await prePaint(tab).getAttribute('inert')).not.toBeNull();
        // Nothing in it leads anywhere or takes the focus.
        expect(await prePaint(tab).locator('[href], [tabindex], [id]').count()).toBe(0);
        await settled(tab);
        // The heading and the cards of the first screen, where the live list draws them.
        const drawn = await layoutOf(tab);
        expect(drawn.length).toBeGreaterThanOrEqual(2);
        expect(drawn).toEqual(liveLayout.slice(0, drawn.length));
        await screenshot(tab, `list-pre-paint-${mode}-${device}`);

        release();
        await tab.getByRole('article', { name: first, exact: true }).waitFor();
        await prePaint(tab).waitFor({ state: 'detached' });
        await settled(tab);
        expect((await layoutOf(tab)).slice(0, drawn.length)).toEqual(drawn);
        await screenshot(tab, `list-live-${mode}-${device}`);
        // Emotion adopted the pre-paint's rules: the first card's rules are there alone, not
        // compiled and inserted again; and the pre-paint kept from this page has them too.
        const cardRules = await tab.evaluate(() => {
          const name = Array.from(document.querySelector('section[aria-label="Events"] > article')!.classList).find(
            (c) => c.startsWith('css-'),
          )!;
          const holders = Array.from(document.querySelectorAll('style')).filter((style) =>
            Array.from(style.sheet!.cssRules).some(
              (rule) => rule instanceof CSSStyleRule && rule.selectorText === `.${name}`,
            ),
          );
          return {
            name,
            holders: holders.map((style) => [style.hasAttribute('data-pre-paint-rules'), style.hasAttribute('data-s')]),
          };
        });
        expect(cardRules.holders).toEqual([[true, true]]);
        await expect
          .poll(
            () =>
              tab.evaluate(
                ([key, name]) => {
                  const kept = (
                    JSON.parse(localStorage.getItem(key!)!) as { prePaint: { css: string; names: string[] } | null }
                  ).prePaint;
                  return !!kept && kept.css.includes(`.${name}{`) && kept.names.includes(name!.slice('css-'.length));
                },
                [SNAPSHOT_KEY, cardRules.name],
              ),
            { timeout: 15_000 },
          )
          .toBe(true);
        await tab.close();
      });
    }
  }

  it('draws nothing for another owner, another address or once its first event to come has ended', async () => {
    const page = await visitLive('light', DESKTOP);
    await page.goto(`${APP_URL}/favicon.svg`);
    const kept = await page.evaluate(
      ([snapshot, owner]) => ({ snapshot: localStorage.getItem(snapshot!)!, owner: localStorage.getItem(owner!)! }),
      [SNAPSHOT_KEY, OWNER_KEY],
    );
    /** What #root holds once the first script has run (the app's chunk held), with local storage as `storage` sets it. */
    const drawnAt = async (url: string, storage: { snapshot?: string; owner?: string } = {}) => {
      await page.evaluate(
        ([snapshotKey, ownerKey, snapshot, owner]) => {
          localStorage.setItem(snapshotKey!, snapshot!);
          localStorage.setItem(ownerKey!, owner!);
        },
        [SNAPSHOT_KEY, OWNER_KEY, storage.snapshot ?? kept.snapshot, storage.owner ?? kept.owner],
      );
      const { tab } = await tabWithoutApp();
      const drawing = tab.waitForRequest(DRAWING);
      await tab.goto(url, { waitUntil: 'domcontentloaded' });
      // Local storage names an owner in every case here, so the first script loads the drawing; once that
      // module has been evaluated (importing it again resolves then), it has drawn the pre-paint or not.
      // (A string: the test runner would rewrite an import() written in this file.)
      await tab.evaluate(`import(${JSON.stringify((await drawing).url())}).then(() => undefined)`);
      const drawn = await tab.evaluate(() => document.getElementById('root')!.innerHTML);
      // Closed with the app never run: it would forget another owner's snapshot.
      await tab.close();
      return drawn;
    };
    const stale = JSON.parse(kept.snapshot) as { prePaint: { until: number } };
    stale.prePaint.until = Date.now() - 1;

    expect(await drawnAt(FR_LIST)).toContain('data-pre-paint');
    expect(await drawnAt(`${FR_LIST}&when=upcoming`)).toBe('');
    expect(await drawnAt(`${APP_URL}/main/events/eventslist?t=de`)).toBe('');
    expect(await drawnAt(FR_LIST, { owner: 'somebody-else' })).toBe('');
    expect(await drawnAt(FR_LIST, { snapshot: JSON.stringify(stale) })).toBe('');
    expect(await drawnAt(FR_LIST, { snapshot: kept.snapshot.slice(0, 200) })).toBe('');
    expect(await drawnAt(FR_LIST)).toContain('data-pre-paint');
    await page.close();
  });

  it('draws nothing once its owner has signed out', async () => {
    const page = await visitLive('light', DESKTOP);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === new URL(APP_URL).pathname && !url.search);
    expect(await page.evaluate((key) => localStorage.getItem(key), SNAPSHOT_KEY)).toBeNull();
    await page.close();

    const { tab, release } = await tabWithoutApp();
    await tab.goto(FR_LIST, { waitUntil: 'domcontentloaded' });
    await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await tab.evaluate(() => document.getElementById('root')!.innerHTML)).toBe('');
    release();
    // Signed out, the app sends the list's address to the home screen.
    await tab.waitForURL((url) => url.pathname.replace(/\/$/, '') === new URL(APP_URL).pathname);
    await tab.close();
  });
});
