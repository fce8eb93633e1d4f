/**
 * The attendee's programme in Chromium, as a plain user, on a phone (390×844)
 * where it matters: My agenda by day on the event's clock with a clash marked in words, a starred
 * session in it and one tap to leave; now and next on the event home of a running event; the grid by
 * room (three parallel rooms: all in view on a desktop, swiped room by room on a phone); "Add to
 * calendar" downloading an .ics that ical.js reads; Me's Subscribe link answering the feed.
 */
import { readFile } from 'node:fs/promises';
import { Timestamp } from 'firebase-admin/firestore';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENDA_ROSTER, agendaRosterConverter, COLLECTIONS, EVENT_SUBCOLLECTIONS } from '@agenda/contract';
import { adminClients } from '../../scripts/lib/admin';
import { apiAs, createEvent, deleteEvent, saveAgendaAs, seatInAgenda } from './api-helper';
import { seatsInSchedule } from './trigger-waits';
import { APP_URL, browserSuite, expectAccessible, screenshot, type ColorMode } from './browser';
import { gone, settled, visible } from './page-helper';
import { demoUserId, signInAs } from './sign-in-helper';

const DE_ADMIN = 'jonas.becker@corp.example';
const PLAIN = 'lukas.hoffmann@corp.example';
const ZONE = 'Europe/Berlin';
const NAME = `Programme test event ${Date.now()}`;
const TEAMS = 'https://teams.microsoft.com/l/meetup-join/programme-test';

const { openContext } = browserSuite();
let eventId = '';
const rooms: Record<string, string> = {};
const agendaIds: Record<string, string> = {};
/** Today in Berlin: the event runs from yesterday to the day after tomorrow. */
const today = DateTime.now().setZone(ZONE).startOf('day');

const admin = <T>(method: 'GET' | 'POST' | 'DELETE', route: string, body?: unknown): Promise<T> =>
  apiAs<T>(DE_ADMIN, method, route, body);
const at = (offset: number, time: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return today.plus({ days: offset }).set({ hour, minute }).toUTC().toISO() ?? '';
};
/** "Fri 27 Nov 2026": My agenda's day heading of `offset` days from today. */
const dayHeading = (offset: number) => today.plus({ days: offset }).toFormat('ccc d LLL yyyy');
const home = () => `${APP_URL}/main/event/event?e=${eventId}&t=de`;
const myAgenda = () => `${APP_URL}/main/event/myagenda?e=${eventId}&t=de`;
const me = () => `${APP_URL}/main/event/me?e=${eventId}&t=de`;
const programme = (query = '') => `${APP_URL}/main/event/agendalist?e=${eventId}&t=de${query}`;

/** Where each agenda belongs once the event is moved to run now (the API makes events from today on). */
const times: Record<string, { start: string; end: string }> = {};

async function saveAgenda(
  name: string,
  day: number,
  from: string,
  to: string,
  room: string,
  meeting: string | null = null,
): Promise<void> {
  const result = await saveAgendaAs(DE_ADMIN, {
    eventId,
    name,
    description: `${name}: created by the programme browser tests.`,
    startTime: at(day + 2, from),
    endTime: at(day + 2, to),
    locationId: rooms[room] ?? null,
    meeting,
  });
  agendaIds[name] = result.id;
  times[name] = { start: at(day, from), end: at(day, to) };
}

async function phone(mode: ColorMode = 'light', width = 390): Promise<Page> {
  const context = await openContext({ mode, timezoneId: ZONE });
  const page = await context.newPage();
  await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
  await signInAs(page, PLAIN);
  return page;
}

