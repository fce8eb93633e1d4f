import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DARK_MODE_STORAGE_KEY, TOASTS, type Agenda } from '@agenda/contract';
import { apiAs, createEvent, deleteEvent, saveAgendaAs, seatInAgenda } from './api-helper';
import { APP_URL, bodyIsDark, browserSuite, expectAccessible, screenshot } from './browser';
import { gone, settled, visible } from './page-helper';
import { demoUserId } from './sign-in-helper';

const DE_ADMIN = 'jonas.becker@corp.example';
const ORGANIZER = 'sofia.rossi@corp.example';
const PLAIN = 'lukas.hoffmann@corp.example';
const ZONE = 'Europe/Berlin';
const NAME = `Agenda list test event ${Date.now()}`;

const { signedInPage } = browserSuite();
let eventId = '';
let hallId = '';
let roomId = '';
let tagId = '';
/** The event's first day (a Tuesday next year), in Berlin. */
let day1: DateTime;
const agendaIds: Record<string, string> = {};

const api = <T>(method: 'GET' | 'POST' | 'DELETE', route: string, body?: unknown): Promise<T> =>
  apiAs<T>(DE_ADMIN, method, route, body);
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const calendarEvent = (page: Page, name: string) => page.locator('.rbc-event', { hasText: name });
const listPage = (calendar = false) => `${APP_URL}/main/event/agendalist?e=${eventId}&t=de${calendar ? '&m=1' : ''}`;
const overviewPage = (id: string) => `${APP_URL}/main/event/agendas/overview?e=${eventId}&t=de&a=${id}`;
/** "HH:mm" on the event's day `offset` (0 the first), in Berlin, as the UTC instant the API takes. */
const at = (offset: number, time: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return day1.plus({ days: offset }).set({ hour, minute }).toUTC().toISO() ?? '';
};

interface AgendaInput {
  name: string;
  day: number;
  from: string;
  to: string;
  location?: string | null;
  places?: number;
  mandatory?: boolean;
  locked?: boolean;
  tags?: string[];
  id?: string;
  version?: number;
}

async function saveAgenda(input: AgendaInput): Promise<Agenda> {
  const result = await saveAgendaAs(DE_ADMIN, {
    ...(input.id ? { id: input.id, version: input.version } : {}),
    eventId,
    name: input.name,
    description: `${input.name}: created by the agenda list browser tests.`,
    startTime: at(input.day, input.from),
    endTime: at(input.day, input.to),
    locationId: input.location ?? null,
    tags: input.tags ?? [],
    numberOfPlaces: input.places ?? 0,
    mandatory: input.mandatory ?? false,
    locked: input.locked ?? false,
  });
  agendaIds[result.name] = result.id;
  return result;
}

beforeAll(async () => {
  // A Tuesday in June next year: both days of the event fall in one week, whatever the first weekday.
  day1 = DateTime.fromObject({ year: DateTime.now().year + 1, month: 6, day: 1 }, { zone: ZONE });
  while (day1.weekday !== 2) day1 = day1.plus({ days: 1 });
  eventId = await createEvent(DE_ADMIN, {
    eventName: NAME,
    description: 'Created by the agenda list browser tests.',
    startDate: at(0, '08:00'),
    endDate: at(1, '18:00'),
  });
  hallId = (
    await api<{ result: { id: string } }>('POST', '/locations/new', {
      name: 'Main Hall',
      eventId,
      lat: 52.52,
      long: 13.41,
    })
  ).result.id;
  roomId = (
    await api<{ result: { id: string } }>('POST', '/locations/new', {
      name: 'Room Spree',
      eventId,
      lat: 52.52,
      long: 13.41,
    })
  ).result.id;
  tagId = (await api<{ result: { id: string } }>('POST', '/tags/new', { name: 'Cloud', colour: '#1565c0', eventId }))
    .result.id;
  await saveAgenda({
    name: 'Opening keynote',
    day: 0,
    from: '09:00',
    to: '10:00',
    location: hallId,
    mandatory: true,
    tags: [tagId],
  });
  await saveAgenda({
    name: 'Cloud costs clinic',
    day: 0,
    from: '09:30',
    to: '10:30',
    location: hallId,
    places: 4,
    tags: [tagId],
  });
  await saveAgenda({ name: 'Closing panel', day: 1, from: '15:00', to: '16:00', location: roomId, locked: true });
  // Three people took places in the clinic (the participants screen comes later: arranged in Firestore).
  await seatInAgenda(eventId, agendaIds['Cloud costs clinic'] ?? '', [
    demoUserId(PLAIN),
    demoUserId(ORGANIZER),
    demoUserId(DE_ADMIN),
  ]);
});

