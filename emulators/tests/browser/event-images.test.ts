/**
 * An event's background, logo and cover are shown where their names say
 * (the event home's hero, the headers, the event cards), and a landscape poster is shown whole, on a
 * phone and a desktop, light and dark.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@agenda/contract';
import { adminClients } from '../../scripts/lib/admin';
import { stripesPng, type Rgb } from '../../scripts/lib/png';
import { DEMO_PEOPLE } from '../personas';
import { apiAs, createEvent, deleteEvent, storeImage } from './api-helper';
import { APP_URL, browserSuite, expectAccessible, shootDesktopAndPhone, type ColorMode } from './browser';
import { expectRendered, visible } from './page-helper';

const DE_ADMIN = DEMO_PEOPLE.adminA;
const PLAIN = DEMO_PEOPLE.user;
const NAME = `Images test event ${Date.now()}`;

const TEAL: Rgb = [0, 105, 92];
const SAND: Rgb = [240, 225, 190];
const NAVY: Rgb = [26, 35, 126];
const png = (width: number, height: number, colors: readonly Rgb[]) =>
  stripesPng({ width, height, colors, direction: 'vertical' });

const { signedInPage } = browserSuite();
let eventId = '';
const urls = { background: '', logo: '', cover: '', poster: '' };

beforeAll(async () => {
  const year = new Date().getUTCFullYear() + 1;
  eventId = await createEvent(DE_ADMIN, {
    eventName: NAME,
    description: 'Created by the event images browser tests.',
    startDate: `${year}-05-12T07:00:00Z`,
    endDate: `${year}-05-13T16:00:00Z`,
  });
  const ref = (folder: string) => `v2/events/${eventId}/${folder}/test.png`;
  urls.background = await storeImage(ref('backgrounds'), png(1200, 675, [TEAL, SAND, TEAL]));
  urls.logo = await storeImage(ref('logos'), png(256, 256, [NAVY, SAND]));
  urls.cover = await storeImage(ref('covers'), png(960, 400, [SAND, NAVY, SAND]));
  urls.poster = await storeImage(ref('posters'), png(1200, 500, [NAVY, TEAL, SAND]));
  await apiAs(DE_ADMIN, 'POST', '/events/updateBackground', {
    id: eventId,
    background_image_url: urls.background,
    background_image_id: ref('backgrounds'),
  });
  await apiAs(DE_ADMIN, 'POST', '/events/updateLogo', {
    id: eventId,
    logo_image_url: urls.logo,
    logo_image_id: ref('logos'),
  });
  await apiAs(DE_ADMIN, 'POST', '/events/updateCover', {
    id: eventId,
    poster_image_url: urls.cover,
    poster_image_id: ref('covers'),
  });
  // A landscape poster (the edit form uploads posters; here it is recorded directly).
  await adminClients()
    .db.collection(COLLECTIONS.events)
    .doc(eventId)
    .update({ poster_url: urls.poster, poster_id: ref('posters') });
});

afterAll(async () => {
  await deleteEvent(DE_ADMIN, eventId);
});

const home = () => `${APP_URL}/main/event/event?e=${eventId}&t=de`;

async function checkHome(page: Page, mode: ColorMode): Promise<void> {
  await page.goto(home());
  const hero = page.getByTestId('event-hero');
  await visible(hero.getByRole('heading', { level: 1, name: NAME }));
  // The background behind the hero, the logo beside its name, the poster whole.
  expect(
    await hero.getByTestId('event-background').evaluate((element) => getComputedStyle(element).backgroundImage),
  ).toContain(urls.background);
  await expectRendered(hero.getByRole('img', { name: `Logo of ${NAME}` }));
  const poster = hero.getByRole('img', { name: `Poster of ${NAME}` });
  await expectRendered(poster);
  expect(await poster.evaluate((image) => getComputedStyle(image).objectFit)).toBe('contain');
  // The header above every event screen: the logo, and the poster's thumbnail whole.
  const header = page.getByTestId('event-header');
  await expectRendered(header.getByRole('img', { name: `Logo of ${NAME}` }));
  expect(await header.locator(`img[src="${urls.poster}"]`).evaluate((image) => getComputedStyle(image).objectFit)).toBe(
    'contain',
  );
  await expectAccessible(page, 'main');
  await shootDesktopAndPhone(page, `event-images-home-${mode}`);
}

async function checkCard(page: Page, mode: ColorMode): Promise<void> {
  await page.goto(`${APP_URL}/main/events/eventslist?t=de`);
  const card = page.getByRole('article', { name: NAME });
  await visible(card);
  // The cover, not the poster, on the card (beside the country's flag).
  await expectRendered(card.locator(`img[src="${urls.cover}"]`));
  expect(await card.locator(`img[src="${urls.poster}"]`).count()).toBe(0);
  await card.scrollIntoViewIfNeeded();
  await shootDesktopAndPhone(page, `event-images-card-${mode}`);
}

describe('the images of an event', () => {
  it('shows the background, logo, whole poster and cover where their names say (light)', async () => {
    const page = await signedInPage(DE_ADMIN);
    await checkHome(page, 'light');
    await checkCard(page, 'light');
  });

  it('keeps the hero readable on its background in dark mode, for a participant', async () => {
    const page = await signedInPage(PLAIN, 'dark');
    await checkHome(page, 'dark');
    await checkCard(page, 'dark');
  });
});
