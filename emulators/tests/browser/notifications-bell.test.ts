/**
 * The bell in Chromium: an organizer schedules a notification for a participant a few
 * seconds ahead; once it is due the scheduled function runs (fired as `npm start` fires it) and the
 * participant, signed in in another browser, sees the bell's count rise live, opens the panel, follows
 * the LINK item's link (a new tab, no opener) and marks everything read. Screenshots light and dark,
 * desktop and phone. A reminder before a session the participant joined arrives in the bell the same
 * way, and its link opens the session in place. The participant and the event are this file's own (own-people.ts): the bell counts
 * everything a person is sent, and another file's waitlist promotion or badge for a demo persona would
 * move it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, EVENT_SUBCOLLECTIONS, type Notification } from '@agenda/contract';
import { adminClients } from '../../scripts/lib/admin';
import { fireScheduledFunction, NOTIFICATION_SCHEDULE } from '../../scripts/lib/schedule';
import { DEMO_PEOPLE } from '../personas';
import { apiAs, createEvent, deleteEvent, saveAgendaAs } from './api-helper';
import { browserSuite, expectAccessible, shootDesktopAndPhone } from './browser';
import { ownPerson, type OwnPerson } from './own-people';

const ORGANIZER = DEMO_PEOPLE.adminA;
const RUN = Date.now().toString(36);
const EVENT_NAME = `Bell test summit ${RUN}`;
let PARTICIPANT: OwnPerson;
let EVENT = '';
const MESSAGE = `The keynote moves to Hall B ${RUN}`;
const LINK = 'https://intranet.corp.example/halls';
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

const { signedInPage } = browserSuite();

beforeAll(async () => {
  PARTICIPANT = await ownPerson('notifications-bell.participant', { givenName: 'Bea', surname: 'Bell' });
  const nextYear = new Date().getUTCFullYear() + 1;
  EVENT = await createEvent(ORGANIZER, {
    eventName: EVENT_NAME,
    description: 'Created by the bell browser tests.',
    startDate: `${nextYear}-06-02T08:00:00.000Z`,
    endDate: `${nextYear}-06-02T16:00:00.000Z`,
  });
  // A user once signed in to the API; then a participant of the event.
  await apiAs(PARTICIPANT.email, 'GET', `/participants/event/mine?e=${EVENT}`);
  await apiAs(ORGANIZER, 'POST', '/participants/event/participants', {
    eventId: EVENT,
    participants: [PARTICIPANT.uid],
  });
});

afterAll(async () => {
  if (EVENT) await deleteEvent(ORGANIZER, EVENT);
});

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
/** The bell's unread count, from its accessible name ("Notifications, 3 unread"). */
async function unread(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/, (\d+)\+? unread/.exec(label)?.[1] ?? 0);
}