afterAll(async () => {
  await deleteEvent(DE_ADMIN, eventId);
});

describe('the agenda list', () => {
  let editor: Page;

  beforeAll(async () => {
    editor = await signedInPage(DE_ADMIN);
  });

  it('lists the agendas made through the API by day, with badges, in the viewer zone', async () => {
    await editor.goto(listPage());
    await visible(card(editor, 'Closing panel'));
    expect(
      await editor.getByRole('article').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label'))),
    ).toEqual(['Opening keynote', 'Cloud costs clinic', 'Closing panel']);
    const zone = await editor.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    // (With the event's clock beside it when the viewer's browser is on another.)
    await visible(editor.getByText(`Times are in your local timezone (${zone})`, { exact: false }));
    const keynote = card(editor, 'Opening keynote');
    const viewerTime = (offset: number, time: string) =>
      DateTime.fromISO(at(offset, time)).setZone(zone).toFormat('HH:mm');
    await visible(keynote.getByText(`${viewerTime(0, '09:00')} – ${viewerTime(0, '10:00')}`, { exact: false }));
    await visible(keynote.getByText('Conflict'));
    await visible(keynote.getByText('Mandatory'));
    await visible(card(editor, 'Cloud costs clinic').getByText('Conflict'));
    await visible(card(editor, 'Closing panel').getByText('Locked'));
    expect(await card(editor, 'Closing panel').getByText('Conflict').count()).toBe(0);
    expect(await editor.getByRole('list', { name: 'Days' }).getByRole('button').allTextContents()).toHaveLength(3);
    await visible(editor.getByRole('link', { name: 'New agenda' }));
    await visible(editor.getByRole('link', { name: 'Edit Closing panel' }));
    await settled(editor);
    await expectAccessible(editor);
    await screenshot(editor, 'agenda-list-light');
  });

  it('filters by name and by day', async () => {
    await editor.getByRole('searchbox', { name: 'Search by name' }).fill('PANEL');
    await gone(card(editor, 'Opening keynote'));
    await visible(card(editor, 'Closing panel'));
    await editor.getByRole('searchbox', { name: 'Search by name' }).fill('');
    await visible(card(editor, 'Opening keynote'));
    const days = editor.getByRole('list', { name: 'Days' }).getByRole('button');
    await days.nth(2).click();
    await gone(card(editor, 'Opening keynote'));
    await visible(card(editor, 'Closing panel'));
    await days.first().click();
    await visible(card(editor, 'Opening keynote'));
  });

  it('opens the overview from a card, with the occupancy', async () => {
    await card(editor, 'Cloud costs clinic').click({ position: { x: 400, y: 12 } });
    await editor.waitForURL(/\/main\/event\/agendas\/overview\?/);
    await visible(editor.getByRole('heading', { level: 1, name: 'Cloud costs clinic' }));
    // 3 of 4 places: 75 %.
    await expect.poll(() => editor.getByTestId('occupancy').textContent()).toBe('75%');
    await visible(editor.getByText('3 of 4 places taken'));
    await visible(editor.getByRole('button', { name: 'Participants (3)' }));
    expect(await editor.getByRole('button', { name: /^Speakers/ }).count()).toBe(0);
    const crumbs = editor.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('link', { name: NAME }).getAttribute('href')).toBe(
      `/v2/main/event/agendalist?e=${eventId}&t=de`,
    );
    const overviewButton = editor.getByRole('navigation', { name: 'Agenda' }).getByRole('link', { name: 'Overview' });
    expect(await overviewButton.getAttribute('aria-current')).toBe('page');
    await editor.getByRole('button', { name: 'Participants (3)' }).click();
    await visible(editor.getByRole('list', { name: 'Participants' }).getByText('Lukas Hoffmann'));
    await settled(editor);
    await expectAccessible(editor);
    await screenshot(editor, 'agenda-overview-light');

    await editor.goto(overviewPage(agendaIds['Opening keynote'] ?? ''));
    await expect.poll(() => editor.getByTestId('occupancy').textContent()).toBe('Unlimited');
  });

  it('deletes an agenda after confirmation, with the toast', async () => {
    const doomed = await saveAgenda({ name: 'Doomed session', day: 1, from: '10:00', to: '11:00' });
    await editor.goto(listPage());
    await card(editor, 'Doomed session').getByRole('button', { name: 'Delete Doomed session' }).click();
    const dialog = editor.getByRole('dialog');
    await visible(dialog.getByText('Are you sure you want to delete the agenda Doomed session?'));
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await visible(editor.getByText(TOASTS.agendaDeleted));
    await gone(card(editor, 'Doomed session'));
    const { agendas } = await api<{ agendas: Agenda[] }>('GET', `/agendas?eventId=${eventId}`);
    expect(agendas.map((agenda) => agenda.id)).not.toContain(doomed.id);
  });

  it('shows the calendar week on the event first day, themed, and opens the overview from an agenda', async () => {
    await editor.goto(listPage(true));
    await visible(calendarEvent(editor, 'Opening keynote'));
    await visible(calendarEvent(editor, 'Closing panel'));
    const week = await editor.locator('.rbc-toolbar-label').textContent();
    expect(week).toContain(day1.toFormat('LLL'));
    // 24-hour gutter.
    await visible(editor.locator('.rbc-time-gutter').getByText('13:00'));
    expect(await editor.locator('.rbc-time-header .rbc-header').count()).toBe(7);
    await editor.getByRole('combobox', { name: 'Weekdays' }).click();
    await editor.getByRole('option', { name: 'Mon, Wed, Fri' }).click();
    await expect.poll(() => editor.locator('.rbc-time-header .rbc-header').count()).toBe(3);
    // Tuesday and Wednesday sessions: only Wednesday's stays.
    await gone(calendarEvent(editor, 'Opening keynote'));
    await visible(calendarEvent(editor, 'Closing panel'));
    await editor.getByRole('combobox', { name: 'Weekdays' }).click();
    await editor.getByRole('option', { name: 'Mon – Fri' }).click();
    await expect.poll(() => editor.locator('.rbc-time-header .rbc-header').count()).toBe(5);
    await settled(editor);
    await expectAccessible(editor);
    await screenshot(editor, 'agenda-calendar-week-light');

    await editor.getByRole('button', { name: 'Month' }).click();
    await visible(editor.locator('.rbc-month-view'));
    await screenshot(editor, 'agenda-calendar-month-light');
    await editor.getByRole('button', { name: 'Week' }).click();

    await calendarEvent(editor, 'Closing panel').click();
    await editor.waitForURL(/\/main\/event\/agendas\/overview\?/);
    expect(new URL(editor.url()).searchParams.get('a')).toBe(agendaIds['Closing panel']);
  });
});