beforeAll(async () => {
  eventId = await createEvent(DE_ADMIN, {
    eventName: NAME,
    description: 'Created by the programme browser tests.',
    startDate: at(1, '08:00'),
    endDate: at(4, '18:00'),
  });
  for (const room of ['Main Hall', 'Room Spree', 'Room Havel']) {
    rooms[room] = (
      await admin<{ result: { id: string } }>('POST', '/locations/new', {
        name: room,
        eventId,
        lat: 52.52,
        long: 13.41,
      })
    ).result.id;
  }
  await saveAgenda('Design review', 0, '10:00', '11:00', 'Main Hall', TEAMS);
  await saveAgenda('API clinic', 0, '10:30', '11:30', 'Room Spree');
  await saveAgenda('Data lab', 0, '10:00', '11:00', 'Room Havel');
  await saveAgenda('Wrap-up', 1, '09:00', '10:00', 'Main Hall');
  await saveAgenda('Hackathon intro', 1, '11:00', '12:00', 'Room Spree');
  // The plain user took seats in three sessions (joining has its own tests): two of them clash.
  await admin('POST', '/participants/event/participants', { eventId, participants: [demoUserId(PLAIN)] });
  const { db } = adminClients();
  // The event runs now: from yesterday to the day after tomorrow, each session two days earlier.
  const event = db.collection(COLLECTIONS.events).doc(eventId);
  await event.update({
    start_date: Timestamp.fromDate(new Date(at(-1, '08:00'))),
    end_date: Timestamp.fromDate(new Date(at(2, '18:00'))),
  });
  const agendas = event.collection(EVENT_SUBCOLLECTIONS.agendas);
  for (const [name, { start, end }] of Object.entries(times)) {
    await agendas
      .doc(agendaIds[name] ?? '')
      .update({ start_time: Timestamp.fromDate(new Date(start)), end_date: Timestamp.fromDate(new Date(end)) });
  }
  const seats = ['Design review', 'API clinic', 'Wrap-up'].map((name) => agendaIds[name] ?? '');
  for (const agendaId of seats) await seatInAgenda(eventId, agendaId, [demoUserId(PLAIN)]);
  await seatsInSchedule(eventId, demoUserId(PLAIN), seats);
}, 300_000);

afterAll(async () => {
  await deleteEvent(DE_ADMIN, eventId);
});

