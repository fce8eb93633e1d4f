import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agenda } from '@agenda/contract';
import { ARTIFACTS_DIR } from '../../scripts/lib/paths';
import { DEMO_PEOPLE } from '../personas';
import { apiAs } from './api-helper';
import { APP_URL, browserSuite, type ColorMode } from './browser';
import { settled } from './page-helper';
import { ownPerson } from './own-people';
import { countryEventsUrl, PLAIN_USER, signInAs } from './sign-in-helper';

/*
 * On a phone (390×844) the event and agenda screens start their content
 * within 200 px of the app bar: a one-line header that folds on scroll, the tabs in one sideways row;
 * the scroll-to-top button covers no action. And a sign-in lands where the person works.
 */

const PHONE = { width: 390, height: 844 };
const SUMMIT = { e: 'berlin-tech-summit', t: 'de' };
const ATTENDEE = DEMO_PEOPLE.user;
const ORGANIZER = DEMO_PEOPLE.organizer;
/** A plain user of Italy whom one test makes admin of Spain (and back). */
const MAX_CHROME_PX = 200;

const SCREENSHOTS = path.join(ARTIFACTS_DIR, 'screenshots');
/** Each screen's measure, kept in test-results/phone-chrome.json for the record. */
const measures: Record<string, number> = {};

const { openContext } = browserSuite();
let agendaId = '';

beforeAll(async () => {
  const { agendas } = await apiAs<{ agendas: Agenda[] }>(ORGANIZER, 'GET', `/agendas?eventId=${SUMMIT.e}`);
  // A session with room for people: its overview shows places, and its people screens the picker.
  const agenda = agendas.find((item) => item.no_of_places > 0) ?? agendas[0];
  if (!agenda) throw new Error('The demo summit has no agendas');
  agendaId = agenda.id;
});

afterAll(async () => {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  writeFileSync(path.join(ARTIFACTS_DIR, 'phone-chrome.json'), `${JSON.stringify(measures, null, 2)}\n`);
});

const query = () => `e=${SUMMIT.e}&t=${SUMMIT.t}`;
const SCREENS = {
  home: () => `${APP_URL}/main/event/event?${query()}`,
  programme: () => `${APP_URL}/main/event/agendalist?${query()}`,
  overview: () => `${APP_URL}/main/event/agendas/overview?${query()}&a=${agendaId}`,
  edit: () => `${APP_URL}/main/event/agendas/editagenda?${query()}&a=${agendaId}`,
  participants: () => `${APP_URL}/main/event/agendas/agendaparticipants?${query()}&a=${agendaId}`,
  notifications: () => `${APP_URL}/main/event/notifications/schedulednotifications?${query()}`,
};

async function newPage(mode: ColorMode = 'light', viewport = PHONE): Promise<Page> {
  const context = await openContext({ mode });
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  return page;
}

async function signedInPhone(email: string, mode: ColorMode = 'light'): Promise<Page> {
  const page = await newPage(mode);
  await signInAs(page, email);
  return page;
}

/** What a person sees (the viewport, not the whole page), into test-results/screenshots/. */
async function viewportShot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
}

/** Waits until the screen has drawn its data: no spinner, no skeleton, nothing animating. */
async function screenReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main');
      // An indeterminate spinner is loading; a determinate ring is data (a session's occupancy).
      return (
        !!main &&
        !main.querySelector('[aria-busy="true"], .MuiSkeleton-root, .MuiCircularProgress-indeterminate') &&
        main.innerText.trim().length > 0
      );
    },
    undefined,
    { timeout: 20_000, polling: 100 },
  );
  await settled(page);
}

interface ChromeMeasure {
  /** The app bar's bottom edge, px from the viewport's top. */
  bar: number;
  /** The top edge of the first thing the screen itself shows, below the event's and the agenda's navigation. */
  content: number;
  /** The text of that first thing, to say what was measured. */
  what: string;
}

/**
 * Where the screen's own content starts: the topmost visible text, picture or control in <main> that
 * comes after the event's and the agenda's navigation (header, tabs, breadcrumb) in the document.
 */
