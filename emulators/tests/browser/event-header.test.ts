import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DARK_MODE_STORAGE_KEY } from '@agenda/contract';
import { DEMO_PEOPLE } from '../personas';
import { APP_URL, browserSuite, expectAccessible, screenshot, type ColorMode, type ContextOptions } from './browser';
import { settled, visible } from './page-helper';

/*
 * One header above every event screen, and times that say which zone they are in.
 * The Berlin Tech Summit of the demo data runs on Berlin's clock; the viewers here sit in New York.
 */
const SUMMIT = 'Berlin Tech Summit';
const NEW_YORK: ContextOptions = { timezoneId: 'America/New_York' };
const BERLIN_ZONE = /\b(CET|CEST)\b/;
/** The event's screens: the viewer's clock first, named, and the event's beside it (the one zone rule). */
const NEW_YORK_THEN_BERLIN = /\b(EST|EDT)\n+At the event: .*\b(CET|CEST)\b/;

const { signedInPage } = browserSuite();

const header = (page: Page) => page.getByTestId('event-header');

/** From the German list to the summit's home through its card, as a person would. */
async function openSummit(page: Page): Promise<void> {
  await page.goto(`${APP_URL}/main/events/eventslist?t=de`);
  const card = page.getByRole('article', { name: SUMMIT });
  await visible(card);
  // The card, as every event screen: the viewer's own time first, named, and the event's beside it.
  await expect.poll(() => card.innerText()).toMatch(BERLIN_ZONE);
  expect(await card.innerText()).toMatch(NEW_YORK_THEN_BERLIN);
  await card.getByRole('link', { name: SUMMIT }).click();
  await page.waitForURL(/\/main\/event\/event\?/);
  await visible(header(page).getByRole('link', { name: SUMMIT }));
}

async function setMode(page: Page, mode: ColorMode): Promise<void> {
  await page.evaluate(([key, dark]) => window.localStorage.setItem(key, dark), [
    DARK_MODE_STORAGE_KEY,
    String(mode === 'dark'),
  ] as const);
}

describe('the event header', () => {
  it("shows an organizer in New York the summit on their own clock, named, with Berlin's beside it, and the way to edit it", async () => {
    const page = await signedInPage(DEMO_PEOPLE.organizer, NEW_YORK);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSummit(page);
    const text = await header(page).innerText();
    expect(text).toMatch(NEW_YORK_THEN_BERLIN);
    expect(text).not.toMatch(/Your time/);
    expect(text).toMatch(/\b(Upcoming|Running|Passed)\b/);
    expect(
      await header(page)
        .getByRole('link', { name: /Events in Germany/ })
        .getAttribute('href'),
    ).toMatch(/\/main\/events\/eventslist\?t=de$/);
    await settled(page);
    await expectAccessible(page);
    await screenshot(page, 'event-header-desktop-light');

    // The same header on another event screen, and the organizer's way into the form (not admin by rights).
    await page.getByRole('navigation', { name: 'Event' }).getByRole('link', { name: 'Locations' }).click();
    await page.waitForURL(/\/main\/event\/locations\?/);
    await visible(header(page).getByRole('link', { name: SUMMIT }));
    await header(page).getByRole('link', { name: 'Edit event' }).click();
    await page.waitForURL(/\/main\/events\/editevent\?/);
    await expect
      .poll(() => page.getByRole('textbox', { name: /^Name/ }).inputValue(), { timeout: 15_000 })
      .toBe(SUMMIT);
    await page.goBack();
    await header(page).getByRole('link', { name: 'Event style' }).click();
    await page.waitForURL(/\/main\/events\/editeventstyle\?/);

    // On a phone the way back and the editing links sit in the header's menu (loaded at its first
    // opening), reached with the keyboard alone.
    await page.goBack();
    await page.setViewportSize({ width: 390, height: 844 });
    // (The open menu hides the page behind it from assistive technology, the button included.)
    const more = header(page).getByRole('button', { name: 'More about the event', includeHidden: true });
    await visible(more);
    expect(await page.getByRole('menu').count()).toBe(0);
    await more.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'More about the event' });
    await visible(menu);
    const items = menu.getByRole('menuitem');
    await expect.poll(() => items.allInnerTexts()).toEqual(['Events in Germany', 'Edit event', 'Event style']);
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    // The first item has the focus, and the arrows move it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Events in Germany');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Edit event');
    await settled(page);
    await expectAccessible(page);
    await screenshot(page, 'event-header-phone-menu-light');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    await expect.poll(() => more.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await more.getAttribute('aria-expanded')).toBeNull();
    // Opened again, its editing link leads to the form.
    await page.keyboard.press('Enter');
    await visible(menu);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/main\/events\/editevent\?/);
  });

  it('shows a participant no editing, and reads well in dark mode and on a phone', async () => {
    const page = await signedInPage(DEMO_PEOPLE.user, NEW_YORK);
    await page.setViewportSize({ width: 1440, height: 900 });
    await setMode(page, 'dark');
    await openSummit(page);
    expect(await header(page).getByRole('link', { name: 'Edit event' }).count()).toBe(0);
    await settled(page);
    await expectAccessible(page);
    await screenshot(page, 'event-header-desktop-dark');
    for (const mode of ['dark', 'light'] as const) {
      await setMode(page, mode);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await visible(header(page).getByRole('link', { name: SUMMIT }));
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await settled(page);
      await screenshot(page, `event-header-phone-${mode}`);
    }
  });
});
