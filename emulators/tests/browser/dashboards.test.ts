/**
 * In the browser, an event's Dashboard draws its charts with the event's figures,
 * and each chart's table (the accessible source) says them: people joined over time on the event's
 * calendar, per session its places, who is seated and who waits, sessions per room and day, and the
 * notifications' deliveries and reads; the programme exports to a spreadsheet. The figures follow a
 * join live. The country dashboard shows its admin the events and notifications sent per month (counted
 * on the server), the latest events' participants and the country's busiest sessions, each exactly as
 * the server has them.
 * Axe and screenshots, light and dark, desktop and phone.
 */
import { readFileSync } from 'node:fs';
import { DateTime } from 'luxon';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as XLSX from 'xlsx';
import { DEMO_PEOPLE } from '../personas';
import {
  COLLECTIONS,
  COUNTRY_BUSIEST_SESSIONS,
  COUNTRY_NOTIFICATIONS_COLLECTION,
  COUNTRY_SESSIONS_COLLECTION,
  countryMirrorId,
  EVENT_SUBCOLLECTIONS,
  INBOX_SUBCOLLECTION,
  notificationPaths,
} from '@agenda/contract';
import { Timestamp } from 'firebase-admin/firestore';
import { adminClients } from '../../scripts/lib/admin';
import { apiAs, createEvent, deleteEvent, saveAgendaAs } from './api-helper';
import { APP_URL, browserSuite, expectAccessible, shootDesktopAndPhone } from './browser';
import { visible } from './page-helper';
import { ownPerson, type OwnPerson } from './own-people';

const DE_ADMIN = DEMO_PEOPLE.adminA;
/**
 * The event's people are this file's own (own-people.ts): they get a notification and join sessions,
 * which another file's open bell or programme of a demo persona must not see.
 */
const PEOPLE: OwnPerson[] = [];
let LATE: OwnPerson;
const ZONE = 'Europe/Berlin';
const NAME = `Dashboard test event ${Date.now()}`;