describe('a second signed-in tab', () => {
  it('shows each change without reload, in the timeline and in the calendar week', async () => {
    const other = await signedInPage(PLAIN);
    await other.goto(listPage());
    await visible(card(other, 'Closing panel'));
    // A reader: no editing controls.
    expect(await other.getByRole('link', { name: 'New agenda' }).count()).toBe(0);
    expect(await other.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    // Marks the page: a reload would lose it.
    await other.evaluate(() => {
      (window as unknown as { __noReload: boolean }).__noReload = true;
    });
    const notReloaded = () => other.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);

    const added = await saveAgenda({
      name: 'Live added session',
      day: 1,
      from: '11:00',
      to: '12:00',
      location: roomId,
    });
    await visible(card(other, 'Live added session'));
    const renamed = await saveAgenda({
      name: 'Live renamed session',
      day: 1,
      from: '11:00',
      to: '12:00',
      location: roomId,
      id: added.id,
      version: added.version,
    });
    await visible(card(other, 'Live renamed session'));
    await gone(card(other, 'Live added session'));
    await api('DELETE', `/agendas?eventId=${eventId}&agendaId=${renamed.id}`);
    await gone(card(other, 'Live renamed session'));
    expect(await notReloaded()).toBe(true);

    await other.getByRole('button', { name: 'Calendar', exact: true }).click();
    await visible(calendarEvent(other, 'Closing panel'));
    const inCalendar = await saveAgenda({
      name: 'Calendar live session',
      day: 0,
      from: '14:00',
      to: '15:00',
      location: roomId,
    });
    await visible(calendarEvent(other, 'Calendar live session'));
    const moved = await saveAgenda({
      name: 'Calendar moved session',
      day: 1,
      from: '09:00',
      to: '10:00',
      location: roomId,
      id: inCalendar.id,
      version: inCalendar.version,
    });
    await visible(calendarEvent(other, 'Calendar moved session'));
    await gone(calendarEvent(other, 'Calendar live session'));
    await api('DELETE', `/agendas?eventId=${eventId}&agendaId=${moved.id}`);
    await gone(calendarEvent(other, 'Calendar moved session'));
    expect(await notReloaded()).toBe(true);
    await screenshot(other, 'agenda-calendar-week-reader-light');
  });
});

