/**
 * The attendee's session buttons on a phone (390×844), in Chromium: Join, Leave, the star, Add to calendar
 * and the day chips are at least 44×44 px on the programme and My agenda; the focus stays on Join / Leave
 * after each and the app's one announcer says what happened; Leave asks first when people wait for the
 * place, and otherwise waits 5 s under "Leaving … Undo", whose Undo writes nothing; the programme's search
 * keeps its query across "Show all days" and a reload. Screenshots, light and dark, of the programme, the
 * question and the toast go to test-results/screenshots/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { FieldValue } from 'firebase-admin/firestore';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENDA_ROSTER,
  agendaRosterConverter,
  agendaRosterCounts,
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  LEAVE_UNDO_MS,
  MEMBERSHIP_TEXTS,
  PROGRAMME_SEARCH_TEXTS,
  SESSION_ACTION_TEXTS,
} from '@agenda/contract';
import { adminClients } from '../../scripts/lib/admin';
import { ARTIFACTS_DIR } from '../../scripts/lib/paths';
import { apiAs, createEvent, deleteEvent, saveAgendaAs } from './api-helper';
import { APP_URL, browserSuite, screenshot, type ColorMode } from './browser';
import { gone, settled, visible } from './page-helper';
import { demoUserId } from './sign-in-helper';

const ORGANIZER = 'jonas.becker@corp.example';
const ATTENDEE = 'lukas.hoffmann@corp.example';
const OTHER = 'emma.dubois@corp.example';
const ZONE = 'Europe/Berlin';
const PHONE = { width: 390, height: 844 };
const MIN_TARGET = 44;
const NAME = `Session targets test event ${Date.now()}`;
const SCREENSHOTS = path.join(ARTIFACTS_DIR, 'screenshots');

const OPEN = 'Streaming analytics';
const WAITED_FOR = 'Popular keynote';
const KEPT = 'Graph databases';
const LATER = 'Deep learning lab';

const { signedInPage } = browserSuite();
let eventId = '';
const ids: Record<string, string> = {};

const year = new Date().getUTCFullYear() + 1;
const at = (day: number, hour: number) => new Date(Date.UTC(year, 5, day, hour)).toISOString();
const programme = (query = '') => `${APP_URL}/main/event/agendalist?e=${eventId}&t=de${query}`;
// My agenda in full (the event home shows only today's part of it).
const myAgenda = () => `${APP_URL}/main/event/myagenda?e=${eventId}&t=de`;

async function session(name: string, day: number, hour: number, places: number): Promise<void> {
  ids[name] = (
    await saveAgendaAs(ORGANIZER, {
      eventId,
      name,
      description: `${name}: created by the session targets browser test.`,
      startTime: at(day, hour),
      endTime: at(day, hour + 1),
      numberOfPlaces: places,
    })
  ).id;
}

const agendaDoc = (name: string) =>
  adminClients()
    .db.collection(COLLECTIONS.events)
    .doc(eventId)
    .collection(EVENT_SUBCOLLECTIONS.agendas)
    .doc(ids[name] ?? '');

/** Writes a session's roster (participants and waitlist) as the API would, with its counts. */
async function roster(name: string, participants: string[], waitlist: string[] = []): Promise<void> {
  const agenda = agendaDoc(name);
  const people = { participants, mparticipants: [], waitlist };
  const batch = adminClients().db.batch();
  batch.set(agenda.collection(AGENDA_ROSTER.collection).doc(AGENDA_ROSTER.doc), people);
  batch.update(agenda, { ...agendaRosterCounts(people), roster_version: FieldValue.increment(1) });
  await batch.commit();
}

async function participantsOf(name: string): Promise<string[]> {
  const stored = await agendaDoc(name)
    .collection(AGENDA_ROSTER.collection)
    .doc(AGENDA_ROSTER.doc)
    .withConverter(agendaRosterConverter)
    .get();
  return stored.data()?.participants ?? [];
}

/** The attendee on a phone, signed in once for the whole run (the suite's saved sign-in). */
async function phone(mode: ColorMode = 'light'): Promise<Page> {
  const page = await signedInPage(ATTENDEE, { mode, timezoneId: ZONE });
  await page.setViewportSize(PHONE);
  return page;
}

/** What a person sees (the viewport: a toast or a dialog over the page), into test-results/screenshots/. */
async function viewportShot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await settled(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), animations: 'disabled' });
}

