/**
 * The notification screens in Chromium: an organizer schedules a LINK notification through
 * the form (date and time on the event's clock), sees it live in the scheduled list, and once it is due
 * the scheduled function runs (fired as Cloud Scheduler would): the participant's bell, in another
 * browser, counts it, the list shows it sent with its counts and MailDev has the mail. Then a
 * notification sent at once from Send notifications, and the invites' refusal shown in the card.
 * Screenshots of the three screens light and dark, desktop and phone.
 */
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_MESSAGES, COLLECTIONS, notificationPaths, TOASTS } from '@agenda/contract';
import { adminClients } from '../../scripts/lib/admin';
import { jsonAnswer } from '../../scripts/lib/answer';
import { MAILDEV_WEB_URL } from '../../scripts/lib/maildev';
import { fireScheduledFunction, NOTIFICATION_SCHEDULE } from '../../scripts/lib/schedule';
import { DEMO_PEOPLE } from '../personas';
import { apiAs, createEvent, deleteEvent } from './api-helper';
import { APP_URL, bodyIsDark, browserSuite, expectAccessible, screenshot } from './browser';
import { settled } from './page-helper';
import { demoUserId } from './sign-in-helper';

const ADMIN = DEMO_PEOPLE.adminA;
const ORGANIZER = DEMO_PEOPLE.organizer;
const PARTICIPANT = DEMO_PEOPLE.user;
const RUN = Date.now().toString(36);
const SCHEDULED = `Room change for the keynote ${RUN}`;
const IMMEDIATE = `Coffee is served ${RUN}`;
const LINK = 'https://intranet.corp.example/rooms';

const { signedInPage } = browserSuite();
let eventId = '';

const screenUrl = (name: string) => `${APP_URL}/main/event/notifications/${name}?e=${eventId}&t=de`;
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
async function unread(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/, (\d+)\+? unread/.exec(label)?.[1] ?? 0);
}

/** MailDev's mails whose text holds `needle`. */
async function mailsWith(needle: string): Promise<{ to: { address: string }[] }[]> {
  const response = await fetch(`${MAILDEV_WEB_URL}/email`);
  const mails = await jsonAnswer<{ to: { address: string }[]; text?: string; subject?: string }[]>(response);
  return mails.filter((mail) => `${mail.subject ?? ''} ${mail.text ?? ''}`.includes(needle));
}

beforeAll(async () => {
  const year = new Date().getUTCFullYear() + 1;
  eventId = await createEvent(ADMIN, {
    eventName: `Notifications test event ${RUN}`,
    description: 'Created by the notification browser tests.',
    startDate: `${year}-05-10T07:00:00Z`,
    endDate: `${year}-05-11T16:00:00Z`,
  });
  // The organizers screen is not part of this issue: the organizer is arranged in Firestore.
  await adminClients()
    .db.collection(COLLECTIONS.events)
    .doc(eventId)
    .update({ organizers: [demoUserId(ORGANIZER)] });
  await apiAs(ADMIN, 'POST', '/participants/event/participants', { eventId, participants: [demoUserId(PARTICIPANT)] });
});

afterAll(async () => {
  await deleteEvent(ADMIN, eventId);
});

