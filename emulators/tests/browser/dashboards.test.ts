/**
 * Issue 34 item 4 in the browser: an event's Dashboard draws its charts with the event's figures,
 * and each chart's table (the accessible source) says them: people joined over time on the event's
 * calendar, and per session its places, who is seated and who waits. The figures follow a join live.
 * Axe and screenshots, light and dark, desktop and phone.
 */
import { DateTime } from 'luxon';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PEOPLE } from '../personas';
import { apiAs, createEvent, deleteEvent, saveAgendaAs } from './api-helper';
import { APP_URL, browserSuite, expectAccessible, shootDesktopAndPhone } from './browser';
import { visible } from './page-helper';
import { demoUserId } from './sign-in-helper';

const DE_ADMIN = DEMO_PEOPLE.adminA;
const PEOPLE = [DEMO_PEOPLE.user, 'emma.dubois@corp.example', DEMO_PEOPLE.organizer];
const LATE = DEMO_PEOPLE.root;
const ZONE = 'Europe/Berlin';
const NAME = `Dashboard test event ${Date.now()}`;

const { signedInPage } = browserSuite();
let eventId = '';
let workshopId = '';
/** The event's day (2 June next year), in Berlin (CEST). */
const day = DateTime.fromObject({ year: DateTime.now().year + 1, month: 6, day: 2 }, { zone: ZONE });
const at = (hour: number) => day.set({ hour }).toUTC().toISO() ?? '';
/** Everyone joins today, on the event's calendar. */
const today = () => DateTime.now().setZone(ZONE).toFormat('ccc d LLL yyyy');

const dashboard = () => `${APP_URL}/main/event/dashboard?e=${eventId}&t=de`;
const section = (page: Page, title: string) => page.getByRole('region', { name: title });
const cellsOf = (row: Locator) => row.getByRole('cell').allTextContents();
const rowOf = (page: Page, title: string, text: string) =>
  section(page, title).getByRole('table', { name: title }).getByRole('row').filter({ hasText: text });

beforeAll(async () => {
  eventId = await createEvent(DE_ADMIN, {
    eventName: NAME,
    description: 'Created by the dashboard browser tests.',
    startDate: at(8),
    endDate: at(18),
  });
  // The people exist once they have signed in to the API; then they take part in the event.
  await Promise.all([...PEOPLE, LATE].map((email) => apiAs(email, 'GET', `/participants/event/mine?e=${eventId}`)));
  await apiAs(DE_ADMIN, 'POST', '/participants/event/participants', {
    eventId,
    participants: PEOPLE.map(demoUserId),
  });
  const base = { eventId, description: 'Counted by the dashboard browser tests.' };
  workshopId = (
    await saveAgendaAs(DE_ADMIN, {
      ...base,
      name: 'Small workshop',
      startTime: at(10),
      endTime: at(11),
      numberOfPlaces: 2,
    })
  ).id;
  await saveAgendaAs(DE_ADMIN, { ...base, name: 'Open keynote', startTime: at(9), endTime: at(10) });
  const [first = '', second = '', third = ''] = PEOPLE;
  await apiAs(first, 'POST', '/participants/agenda/join', { agendaId: workshopId, eventId });
  await apiAs(second, 'POST', '/participants/agenda/join', { agendaId: workshopId, eventId });
  await apiAs(third, 'POST', '/participants/agenda/waitlist/join', { agendaId: workshopId, eventId });
});

afterAll(async () => {
  await deleteEvent(DE_ADMIN, eventId);
});

describe("an event's Dashboard (issue 34)", () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`draws people joined and occupancy per session with their tables (${mode})`, async () => {
      const page = await signedInPage(DE_ADMIN, mode);
      await page.goto(dashboard());
      await visible(page.getByRole('heading', { level: 1, name: 'Dashboard' }));
      // The toolbar leads here, marked as the current tab.
      const tab = page.getByRole('navigation', { name: 'Event' }).getByRole('link', { name: 'Dashboard' });
      expect(await tab.getAttribute('aria-current')).toBe('page');

      const joined = 'People joined over time';
      await visible(rowOf(page, joined, today()));
      expect(await cellsOf(rowOf(page, joined, today()))).toEqual([today(), '3', '3']);
      // The day column names the zone of its calendar.
      expect(await section(page, joined).getByRole('columnheader').first().textContent()).toBe(`Day (${ZONE})`);

      const occupancy = 'Occupancy per session';
      await visible(rowOf(page, occupancy, 'Small workshop'));
      const when = day.toFormat('ccc d LLL yyyy');
      expect(await cellsOf(rowOf(page, occupancy, 'Open keynote'))).toEqual([
        'Open keynote',
        `${when}, 09:00 CEST`,
        'Unlimited',
        '0',
        '0',
      ]);
      expect(await cellsOf(rowOf(page, occupancy, 'Small workshop'))).toEqual([
        'Small workshop',
        `${when}, 10:00 CEST`,
        '2',
        '2',
        '1',
      ]);
      // Programme order: the keynote (09:00) above the workshop (10:00).
      const names = await section(page, occupancy).getByRole('row').allTextContents();
      expect(names.findIndex((text) => text.includes('Open keynote'))).toBeLessThan(
        names.findIndex((text) => text.includes('Small workshop')),
      );

      // Each chart is drawn (an SVG with its marks) and named as one image; its figures are in the table.
      for (const title of [joined, occupancy]) {
        const chart = section(page, title).getByRole('img', { name: / chart/ });
        await visible(chart);
        await expect.poll(() => chart.locator('svg path, svg rect').count()).toBeGreaterThan(2);
      }
      await expect
        .poll(() =>
          section(page, joined)
            .getByRole('img', { name: / chart/ })
            .getAttribute('aria-label'),
        )
        .toContain('3 people joined');
      await expectAccessible(page, 'main');
      await shootDesktopAndPhone(page, `dashboard-event-${mode}`);
    });
  }

  it('follows a new participant live', async () => {
    const page = await signedInPage(DE_ADMIN);
    await page.goto(dashboard());
    await visible(rowOf(page, 'People joined over time', today()));
    await apiAs(DE_ADMIN, 'POST', '/participants/event/participants', {
      eventId,
      participants: [...PEOPLE, LATE].map(demoUserId),
    });
    await expect
      .poll(() => cellsOf(rowOf(page, 'People joined over time', today())), { timeout: 15_000 })
      .toEqual([today(), '4', '4']);
  });
});
