/**
 * Issue 34 item 4 in the browser: an event's Dashboard draws its charts with the event's figures,
 * and each chart's table (the accessible source) says them: people joined over time on the event's
 * calendar, per session its places, who is seated and who waits, sessions per room and day, and the
 * notifications' deliveries; the programme exports to a spreadsheet. The figures follow a join live.
 * The country dashboard shows its admin the events per month (counted on the server) and the latest
 * events' participants.
 * Axe and screenshots, light and dark, desktop and phone.
 */
import { readFileSync } from 'node:fs';
import { DateTime } from 'luxon';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { DEMO_PEOPLE } from '../personas';
import { COLLECTIONS } from '@agenda/contract';
import { Timestamp } from 'firebase-admin/firestore';
import { adminClients } from '../../scripts/lib/admin';
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
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
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
  const hall = await apiAs<{ result: { id: string } }>(DE_ADMIN, 'POST', '/locations/new', { name: 'Hall A', eventId });
  const base = { eventId, description: 'Counted by the dashboard browser tests.' };
  workshopId = (
    await saveAgendaAs(DE_ADMIN, {
      ...base,
      name: 'Small workshop',
      startTime: at(10),
      endTime: at(11),
      numberOfPlaces: 2,
      locationId: hall.result.id,
    })
  ).id;
  await saveAgendaAs(DE_ADMIN, { ...base, name: 'Open keynote', startTime: at(9), endTime: at(10) });
  const [first = '', second = '', third = ''] = PEOPLE;
  await apiAs(first, 'POST', '/participants/agenda/join', { agendaId: workshopId, eventId });
  await apiAs(second, 'POST', '/participants/agenda/join', { agendaId: workshopId, eventId });
  await apiAs(third, 'POST', '/participants/agenda/waitlist/join', { agendaId: workshopId, eventId });
  // Sent now to two of them: two recipients, both delivered.
  await apiAs(DE_ADMIN, 'POST', '/notifications/send', {
    eventId,
    notification: { message: 'Dashboard hello', type: 'TEXT', link: null },
    send_to_all: false,
    users: [first, second].map(demoUserId),
  });
});

afterAll(async () => {
  await deleteEvent(DE_ADMIN, eventId);
});

describe("an event's Dashboard (issue 34)", () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`draws its four charts with their tables and the event's figures (${mode})`, async () => {
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

      const rooms = 'Sessions by room and day';
      const eventDay = day.toFormat('ccc d LLL yyyy');
      expect(await cellsOf(rowOf(page, rooms, 'Hall A'))).toEqual([eventDay, 'Hall A', '1']);
      expect(await cellsOf(rowOf(page, rooms, 'No room'))).toEqual([eventDay, 'No room', '1']);

      const notifications = 'Notifications sent and delivered';
      await visible(rowOf(page, notifications, 'Dashboard hello'));
      const sent = await cellsOf(rowOf(page, notifications, 'Dashboard hello'));
      expect(sent[1]).toContain(today());
      expect(sent.slice(2)).toEqual(['2', '2', '0']);

      // Each chart is drawn (an SVG with its marks) and named as one image; its figures are in the table.
      for (const title of [joined, occupancy, rooms, notifications]) {
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

  it('exports the programme to a spreadsheet, on the event clock', async () => {
    const page = await signedInPage(DE_ADMIN);
    await page.goto(dashboard());
    const button = page.getByRole('button', { name: 'Export programme' });
    await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^dashboard-test-event-\d+-programme\.xlsx$/);
    const workbook = XLSX.read(readFileSync(await download.path()), { type: 'buffer' });
    const sheet = workbook.Sheets.Programme;
    expect(sheet).toBeDefined();
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet ?? {}, { header: 1 });
    const when = day.toFormat('ccc d LLL yyyy');
    expect(rows).toEqual([
      ['Session', 'Starts', 'Ends', 'Room', 'Places', 'Seated', 'Waiting'],
      ['Open keynote', `${when}, 09:00 CEST`, `${when}, 10:00 CEST`, 'No room', 'Unlimited', 0, 0],
      ['Small workshop', `${when}, 10:00 CEST`, `${when}, 11:00 CEST`, 'Hall A', 2, 2, 1],
    ]);
    await visible(page.getByText(/Exported 2 sessions to dashboard-test-event-\d+-programme\.xlsx/));
  });
});

describe('the country dashboard (issue 34)', () => {
  it("shows the admin their country's events per month and participants per event", async () => {
    const page = await signedInPage(DE_ADMIN, 'dark');
    await page.goto(`${APP_URL}/main/administration/dashboard`);
    await visible(page.getByRole('heading', { level: 1, name: 'Country dashboard' }));
    const link = page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Dashboard' });
    expect(await link.getAttribute('aria-current')).toBe('page');

    // This month, on the browser's calendar, as the server counts it.
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const month = DateTime.now().setZone(zone).startOf('month');
    const counted = await adminClients()
      .db.collection(COLLECTIONS.events)
      .where('tenant_id', '==', 'de')
      .where('start_date', '>=', Timestamp.fromMillis(month.toMillis()))
      .where('start_date', '<', Timestamp.fromMillis(month.plus({ months: 1 }).toMillis()))
      .count()
      .get();
    const perMonth = 'Events per month';
    const thisMonth = rowOf(page, perMonth, month.toFormat('LLL yyyy'));
    await visible(thisMonth);
    expect(await cellsOf(thisMonth)).toEqual([month.toFormat('LLL yyyy'), String(counted.data().count)]);
    expect(await section(page, perMonth).getByRole('table').getByRole('row').count()).toBe(13);

    // The test event starts latest of the country's: it is in the chart, with its four participants.
    const ours = rowOf(page, 'Participants per event', NAME);
    await visible(ours);
    expect((await cellsOf(ours)).at(-1)).toBe('4');
    for (const title of [perMonth, 'Participants per event']) {
      await visible(section(page, title).getByRole('img', { name: / chart/ }));
    }
    await expectAccessible(page, 'main');
    await shootDesktopAndPhone(page, 'dashboard-country-dark');
  });
});