const { signedInPage } = browserSuite();
let eventId = '';
let workshopId = '';
let notificationId = '';
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
  // One after another: each is a first sign-in, which writes the address index.
  for (const [part, givenName] of [
    ['first', 'Dana'],
    ['second', 'Eli'],
    ['third', 'Fay'],
    ['late', 'Gus'],
  ] as const)
    PEOPLE.push(await ownPerson(`dashboards.${part}`, { givenName, surname: 'Dashboard' }));
  LATE = PEOPLE.pop()!;
  eventId = await createEvent(DE_ADMIN, {
    eventName: NAME,
    description: 'Created by the dashboard browser tests.',
    startDate: at(8),
    endDate: at(18),
  });
  // The people exist once they have signed in to the API; then they take part in the event.
  await Promise.all([...PEOPLE, LATE].map(({ email }) => apiAs(email, 'GET', `/participants/event/mine?e=${eventId}`)));
  await apiAs(DE_ADMIN, 'POST', '/participants/event/participants', {
    eventId,
    participants: PEOPLE.map(({ uid }) => uid),
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
  const [first, second, third] = PEOPLE as [OwnPerson, OwnPerson, OwnPerson];
  await apiAs(first.email, 'POST', '/participants/agenda/join', { agendaId: workshopId, eventId });
  await apiAs(second.email, 'POST', '/participants/agenda/join', { agendaId: workshopId, eventId });
  await apiAs(third.email, 'POST', '/participants/agenda/waitlist/join', { agendaId: workshopId, eventId });
  // Sent now to two of them: two recipients, both delivered.
  await apiAs(DE_ADMIN, 'POST', '/notifications/send', {
    eventId,
    notification: { message: 'Dashboard hello', type: 'TEXT', link: null },
    send_to_all: false,
    users: [first.uid, second.uid],
  });
  // The first of them reads it in their inbox (the write the app's bell makes; a trigger counts it).
  const { db } = adminClients();
  const sent = await db
    .collection(COLLECTIONS.events)
    .doc(eventId)
    .collection(EVENT_SUBCOLLECTIONS.notifications)
    .where('message', '==', 'Dashboard hello')
    .get();
  notificationId = sent.docs[0]?.id ?? '';
  await db
    .collection(COLLECTIONS.users)
    .doc(first.uid)
    .collection(INBOX_SUBCOLLECTION)
    .doc(notificationId)
    .update({ read_at: Timestamp.now() });
  // The trigger counts the read on the notification; on a busy machine its first run (a cold function
  // worker) can take a while, so the pages below wait for the server's count, not for a deadline.
  const notification = sent.docs[0]!.ref;
  await vi
    .waitFor(
      async () => {
        expect((await notification.get()).get('read')).toBe(1);
      },
      { timeout: 50_000, interval: 250 },
    )
    .catch(async (error: unknown) => {
      // What the trigger had to go on, for a run whose emulator log is not at hand.
      const delivery = await db.doc(notificationPaths.delivery(eventId, notificationId, first.uid)).get();
      throw new Error(`The read was not counted; the delivery record: ${JSON.stringify(delivery.data() ?? null)}`, {
        cause: error,
      });
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
      // Each table renders after its own chart (deferred): wait for this one's rows before reading them.
      await visible(rowOf(page, rooms, 'No room'));
      expect(await cellsOf(rowOf(page, rooms, 'Hall A'))).toEqual([eventDay, 'Hall A', '1']);
      expect(await cellsOf(rowOf(page, rooms, 'No room'))).toEqual([eventDay, 'No room', '1']);

      const notifications = 'Notifications sent, delivered and read';
      await visible(rowOf(page, notifications, 'Dashboard hello'));
      const sent = await cellsOf(rowOf(page, notifications, 'Dashboard hello'));
      expect(sent[1]).toContain(today());
      // Two recipients, both delivered, none failed, one read (live: the trigger's count arrives).
      await expect
        .poll(async () => (await cellsOf(rowOf(page, notifications, 'Dashboard hello'))).slice(2), { timeout: 15_000 })
        .toEqual(['2', '2', '0', '1']);

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
      participants: [...PEOPLE, LATE].map(({ uid }) => uid),
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
  it("shows the admin their country's events and notifications per month, participants per event and busiest sessions", async () => {
    const { db } = adminClients();
    // The mirrors of the test's workshop (2 seated, 1 waiting) and notification, kept by the triggers.
    await expect
      .poll(
        async () =>
          (await db.collection(COUNTRY_SESSIONS_COLLECTION).doc(countryMirrorId(eventId, workshopId)).get()).get(
            'people',
          ),
        { timeout: 20_000 },
      )
      .toBe(3);
    await expect
      .poll(
        async () =>
          (await db.collection(COUNTRY_NOTIFICATIONS_COLLECTION).doc(countryMirrorId(eventId, notificationId)).get())
            .exists,
        { timeout: 20_000 },
      )
      .toBe(true);

    const page = await signedInPage(DE_ADMIN, 'dark');
    await page.goto(`${APP_URL}/main/administration/dashboard`);
    await visible(page.getByRole('heading', { level: 1, name: 'Country dashboard' }));
    const link = page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Dashboard' });
    expect(await link.getAttribute('aria-current')).toBe('page');

    // This month, on the browser's calendar, as the server counts it.
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const month = DateTime.now().setZone(zone).startOf('month');
    const monthCount = async (collection: string, field: string) =>
      String(
        (
          await db
            .collection(collection)
            .where('tenant_id', '==', 'de')
            .where(field, '>=', Timestamp.fromMillis(month.toMillis()))
            .where(field, '<', Timestamp.fromMillis(month.plus({ months: 1 }).toMillis()))
            .count()
            .get()
        ).data().count,
      );
    for (const [title, collection, field] of [
      ['Events per month', COLLECTIONS.events, 'start_date'],
      ['Notifications sent per month', COUNTRY_NOTIFICATIONS_COLLECTION, 'sent_at'],
    ] as const) {
      const thisMonth = rowOf(page, title, month.toFormat('LLL yyyy'));
      await visible(thisMonth);
      expect(await cellsOf(thisMonth)).toEqual([month.toFormat('LLL yyyy'), await monthCount(collection, field)]);
      expect(await section(page, title).getByRole('table').getByRole('row').count()).toBe(13);
    }

    // The test event starts latest of the country's: it is in the chart, with its four participants.
    const ours = rowOf(page, 'Participants per event', NAME);
    await visible(ours);
    expect((await cellsOf(ours)).at(-1)).toBe('4');

    // The busiest sessions are the server's fullest, in its order, with their events' names and figures.
    const busiest = await db
      .collection(COUNTRY_SESSIONS_COLLECTION)
      .where('tenant_id', '==', 'de')
      .orderBy('people', 'desc')
      .limit(COUNTRY_BUSIEST_SESSIONS)
      .get();
    const eventNames = new Map(
      await Promise.all(
        [...new Set(busiest.docs.map((mirror) => String(mirror.get('event_id'))))].map(
          async (id) => [id, String((await db.collection(COLLECTIONS.events).doc(id).get()).get('name'))] as const,
        ),
      ),
    );
    const expected = busiest.docs.map((mirror) => [
      String(mirror.get('name')),
      eventNames.get(String(mirror.get('event_id'))) ?? '',
      mirror.get('places') > 0 ? String(mirror.get('places')) : 'Unlimited',
      String(mirror.get('seated')),
      String(mirror.get('waiting')),
    ]);
    const busiestRows = section(page, 'Busiest sessions')
      .getByRole('table', { name: 'Busiest sessions' })
      .getByRole('row');
    await expect.poll(() => busiestRows.count(), { timeout: 15_000 }).toBe(expected.length + 1);
    const shown = await Promise.all(
      (await busiestRows.all()).slice(1).map(async (row) => {
        const [name = '', event = '', , places, seated, waiting] = await cellsOf(row);
        return [name, event, places, seated, waiting];
      }),
    );
    // Ties in people may come in either order: compare as sets, and the people in order.
    expect([...shown].sort()).toEqual([...expected].sort());
    expect(shown.map((row) => Number(row[3]) + Number(row[4]))).toEqual(
      busiest.docs.map((mirror) => Number(mirror.get('people'))),
    );
    if (busiest.docs.some((mirror) => mirror.id === countryMirrorId(eventId, workshopId)))
      expect(shown).toContainEqual(['Small workshop', NAME, '2', '2', '1']);

    for (const title of [
      'Events per month',
      'Participants per event',
      'Busiest sessions',
      'Notifications sent per month',
    ]) {
      await visible(section(page, title).getByRole('img', { name: / chart/ }));
    }
    await expectAccessible(page, 'main');
    await shootDesktopAndPhone(page, 'dashboard-country-dark');
  });
});
