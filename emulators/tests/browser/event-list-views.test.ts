/**
 * On the demo data: the top bar's real links and its country selector, a card that
 * opens in a new tab like any link, the list view grouped by date with its filters in the address, and
 * the users table on a phone. Screenshots light and dark, 1440×900 and 390×844.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PEOPLE } from '../personas';
import { APP_URL, browserSuite, expectAccessible, screenshot, type ColorMode } from './browser';
import { settled } from './page-helper';

const DE_ADMIN = DEMO_PEOPLE.adminA;
const ROOT = DEMO_PEOPLE.root;
const LIST = `${APP_URL}/main/events/eventslist?t=de`;

const { signedInPage } = browserSuite();

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const byDate = (page: Page) => page.getByRole('region', { name: 'Events by date' });
/**
 * Null when the page is no wider than the window, else how much wider and the first element that sticks
 * out (for the failure's message). Polled: a page being laid out again after a resize may overflow for a
 * frame, and only a page that stays too wide is a fault.
 */
const pageOverflow = (page: Page) =>
  page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return null;
    const wide = Array.from(document.querySelectorAll('body *')).find(
      (element) => element.getBoundingClientRect().right > window.innerWidth + 1,
    );
    const name = wide ? `${wide.tagName.toLowerCase()}.${Array.from(wide.classList).slice(0, 3).join('.')}` : '?';
    return `${document.documentElement.scrollWidth}px > ${window.innerWidth}px: ${name}`;
  });
const noPageOverflow = (page: Page) => expect.poll(() => pageOverflow(page), { timeout: 10_000 }).toBeNull();

describe('a country’s event list', () => {
  let page: Page;

  beforeAll(async () => {
    // A German admin in Germany: "today" is the day the demo data counted from, at any hour of the night.
    page = await signedInPage(DE_ADMIN, { mode: 'light', timezoneId: 'Europe/Berlin' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(LIST);
    await card(page, 'Berlin Tech Summit').waitFor();
  });

  it('opens a card in a new tab on a middle-click, as a link does', async () => {
    const target = card(page, 'Hamburg Night Hackathon');
    // Below the name, over the description: the whole card is the link.
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      target.click({ button: 'middle', position: { x: 60, y: 250 } }),
    ]);
    await tab.waitForURL(/\/main\/event\/event\?e=hamburg-night-hackathon&t=de$/);
    await tab.close();
    expect(page.url()).toBe(LIST);
    // Edit stays its own link above the card's.
    expect(await target.getByRole('link', { name: 'Edit Hamburg Night Hackathon' }).getAttribute('href')).toContain(
      '/main/events/editevent?e=hamburg-night-hackathon',
    );
  });

  it('shows a compact list grouped by start day, remembered in the address', async () => {
    await page.getByRole('button', { name: 'List by date' }).click();
    await page.waitForURL(`${LIST}&view=list`);
    const list = byDate(page);
    await list.getByRole('link', { name: 'Berlin Tech Summit' }).waitFor();
    // Every day once, in the list's order: running and coming events by start, then the passed ones.
    const headings = await list.getByRole('heading').allTextContents();
    expect(new Set(headings).size).toBe(headings.length);
    const summitDay = list.getByRole('region').filter({ has: page.getByRole('link', { name: 'Berlin Tech Summit' }) });
    expect(await summitDay.getByRole('heading').textContent()).toMatch(/^\w{3} \d{1,2} \w{3} \d{4}$/);
    const texts = await list.getByRole('link').allTextContents();
    const at = (name: string) => texts.findIndex((text) => text.includes(name));
    expect(at('Berlin Tech Summit')).toBeGreaterThanOrEqual(0);
    expect(at('Berlin Tech Summit')).toBeLessThan(at('Hamburg Night Hackathon'));
    expect(at('Hamburg Night Hackathon')).toBeLessThan(at('Munich Sales Kick-off'));
    expect(await list.getByRole('link', { name: 'Berlin Tech Summit' }).textContent()).toMatch(
      /\d{2}:\d{2} (CET|CEST) until/,
    );
    await settled(page);
    await expectAccessible(page);
    await screenshot(page, 'event-list-by-date-1440-light');
    // A reload keeps the view.
    await page.reload();
    await byDate(page).getByRole('link', { name: 'Berlin Tech Summit' }).waitFor();
  });

  it('filters running, upcoming, passed and by a date range, in the address', async () => {
    const list = byDate(page);
    const shown = (name: string) => list.getByRole('link', { name }).count();
    // Each filter reads its own query: the list follows the address a render later, so wait for the
    // event it must show and for the others to go.
    const expectOnly = async (present: string, absent: readonly string[]) => {
      await expect.poll(() => shown(present)).toBe(1);
      for (const name of absent) await expect.poll(() => shown(name)).toBe(0);
    };
    // From the unfiltered list, whatever an earlier attempt left in the address.
    await page.goto(`${LIST}&view=list`);
    await list.getByRole('link', { name: 'Berlin Tech Summit' }).waitFor();
    await page.getByRole('button', { name: 'Running' }).click();
    await page.waitForURL(/when=running/);
    await expectOnly('Berlin Tech Summit', ['Munich Sales Kick-off', 'Hamburg Night Hackathon']);

    await page.getByRole('button', { name: 'Upcoming' }).click();
    await expectOnly('Hamburg Night Hackathon', ['Berlin Tech Summit', 'Munich Sales Kick-off']);

    await page.getByRole('button', { name: 'Passed' }).click();
    await expectOnly('Munich Sales Kick-off', ['Berlin Tech Summit', 'Hamburg Night Hackathon']);
    expect(await page.getByRole('button', { name: 'Passed' }).getAttribute('aria-pressed')).toBe('true');

    // Every event again, then only those starting from today on: the summit began yesterday.
    await page.getByRole('button', { name: 'All' }).click();
    await expect.poll(() => shown('Berlin Tech Summit')).toBe(1);
    // The filter reads "Any day", not the browser's "mm/dd/yyyy", and takes today from its calendar.
    const from = page.getByRole('combobox', { name: 'Starts from' });
    expect(await from.getAttribute('placeholder')).toBe('Any day');
    await from.click();
    // The calendar shows this month in UTC, as the filter's days are.
    const today = new Date().toISOString().slice(0, 10);
    await page
      .getByRole('dialog', { name: 'Starts from' })
      .getByRole('gridcell', { name: String(Number(today.slice(8))), exact: true })
      .click();
    await page.waitForURL(new RegExp(`from=${today}`));
    const [year, month, day] = today.split('-').map(Number);
    const weekday = new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString('en-US', {
      weekday: 'short',
      timeZone: 'UTC',
    });
    const monthName = new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString('en-US', {
      month: 'short',
      timeZone: 'UTC',
    });
    await expect.poll(() => from.inputValue()).toBe(`${weekday} ${day} ${monthName} ${year}`);
    await expectOnly('Hamburg Night Hackathon', ['Berlin Tech Summit', 'Munich Sales Kick-off']);
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect.poll(() => shown('Munich Sales Kick-off')).toBe(1);
    expect(new URL(page.url()).search).toBe('?t=de&view=list');
  });
});