describe('notification screens', () => {
  it('an organizer schedules a notification that reaches a participant when the scheduled function runs', async () => {
    const [page, participant] = await Promise.all([signedInPage(ORGANIZER), signedInPage(PARTICIPANT)]);
    await expect.poll(() => bell(participant).getAttribute('aria-label')).toMatch(/^Notifications/);
    const before = await unread(participant);

    await page.goto(screenUrl('schedulednotifications'));
    await page.getByText('No notification is scheduled for this event').waitFor();
    await page
      .getByRole('navigation', { name: 'Notifications' })
      .getByRole('link', { name: 'New notification' })
      .click();
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await page.getByRole('textbox', { name: 'Subject' }).fill(SCHEDULED);
    await page.getByRole('radio', { name: 'LINK' }).check();
    await page.getByText('This field is required.').waitFor();
    await page.getByRole('textbox', { name: 'Link' }).fill('intranet');
    await page.getByText('Please enter a valid URL.').waitFor();
    await page.getByRole('textbox', { name: 'Link' }).fill(LINK);
    expect(await save.isDisabled()).toBe(true);
    // Tomorrow at 10:00 on the event's clock (Berlin), typed section by section (dd/MM/yyyy HH:mm).
    const tomorrow = new Date(Date.now() + 86_400_000);
    const [day, month, yearText] = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    })
      .format(tomorrow)
      .split('/');
    await page
      .locator('.MuiPickersTextField-root', { hasText: 'Date and time' })
      .locator('[role="spinbutton"]')
      .first()
      .click();
    await page.keyboard.type(`${day}${month}${yearText}1000`, { delay: 20 });
    await page.getByText(/In the event's time zone, \S+ \(Europe\/Berlin\)/).waitFor();
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await page.getByText('Notification scheduled').waitFor();
    await page.waitForURL(/\/notifications\/schedulednotifications/);

    const upcoming = page.getByRole('list', { name: 'Scheduled' });
    const card = upcoming.getByRole('listitem').filter({ hasText: SCHEDULED });
    await card.waitFor();
    expect(await card.textContent()).toContain('Notification will be sent at');
    const link = card.getByRole('link', { name: LINK });
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await link.getAttribute('target')).toBe('_blank');
    await expectAccessible(page, 'main');

    // Due now: the test moves its time back (the form takes only future times), then fires the schedule.
    const notes = await adminClients()
      .db.collection(notificationPaths.notifications(eventId))
      .where('message', '==', SCHEDULED)
      .get();
    expect(notes.size).toBe(1);
    await notes.docs[0]!.ref.update({ start_time: Timestamp.fromMillis(Date.now() - 1000) });
    await fireScheduledFunction(NOTIFICATION_SCHEDULE);
    await expect.poll(() => unread(participant), { timeout: 15_000 }).toBe(before + 1);
    // The organizer's list moves it to the sent ones, live, with its counts.
    const sent = page.getByRole('list', { name: 'Sent' }).getByRole('listitem').filter({ hasText: SCHEDULED });
    await sent.getByText('Delivered to 1 of 1').waitFor({ timeout: 15_000 });
    expect(await upcoming.count()).toBe(0);
    // The mail went through the suite's SMTP server.
    await expect
      .poll(async () => (await mailsWith(SCHEDULED)).flatMap((mail) => mail.to.map((to) => to.address)), {
        timeout: 20_000,
      })
      .toContain(PARTICIPANT);

    // Sent at once from Send notifications (send to all: the one participant).
    await page
      .getByRole('navigation', { name: 'Notifications' })
      .getByRole('link', { name: 'Send notifications' })
      .click();
    const send = page.getByRole('button', { name: 'Send', exact: true });
    expect(await send.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Subject' }).fill(IMMEDIATE);
    await send.click();
    await page.getByText(TOASTS.notificationsSent).waitFor();
    await expect.poll(() => unread(participant), { timeout: 15_000 }).toBe(before + 2);
    // Invites need agendas: the refusal shows in the card, no dialog.
    await page.getByRole('button', { name: 'Send mail invites' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send invites' }).click();
    await page.getByText(CALENDAR_MESSAGES.noAgendas).waitFor();
  });

  it.each(['light', 'dark'] as const)('shows the three screens in %s mode on a desktop and a phone', async (mode) => {
    const page = await signedInPage(ORGANIZER, mode);
    for (const name of ['schedulednotifications', 'addnot', 'sendnotifications']) {
      for (const [device, width, height] of [
        ['desktop', 1440, 900],
        ['phone', 390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto(screenUrl(name));
        await page.getByRole('navigation', { name: 'Notifications' }).waitFor();
        await settled(page);
        expect(await bodyIsDark(page)).toBe(mode === 'dark');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await screenshot(page, `notifications-${name}-${device}-${mode}`);
      }
    }
  });
});