function measureChrome(page: Page): Promise<ChromeMeasure> {
  return page.evaluate(() => {
    const bar = document.querySelector('header.MuiAppBar-root')?.getBoundingClientRect().bottom ?? 0;
    const chrome = Array.from(
      document.querySelectorAll(
        'main [data-testid="event-header"], main nav[aria-label="Event"], main nav[aria-label="Agenda"], main nav[aria-label="Breadcrumb"]',
      ),
    );
    const last = chrome.at(-1);
    let content = Number.POSITIVE_INFINITY;
    let what = '';
    for (const element of Array.from(document.querySelectorAll('main *'))) {
      if (
        last &&
        (last.contains(element) || !(last.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING))
      )
        continue;
      const text = Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      if (!text && !element.matches('img, svg, input, textarea, select, button, canvas')) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.position === 'fixed') continue;
      if (box.top < content) {
        content = box.top;
        what = (element.textContent ?? element.tagName).trim().slice(0, 60) || element.tagName;
      }
    }
    return { bar, content, what };
  });
}

async function expectContentNearTop(page: Page, label: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const { bar, content, what } = await measureChrome(page);
  const gap = Math.round(content - bar);
  measures[label] = gap;
  expect(gap, `${label}: the first content ("${what}") starts ${gap} px below the app bar`).toBeLessThanOrEqual(
    MAX_CHROME_PX,
  );
  expect(gap).toBeGreaterThanOrEqual(0);
}

const eventTabs = (page: Page) => page.getByRole('navigation', { name: 'Event' });

describe('the event and agenda screens on a phone (issue 29 item 6)', () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`start their content within ${MAX_CHROME_PX} px of the app bar, for an attendee and an organizer (${mode})`, async () => {
      const people = [
        { who: 'attendee', email: ATTENDEE, screens: ['home', 'programme', 'overview'] as const },
        { who: 'organizer', email: ORGANIZER, screens: ['home', 'programme', 'overview', 'edit'] as const },
      ];
      for (const { who, email, screens } of people) {
        const page = await signedInPhone(email, mode);
        for (const screen of screens) {
          await page.goto(SCREENS[screen]());
          await screenReady(page);
          if (screen === 'edit')
            await expect
              .poll(() => page.getByRole('textbox', { name: 'Agenda name' }).inputValue(), { timeout: 15_000 })
              .not.toBe('');
          await expectContentNearTop(page, `${screen} (${who}, ${mode})`);
          // Nothing wider than the screen.
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          await viewportShot(page, `phone-${screen}-${who}-${mode}`);
        }
      }
    });
  }

  it("keeps the event's tabs in one sideways row of links, the current one in view, usable with the keyboard", async () => {
    const page = await signedInPhone(ORGANIZER);
    // Notifications is next to the organizer's last tabs (History, Dashboard): at 390 px it is off to the right unless scrolled to.
    await page.goto(SCREENS.notifications());
    await screenReady(page);
    const links = eventTabs(page).getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(8);
    const tops = await links.evaluateAll((elements) =>
      elements.map((element) => Math.round(element.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size, `the tabs sit on ${new Set(tops).size} rows`).toBe(1);
    /** 'in view', or where the link is when it is not (for the failure's message). */
    const inView = (link: Locator) =>
      link.evaluate((element) => {
        const nav = element.closest('nav');
        const row = nav?.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        if (row && box.left >= row.left - 1 && box.right <= row.right + 1 && box.right <= window.innerWidth)
          return 'in view';
        return `${element.textContent ?? ''} at ${Math.round(box.left)}..${Math.round(box.right)}, row ${Math.round(row?.left ?? 0)}..${Math.round(row?.right ?? 0)} scrolled ${nav?.scrollLeft ?? 0} of ${nav?.scrollWidth ?? 0}`;
      });
    const current = eventTabs(page).locator('[aria-current="page"]');
    expect(await current.textContent()).toBe('Notifications');
    await expect.poll(() => inView(current)).toBe('in view');

    // From the first tab to the last with Tab: each one focused comes into view.
    await page.goto(SCREENS.programme());
    await screenReady(page);
    await links.first().focus();
    for (let index = 1; index < count; index += 1) {
      await page.keyboard.press('Tab');
      const focused = links.nth(index);
      expect(await focused.evaluate((element) => element === document.activeElement)).toBe(true);
      await expect.poll(() => inView(focused)).toBe('in view');
    }
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/main\/event\/dashboard\?/);
  });

  it('folds the one-line header away on scroll, keeps the tabs under the app bar, and unfolds it at the top', async () => {
    const page = await signedInPhone(ATTENDEE);
    await page.goto(SCREENS.programme());
    await screenReady(page);
    const name = page.getByTestId('event-header').getByRole('link', { name: 'Berlin Tech Summit' });
    // A running event's programme opens scrolled to now: start from the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => name.isVisible()).toBe(true);
    // One line: the thumbnail, the name and the status side by side.
    expect(
      await page.getByTestId('event-header').evaluate((element) => element.getBoundingClientRect().height),
    ).toBeLessThanOrEqual(48);
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 600)).toBe(true);

    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => name.isVisible()).toBe(false);
    const barBottom = () =>
      page.evaluate(() => document.querySelector('header.MuiAppBar-root')?.getBoundingClientRect().bottom ?? 0);
    const tabsTop = () => eventTabs(page).evaluate((element) => element.getBoundingClientRect().top);
    // The chrome slides up under the app bar (a transform): wait for it to come to rest there.
    await expect.poll(async () => (await tabsTop()) - (await barBottom())).toBeLessThanOrEqual(24);
    expect((await tabsTop()) - (await barBottom())).toBeGreaterThanOrEqual(0);
    await settled(page);
    await viewportShot(page, 'phone-programme-scrolled');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => name.isVisible()).toBe(true);
  });
});

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const intersects = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const boxOf = (locator: Locator): Promise<Box> =>
  locator.evaluate((element) => {
    const { left, right, top, bottom } = element.getBoundingClientRect();
    return { left, right, top, bottom };
  });

