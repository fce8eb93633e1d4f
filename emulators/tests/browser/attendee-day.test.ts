/**
 * "An event that fits a phone" (docs/features.md, "The attendee's screens"), as a plain attendee of
 * their own (own-people.ts) on a 390×844 phone: the event card opens the event home, which shows what
 * is on now and next first; the bottom bar's places (real links, the current one marked) reach My agenda
 * and Me within two taps of the card; My agenda puts today first and folds the passed days; Me shows
 * the points and the calendars; the bar covers no content and is reached with the keyboard alone. On a
 * desktop the same places are tabs of the event's toolbar. Screenshots light and dark.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, EVENT_SUBCOLLECTIONS, POINTS_SUBCOLLECTION } from '@agenda/contract';
import { adminClients } from '../../scripts/lib/admin';
import { ARTIFACTS_DIR } from '../../scripts/lib/paths';
import { apiAs, createEvent, deleteEvent, saveAgendaAs, seatInAgenda } from './api-helper';
import { seatsInSchedule } from './trigger-waits';
import { APP_URL, browserSuite, expectAccessible, screenshot, type ColorMode } from './browser';
import { ownPerson, type OwnPerson } from './own-people';
import { settled, visible } from './page-helper';
import { signInAs } from './sign-in-helper';

const DE_ADMIN = 'jonas.becker@corp.example';
const ZONE = 'Europe/Berlin';
const NAME = `Attendee day event ${Date.now()}`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const { openContext } = browserSuite();
let attendee: OwnPerson;
let eventId = '';

const now = DateTime.now().setZone(ZONE);
const today = now.startOf('day');
const at = (offset: number, time: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return today.plus({ days: offset }).set({ hour, minute });
};
/** "Fri 27 Nov 2026": My agenda's day heading of `offset` days from today. */
const dayHeading = (offset: number) => today.plus({ days: offset }).toFormat('ccc d LLL yyyy');
const list = () => `${APP_URL}/main/events/eventslist?t=de&q=${encodeURIComponent(NAME)}`;
const query = () => `e=${eventId}&t=de`;

/** The attendee's sessions: one each yesterday (a passed day), now (running, today) and tomorrow. */
const SESSIONS = {
  'Welcome breakfast': { start: at(-1, '09:00'), end: at(-1, '10:00') },
  // Running now, and today on the event's clock whatever the hour the test runs at.
  'Open lounge': {
    start: DateTime.max(now.minus({ minutes: 30 }), today),
    end: DateTime.min(now.plus({ minutes: 90 }), today.endOf('day')),
  },
  'Closing panel': { start: at(1, '10:00'), end: at(1, '11:00') },
} as const;

beforeAll(async () => {
  attendee = await ownPerson('attendee-day.attendee', { givenName: 'Dana', surname: 'Tagmann' });
  // The API makes events from today on: made for later, then moved to run now (as programme.test.ts does).
  eventId = await createEvent(DE_ADMIN, {
    eventName: NAME,
    description: 'Created by the attendee-day browser tests.',
    startDate: at(3, '08:00').toUTC().toISO() ?? '',
    endDate: at(6, '18:00').toUTC().toISO() ?? '',
  });
  const room = (
    await apiAs<{ result: { id: string } }>(DE_ADMIN, 'POST', '/locations/new', {
      name: 'Main Hall',
      eventId,
      lat: 52.52,
      long: 13.41,
    })
  ).result.id;
  const ids: Record<string, string> = {};
  for (const name of Object.keys(SESSIONS)) {
    const saved = await saveAgendaAs(DE_ADMIN, {
      eventId,
      name,
      description: `${name}: created by the attendee-day browser tests.`,
      startTime: at(4, '10:00').toUTC().toISO() ?? '',
      endTime: at(4, '11:00').toUTC().toISO() ?? '',
      locationId: room,
    });
    ids[name] = saved.id;
  }
  await apiAs(attendee.email, 'GET', `/participants/event/mine?e=${eventId}`);
  await apiAs(DE_ADMIN, 'POST', '/participants/event/participants', { eventId, participants: [attendee.uid] });
  const { db } = adminClients();
  const event = db.collection(COLLECTIONS.events).doc(eventId);
  await event.update({
    start_date: Timestamp.fromDate(at(-1, '08:00').toJSDate()),
    end_date: Timestamp.fromDate(at(2, '18:00').toJSDate()),
  });
  for (const [name, { start, end }] of Object.entries(SESSIONS)) {
    await event
      .collection(EVENT_SUBCOLLECTIONS.agendas)
      .doc(ids[name] ?? '')
      .update({ start_time: Timestamp.fromDate(start.toJSDate()), end_date: Timestamp.fromDate(end.toJSDate()) });
    await seatInAgenda(eventId, ids[name] ?? '', [attendee.uid]);
  }
  await seatsInSchedule(eventId, attendee.uid, Object.values(ids));
  // 15 points of wall activity, for Me and the home's line.
  await db
    .collection(COLLECTIONS.gamification)
    .doc(eventId)
    .collection(POINTS_SUBCOLLECTION)
    .doc(attendee.uid)
    .set({ uid: attendee.uid, event_id: eventId, tenant_id: 'de', points: 15, updated_at: Timestamp.now() });
}, 300_000);

