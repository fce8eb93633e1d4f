/**
 * The event's wall in Chromium (docs/features.md, "The wall"): an attendee posts from a phone with a
 * photo (uploaded to Storage, read back through the SDK), a second attendee sees it live, likes it and
 * comments, and the author sees the like and the comment live; each one's points move by the event's
 * settings; the organizer hides the post and it leaves the other's wall live (its author still sees it,
 * marked); an event that hides its wall loses its Wall link. The screen in light and dark, phone and desktop.
 * Its people are its own (own-people.ts): their points and posts are nobody else's business.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, WALL_MESSAGES } from '@agenda/contract';
import { adminClients } from '../../scripts/lib/admin';
import { DEMO_PEOPLE } from '../personas';
import { apiAs, createEvent, deleteEvent } from './api-helper';
import { APP_URL, bodyIsDark, browserSuite, expectAccessible, screenshot, type ColorMode } from './browser';
import { expectRendered, gone, settled, visible } from './page-helper';
import { ownPerson, type OwnPerson } from './own-people';

const DE_ADMIN = DEMO_PEOPLE.adminA;
const NAME = `Wall test event ${Date.now()}`;
const PHOTO = readFileSync(path.join(import.meta.dirname, 'fixtures', 'wall-photo.jpg'));
const POINTS = { like_points: 2, comment_points: 3, wall_post_points: 5 };

const { signedInPage } = browserSuite();
let eventId = '';
let ann: OwnPerson;
let ben: OwnPerson;

const wall = () => `${APP_URL}/main/event/wall?e=${eventId}&t=de`;
const home = () => `${APP_URL}/main/event/event?e=${eventId}&t=de`;
const eventNav = (page: Page) => page.getByRole('navigation', { name: 'Event' });
/** On a phone, Program, My agenda, the Wall and Me are in the bottom bar (docs/features.md, "The attendee's screens"). */
const phoneBar = (page: Page) => page.getByRole('navigation', { name: 'Quick navigation' });
const postOf = (page: Page, author: string) => page.getByRole('article', { name: new RegExp(`^Post by ${author}`) });

async function onPhone(page: Page): Promise<Page> {
  await page.setViewportSize({ width: 390, height: 844 });
  return page;
}