/** Expects every control of `targets` at least 44×44 px, naming any that is not. */
async function expectTargets(targets: Locator[]): Promise<void> {
  const small: string[] = [];
  for (const target of targets) {
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    const name = (await target.getAttribute('aria-label')) ?? (await target.innerText());
    if (!box || box.width < MIN_TARGET - 0.5 || box.height < MIN_TARGET - 0.5)
      small.push(`${name}: ${box ? `${box.width.toFixed(1)}×${box.height.toFixed(1)}` : 'not drawn'}`);
  }
  expect(small, 'controls smaller than 44×44 px on a phone').toEqual([]);
}

/** The accessible name of the focused element. */
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

const announcer = (page: Page) => page.getByTestId('announcer');

beforeAll(async () => {
  eventId = await createEvent(ORGANIZER, {
    eventName: NAME,
    description: 'Created by the session targets browser test.',
    startDate: at(2, 6),
    endDate: at(3, 18),
  });
  await Promise.all([ATTENDEE, OTHER].map((email) => apiAs(email, 'GET', `/participants/event/mine?e=${eventId}`)));
  await apiAs(ORGANIZER, 'POST', '/participants/event/participants', {
    eventId,
    participants: [demoUserId(ATTENDEE), demoUserId(OTHER)],
  });
  await session(OPEN, 2, 8, 10);
  await session(WAITED_FOR, 2, 10, 1);
  await session(KEPT, 3, 8, 10);
  await session(LATER, 3, 10, 10);
  // The attendee holds the one place others wait for, and a place nobody waits for.
  await roster(WAITED_FOR, [demoUserId(ATTENDEE)], [demoUserId(OTHER)]);
  await roster(KEPT, [demoUserId(ATTENDEE)]);
});

afterAll(async () => {
  await deleteEvent(ORGANIZER, eventId);
});

