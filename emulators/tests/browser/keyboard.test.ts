/**
 * Keyboard only (issue 35 items 1 and 3): after sign-in no click, only keys. The first Tab of a page
 * reaches "Skip to content"; the programme's first session is a few keys past the skips; each change of
 * screen leaves the focus on the new page's h1, names the page in the browser title and says it in the
 * polite status.
 */
import { APP_NAME } from '@agenda/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, it, type ExpectStatic } from 'vitest';
import { berlinDemoEventId } from './api-helper';
import { APP_URL, browserSuite, expectAccessible, screenshot } from './browser';
import { settled } from './page-helper';
import { DEMO_PEOPLE } from '../personas';
import { ROOT_EMAIL } from './sign-in-helper';

const { signedInPage } = browserSuite();

let berlin: string;

beforeAll(async () => {
  berlin = await berlinDemoEventId();
});

/** What has the keyboard focus: its tag, its text or name, and its address if it is a link. */
function focused(page: Page): Promise<{ tag: string; name: string; href: string }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      name: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim(),
      href: element?.getAttribute('href') ?? '',
    };
  });
}

/** Presses `key` until `reached` holds for the focused element, at most `max` times; returns the presses. */
async function pressUntil(
  page: Page,
  key: string,
  reached: (element: { tag: string; name: string; href: string }) => boolean,
  max = 60,
): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(key);
    if (reached(await focused(page))) return presses;
  }
  throw new Error(`${key} ×${max} did not reach the element; the focus is on ${JSON.stringify(await focused(page))}`);
}

/** After a change of screen: the focus on the page's h1, which names the browser title and the status. */
async function expectPageFocused(expect: ExpectStatic, page: Page, title: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.tagName.toLowerCase()), { timeout: 20_000 })
    .toBe('h1');
  expect((await focused(page)).name).toBe(title);
  await expect.poll(() => page.title()).toBe(`${title} – ${APP_NAME}`);
  await expect.poll(() => page.getByRole('status').filter({ hasText: title }).count()).toBeGreaterThan(0);
}

describe('keyboard only', () => {
  it('skips to the content, and the focus follows each new page to its h1 (list → programme → locations → programme → new agenda)', async ({
    expect,
  }) => {
    const page = await signedInPage(ROOT_EMAIL, 'light');
    await page.goto(`${APP_URL}/main/events/eventslist?t=de`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 20_000 }).toBe(0);
    const listTitle = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    // The first load names the page too, but leaves the focus where the browser starts.
    await expect.poll(() => page.title()).toBe(`${listTitle} – ${APP_NAME}`);

    // The first Tab: the skip link, drawn where it can be seen.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', name: 'Skip to content' });
    expect(await page.getByRole('link', { name: 'Skip to content' }).isVisible()).toBe(true);
    await screenshot(page, 'keyboard-skip-link-light');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');

    // To the Berlin event's card: for root, an editor, it opens the event's programme.
    await pressUntil(
      page,
      'Tab',
      ({ tag, href, name }) => tag === 'a' && href.includes(`e=${berlin}`) && name.includes('Berlin Tech Summit'),
    );
    await page.keyboard.press('Enter');
    await expectPageFocused(expect, page, 'Program');
    await expectAccessible(page);
    await screenshot(page, 'keyboard-programme-h1-light');

    // Back up to the event's toolbar, to its locations, and forward again to the programme.
    await pressUntil(page, 'Shift+Tab', ({ tag, name }) => tag === 'a' && name === 'Locations');
    await page.keyboard.press('Enter');
    await expectPageFocused(expect, page, 'Locations');
    await pressUntil(page, 'Shift+Tab', ({ tag, name }) => tag === 'a' && name === 'Program');
    await page.keyboard.press('Enter');
    await expectPageFocused(expect, page, 'Program');

    // New agenda → its form.
    await pressUntil(page, 'Tab', ({ tag, name }) => tag === 'a' && name === 'New agenda', 10);
    await page.keyboard.press('Enter');
    await expectPageFocused(expect, page, 'Create new agenda');
  }, 180_000);

  it("reaches the programme's first session a few keys past the skip links", async ({ expect }) => {
    // An attendee: an editor has two more stops before the sessions ("Import event", "New agenda").
    const page = await signedInPage(DEMO_PEOPLE.user, 'light');
    await page.goto(`${APP_URL}/main/event/agendalist?e=${berlin}&t=de`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Program' }).isVisible(), { timeout: 20_000 })
      .toBe(true);
    await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 20_000 }).toBe(0);
    await settled(page);

    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', name: 'Skip to content' });
    await page.keyboard.press('Enter');
    // In the main, the event's own skip link comes first: past its header and toolbar.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', name: 'Skip to event content' });
    await screenshot(page, 'keyboard-skip-event-light');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('event-content');

    const presses = await pressUntil(page, 'Tab', ({ tag, href }) => tag === 'a' && href.includes('/agendas/overview'));
    expect(presses, 'key presses from the event content to the first session').toBeLessThanOrEqual(5);
  }, 120_000);
});