afterAll(async () => {
  await deleteEvent(DE_ADMIN, eventId);
});

async function signedIn(mode: ColorMode = 'light', viewport = PHONE, timezoneId = ZONE): Promise<Page> {
  const context = await openContext({ mode, timezoneId });
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  await signInAs(page, attendee.email);
  return page;
}

/**
 * What a person sees on the phone, into test-results/screenshots/: the viewport, not the whole page (a
 * full-page picture draws the fixed bar where the first screen ended, over the content).
 */
async function phoneShot(page: Page, name: string): Promise<void> {
  const folder = path.join(ARTIFACTS_DIR, 'screenshots');
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`), animations: 'disabled' });
}

const bar = (page: Page) => page.getByRole('navigation', { name: 'Quick navigation' });
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Event', exact: true });

/** Taps the event's card in the country's list (one tap): the event home opens. */
async function tapCard(page: Page): Promise<void> {
  await page.goto(list());
  const card = page.getByRole('article', { name: NAME, exact: true });
  await visible(card, 30_000);
  await card.getByRole('link', { name: NAME }).click();
  await page.waitForURL(/\/main\/event\/event\?/);
}

/** Waits until the screen has drawn its data: no skeleton or busy part left. */
async function drawn(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('main [aria-busy="true"], main .MuiSkeleton-root').count(), { timeout: 20_000 })
    .toBe(0);
  await settled(page);
}

/** Scrolled to its end, nothing of the page's own content lies under the bottom bar. */
async function expectNothingUnderTheBar(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await settled(page);
  const { barTop, lowest, what } = await page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="Quick navigation"]');
    let lowest = 0;
    let what = '';
    for (const element of Array.from(document.querySelectorAll('main *'))) {
      if (nav?.contains(element)) continue;
      // What one reads or uses (text, a picture, a control), not the boxes that stretch to the window's end.
      const text = Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      if (!text && !element.matches('img, svg, input, textarea, select, button, a[href]')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).position === 'fixed') continue;
      if (box.bottom > lowest) {
        lowest = box.bottom;
        what = (element.textContent ?? element.tagName).trim().slice(0, 60);
      }
    }
    return { barTop: nav?.getBoundingClientRect().top ?? 0, lowest, what };
  });
  expect(lowest, `"${what}" ends at ${Math.round(lowest)}, under the bar (${Math.round(barTop)})`).toBeLessThanOrEqual(
    barTop + 1,
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

describe("the attendee's event on a phone", () => {
  it('opens the home from the card with Now and next first, and reaches My agenda in two taps', async () => {
    const page = await signedIn();
    await tapCard(page);
    // What is on now comes before the poster and the name.
    const nowNext = page.getByRole('region', { name: 'Now and next' });
    await visible(nowNext.getByRole('link', { name: 'Open lounge' }));
    expect(
      await nowNext.evaluate(
        (element) =>
          !!(element.compareDocumentPosition(document.querySelector('[data-testid="event-hero"]') as Node) & 4),
      ),
    ).toBe(true);
    const todays = page.getByRole('region', { name: 'My agenda today' });
    // The seats reach the person's schedule through a trigger (functions/src/agendas/schedules.ts).
    await visible(todays.getByRole('listitem', { name: 'Open lounge' }), 30_000);
    // The viewer's clock is the event's: the hint names it, and no event's time is repeated beside it.
    await visible(todays.getByText(`Your local time (${ZONE}).`, { exact: true }));
    expect(await page.getByText(/At the event/).count()).toBe(0);
    expect(await todays.getByRole('listitem', { name: 'Closing panel' }).count()).toBe(0);
    await visible(page.getByRole('region', { name: 'Your points' }).getByText('15 points · 0 badges'));

    // The bar: real links, none current on the home.
    const links = bar(page).getByRole('link');
    await expect.poll(() => links.allTextContents()).toEqual(['Program', 'My agenda', 'Wall', 'Me']);
    expect(await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')))).toEqual([
      `/v2/main/event/agendalist?${query()}`,
      `/v2/main/event/myagenda?${query()}`,
      `/v2/main/event/wall?${query()}`,
      `/v2/main/event/me?${query()}`,
    ]);
    expect(await bar(page).locator('[aria-current="page"]').count()).toBe(0);
    // The top row leaves the bar's places to it.
    expect(await tabs(page).getByRole('link', { name: 'Program' }).count()).toBe(0);
    await drawn(page);
    await expectNothingUnderTheBar(page);
    await expectAccessible(page);
    await phoneShot(page, 'attendee-day-home-phone-light');

    // Tap two: My agenda, today first, the days to come after it, yesterday folded away.
    await bar(page).getByRole('link', { name: 'My agenda' }).click();
    await page.waitForURL(/\/main\/event\/myagenda\?/);
    await expect
      .poll(() => bar(page).getByRole('link', { name: 'My agenda' }).getAttribute('aria-current'))
      .toBe('page');
    await visible(page.getByRole('heading', { level: 1, name: 'My agenda' }));
    const agenda = page.getByRole('region', { name: 'My agenda' });
    await expect
      .poll(() => agenda.getByRole('region').evaluateAll((days) => days.map((day) => day.getAttribute('aria-label'))), {
        timeout: 20_000,
      })
      .toEqual([dayHeading(0), dayHeading(1)]);
    const earlier = agenda.getByText('Earlier days (1)');
    await visible(earlier);
    expect(await agenda.getByRole('listitem', { name: 'Welcome breakfast' }).isVisible()).toBe(false);
    await drawn(page);
    await phoneShot(page, 'attendee-day-my-agenda-phone-light');
    await earlier.click();
    await visible(
      agenda.getByRole('region', { name: dayHeading(-1) }).getByRole('listitem', { name: 'Welcome breakfast' }),
    );
    await expectNothingUnderTheBar(page);
    await expectAccessible(page);
  });

  it('reaches Me in two taps: the points, the calendars and the reminders, saved with a confirmation', async () => {
    const page = await signedIn();
    await tapCard(page);
    await bar(page).getByRole('link', { name: 'Me' }).click();
    await page.waitForURL(/\/main\/event\/me\?/);
    await expect.poll(() => bar(page).getByRole('link', { name: 'Me' }).getAttribute('aria-current')).toBe('page');
    await visible(page.getByRole('heading', { level: 1, name: 'Me' }));
    await visible(page.getByRole('region', { name: 'Your points' }).getByText('15 points', { exact: true }));
    await visible(
      page.getByRole('region', { name: 'Calendars' }).getByRole('link', { name: 'Subscribe to the programme' }),
    );
    const reminders = page.getByRole('region', { name: 'Reminders' });
    const group = reminders.getByRole('radiogroup', { name: 'Remind me before each of my sessions' });
    await expect.poll(() => group.getByRole('radio', { name: '15 minutes before' }).isChecked()).toBe(true);
    await expect.poll(() => reminders.getByRole('checkbox', { name: 'Also by mail' }).isChecked()).toBe(false);
    // Saved at once: the choice shows once the server has it.
    await group.getByRole('radio', { name: '30 minutes before' }).click();
    await visible(page.getByText('Reminders saved'));
    await page.reload();
    await expect
      .poll(() =>
        page.getByRole('region', { name: 'Reminders' }).getByRole('radio', { name: '30 minutes before' }).isChecked(),
      )
      .toBe(true);
    // Back to the default, so that the screenshots and a rerun show it.
    await page.getByRole('region', { name: 'Reminders' }).getByRole('radio', { name: '15 minutes before' }).click();
    await visible(page.getByText('Reminders saved'));
    await drawn(page);
    await expectAccessible(page);
    await phoneShot(page, 'attendee-day-me-phone-light');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await settled(page);
    await phoneShot(page, 'attendee-day-me-end-phone-light');
    await expectNothingUnderTheBar(page);
  });

  it('lets the keyboard alone reach the bar and follow its links', async () => {
    const page = await signedIn();
    await page.goto(`${APP_URL}/main/event/event?${query()}`);
    await visible(bar(page).getByRole('link', { name: 'My agenda' }));
    await drawn(page);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    let presses = 0;
    const inBar = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return active?.closest('nav[aria-label="Quick navigation"]') ? (active.textContent ?? '') : null;
      });
    while ((await inBar()) === null && presses < 60) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    expect(await inBar(), `the bar is reached with Tab (after ${presses} presses)`).toBe('Program');
    // Navigation before content: the bar comes before the screen's own links in the order of focus.
    expect(presses).toBeLessThanOrEqual(30);
    // Its focus ring shows.
    expect(
      await page.evaluate(() => {
        const style = getComputedStyle(document.activeElement as Element);
        return style.outlineStyle !== 'none' || style.boxShadow !== 'none';
      }),
    ).toBe(true);
    await page.keyboard.press('Tab');
    expect(await inBar()).toBe('My agenda');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/main\/event\/myagenda\?/);
  });

  it('draws the home, My agenda and Me in dark mode', async () => {
    const page = await signedIn('dark');
    for (const [screen, path] of [
      ['home', 'event'],
      ['my-agenda', 'myagenda'],
      ['me', 'me'],
    ] as const) {
      await page.goto(`${APP_URL}/main/event/${path}?${query()}`);
      await visible(bar(page).getByRole('link', { name: 'Me' }));
      await drawn(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectAccessible(page);
      await phoneShot(page, `attendee-day-${screen}-phone-dark`);
    }
  });
});

/*
 * The app's one zone rule (docs/features.md, "The attendee's screens"): a viewer whose phone is on New York's
 * clock reads every time on it, named (EST or EDT), and the event's Berlin clock beside it.
 */
describe("the attendee's event from another zone", () => {
  const NEW_YORK = 'America/New_York';
  const YOURS = /\b(EST|EDT)\b/;
  const AT_EVENT = /At the event: .*\b(CET|CEST)\b/;
  const HINT = /^Your local time \(America\/New_York\)\. At the event \(Europe\/Berlin, CES?T\): \d hours later\.$/;

  it.each(['light', 'dark'] as const)(
    "names the viewer's zone and the event's beside it on the home, My agenda and the overview (%s)",
    async (mode) => {
      const page = await signedIn(mode, PHONE, NEW_YORK);
      await page.goto(`${APP_URL}/main/event/event?${query()}`);
      // The header: the event's days on the viewer's clock, the event's own beside them.
      const hero = page.getByTestId('event-hero');
      await visible(hero.getByText(AT_EVENT));
      expect(await hero.locator('time').innerText()).toMatch(YOURS);
      // Now and next: one line per session, on the viewer's clock; the event's clock said once, above.
      const nowNext = page.getByRole('region', { name: 'Now and next' });
      const lounge = nowNext.getByRole('listitem').filter({ hasText: 'Open lounge' });
      await visible(lounge);
      expect(await lounge.locator('time').innerText()).toMatch(YOURS);
      expect(await nowNext.getByText(HINT).count()).toBe(1);
      const line = await lounge.evaluate((element) => element.getBoundingClientRect().height);
      expect(line, 'a row of Now and next stays one line').toBeLessThan(30);
      // My agenda today: the hint, each session on the viewer's clock with the event's beside it.
      const todays = page.getByRole('region', { name: 'My agenda today' });
      const row = todays.getByRole('listitem', { name: 'Open lounge' });
      await visible(row, 30_000);
      expect(await todays.getByText(HINT).count()).toBe(1);
      expect(await row.locator('time').first().innerText()).toMatch(YOURS);
      await visible(row.getByText(AT_EVENT));
      await drawn(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectAccessible(page);
      await phoneShot(page, `attendee-day-home-new-york-phone-${mode}`);

      // My agenda: by day on the viewer's calendar, as the programme's day chips.
      await page.goto(`${APP_URL}/main/event/myagenda?${query()}`);
      const agenda = page.getByRole('region', { name: 'My agenda' });
      const closing = agenda.getByRole('listitem', { name: 'Closing panel' });
      await visible(closing, 30_000);
      expect(await agenda.getByText(HINT).count()).toBe(1);
      const closingTimes = (zone: string) =>
        (['start', 'end'] as const).map((end) => SESSIONS['Closing panel'][end].setZone(zone).toFormat('HH:mm'));
      const [fromNY, toNY] = closingTimes(NEW_YORK);
      expect(await closing.locator('time').first().innerText()).toMatch(new RegExp(`^${fromNY}–${toNY} (EST|EDT)$`));
      await visible(closing.getByText(AT_EVENT));
      const closingDay = SESSIONS['Closing panel'].start.setZone(NEW_YORK).toFormat('ccc d LLL yyyy');
      await visible(agenda.getByRole('region', { name: closingDay }).getByRole('listitem', { name: 'Closing panel' }));
      await drawn(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectAccessible(page);
      await phoneShot(page, `attendee-day-my-agenda-new-york-phone-${mode}`);

      // The session's overview: the same two clocks as the programme's card.
      await closing.getByRole('link', { name: 'Closing panel' }).click();
      await page.waitForURL(/\/main\/event\/agendas\/overview\?/);
      await visible(page.getByRole('heading', { level: 1, name: 'Closing panel' }));
      const main = page.locator('main');
      const [from, to] = closingTimes(ZONE);
      await visible(main.getByText(new RegExp(`^At the event: .*, ${from} – ${to} (CET|CEST)$`)));
      expect(await main.locator('time', { hasText: `${fromNY} – ${toNY}` }).innerText()).toMatch(YOURS);
    },
  );
});

describe("the attendee's event on a desktop", () => {
  it("has the same places as tabs of the event's toolbar, and no bottom bar", async () => {
    const page = await signedIn('light', DESKTOP);
    await tapCard(page);
    const links = tabs(page).getByRole('link');
    await expect
      .poll(async () => (await links.allTextContents()).slice(0, 4))
      .toEqual(['Program', 'My agenda', 'Wall', 'Me']);
    expect(await bar(page).count()).toBe(0);
    await tabs(page).getByRole('link', { name: 'My agenda' }).click();
    await page.waitForURL(/\/main\/event\/myagenda\?/);
    await expect
      .poll(() => tabs(page).getByRole('link', { name: 'My agenda' }).getAttribute('aria-current'))
      .toBe('page');
    await drawn(page);
    await screenshot(page, 'attendee-day-desktop-tabs-light');
    await tabs(page).getByRole('link', { name: 'Me' }).click();
    await page.waitForURL(/\/main\/event\/me\?/);
    await visible(page.getByRole('region', { name: 'Your points' }).getByText('15 points', { exact: true }));
  });
});
