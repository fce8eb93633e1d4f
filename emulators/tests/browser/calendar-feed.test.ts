/**
 * The profile screen's calendar feed in Chromium: a person creates their "my agenda"
 * address, a calendar app (here: fetch) reads it as text/calendar, a new address retires the old one,
 * and turning it off retires that one too. Light and dark, desktop and phone width.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PEOPLE } from '../personas';
import { APP_URL, browserSuite, expectAccessible, screenshot, type ColorMode } from './browser';
import { settled } from './page-helper';
import { signInAs } from './sign-in-helper';

const { openContext } = browserSuite();

async function profile(mode: ColorMode, width = 1280): Promise<Page> {
  const context = await openContext({ mode });
  const page = await context.newPage();
  await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
  await signInAs(page, DEMO_PEOPLE.user);
  await page.goto(`${APP_URL}/main/profile`);
  await page.getByRole('heading', { name: 'Calendar feed' }).waitFor();
  return page;
}

/** Answers the confirmation dialog with its confirming button. */
async function confirm(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('button').last().click();
}

const feedStatus = async (address: string) => (await fetch(address)).status;

describe('the calendar feed on the profile screen', () => {
  it('creates an address a calendar app can read, replaces it and turns it off', async () => {
    const page = await profile('light', 1440);
    const card = page.locator('.MuiCard-root', { has: page.getByRole('heading', { name: 'Calendar feed' }) });
    // A run before this one may have left an address: start from none.
    await card.getByRole('button', { name: /Create feed address|Turn off/ }).waitFor();
    if (await card.getByRole('button', { name: 'Turn off' }).isVisible()) {
      await card.getByRole('button', { name: 'Turn off' }).click();
      await confirm(page);
    }
    await card.getByRole('button', { name: 'Create feed address' }).click();
    const field = card.getByLabel('Your feed address');
    const first = await field.inputValue();
    expect(first).toMatch(/\/backendv2\/calendar\/me\.ics\?token=[A-Za-z0-9_-]{43}$/);
    const response = await fetch(first);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(await response.text()).toMatch(/^BEGIN:VCALENDAR/);
    await settled(page);
    await screenshot(page, 'calendar-feed-created-light-1440');

    await card.getByRole('button', { name: 'New address' }).click();
    await confirm(page);
    await expect.poll(() => field.inputValue()).not.toBe(first);
    const second = await field.inputValue();
    expect(await feedStatus(first)).toBe(404);
    expect(await feedStatus(second)).toBe(200);

    await card.getByRole('button', { name: 'Turn off' }).click();
    await confirm(page);
    await card.getByText('You have no feed address.').waitFor();
    expect(await feedStatus(second)).toBe(404);
    await expectAccessible(page);
  });

  it('reads well in dark mode at phone width', async () => {
    const page = await profile('dark', 390);
    const card = page.locator('.MuiCard-root', { has: page.getByRole('heading', { name: 'Calendar feed' }) });
    await card.getByRole('button', { name: /Create feed address|New address/ }).waitFor();
    await settled(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await screenshot(page, 'calendar-feed-dark-390');
  });
});