/** The posts' photos read back (through the SDK) and drawn, before a screenshot. */
async function photosDrawn(page: Page): Promise<void> {
  for (const photo of await page.getByRole('img', { name: /^Photo posted by/ }).all()) await expectRendered(photo);
  // Back to the top: a full-page picture of a scrolled page draws the app bar where the window was.
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The points Me's "Your points" card shows, once they reach `points`. */
async function expectPoints(page: Page, points: number): Promise<void> {
  await page.goto(`${APP_URL}/main/event/me?e=${eventId}&t=de`);
  await visible(
    page.getByRole('region', { name: 'Your points' }).getByText(`${points} points`, { exact: true }),
    30_000,
  );
}

beforeAll(async () => {
  ann = await ownPerson('wall.author', { givenName: 'Ann', surname: 'Wallace' });
  ben = await ownPerson('wall.reader', { givenName: 'Ben', surname: 'Wallace' });
  const year = new Date().getUTCFullYear() + 1;
  eventId = await createEvent(DE_ADMIN, {
    eventName: NAME,
    description: 'Created by the wall browser tests.',
    startDate: `${year}-06-10T07:00:00Z`,
    endDate: `${year}-06-11T16:00:00Z`,
  });
  await Promise.all([ann, ben].map(({ email }) => apiAs(email, 'GET', `/participants/event/mine?e=${eventId}`)));
  await apiAs(DE_ADMIN, 'POST', '/participants/event/participants', { eventId, participants: [ann.uid, ben.uid] });
  await apiAs(DE_ADMIN, 'POST', '/gamification/new', { eventId, ...POINTS });
});

let seeded: Promise<void> | null = null;
/** Posts for the screenshots, once: the organizer's pinned welcome and a comment under a reader's question. */
function seedPosts(): Promise<void> {
  seeded ??= (async () => {
    const question = await apiAs<{ result: { id: string } }>(ben.email, 'POST', '/wall/posts/new', {
      eventId,
      text: 'Is there a cloakroom near the main hall? I am arriving straight from the airport.',
    });
    await apiAs(ann.email, 'POST', '/wall/comments/new', {
      eventId,
      postId: question.result.id,
      text: 'Yes, left of the entrance, open from 8:00.',
    });
    await apiAs(ann.email, 'POST', '/wall/posts/like', { eventId, id: question.result.id, liked: true });
    const welcome = await apiAs<{ result: { id: string } }>(DE_ADMIN, 'POST', '/wall/posts/new', {
      eventId,
      text: 'Welcome to the wall! Share your questions and photos here. Programme: https://example.com/programme',
    });
    await apiAs(DE_ADMIN, 'POST', '/wall/posts/pin', { eventId, id: welcome.result.id, pinned: true });
  })();
  return seeded;
}

afterAll(async () => {
  await deleteEvent(DE_ADMIN, eventId);
});

describe("the event's wall", () => {
  it('carries a post with a photo from a phone to another attendee live, with likes, comments and points', async () => {
    const author = await onPhone(await signedInPage(ann.email));
    await author.goto(home());
    await phoneBar(author).getByRole('link', { name: 'Wall' }).click();
    await author.waitForURL(/\/main\/event\/wall\?/);
    await visible(author.getByRole('heading', { level: 1, name: 'Wall' }));
    await visible(author.getByText('No posts yet — be the first to say hello.'));

    const reader = await signedInPage(ben.email);
    await reader.goto(wall());
    await visible(reader.getByText('No posts yet — be the first to say hello.'));

    // The Post button says why it waits, then posts the text with the photo.
    const post = author.getByRole('button', { name: 'Post', exact: true });
    expect(await post.getAttribute('aria-disabled')).toBe('true');
    await author
      .getByRole('textbox', { name: 'Write a post' })
      .fill('Hello from the venue! Slides: https://example.com/slides');
    await author.getByLabel('Add a photo').setInputFiles({ name: 'venue.jpg', mimeType: 'image/jpeg', buffer: PHOTO });
    await expectRendered(author.getByRole('img', { name: 'venue.jpg' }));
    await post.click();
    await visible(author.getByText('Posted', { exact: true }));
    const mine = postOf(author, ann.displayName);
    await visible(mine);
    expect(await mine.getByRole('link', { name: /example\.com\/slides/ }).getAttribute('href')).toBe(
      'https://example.com/slides',
    );
    // The photo went to Storage and comes back through the SDK (an object address, no tokened one).
    const photo = mine.getByRole('img', { name: `Photo posted by ${ann.displayName}` });
    await expectRendered(photo);
    expect(await photo.getAttribute('src')).toMatch(/^blob:/);
    expect(await author.getByRole('textbox', { name: 'Write a post' }).inputValue()).toBe('');

    // The other attendee sees it without reloading, likes it and comments.
    const theirs = postOf(reader, ann.displayName);
    await visible(theirs);
    await expectRendered(theirs.getByRole('img', { name: `Photo posted by ${ann.displayName}` }));
    const like = theirs.getByRole('button', { name: /^Like/ });
    await visible(theirs.getByRole('button', { name: 'Like, 0 likes' }));
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
    await visible(theirs.getByRole('button', { name: 'Like, 1 like' }));
    await theirs.getByRole('button', { name: '0 comments' }).click();
    await theirs.getByRole('textbox', { name: 'Write a comment' }).fill('Great photo!');
    await theirs.getByRole('button', { name: 'Comment', exact: true }).click();
    await visible(theirs.getByRole('listitem', { name: new RegExp(`^Comment by ${ben.displayName}`) }));

    // The author sees both live.
    await visible(mine.getByRole('button', { name: 'Like, 1 like' }));
    await mine.getByRole('button', { name: '1 comment' }).click();
    await visible(mine.getByText('Great photo!'));
    expect(await mine.getByRole('button', { name: /^Like/ }).getAttribute('aria-pressed')).toBe('false');

    // Points: the post earns its author wall_post_points; the like and comment earn the other theirs.
    await expectPoints(author, POINTS.wall_post_points);
    await expectPoints(reader, POINTS.like_points + POINTS.comment_points);

    // The organizer hides it: it leaves the other attendee's wall live; its author sees it marked.
    await author.goto(wall());
    await reader.goto(wall());
    await visible(postOf(reader, ann.displayName));
    const organizer = await signedInPage(DE_ADMIN);
    await organizer.goto(wall());
    const moderated = postOf(organizer, ann.displayName);
    await moderated.getByRole('button', { name: /^More actions for Post by/ }).click();
    await organizer.getByRole('menuitem', { name: 'Hide from attendees' }).click();
    await visible(organizer.getByText('Hidden from attendees', { exact: true }));
    await visible(moderated.getByText('Hidden', { exact: true }));
    await gone(postOf(reader, ann.displayName));
    await visible(reader.getByText('No posts yet — be the first to say hello.'));
    await visible(postOf(author, ann.displayName).getByText(WALL_MESSAGES.hiddenByOrganizers));

    // An event that hides its wall: the link leaves the attendees' navigation; its editors keep theirs, labelled.
    await visible(eventNav(reader).getByRole('link', { name: 'Wall' }));
    await adminClients().db.collection(COLLECTIONS.events).doc(eventId).update({ hide_wall: true });
    try {
      await gone(eventNav(reader).getByRole('link', { name: /Wall/ }));
      await visible(eventNav(organizer).getByRole('link', { name: 'Wall (hidden)' }));
      await reader.goto(home());
      await visible(eventNav(reader).getByRole('link', { name: 'Program' }));
      expect(await reader.getByRole('link', { name: 'Open the wall' }).count()).toBe(0);
    } finally {
      await adminClients().db.collection(COLLECTIONS.events).doc(eventId).update({ hide_wall: false });
    }
  });

  it.each(['light', 'dark'] as const)(
    'draws the wall and the composer on a phone in %s mode',
    async (mode: ColorMode) => {
      await seedPosts();
      const page = await onPhone(await signedInPage(ben.email, mode));
      await page.goto(wall());
      await visible(page.getByText('Pinned', { exact: true }));
      await visible(page.getByRole('textbox', { name: 'Write a post' }));
      await visible(page.getByRole('button', { name: 'Like, 1 like' }).first());
      await photosDrawn(page);
      await settled(page);
      expect(await bodyIsDark(page)).toBe(mode === 'dark');
      await screenshot(page, `wall-${mode}-phone`);
      await expectAccessible(page);
      await page
        .getByRole('textbox', { name: 'Write a post' })
        .fill('Does anyone share a taxi to the airport tonight?');
      await page.getByLabel('Add a photo').setInputFiles({ name: 'taxi.jpg', mimeType: 'image/jpeg', buffer: PHOTO });
      await expectRendered(page.getByRole('img', { name: 'taxi.jpg' }));
      await screenshot(page, `wall-composer-${mode}-phone`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    },
  );

  it('draws the wall on a desktop', async () => {
    await seedPosts();
    const page = await signedInPage(ann.email);
    await page.goto(wall());
    await visible(page.getByText('Pinned', { exact: true }));
    await visible(postOf(page, ann.displayName));
    await visible(page.getByRole('button', { name: 'Like, 1 like' }).first());
    await photosDrawn(page);
    await settled(page);
    await screenshot(page, 'wall-light-desktop');
    await expectAccessible(page);
  });
});
