/**
 * In Chromium: a participant sees their points and badges of an event on its home and
 * on their profile (earned badges, the next one with the way to it), reaches the badges from the
 * event's toolbar, and sees none of it once the event hides gamification; the screens in light and
 * dark, on a desktop and a phone. The total is arranged in Firestore (the functions keep it from the
 * wall's points ledger: functions/test/api/points.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, POINTS_SUBCOLLECTION } from '@agenda/contract';
import { Timestamp } from 'firebase-admin/firestore';
import { adminClients } from '../../scripts/lib/admin';
import { stripesPng, type Rgb } from '../../scripts/lib/png';
import { DEMO_PEOPLE } from '../personas';
import { createEvent, deleteEvent, storeImage } from './api-helper';
import { APP_URL, bodyIsDark, browserSuite, expectAccessible, shootDesktopAndPhone } from './browser';
import { expectRendered, gone, visible } from './page-helper';
import { demoUserId } from './sign-in-helper';

const ADMIN = DEMO_PEOPLE.adminA;
const PLAIN = DEMO_PEOPLE.user;
const NAME = `Points test event ${Date.now()}`;
const GOLD: Rgb = [230, 170, 20];
const NAVY: Rgb = [20, 40, 110];

const { signedInPage } = browserSuite();
let eventId = '';
const home = () => `${APP_URL}/main/event/event?e=${eventId}&t=de`;
/** Where the points card is (docs/features.md, "The attendee's screens"); the home has one line of them. */
const me = () => `${APP_URL}/main/event/me?e=${eventId}&t=de`;
const eventRef = () => adminClients().db.collection(COLLECTIONS.events).doc(eventId);

beforeAll(async () => {
  const year = new Date().getUTCFullYear() + 1;
  eventId = await createEvent(ADMIN, {
    eventName: NAME,
    description: 'Created by the points browser tests.',
    startDate: `${year}-05-10T07:00:00Z`,
    endDate: `${year}-05-11T16:00:00Z`,
  });
  const badges = adminClients().db.collection(COLLECTIONS.gamification).doc(eventId).collection('badges');
  for (const [id, name, threshold, colors] of [
    ['starter', 'Starter', 10, [GOLD, NAVY]],
    ['regular', 'Regular', 30, [NAVY, GOLD]],
  ] as const) {
    const reference = `eventBadges/${eventId}/${id}.png`;
    const image = stripesPng({ width: 64, height: 64, colors: [...colors], direction: 'vertical' });
    await badges.doc(id).set({ n: name, t: threshold, f: reference, u: await storeImage(reference, image, `${id}-t`) });
  }
  // 20 points: Starter earned, Regular 10 points away (halfway from 10 to 30).
  const uid = demoUserId(PLAIN);
  await adminClients()
    .db.collection(COLLECTIONS.gamification)
    .doc(eventId)
    .collection(POINTS_SUBCOLLECTION)
    .doc(uid)
    .set({ uid, event_id: eventId, tenant_id: 'de', points: 20, updated_at: Timestamp.now() });
});

afterAll(async () => {
  await deleteEvent(ADMIN, eventId);
});

describe("a participant's points and badges", () => {
  it('shows them on Me (a line of them on the event home) and the profile, with the way to the badges', async () => {
    const page = await signedInPage(PLAIN);
    await page.goto(home());
    const line = page.getByRole('region', { name: 'Your points' });
    await visible(line.getByText('20 points · 1 badge'));
    await line.getByRole('link').click();
    await page.waitForURL(/\/main\/event\/me\?/);
    const card = page.getByRole('region', { name: 'Your points' });
    await visible(card.getByText('20 points', { exact: true }));
    await visible(card.getByText("Earned with your posts, comments and likes on the event's wall."));
    await visible(card.getByText('Starter'));
    await expectRendered(card.locator('img').first());
    await visible(card.getByText('Next badge: Regular, 10 points to go'));
    expect(await card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');

    // The toolbar leads a participant to the badges.
    await page.getByRole('navigation', { name: 'Event' }).getByRole('link', { name: 'Badges' }).click();
    await page.waitForURL(/\/main\/event\/gamification\/badges\?/);
    await visible(page.getByRole('list', { name: 'Badges' }).getByRole('listitem').filter({ hasText: 'Regular' }));

    // The profile lists the event with the same points, its name a link to its home.
    await page.goto(`${APP_URL}/main/profile`);
    const mine = page.getByRole('region', { name: 'Your points and badges' }).getByRole('region', { name: NAME });
    await visible(mine.getByText('20 points', { exact: true }));
    await visible(mine.getByText('Next badge: Regular, 10 points to go'));
    expect(await mine.getByRole('link', { name: NAME }).getAttribute('href')).toBe(
      `/v2/main/event/event?e=${eventId}&t=de`,
    );
  });

  it.each(['light', 'dark'] as const)('draws Me and the profile in %s mode', async (mode) => {
    const page = await signedInPage(PLAIN, mode);
    await page.goto(me());
    const card = page.getByRole('region', { name: 'Your points' });
    await visible(card.getByText('Next badge: Regular, 10 points to go'));
    await expectRendered(card.locator('img').first());
    expect(await bodyIsDark(page)).toBe(mode === 'dark');
    await card.scrollIntoViewIfNeeded();
    await shootDesktopAndPhone(page, `points-event-home-${mode}`);
    await expectAccessible(page);
    await page.goto(`${APP_URL}/main/profile`);
    await visible(page.getByRole('region', { name: NAME }).getByText('20 points', { exact: true }));
    await shootDesktopAndPhone(page, `points-profile-${mode}`);
    await expectAccessible(page);
  });

  it('shows nothing of it once the event hides gamification', async () => {
    const page = await signedInPage(PLAIN);
    await eventRef().update({ hide_gamification: true });
    try {
      await page.goto(`${APP_URL}/main/profile`);
      await visible(page.getByRole('region', { name: 'Your points and badges' }));
      await gone(page.getByRole('region', { name: NAME }));
      await page.goto(home());
      await visible(page.getByRole('navigation', { name: 'Event' }).getByRole('link', { name: 'Program' }));
      expect(await page.getByRole('region', { name: 'Your points' }).count()).toBe(0);
      // Me keeps the calendars, without points or badges.
      await page.goto(me());
      await visible(page.getByRole('region', { name: 'Calendars' }));
      expect(await page.getByRole('region', { name: 'Your points' }).count()).toBe(0);
      expect(await page.getByRole('navigation', { name: 'Event' }).getByRole('link', { name: 'Badges' }).count()).toBe(
        0,
      );
    } finally {
      await eventRef().update({ hide_gamification: false });
    }
  });
});
