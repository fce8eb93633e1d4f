import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { MEMBERSHIP_TEXTS } from '@agenda/contract';
import { DEMO_PEOPLE } from '../personas';
import { apiAs, createEvent, deleteEvent, saveAgendaAs } from './api-helper';
import { APP_URL, browserSuite, expectAccessible, screenshot } from './browser';
import { settled, visible } from './page-helper';
import { demoUserId, signInAs } from './sign-in-helper';

/*
 * In the browser: a plain user on a phone (390×844) joins a session from the
 * programme and sees "You're in" while an organizer's open tab shows the places taken change live;
 * leaves; joins a full session's waitlist and is promoted when the person in its one place leaves.
 */

const ORGANIZER = DEMO_PEOPLE.adminA;
const ATTENDEE = DEMO_PEOPLE.user;
const OTHER = 'emma.dubois@corp.example';
const NAME = `Waitlist test event ${Date.now()}`;
const PHONE = { width: 390, height: 844 };

const { openContext } = browserSuite();
let eventId = '';
let openId = '';
let fullId = '';

const api = <T>(method: 'GET' | 'POST' | 'DELETE', route: string, body?: unknown): Promise<T> =>
  apiAs<T>(ORGANIZER, method, route, body);
const nextYear = (month: number, day: number, hour: number) =>
  new Date(Date.UTC(new Date().getUTCFullYear() + 1, month - 1, day, hour)).toISOString();
const programme = () => `${APP_URL}/main/event/agendalist?e=${eventId}&t=de`;
const overview = (agendaId: string) => `${APP_URL}/main/event/agendas/overview?e=${eventId}&t=de&a=${agendaId}`;

async function signedInPage(email: string, phone: boolean): Promise<Page> {
  const context = await openContext();
  const page = await context.newPage();
  if (phone) await page.setViewportSize(PHONE);
  await signInAs(page, email);
  return page;
}

async function agenda(name: string, hour: number, numberOfPlaces: number): Promise<string> {
  const created = await saveAgendaAs(ORGANIZER, {
    eventId,
    name,
    description: 'Joined in the browser.',
    startTime: nextYear(6, 2, hour),
    endTime: nextYear(6, 2, hour + 1),
    numberOfPlaces,
  });
  return created.id;
}

beforeAll(async () => {
  eventId = await createEvent(ORGANIZER, {
    eventName: NAME,
    description: 'Created by the waitlist browser tests.',
    startDate: nextYear(6, 2, 6),
    endDate: nextYear(6, 2, 18),
  });
  // Both people exist once they have signed in to the API; then they take part in the event.
  await Promise.all([ATTENDEE, OTHER].map((email) => apiAs(email, 'GET', `/participants/event/mine?e=${eventId}`)));
  await api('POST', '/participants/event/participants', {
    eventId,
    participants: [demoUserId(ATTENDEE), demoUserId(OTHER)],
  });
  openId = await agenda('Open workshop', 8, 2);
  fullId = await agenda('Popular workshop', 10, 1);
  await apiAs(OTHER, 'POST', '/participants/agenda/join', { agendaId: fullId, eventId });
});

afterAll(async () => {
  await deleteEvent(ORGANIZER, eventId);
});

describe('joining on a phone', () => {
  let attendee: Page;
  let organizer: Page;

  beforeAll(async () => {
    [attendee, organizer] = await Promise.all([signedInPage(ATTENDEE, true), signedInPage(ORGANIZER, false)]);
  });

  it('joins a session from the programme; the organizer’s open tab shows the place taken, live; then leaves', async () => {
    await organizer.goto(overview(openId));
    await visible(organizer.getByRole('heading', { level: 1, name: 'Open workshop' }));
    await visible(organizer.getByText('0 of 2 places taken'));

    await attendee.goto(programme());
    const card = attendee.getByRole('article', { name: 'Open workshop' });
    await visible(card);
    const join = card.getByRole('button', { name: `${MEMBERSHIP_TEXTS.join}: Open workshop` });
    await visible(join);
    await join.click();
    await visible(card.getByText(MEMBERSHIP_TEXTS.in, { exact: true }));
    await visible(card.getByText(MEMBERSHIP_TEXTS.places(1, 2)));
    // The organizer's tab, never reloaded.
    await visible(organizer.getByText('1 of 2 places taken'));
    await settled(attendee);
    await expectAccessible(attendee);
    await screenshot(attendee, 'waitlist-joined-phone-light');

    await card.getByRole('button', { name: `${MEMBERSHIP_TEXTS.leave}: Open workshop` }).click();
    await visible(card.getByRole('button', { name: `${MEMBERSHIP_TEXTS.join}: Open workshop` }));
    await visible(organizer.getByText('0 of 2 places taken'));
  });

  it('joins a full session’s waitlist and is promoted when the person in its place leaves', async () => {
    await attendee.goto(overview(fullId));
    await visible(attendee.getByRole('heading', { level: 1, name: 'Popular workshop' }));
    await visible(attendee.getByText(MEMBERSHIP_TEXTS.full, { exact: true }));
    await attendee.getByRole('button', { name: `${MEMBERSHIP_TEXTS.joinWaitlist}: Popular workshop` }).click();
    await visible(attendee.getByText(MEMBERSHIP_TEXTS.waiting(1), { exact: true }));
    await visible(attendee.getByRole('button', { name: `${MEMBERSHIP_TEXTS.leaveWaitlist}: Popular workshop` }));
    await screenshot(attendee, 'waitlist-waiting-phone-light');

    // The organizer sees them waiting on the Participants screen.
    await organizer.goto(`${APP_URL}/main/event/agendas/agendaparticipants?e=${eventId}&t=de&a=${fullId}`);
    await visible(organizer.getByRole('list', { name: 'Waitlist' }).getByText(/Lukas Hoffmann/));

    await apiAs(OTHER, 'POST', '/participants/agenda/leave', { agendaId: fullId, eventId });
    await visible(attendee.getByText(MEMBERSHIP_TEXTS.in, { exact: true }));
    await visible(attendee.getByRole('button', { name: `${MEMBERSHIP_TEXTS.leave}: Popular workshop` }));
    await visible(organizer.getByText('Nobody is waiting for a place.'));
  });
});
