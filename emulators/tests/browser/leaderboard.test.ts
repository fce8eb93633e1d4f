/**
 * The wall's engagement in Chromium (docs/features.md, "The wall" Moderation, and "Points, badges and the
 * leaderboard"), with people of its own (own-people.ts) in an event of Ireland, whose admin is its own
 * too: a report reaches the moderation queue and the editors' bell live, and hiding it from the queue
 * answers it; a badge is earned live on the event home with its bell item; the leaderboard breaks a tie
 * by who reached the total first and shows the viewer's own rank; leaving the leaderboards from the
 * profile takes a person off it. The queue and the leaderboard in light and dark, desktop and phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@agenda/contract';
import type { Page } from 'playwright-core';
import { adminClients } from '../../scripts/lib/admin';
import { stripesPng } from '../../scripts/lib/png';
import { apiAs, deleteEvent, storeImage } from './api-helper';
import { APP_URL, browserSuite, expectAccessible, shootDesktopAndPhone } from './browser';
import { ownPerson, type OwnPerson } from './own-people';
import { gone, visible } from './page-helper';

const RUN = Date.now().toString(36);
const NAME = `Leaderboard test event ${RUN}`;
const SPAM = `Cheap watches here ${RUN}`;

const { signedInPage } = browserSuite();
let admin: OwnPerson;
let ann: OwnPerson;
let bob: OwnPerson;
let cy: OwnPerson;
let eventId = '';
let annPost = '';
let bobPost = '';
const at = (screen: string) => `${APP_URL}/main/event/${screen}?e=${eventId}&t=ie`;

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const unread = async (page: Page) =>
  Number(/, (\d+)\+? unread/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0);
const post = async (email: string, text: string) =>
  (await apiAs<{ result: { id: string } }>(email, 'POST', '/wall/posts/new', { eventId, text })).result.id;

beforeAll(async () => {
  [admin, ann, bob, cy] = await Promise.all([
    ownPerson('leaderboard.admin', {
      givenName: 'Lea',
      surname: 'Moderator',
      country: 'ie',
      authorities: [{ authority_id: 'ADMIN', tenant_id: 'ie' }],
    }),
    ownPerson('leaderboard.ann', { givenName: 'Ann', surname: 'Early', country: 'ie' }),
    ownPerson('leaderboard.bob', { givenName: 'Bob', surname: 'Later', country: 'ie' }),
    ownPerson('leaderboard.cy', { givenName: 'Cy', surname: 'Seller', country: 'ie' }),
  ]);
  // A retried file finds its people as the last run left them: on the leaderboards.
  await apiAs(ann.email, 'POST', '/gamification/listing', { listed: true });
  const year = new Date().getUTCFullYear() + 1;
  const created = await apiAs<{ result: { id: string } }>(admin.email, 'POST', '/events/new', {
    eventName: NAME,
    description: 'Created by the leaderboard browser tests.',
    startDate: `${year}-06-10T08:00:00Z`,
    endDate: `${year}-06-11T16:00:00Z`,
    address: 'Grafton Street 1, Dublin',
    tenantId: 'ie',
    timezone: 'Europe/Dublin',
    noWall: false,
    hide_gamification: false,
    privacy: false,
  });
  eventId = created.result.id;
  await apiAs(admin.email, 'POST', '/participants/event/participants', {
    eventId,
    participants: [ann.uid, bob.uid, cy.uid],
  });
  await apiAs(admin.email, 'POST', '/gamification/new', {
    eventId,
    like_points: 2,
    comment_points: 3,
    wall_post_points: 5,
  });
  const badges = adminClients().db.collection(COLLECTIONS.gamification).doc(eventId).collection('badges');
  for (const [id, name, threshold] of [
    ['starter', 'Starter', 5],
    ['talker', 'Talker', 7],
  ] as const) {
    const reference = `eventBadges/${eventId}/${id}.png`;
    const image = stripesPng({
      width: 64,
      height: 64,
      colors: [
        [230, 170, 20],
        [20, 40, 110],
      ],
      direction: 'vertical',
    });
    await badges.doc(id).set({ n: name, t: threshold, f: reference, u: await storeImage(reference, image, `${id}-t`) });
  }
  // Ann reaches 5 points first, Bob second.
  annPost = await post(ann.email, 'Good morning from the first row!');
  bobPost = await post(bob.email, 'Coffee is in hall B.');
}, 120_000);

afterAll(async () => {
  await deleteEvent(admin.email, eventId);
});

describe('moderation', () => {
  it("brings a report to the queue and the editors' bell live; hiding it from the queue answers it", async () => {
    const page = await signedInPage(admin.email);
    await page.goto(at('moderation'));
    const reported = page.getByRole('region', { name: 'Reported' });
    await visible(reported.getByText(/No open reports/));
    await expect.poll(() => bell(page).getAttribute('aria-busy')).toBe('false');
    const before = await unread(page);

    const comment = await apiAs<{ result: { id: string } }>(cy.email, 'POST', '/wall/comments/new', {
      eventId,
      postId: bobPost,
      text: SPAM,
    });
    await apiAs(ann.email, 'POST', '/wall/comments/report', {
      eventId,
      postId: bobPost,
      id: comment.result.id,
      reason: 'Advertising',
    });

    const card = reported.getByRole('article', { name: 'Comment by Cy Seller' });
    await visible(card.getByText(SPAM));
    await visible(card.getByText('1 report'));
    await visible(card.getByText('“Advertising”'));
    await visible(card.getByText(/^Ann Early, .+ \d\d:\d\d /));
    await visible(page.getByRole('navigation', { name: 'Event' }).getByRole('link', { name: /1 item reported/ }));
    await expect.poll(() => unread(page), { timeout: 15_000 }).toBe(before + 1);
    await bell(page).click();
    await visible(
      page
        .getByRole('dialog', { name: 'Notifications' })
        .getByRole('listitem', { name: /Ann Early reported a comment/ }),
    );
    await page.keyboard.press('Escape');
    await expectAccessible(page, 'main');
    await shootDesktopAndPhone(page, 'moderation-light');

    await card.getByRole('button', { name: 'Hide' }).click();
    await visible(page.getByText('Hidden from the wall'));
    await visible(reported.getByText(/No open reports/));
    await gone(page.getByRole('navigation', { name: 'Event' }).getByRole('link', { name: /item reported/ }));
  });

  it('draws the queue in dark mode', async () => {
    const page = await signedInPage(admin.email, 'dark');
    await page.goto(at('moderation'));
    // A second report, of a post: the queue in dark mode, and Delete asks first.
    await apiAs(cy.email, 'POST', '/wall/posts/report', { eventId, id: annPost, reason: 'Too early in the day' });
    await visible(page.getByRole('article', { name: 'Post by Ann Early' }).getByText('“Too early in the day”'));
    await shootDesktopAndPhone(page, 'moderation-dark');
    await page.getByRole('article', { name: 'Post by Ann Early' }).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete from the wall' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await visible(page.getByRole('article', { name: 'Post by Ann Early' }));
  });
});

describe('badges and the leaderboard', () => {
  it('earns a badge live on Me, with its bell item', async () => {
    const page = await signedInPage(bob.email);
    await page.goto(at('me'));
    const card = page.getByRole('region', { name: 'Your points' });
    await visible(card.getByText('5 points', { exact: true }));
    await visible(card.getByText('Next badge: Talker, 2 points to go'));
    await expect.poll(() => bell(page).getAttribute('aria-busy')).toBe('false');
    const before = await unread(page);

    await apiAs(bob.email, 'POST', '/wall/posts/like', { eventId, id: annPost, liked: true });
    await visible(card.getByText('7 points', { exact: true }));
    await visible(card.getByText('You have every badge of this event.'));
    await expect.poll(() => unread(page), { timeout: 15_000 }).toBe(before + 1);
    await bell(page).click();
    await visible(
      page
        .getByRole('dialog', { name: 'Notifications' })
        .getByRole('listitem', { name: 'Unread: You earned the badge “Talker” with 7 points' }),
    );
  });

  it.each(['light', 'dark'] as const)('ranks a tie by who reached it first, with my rank (%s)', async (mode) => {
    // Ann reaches 7 after Bob did.
    if (mode === 'light') await apiAs(ann.email, 'POST', '/wall/posts/like', { eventId, id: bobPost, liked: true });
    const page = await signedInPage(ann.email, mode);
    await page.goto(at('leaderboard'));
    const top = page.getByRole('list', { name: 'Top 10' });
    await visible(top.getByRole('listitem').first());
    const rows = await top.getByRole('listitem').allTextContents();
    expect(rows).toEqual(['1Bob Later7 points', '2Ann Early (you)7 points']);
    await visible(page.getByText('You are number 2 with 7 points.'));
    await expectAccessible(page, 'main');
    await shootDesktopAndPhone(page, `leaderboard-${mode}`);
  });

  it('takes a person off the leaderboards from their profile', async () => {
    const page = await signedInPage(ann.email);
    await page.goto(at('leaderboard'));
    await page.getByRole('link', { name: 'Leave the leaderboards in your profile' }).click();
    await page.waitForURL(/\/main\/profile/);
    const toggle = page.getByRole('switch', { name: 'Show me on the leaderboards of my events' });
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await toggle.click();
    await visible(page.getByText('You left the leaderboards', { exact: true }));
    await page.goto(at('leaderboard'));
    await visible(page.getByText(/You left the leaderboards: others do not see you here/));
    expect(await page.getByRole('list', { name: 'Top 10' }).getByRole('listitem').allTextContents()).toEqual([
      '1Bob Later7 points',
    ]);
  });
});