describe("the attendee's programme", () => {
  it('shows My agenda by day on the event clock with a clash in words, now and next, a star and one tap to leave (phone)', async () => {
    const page = await phone();
    // Star a session from the programme: it joins My agenda without a seat.
    await page.goto(programme());
    await page.getByRole('list', { name: 'Days' }).getByText('All days').click();
    await page.getByRole('button', { name: 'Star Hackathon intro', exact: true }).click();
    await visible(page.getByRole('button', { name: 'Unstar Hackathon intro', exact: true }));

    await page.goto(myAgenda());
    const agenda = page.getByRole('region', { name: 'My agenda' });
    await visible(agenda.getByRole('listitem', { name: 'Hackathon intro' }));
    await visible(agenda.getByText(`Your local time (${ZONE}).`, { exact: true }));
    // The seats reach the person's schedule through a trigger (functions/src/agendas/schedules.ts): poll.
    await expect
      .poll(() => agenda.getByRole('region').evaluateAll((days) => days.map((day) => day.getAttribute('aria-label'))), {
        timeout: 20_000,
      })
      .toEqual([dayHeading(0), dayHeading(1)]);
    const today0 = agenda.getByRole('region', { name: dayHeading(0) });
    await expect
      .poll(
        () => today0.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label'))),
        { timeout: 20_000 },
      )
      .toEqual(['Design review', 'API clinic']);
    await visible(today0.getByRole('listitem', { name: 'Design review' }).getByText('Clash: Overlaps “API clinic”'));
    await visible(today0.getByRole('listitem', { name: 'API clinic' }).getByText('Clash: Overlaps “Design review”'));
    const tomorrow = agenda.getByRole('region', { name: dayHeading(1) });
    await visible(tomorrow.getByRole('listitem', { name: 'Hackathon intro' }).getByText('Starred'));
    expect(
      await tomorrow
        .getByRole('listitem', { name: 'Wrap-up' })
        .getByText(/^Clash/)
        .count(),
    ).toBe(0);
    await settled(page);
    await expectAccessible(page, 'main');
    await screenshot(page, 'my-agenda-phone-light');

    await tomorrow.getByRole('button', { name: 'Leave: Wrap-up' }).click();
    await gone(agenda.getByRole('listitem', { name: 'Wrap-up' }));
    const roster = await adminClients()
      .db.collection(COLLECTIONS.events)
      .doc(eventId)
      .collection(EVENT_SUBCOLLECTIONS.agendas)
      .doc(agendaIds['Wrap-up'] ?? '')
      .collection(AGENDA_ROSTER.collection)
      .doc(AGENDA_ROSTER.doc)
      .withConverter(agendaRosterConverter)
      .get();
    expect(roster.data()?.participants).not.toContain(demoUserId(PLAIN));

    // The event runs: what is on now and next, for everyone, first on its home.
    await page.goto(home());
    await visible(page.getByRole('region', { name: 'Now and next' }));
  });

  it('draws the programme by room: three rooms side by side on a desktop, swiped room by room on a phone', async () => {
    const desktop = await phone('light', 1440);
    await desktop.goto(programme('&m=2'));
    const grid = desktop.getByRole('region', { name: 'Programme by room' });
    await visible(grid);
    // A running event opens on today.
    expect(
      await grid
        .getByRole('region')
        .evaluateAll((columns) => columns.map((column) => column.getAttribute('aria-label'))),
    ).toEqual(['Main Hall', 'Room Havel', 'Room Spree']);
    for (const [room, session] of [
      ['Main Hall', 'Design review'],
      ['Room Spree', 'API clinic'],
      ['Room Havel', 'Data lab'],
    ] as const) {
      const link = grid.getByRole('region', { name: room }).getByRole('link', { name: session });
      await visible(link);
      // Every title reads whole: nothing of it is cut at three parallel rooms.
      expect(await link.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
      const box = await link.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 1440).toBe(true);
    }
    await settled(desktop);
    await expectAccessible(desktop, 'main');
    await screenshot(desktop, 'programme-grid-desktop-light');

    for (const mode of ['light', 'dark'] as const) {
      const page = await phone(mode);
      await page.goto(programme('&m=2'));
      const phoneGrid = page.getByRole('region', { name: 'Programme by room' });
      await visible(phoneGrid.getByRole('link', { name: 'Design review' }));
      const layout = await phoneGrid.evaluate((element) => ({
        snap: getComputedStyle(element).scrollSnapType,
        wide: element.scrollWidth > element.clientWidth + 50,
      }));
      expect(layout.snap).toMatch(/^x mandatory/);
      expect(layout.wide).toBe(true);
      // Two rooms in view (in the rooms' order, by name): the third only peeks in, a swipe away.
      const third = phoneGrid.getByRole('link', { name: 'API clinic' });
      const rightEdge = async () => {
        const box = await third.boundingBox();
        return box ? box.x + box.width : Number.POSITIVE_INFINITY;
      };
      expect(await rightEdge()).toBeGreaterThan(390);
      await phoneGrid.evaluate((element) => element.scrollBy({ left: element.clientWidth }));
      await expect.poll(rightEdge).toBeLessThanOrEqual(390);
      await settled(page);
      await screenshot(page, `programme-grid-phone-${mode}`);
    }
  });

  it('adds a session to the calendar as an .ics with its Teams link and room, which ical.js reads (phone)', async () => {
    const page = await phone();
    await page.goto(`${APP_URL}/main/event/agendas/overview?e=${eventId}&t=de&a=${agendaIds['Design review'] ?? ''}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Add to calendar: Design review' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Design-review.ics');
    const text = await readFile((await download.path()) ?? '', 'utf8');
    const calendar = new ICAL.Component(ICAL.parse(text));
    const [entry] = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(entry?.summary).toBe('Design review');
    expect(entry?.location).toContain('Main Hall');
    expect(entry?.description).toContain(`Teams: ${TEAMS}`);
    expect(entry?.startDate.toJSDate().toISOString()).toBe(new Date(at(0, '10:00')).toISOString());
  });

  it("links the event's public feed from Me, and it answers the programme", async () => {
    const page = await phone();
    await page.goto(me());
    const calendars = page.getByRole('region', { name: 'Calendars' });
    const link = calendars.getByRole('link', { name: /\/backendv2\/calendar\/event\.ics\?e=/ });
    await visible(link);
    const address = (await link.getAttribute('href')) ?? '';
    expect(address).toMatch(/\/backendv2\/calendar\/event\.ics\?e=/);
    expect(await calendars.getByRole('link', { name: 'Subscribe to the programme' }).getAttribute('href')).toBe(
      address.replace(/^https?:/, 'webcal:'),
    );
    const response = await fetch(address);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    const names = new ICAL.Component(ICAL.parse(await response.text()))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent).summary);
    expect(names).toEqual(expect.arrayContaining(['Design review', 'API clinic', 'Data lab', 'Hackathon intro']));
    await visible(calendars.getByRole('link', { name: 'Personal feed' }));
  });
});
