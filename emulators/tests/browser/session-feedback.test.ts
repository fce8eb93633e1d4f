/**
 * Feedback after a session (docs/features.md "Feedback after a session"), in Chromium on a phone
 * (390×844): a participant of a session that ended an hour ago rates it on its overview ("How was this
 * session?", 44 px stars, a comment, Save and its confirmation) and finds their rating when they come
 * back; the event's organizer sees the average, the count and the comment with the rater's name.
 * Screenshots, light and dark, go to test-results/screenshots/.
 */
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, EVENT_SUBCOLLECTIONS, FEEDBACK_MESSAGES } from '@agenda/contract';
import { adminClients } from '../../scripts/lib/admin';
import { apiAs, createEvent, deleteEvent, saveAgendaAs, seatInAgenda } from './api-helper';
import { APP_URL, browserSuite, screenshot, type ColorMode } from './browser';
import { ownPerson, type OwnPerson } from './own-people';
import { settled, visible } from './page-helper';

const ORGANIZER = 'jonas.becker@corp.example';
const ZONE = 'Europe/Berlin';
const PHONE = { width: 390, height: 844 };
const MIN_TARGET = 44;
const NAME = `Session feedback test event ${Date.now()}`;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const { signedInPage } = browserSuite();
let eventId = '';
let agendaId = '';
let participant: OwnPerson;

const overview = () => `${APP_URL}/main/event/agendas/overview?e=${eventId}&t=de&a=${agendaId}`;

async function phone(email: string, mode: ColorMode): Promise<Page> {
  const page = await signedInPage(email, { mode, timezoneId: ZONE });
  await page.setViewportSize(PHONE);
  return page;
}

beforeAll(async () => {
  participant = await ownPerson('session-feedback.participant', { givenName: 'Fenna', surname: 'Rating' });
  // The API makes sessions from today on: made for later, then moved to have ended an hour ago.
  eventId = await createEvent(ORGANIZER, {
    eventName: NAME,
    description: 'Created by the session feedback browser test.',
    startDate: new Date(Date.now() + 2 * DAY).toISOString(),
    endDate: new Date(Date.now() + 3 * DAY).toISOString(),
  });
  agendaId = (
    await saveAgendaAs(ORGANIZER, {
      eventId,
      name: 'Rated keynote',
      description: 'A session that ended an hour ago.',
      startTime: new Date(Date.now() + 2 * DAY + HOUR).toISOString(),
      endTime: new Date(Date.now() + 2 * DAY + 2 * HOUR).toISOString(),
    })
  ).id;
  await apiAs(participant.email, 'GET', `/participants/event/mine?e=${eventId}`);
  await apiAs(ORGANIZER, 'POST', '/participants/event/participants', { eventId, participants: [participant.uid] });
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
  await seatInAgenda(eventId, agendaId, [participant.uid]);
}, 120_000);

afterAll(async () => {
  await deleteEvent(ORGANIZER, eventId);
});

describe('feedback after a session', () => {
  async function rate(mode: ColorMode, stars: number, comment: string): Promise<void> {
    const page = await phone(participant.email, mode);
    await page.goto(overview());
    const card = page.getByTestId('session-feedback');
    await visible(card.getByRole('heading', { name: 'How was this session?' }), 30_000);
    const star = card.getByRole('radio', { name: `${stars} Stars` });
    // Each star is at least 44 px on a phone.
    const icons = await card.locator('.MuiRating-icon').all();
    expect(icons.length).toBe(5);
    for (const icon of icons) {
      const box = await icon.boundingBox();
      expect(box && Math.min(box.width, box.height)).toBeGreaterThanOrEqual(MIN_TARGET - 0.5);
    }
    // Keyboard: focus a star and move with the arrows (a radio group).
    await star.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => star.isChecked()).toBe(true);
    await card.getByRole('textbox', { name: 'Comment (optional)' }).fill(comment);
    await card.getByRole('button', { name: 'Save' }).click();
    await visible(card.getByText(FEEDBACK_MESSAGES.saved));
    await settled(page);
    await screenshot(page, `session-feedback-participant-phone-${mode}`);
    // Coming back shows their saved rating.
    await page.reload();
    await visible(card.getByRole('heading', { name: 'How was this session?' }), 30_000);
    await expect.poll(() => card.getByRole('radio', { name: `${stars} Stars` }).isChecked()).toBe(true);
    expect(await card.getByRole('textbox', { name: 'Comment (optional)' }).inputValue()).toBe(comment);
  }

  async function organizerSees(mode: ColorMode, comment: string): Promise<void> {
    const page = await phone(ORGANIZER, mode);
    await page.goto(overview());
    const summary = page.getByTestId('feedback-summary');
    await visible(summary, 30_000);
    await visible(summary.getByText('4.0 of 5 · 1 rating'));
    await visible(summary.getByText(comment));
    // With the rater's name (as the directory gives it).
    await visible(summary.getByText(/Fenna.* · 4 of 5/));
    // The organizer did not take part: no form.
    expect(await page.getByRole('heading', { name: 'How was this session?' }).count()).toBe(0);
    await settled(page);
    await screenshot(page, `session-feedback-organizer-phone-${mode}`);
  }

  it('a participant rates the session (light) and the organizer sees it with their name', async () => {
    await rate('light', 3, 'Good pace');
    // A second save replaces the first: one rating, the new value.
    await rate('light', 4, 'Clear and well paced');
    await organizerSees('light', 'Clear and well paced');
  });

  it('the same in dark', async () => {
    await rate('dark', 4, 'Clear and well paced, thanks');
    await organizerSees('dark', 'Clear and well paced, thanks');
  });
});