/** The scroll-to-top button's box, or null while it is not shown. */
async function scrollTopBox(page: Page): Promise<Box | null> {
  const button = page.getByRole('button', { name: 'Scroll to top' });
  if ((await button.count()) === 0 || !(await button.isVisible())) return null;
  return boxOf(button);
}

/**
 * Scrolls `target` into the button's right corner (its middle 48 px above the bottom edge), checks
 * that the page really put it there, scrolled far enough for the button to show, and that the button
 * covers neither it nor any other control.
 */
async function expectUncovered(page: Page, target: Locator, label: string): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    window.scrollBy(0, box.top + box.height / 2 - (window.innerHeight - 48));
  });
  // Where the target lands depends on the data (a pagination row with a long count wraps its arrows to
  // the left): wherever it is, no control of the page may be under the button (clear() below).
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  const clear = async () => {
    const button = await scrollTopBox(page);
    if (!button) return true;
    const controls = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll('main button, main a[href], main input, main [role="button"], main [tabindex="0"]'),
      ).map((element) => {
        const { left, right, top, bottom } = element.getBoundingClientRect();
        return { left, right, top, bottom };
      }),
    );
    const target = await boxOf(page.locator('[data-phone-test-target]'));
    return (
      !intersects(button, target) &&
      controls.every((control) => control.right - control.left > 300 || !intersects(button, control))
    );
  };
  await target.evaluate((element) => element.setAttribute('data-phone-test-target', ''));
  await expect.poll(clear, { message: `the scroll-to-top button covers ${label}` }).toBe(true);
  await settled(page);
  expect(await clear(), `the scroll-to-top button covers ${label} once settled`).toBe(true);
  await target.evaluate((element) => element.removeAttribute('data-phone-test-target'));
}