describe('the bell', () => {
  it('counts a scheduled notification live when the scheduled function runs, lists it, opens its link safely and marks it read', async () => {
    const participant = await signedInPage(PARTICIPANT.email);
    await bell(participant).waitFor();
    // The listener has answered once the bell is no longer busy (it may already count older items).
    await expect.poll(() => bell(participant).getAttribute('aria-busy')).toBe('false');
    const before = await unread(participant);

    // An hour ahead: a run now leaves it alone and the bell does not move, however busy the machine.
    const content = {
      eventId: EVENT,
      notification: { message: MESSAGE, type: 'LINK', link: LINK },
      send_to_all: false,
      users: [PARTICIPANT.uid],
    };
    const saved = await apiAs<{ result: Notification }>(ORGANIZER, 'POST', '/notifications/new', {
      ...content,
      date: new Date(Date.now() + 60 * 60_000).toISOString(),
    });
    expect(saved.result.status).toBe('scheduled');
    await fireScheduledFunction(NOTIFICATION_SCHEDULE);
    expect(await unread(participant)).toBe(before);

    // Then moved to 20 s ahead (the organizer's edit; the API refuses a date already past), due once they have passed.
    const at = new Date(Date.now() + 20_000);
    await apiAs(ORGANIZER, 'POST', '/notifications/new', {
      ...content,
      notification_id: saved.result.id,
      date: at.toISOString(),
    });
    await expect.poll(() => Date.now() > at.getTime(), { timeout: 40_000 }).toBe(true);
    await fireScheduledFunction(NOTIFICATION_SCHEDULE);
    await expect.poll(() => unread(participant), { timeout: 15_000 }).toBe(before + 1);

    await bell(participant).click();
    const panel = participant.getByRole('dialog', { name: 'Notifications' });
    const item = panel.getByRole('listitem', { name: `Unread: ${MESSAGE}` });
    await item.waitFor();
    expect(await item.textContent()).toContain(EVENT_NAME);
    const link = item.getByRole('link', { name: 'Open link' });
    expect(await link.getAttribute('href')).toBe(LINK);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    await expectAccessible(participant);
    await shootDesktopAndPhone(participant, 'notifications-bell-light');

    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await panel.getByRole('listitem', { name: MESSAGE, exact: true }).waitFor();
    expect(await panel.getByRole('button', { name: 'Mark all as read' }).isDisabled()).toBe(true);
    // The open panel hides the page from assistive technology: close it to read the bell again.
    await participant.keyboard.press('Escape');
    await expect.poll(() => unread(participant), { timeout: 10_000 }).toBe(0);

    // The organizer's screens see it sent, with its counts.
    const sent = await apiAs<{ notification: Notification }>(
      ORGANIZER,
      'GET',
      `/schedulednotifications/byId?n=${encodeURIComponent(saved.result.id)}`,
    );
    expect(sent.notification).toMatchObject({ status: 'sent', recipients: 1, delivered: 1, failed: 0 });
  });

  it('shows the panel in dark mode', async () => {
    const page = await signedInPage(PARTICIPANT.email, 'dark');
    await bell(page).click();
    await page
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('listitem', { name: MESSAGE, exact: true })
      .waitFor();
    await shootDesktopAndPhone(page, 'notifications-bell-dark');
  });

  it('brings a reminder 15 minutes before a joined session that starts 16 minutes after the test, and opens the session', async () => {
    const start = Date.now() + 16 * 60_000;
    // The API makes sessions from today on: made two days ahead, then moved to start 16 minutes from now.
    const eventId = await createEvent(ORGANIZER, {
      eventName: `Reminder test ${RUN}`,
      description: 'Created by the bell browser tests.',
      startDate: new Date(Date.now() + 2 * DAY).toISOString(),
      endDate: new Date(Date.now() + 3 * DAY).toISOString(),
    });
    try {
      const agendaId = (
        await saveAgendaAs(ORGANIZER, {
          eventId,
          name: `Streaming analytics ${RUN}`,
          description: 'A session that starts 16 minutes after the test.',
          startTime: new Date(Date.now() + 2 * DAY + HOUR).toISOString(),
          endTime: new Date(Date.now() + 2 * DAY + 2 * HOUR).toISOString(),
        })
      ).id;
      const event = adminClients().db.collection(COLLECTIONS.events).doc(eventId);
      await event.update({
        start_date: Timestamp.fromMillis(Date.now() - DAY),
        end_date: Timestamp.fromMillis(start + DAY),
      });
      await event
        .collection(EVENT_SUBCOLLECTIONS.agendas)
        .doc(agendaId)
        .update({ start_time: Timestamp.fromMillis(start), end_date: Timestamp.fromMillis(start + HOUR) });
      await apiAs(ORGANIZER, 'POST', '/participants/event/participants', { eventId, participants: [PARTICIPANT.uid] });
      await apiAs(PARTICIPANT.email, 'POST', '/participants/agenda/join', { eventId, agendaId });

      const page = await signedInPage(PARTICIPANT.email);
      await expect.poll(() => bell(page).getAttribute('aria-busy')).toBe('false');
      const before = await unread(page);
      // The scheduler's run at the reminder's moment (a minute from now: the run takes the schedule's time).
      await fireScheduledFunction(NOTIFICATION_SCHEDULE, new Date(start - 15 * 60_000));
      await expect.poll(() => unread(page), { timeout: 15_000 }).toBe(before + 1);

      await bell(page).click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      const item = panel.getByRole('listitem', { name: `Unread: “Streaming analytics ${RUN}” starts in 15 minutes` });
      await item.waitFor();
      await shootDesktopAndPhone(page, 'notifications-bell-reminder');
      const open = item.getByRole('link', { name: 'Open the session' });
      expect(await open.getAttribute('target')).toBeNull();
      await open.click();
      await page.waitForURL(/\/v2\/main\/event\/agendas\/overview\?/);
      await page
        .getByRole('heading', { name: `Streaming analytics ${RUN}` })
        .first()
        .waitFor();
      await expect.poll(() => panel.count()).toBe(0);
      await expect.poll(() => unread(page), { timeout: 10_000 }).toBe(before);
    } finally {
      await deleteEvent(ORGANIZER, eventId);
    }
  });
});
