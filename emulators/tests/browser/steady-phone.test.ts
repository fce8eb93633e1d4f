/**
 * The Berlin demo event's home and programme on a phone, as root, who edits it: nothing moves
 * once drawn while the data arrives (the skeletons hold the size and place of what replaces them: the
 * cumulative layout shift stays under Lighthouse's "good" 0.1), the card actions are touch targets of
 * at least 24 px, both pages are axe clean, and light and dark screenshots of each.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { berlinDemoEventId } from './api-helper';
import { APP_URL, browserSuite, expectAccessible, screenshot, type ColorMode } from './browser';
import { gone, settled, visible } from './page-helper';
import { ROOT_EMAIL } from './sign-in-helper';

const { signedInPage } = browserSuite();
const MODES: ColorMode[] = ['light', 'dark'];
/** Lighthouse's limit of a "good" cumulative layout shift. */
const GOOD_CLS = 0.1;

let berlin = '';
beforeAll(async () => {
  berlin = await berlinDemoEventId();
});

/** A phone-sized page signed in as root that adds up every layout shift (no input before it) from its first paint. */
async function phone(mode: ColorMode): Promise<Page> {
  const page = await signedInPage(ROOT_EMAIL, mode);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    const shifts = { total: 0, sources: [] as string[] };
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.total += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node;
          const element = node instanceof Element ? node : node?.parentElement;
          shifts.sources.push(
            `${entry.value.toFixed(4)} ${element?.tagName.toLowerCase() ?? '?'} ${(element?.getAttribute('aria-label') ?? element?.textContent ?? '').slice(0, 60)}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return page;
}

/** The layout shift added up since the page loaded, with what moved (for the failure message). */
function shifts(page: Page): Promise<{ total: number; sources: string[] }> {
  return page.evaluate(() => (window as unknown as { __shifts: { total: number; sources: string[] } }).__shifts);
}

describe("the Berlin event's home and programme on a phone (issue 33)", () => {
  for (const mode of MODES) {
    it(`draw without moving what is drawn, with touch-sized card actions, axe clean (${mode})`, async () => {
      const page = await phone(mode);

      await page.goto(`${APP_URL}/main/event/event?e=${berlin}&t=de`);
      const myAgenda = page.getByRole('region', { name: 'My agenda today' });
      await visible(myAgenda);
      // Everything that loads has arrived: no skeleton left, the header's country named.
      await gone(page.locator('[aria-busy="true"]'));
      await settled(page);
      const home = await shifts(page);
      expect.soft(home.total, `layout shifts on the event home: ${home.sources.join('; ')}`).toBeLessThan(GOOD_CLS);
      await expectAccessible(page);
      await screenshot(page, `steady-event-home-phone-${mode}`);

      await page.goto(`${APP_URL}/main/event/agendalist?e=${berlin}&t=de`);
      const cards = page.getByRole('article');
      await visible(cards.first());
      await gone(page.locator('[aria-busy="true"]'));
      await settled(page);
      const programme = await shifts(page);
      expect
        .soft(programme.total, `layout shifts on the programme: ${programme.sources.join('; ')}`)
        .toBeLessThan(GOOD_CLS);

      // Edit and Delete of each card: at least 24 px each way (WCAG 2.5.8), named, reached by Tab.
      const deleteButton = cards.first().getByRole('button', { name: /^Delete / });
      const edit = cards.first().getByRole('link', { name: /^Edit / });
      for (const target of [deleteButton, edit]) {
        const box = await target.boundingBox();
        expect(box?.height).toBeGreaterThanOrEqual(24);
        expect(box?.width).toBeGreaterThanOrEqual(24);
      }
      await deleteButton.focus();
      expect(await deleteButton.evaluate((element) => element === document.activeElement)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `steady-programme-phone-${mode}`);
    });
  }
});