describe('dark mode and phone width', () => {
  it('draws the list, the calendar and the overview in dark mode', async () => {
    const dark = await signedInPage(DE_ADMIN, 'dark');
    await dark.goto(listPage());
    await visible(card(dark, 'Opening keynote'));
    expect(await bodyIsDark(dark)).toBe(true);
    await settled(dark);
    await expectAccessible(dark);
    await screenshot(dark, 'agenda-list-dark');

    await dark.getByRole('button', { name: 'Calendar', exact: true }).click();
    await visible(calendarEvent(dark, 'Opening keynote'));
    // The calendar follows the theme: its grid is drawn on the dark paper.
    const gridColour = await dark.locator('.rbc-time-view').evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(gridColour).not.toBe('rgb(255, 255, 255)');
    await settled(dark);
    await expectAccessible(dark);
    await screenshot(dark, 'agenda-calendar-week-dark');

    await dark.goto(overviewPage(agendaIds['Cloud costs clinic'] ?? ''));
    await expect.poll(() => dark.getByTestId('occupancy').textContent()).toBe('75%');
    await settled(dark);
    await expectAccessible(dark);
    await screenshot(dark, 'agenda-overview-dark');
  });

  it('fits a phone, light and dark', async () => {
    // One sign-in for both modes: the app reads the mode from local storage at load.
    const phone = await signedInPage(DE_ADMIN, 'light');
    await phone.setViewportSize({ width: 390, height: 844 });
    for (const mode of ['light', 'dark'] as const) {
      await phone.evaluate(([key, dark]) => window.localStorage.setItem(key, dark), [
        DARK_MODE_STORAGE_KEY,
        String(mode === 'dark'),
      ] as const);
      await phone.goto(listPage());
      await visible(card(phone, 'Opening keynote'));
      expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await settled(phone);
      await screenshot(phone, `agenda-list-phone-${mode}`);
      await phone.goto(listPage(true));
      // A phone opens the calendar on the event's first day.
      await visible(calendarEvent(phone, 'Opening keynote'));
      expect(await phone.getByRole('button', { name: 'Day', exact: true }).getAttribute('class')).toContain(
        'rbc-active',
      );
      expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(phone, `agenda-calendar-phone-${mode}`);
      await phone.goto(overviewPage(agendaIds['Cloud costs clinic'] ?? ''));
      await expect.poll(() => phone.getByTestId('occupancy').textContent()).toBe('75%');
      expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(phone, `agenda-overview-phone-${mode}`);
    }
  });
});

describe('an organizer of a demo event', () => {
  it('reaches the programme of the Berlin Tech Summit from the event card, with the editing controls', async () => {
    const page = await signedInPage(ORGANIZER);
    await page.goto(`${APP_URL}/main/events/eventslist?t=de`);
    await page
      .getByRole('article', { name: 'Berlin Tech Summit' })
      .getByRole('link', { name: 'Berlin Tech Summit' })
      .click();
    // The card opens the event's home (docs/features.md, "The attendee's screens"); Program is one tap on.
    await page.waitForURL(/\/main\/event\/event\?/);
    await page.getByRole('navigation', { name: 'Event' }).getByRole('link', { name: 'Program' }).click();
    await page.waitForURL(/\/main\/event\/agendalist\?/);
    const first = page.getByRole('article').first();
    await visible(first);
    await visible(page.getByRole('link', { name: 'New agenda' }));
    // The live list may still reorder as the rest of the programme arrives: the first card's Edit link
    // is looked for under that card's own name at the same moment.
    await expect
      .poll(
        async () => {
          const name = await first.getAttribute('aria-label');
          return name !== null && (await first.getByRole('link', { name: `Edit ${name}`, exact: true }).isVisible());
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    const program = page.getByRole('navigation', { name: 'Event' }).getByRole('link', { name: 'Program' });
    expect(await program.getAttribute('aria-current')).toBe('page');
  });
});