describe('the Administration links on a phone', () => {
  it('are all in sight for root (seven of them), wrapping onto rows rather than running off the edge', async () => {
    const page = await signedInPhone(DEMO_PEOPLE.root);
    await page.goto(`${APP_URL}/main/administration/dashboard`);
    const bar = page.getByRole('navigation', { name: 'Administration' });
    const links = bar.getByRole('link');
    await expect
      .poll(() => links.allTextContents())
      .toEqual(['Settings', 'Countries', 'Users', 'Groups', 'History', 'Dashboard', 'Failed mail']);
    const boxes = await links.evaluateAll((elements) =>
      elements.map((element) => {
        const { left, right, width, height } = element.getBoundingClientRect();
        return { text: element.textContent ?? '', left, right, width, height };
      }),
    );
    for (const box of boxes) {
      expect(box.left, `${box.text} starts left of the screen`).toBeGreaterThanOrEqual(0);
      expect(box.right, `${box.text} ends past the screen's right edge`).toBeLessThanOrEqual(PHONE.width);
      expect(Math.min(box.width, box.height), `${box.text} is smaller than a 24 px target`).toBeGreaterThanOrEqual(24);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await viewportShot(page, 'phone-administration-links');
  });
});

describe('the scroll-to-top button on a phone (issue 29 item 6)', () => {
  it("never covers the agenda form's Save nor the people picker's next-page arrow", async () => {
    const page = await signedInPhone(ORGANIZER);
    await page.goto(SCREENS.edit());
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Agenda name' }).inputValue(), { timeout: 15_000 })
      .not.toBe('');
    await settled(page);
    await expectUncovered(page, page.getByRole('button', { name: 'Save', exact: true }), 'Save');
    await viewportShot(page, 'phone-edit-save-scroll-top');

    await page.goto(SCREENS.participants());
    const next = page.getByRole('button', { name: 'Go to next page' }).first();
    await next.waitFor({ timeout: 20_000 });
    await settled(page);
    await expectUncovered(page, next, 'the next-page arrow');
    await viewportShot(page, 'phone-picker-scroll-top');
  });
});

async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL(/\/v2\/?$/);
}

describe('where a sign-in lands (issue 29 item 7)', () => {
  it("lands in the person's own country, then in the country they used last; the grid stays one click away", async () => {
    const page = await newPage('light', { width: 1280, height: 800 });
    await signInAs(page, ATTENDEE, countryEventsUrl('de'));
    // The grid of countries: Countries in the top bar.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Countries' }).click();
    await page.waitForURL(`${APP_URL}/main/selectcountry`);

    await page.goto(countryEventsUrl('fr'));
    await screenReady(page);
    await logout(page);
    await signInAs(page, ATTENDEE, countryEventsUrl('fr'));

    // Opening one of a country's events counts as using that country.
    await page.goto(SCREENS.programme());
    await screenReady(page);
    await logout(page);
    await signInAs(page, ATTENDEE, countryEventsUrl('de'));
  });

  it('follows a deep link before the country used last', async () => {
    const page = await newPage('light', { width: 1280, height: 800 });
    await signInAs(page, ATTENDEE);
    await page.goto(countryEventsUrl('fr'));
    await screenReady(page);
    await logout(page);

    await page.goto(SCREENS.programme());
    await page.waitForURL(/\/v2\/?\?next=/);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Login with corporate account' }).click(),
    ]);
    await popup.locator(`button[data-email="${ATTENDEE}"]`).click();
    await page.waitForURL(SCREENS.programme());
    await screenReady(page);
  });

  it('sends an admin to the country they administer, not to their own', async () => {
    // A person of this file's own (own-people.ts), from Italy, who administers Spain.
    const italian = await ownPerson('phone-navigation.admin-es', {
      givenName: 'Marta',
      surname: 'Esposito',
      country: 'it',
      authorities: [...PLAIN_USER, { authority_id: 'ADMIN', tenant_id: 'es' }],
    });
    const page = await newPage('light', { width: 1280, height: 800 });
    await signInAs(page, italian.email, countryEventsUrl('es'));
  });
});