describe('the top bar', () => {
  it('marks where one is and switches country through its selector', async () => {
    const page = await signedInPage(DE_ADMIN);
    await page.goto(`${APP_URL}/main/events/upcoming?m=1`);
    const bar = page.getByRole('navigation', { name: 'Main' });
    await expect
      .poll(() => bar.getByRole('link', { name: 'Upcoming events' }).getAttribute('aria-current'))
      .toBe('page');
    expect(await bar.getByRole('link', { name: 'My events' }).getAttribute('aria-current')).toBeNull();
    // The logo, the selector and Countries lead to different places.
    expect(await bar.getByRole('link', { name: 'Countries' }).getAttribute('href')).toBe('/v2/main/selectcountry');

    await bar.getByRole('button', { name: 'Go to country events' }).click();
    const selector = page.getByRole('dialog', { name: 'Go to country events' });
    const options = selector.getByRole('list', { name: 'Countries to go to' }).getByRole('link');
    await options.filter({ hasText: 'Germany' }).waitFor();
    const labels = await options.allTextContents();
    expect(labels[0]).toBe('Global');
    expect(labels).toEqual(expect.arrayContaining(['Germany', 'France', 'Italy']));
    // Global has a globe, not a flag; the countries their flags.
    expect(await options.filter({ hasText: 'Global' }).locator('img').count()).toBe(0);
    expect(await options.filter({ hasText: 'France' }).locator('img').count()).toBe(1);
    await expectAccessible(page);
    await selector.getByRole('searchbox', { name: 'Find a country' }).fill('fran');
    await expect.poll(() => options.count()).toBe(1);
    await options.first().click();
    await page.waitForURL(`${APP_URL}/main/events/eventslist?t=fr`);
    await page.getByRole('heading', { name: 'France events' }).waitFor();
    await expect
      .poll(() => bar.getByRole('link', { name: 'Agenda home' }).getAttribute('href'))
      .toBe('/v2/main/events/eventslist?t=fr');
  });

  it('stays on one line at 1280 px and collapses into a menu at 390 px', async () => {
    const page = await signedInPage(DE_ADMIN);
    await page.goto(LIST);
    const bar = page.getByRole('navigation', { name: 'Main' });
    await bar.getByRole('link', { name: 'My events' }).waitFor();
    const heights = await bar.evaluate((nav) =>
      Array.from(nav.querySelectorAll('a, button'), (item) => item.getBoundingClientRect().height),
    );
    expect(Math.max(...heights)).toBeLessThanOrEqual(48);
    expect(await bar.evaluate((nav) => nav.getBoundingClientRect().height)).toBeLessThanOrEqual(72);

    await page.setViewportSize({ width: 390, height: 844 });
    await bar.getByRole('button', { name: 'Navigation menu' }).waitFor();
    await noPageOverflow(page);
    await bar.getByRole('button', { name: 'Go to country events' }).click();
    await page.getByRole('dialog', { name: 'Go to country events' }).getByRole('link', { name: 'Italy' }).click();
    await page.waitForURL(`${APP_URL}/main/events/eventslist?t=it`);
    await bar.getByRole('button', { name: 'Navigation menu' }).click();
    await page.getByRole('menuitem', { name: 'My events' }).click();
    await page.waitForURL(`${APP_URL}/main/events/eventslist?m=0`);
  });
});

describe.each<ColorMode>(['light', 'dark'])('screens on a phone and a desktop in %s mode', (mode) => {
  it('draws the event list in both views and the users table without a page wider than the phone', async () => {
    const page = await signedInPage(ROOT, mode);
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const view of ['cards', 'list'] as const) {
        await page.goto(view === 'list' ? `${LIST}&view=list` : LIST);
        await (
          view === 'list'
            ? byDate(page).getByRole('link', { name: 'Berlin Tech Summit' })
            : card(page, 'Berlin Tech Summit')
        ).waitFor();
        await settled(page);
        await noPageOverflow(page);
        await screenshot(page, `event-list-${view}-${width}-${mode}`);
      }
      await page.goto(`${APP_URL}/main/administration/users`);
      await page.getByText(DE_ADMIN).first().waitFor();
      await settled(page);
      await noPageOverflow(page);
      await screenshot(page, `users-table-${width}-${mode}`);
      if (width === 390) await expectAccessible(page);
    }
  });
});
