/**
 * The event dashboard's "Session feedback" (docs/features.md "Feedback after a session") in Chromium:
 * a participant rates a session that ended an hour ago; its organizer finds it on the event's
 * Dashboard (average, count, and the comment with the rater's name behind the session's heading, opened
 * with the keyboard); the session's speaker, not an editor, reaches the Dashboard by its tab and sees the
 * same comment without the name and nothing else of the dashboard; another participant is told they cannot edit the event. Axe and
 * screenshots, light and dark, desktop and phone.
 */
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, EVENT_MESSAGES, EVENT_SUBCOLLECTIONS } from '@agenda/contract';
import { adminClients } from '../../scripts/lib/admin';
import { apiAs, createEvent, deleteEvent, saveAgendaAs, seatInAgenda } from './api-helper';
import { APP_URL, browserSuite, expectAccessible, shootDesktopAndPhone, type ColorMode } from './browser';
import { ownPerson, type OwnPerson } from './own-people';
import { visible } from './page-helper';

const ORGANIZER = 'jonas.becker@corp.example';
const ZONE = 'Europe/Berlin';
const NAME = `Dashboard feedback test event ${Date.now()}`;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const SESSION = 'Rated workshop';
const COMMENT = 'The slides were hard to read from the back';

const { signedInPage } = browserSuite();
let eventId = '';
let agendaId = '';
let rater: OwnPerson;
let speaker: OwnPerson;
let bystander: OwnPerson;

const dashboard = () => `${APP_URL}/main/event/dashboard?e=${eventId}&t=de`;
const feedbackSection = (page: Page) => page.getByRole('region', { name: 'Session feedback', exact: true });

beforeAll(async () => {
  // One after another: each is a first sign-in, which writes the address index.
  rater = await ownPerson('dashboard-feedback.rater', { givenName: 'Hana', surname: 'Rater' });
  speaker = await ownPerson('dashboard-feedback.speaker', { givenName: 'Ivo', surname: 'Speaker' });
  bystander = await ownPerson('dashboard-feedback.bystander', { givenName: 'Jan', surname: 'Bystander' });
  // The API makes sessions from today on: made for later, then moved to have ended an hour ago.
  eventId = await createEvent(ORGANIZER, {
    eventName: NAME,
    description: 'Created by the dashboard feedback browser test.',
    startDate: new Date(Date.now() + 2 * DAY).toISOString(),
    endDate: new Date(Date.now() + 3 * DAY).toISOString(),
  });
  agendaId = (
    await saveAgendaAs(ORGANIZER, {
      eventId,
      name: SESSION,
      description: 'A session that ended an hour ago.',
      startTime: new Date(Date.now() + 2 * DAY + HOUR).toISOString(),
      endTime: new Date(Date.now() + 2 * DAY + 2 * HOUR).toISOString(),
    })
  ).id;
  for (const person of [rater, speaker, bystander])
    await apiAs(person.email, 'GET', `/participants/event/mine?e=${eventId}`);
  await apiAs(ORGANIZER, 'POST', '/participants/event/participants', {
    eventId,
    participants: [rater.uid, bystander.uid],
  });
  await apiAs(ORGANIZER, 'POST', '/participants/agenda/speakers', { agendaId, eventId, speakers: [speaker.uid] });
  const event = adminClients().db.collection(COLLECTIONS.events).doc(eventId);
  await event.update({
    start_date: Timestamp.fromMillis(Date.now() - DAY),
    end_date: Timestamp.fromMillis(Date.now() + DAY),
  });
  await event
    .collection(EVENT_SUBCOLLECTIONS.agendas)
    .doc(agendaId)
    .update({
      start_time: Timestamp.fromMillis(Date.now() - 2 * HOUR),
      end_date: Timestamp.fromMillis(Date.now() - HOUR),
    });
  await seatInAgenda(eventId, agendaId, [rater.uid]);
  await apiAs(rater.email, 'POST', '/participants/agenda/feedback', { agendaId, eventId, rating: 2, comment: COMMENT });
}, 120_000);

afterAll(async () => {
  await deleteEvent(ORGANIZER, eventId);
});

/** Opens the session's comments from the keyboard: focus its heading's button, press Enter. */
async function openComments(page: Page): Promise<void> {
  const section = feedbackSection(page);
  const toggle = section.getByRole('button', { name: new RegExp(SESSION) });
  await visible(toggle, 30_000);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
  await visible(section.getByText(COMMENT));
}

describe('session feedback on the event dashboard', () => {
  it.each<ColorMode>(['light', 'dark'])(
    'the organizer sees the rating and the comment with its rater (%s)',
    async (mode) => {
      const page = await signedInPage(ORGANIZER, { mode, timezoneId: ZONE });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(dashboard());
      const section = feedbackSection(page);
      await visible(section.getByRole('heading', { level: 2, name: 'Session feedback' }), 30_000);
      await visible(section.getByRole('heading', { level: 3, name: new RegExp(SESSION) }), 30_000);
      await visible(section.getByText('2.0 of 5 · 1 rating'));
      await openComments(page);
      await visible(section.getByText(/Hana.* · 2 of 5/));
      await expectAccessible(page, 'main');
      await shootDesktopAndPhone(page, `dashboard-feedback-organizer-${mode}`);
    },
  );

  it('the speaker sees their session without the rater’s name, and nothing else of the dashboard', async () => {
    const page = await signedInPage(speaker.email, { mode: 'light', timezoneId: ZONE });
    await page.setViewportSize({ width: 1440, height: 900 });
    // The Dashboard tab leads a speaker there from the event's programme.
    await page.goto(`${APP_URL}/main/event/agendalist?e=${eventId}&t=de`);
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click({ timeout: 30_000 });
    await page.waitForURL(/\/main\/event\/dashboard/);
    const section = feedbackSection(page);
    await visible(section.getByText('2.0 of 5 · 1 rating'), 30_000);
    await openComments(page);
    await visible(section.getByText('A participant · 2 of 5', { exact: false }));
    expect(await section.getByText(/Hana/).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Export participants' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Occupancy per session', exact: true }).count()).toBe(0);
    await expectAccessible(page, 'main');
    await shootDesktopAndPhone(page, 'dashboard-feedback-speaker-light');
  });

  it('a participant who does not speak is told they cannot edit the event', async () => {
    const page = await signedInPage(bystander.email, { mode: 'light', timezoneId: ZONE });
    await page.goto(dashboard());
    await visible(page.getByText(EVENT_MESSAGES.cannotEdit), 30_000);
    expect(await feedbackSection(page).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Dashboard', exact: true }).count()).toBe(0);
  });
});