describe('session buttons on a phone', () => {
  /** The programme's Join, star, Add to calendar, day chips and menu, measured, and its screenshot. */
  async function programmeTargets(mode: ColorMode): Promise<void> {
    const page = await phone(mode);
    await page.goto(programme());
    const card = page.getByRole('article', { name: OPEN });
    const join = card.getByRole('button', { name: `${MEMBERSHIP_TEXTS.join}: ${OPEN}` });
    await visible(join);
    const days = page.getByRole('list', { name: 'Days' }).getByRole('button');
    await expectTargets([
      join,
      card.getByRole('button', { name: `Star ${OPEN}` }),
      card.getByRole('button', { name: `Add to calendar: ${OPEN}` }),
      ...(await days.all()),
      page.getByRole('button', { name: 'More about the event' }),
    ]);
    // Drawn once the person's schedule has its seats (a trigger writes it after the seeding).
    await visible(
      page.getByRole('article', { name: KEPT }).getByRole('button', { name: `${MEMBERSHIP_TEXTS.leave}: ${KEPT}` }),
      30_000,
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    await screenshot(page, `session-targets-programme-phone-${mode}`);
  }

  it('are at least 44×44 px on the programme (light)', () => programmeTargets('light'));
  it('are at least 44×44 px on the programme (dark)', () => programmeTargets('dark'));

  it('are at least 44×44 px on My agenda', async () => {
    const page = await phone();
    await page.goto(myAgenda());
    const row = page.getByRole('region', { name: 'My agenda' }).getByRole('listitem', { name: KEPT });
    // The seats reach the person's schedule through a trigger: wait for it.
    await visible(row.getByRole('button', { name: `${MEMBERSHIP_TEXTS.leave}: ${KEPT}` }), 30_000);
    await expectTargets([
      row.getByRole('button', { name: `${MEMBERSHIP_TEXTS.leave}: ${KEPT}` }),
      row.getByRole('button', { name: `Star ${KEPT}` }),
      row.getByRole('button', { name: `Add to calendar: ${KEPT}` }),
    ]);
  });

  it('keeps the focus on Join and then Leave, and the announcer says what happened', async () => {
    const page = await phone();
    await page.goto(programme());
    const card = page.getByRole('article', { name: OPEN });
    const join = card.getByRole('button', { name: `${MEMBERSHIP_TEXTS.join}: ${OPEN}` });
    await visible(join);
    await join.focus();
    await page.keyboard.press('Enter');
    const leave = card.getByRole('button', { name: `${MEMBERSHIP_TEXTS.leave}: ${OPEN}` });
    await visible(leave);
    expect(await focusedName(page)).toBe(`${MEMBERSHIP_TEXTS.leave}: ${OPEN}`);
    await expect.poll(() => announcer(page).textContent()).toBe(SESSION_ACTION_TEXTS.joined(OPEN));
    expect(await announcer(page).getAttribute('aria-live')).toBe('polite');
    // Nobody waits: the leave is sent after the undo time, the focus on the button all along.
    await page.keyboard.press('Enter');
    await expect.poll(() => announcer(page).textContent()).toBe(SESSION_ACTION_TEXTS.leavingAnnounced(OPEN, 5));
    expect(await focusedName(page)).toBe(`Leaving…: ${OPEN}`);
    await visible(join, LEAVE_UNDO_MS + 15_000);
    expect(await focusedName(page)).toBe(`${MEMBERSHIP_TEXTS.join}: ${OPEN}`);
    await expect.poll(() => announcer(page).textContent()).toBe(SESSION_ACTION_TEXTS.left(OPEN));
    expect(await participantsOf(OPEN)).not.toContain(demoUserId(ATTENDEE));
  });

  it('asks before leaving a place someone waits for; Cancel keeps it', async () => {
    for (const mode of ['light', 'dark'] as const) {
      const page = await phone(mode);
      await page.goto(programme());
      const leave = page
        .getByRole('article', { name: WAITED_FOR })
        .getByRole('button', { name: `${MEMBERSHIP_TEXTS.leave}: ${WAITED_FOR}` });
      await visible(leave, 30_000);
      await leave.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: SESSION_ACTION_TEXTS.leaveTitle(WAITED_FOR) });
      await visible(dialog);
      await visible(dialog.getByText(SESSION_ACTION_TEXTS.waitersTakeThePlace(1)));
      await viewportShot(page, `session-targets-leave-dialog-phone-${mode}`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await gone(dialog);
      expect(await focusedName(page)).toBe(`${MEMBERSHIP_TEXTS.leave}: ${WAITED_FOR}`);
    }
    expect(await participantsOf(WAITED_FOR)).toEqual([demoUserId(ATTENDEE)]);
  });

  it('undoes a Leave from My agenda before anything is written', async () => {
    for (const mode of ['light', 'dark'] as const) {
      const page = await phone(mode);
      const leaves: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith('/participants/agenda/leave')) leaves.push(request.url());
      });
      await page.goto(myAgenda());
      const row = page.getByRole('region', { name: 'My agenda' }).getByRole('listitem', { name: KEPT });
      const leave = row.getByRole('button', { name: `${MEMBERSHIP_TEXTS.leave}: ${KEPT}` });
      await visible(leave, 30_000);
      await leave.focus();
      await page.keyboard.press('Enter');
      const toast = page.getByRole('group', { name: SESSION_ACTION_TEXTS.leaving(KEPT) });
      await visible(toast);
      await viewportShot(page, `session-targets-undo-toast-phone-${mode}`);
      // Undo is one Tab from the pending button.
      await page.keyboard.press('Tab');
      expect(await focusedName(page)).toBe(SESSION_ACTION_TEXTS.undo);
      await page.keyboard.press('Enter');
      await gone(toast);
      expect(await focusedName(page)).toBe(`${MEMBERSHIP_TEXTS.leave}: ${KEPT}`);
      await expect.poll(() => announcer(page).textContent()).toBe(SESSION_ACTION_TEXTS.undone(KEPT));
      // Past the moment the leave would have been sent: no request, and the person is still in.
      const undoneAt = Date.now();
      await expect
        .poll(() => Date.now() - undoneAt > LEAVE_UNDO_MS + 1_000, { timeout: LEAVE_UNDO_MS + 5_000 })
        .toBe(true);
      expect(leaves).toEqual([]);
      expect(await participantsOf(KEPT)).toEqual([demoUserId(ATTENDEE)]);
      await visible(leave);
    }
  });

  it('searches every day and keeps the query across "Show all days" and a reload', async () => {
    const page = await phone();
    await page.goto(programme());
    const days = page.getByRole('list', { name: 'Days' });
    await visible(days);
    // The first day, then a search for a session of the second.
    await days.getByRole('button').nth(1).click();
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('deep learning');
    const notice = page.getByText(PROGRAMME_SEARCH_TEXTS.onOtherDays(1), { exact: false });
    await visible(notice);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('deep learning');
    await page.getByRole('button', { name: PROGRAMME_SEARCH_TEXTS.showAllDays }).click();
    await visible(page.getByRole('article', { name: LATER }));
    expect(await page.getByRole('searchbox', { name: 'Search by name' }).inputValue()).toBe('deep learning');
    expect(new URL(page.url()).searchParams.get('d')).toBe('all');
    await page.reload();
    await visible(page.getByRole('article', { name: LATER }));
    expect(await page.getByRole('searchbox', { name: 'Search by name' }).inputValue()).toBe('deep learning');
    expect(await page.getByRole('article').count()).toBe(1);
  });
});
