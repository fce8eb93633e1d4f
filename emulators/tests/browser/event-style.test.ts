import { crc32 } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, OVERLAYS } from '@agenda/contract';
import { stripesPng, type Rgb } from '../../scripts/lib/png';
import { DEMO_PEOPLE } from '../personas';
import { apiAs, createEvent, deleteEvent, storeImage } from './api-helper';
import { APP_URL, bodyIsDark, browserSuite, expectAccessible, screenshot } from './browser';
import { expectRendered, renderedWidthOf, settled, uploadsRefusedByRules, visible } from './page-helper';

const DE_ADMIN = DEMO_PEOPLE.adminA;
const PLAIN = DEMO_PEOPLE.user;
const NAME = `Style test event ${Date.now()}`;
const MB = 1024 * 1024;

// The web app's texts of its own (web/src/lib/image-file.ts, web/src/lib/event-storage.ts).
const NOT_AN_IMAGE = /must be a png or jpeg/;
const NOT_UPLOADED = /The file could not be uploaded, nothing was changed/;

const BLUE: Rgb = [21, 101, 192];
const WHITE: Rgb = [255, 255, 255];
const ORANGE: Rgb = [239, 108, 0];

const { signedInPage } = browserSuite();
let eventId = '';

interface EventAnswer {
  id: string;
  background_image_url: string | null;
  background_image_id: string | null;
  logo_url: string | null;
  logo_id: string | null;
  cover_url: string | null;
  cover_id: string | null;
}

const storedEvent = async (): Promise<EventAnswer> =>
  (await apiAs<{ event: EventAnswer }>(DE_ADMIN, 'GET', `/events/byId?event_id=${encodeURIComponent(eventId)}`)).event;

/** A real png of `width`×`height`, grown to `bytes` by a private chunk that decoders skip. */
function png(width: number, height: number, bytes = 0): Buffer {
  const image = stripesPng({ width, height, colors: [BLUE, WHITE, ORANGE], direction: 'vertical' });
  if (bytes <= image.length) return image;
  const data = Buffer.alloc(bytes - image.length);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const body = Buffer.concat([Buffer.from('paDd', 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0, 0);
  // IEND (12 bytes) stays last.
  const end = image.length - 12;
  return Buffer.concat([image.subarray(0, end), length, body, crc, image.subarray(end)]);
}

const upload = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/png', buffer });
const card = (page: Page, title: string): Locator => page.getByRole('region', { name: title });
const stylePage = () => `${APP_URL}/main/events/editeventstyle?e=${eventId}&t=de`;
/** A reference the style screen uploaded: a random name in the event's folder. */
const uploadedTo = (folder: string) => new RegExp(`^v2/events/${eventId}/${folder}/[0-9a-f-]{36}\\.png$`);

beforeAll(async () => {
  const year = new Date().getUTCFullYear() + 1;
  eventId = await createEvent(DE_ADMIN, {
    eventName: NAME,
    address: 'Unter den Linden 1, Berlin',
    description: 'Created by the event style browser tests.',
    startDate: `${year}-06-15T07:00:00Z`,
    endDate: `${year}-06-16T16:00:00Z`,
  });
  // A current background, stored in the event's folder of the Storage emulator's bucket.
  const background = `v2/events/${eventId}/backgrounds/first.png`;
  await apiAs(DE_ADMIN, 'POST', '/events/updateBackground', {
    id: eventId,
    background_image_url: await storeImage(background, png(400, 800)),
    background_image_id: background,
  });
});

afterAll(async () => {
  await deleteEvent(DE_ADMIN, eventId);
});

describe('event style', () => {
  it('checks each image against its rule before anything is saved', async () => {
    const page = await signedInPage(DE_ADMIN);
    await page.goto(stylePage());
    await visible(page.getByRole('heading', { level: 1, name: 'Event style' }));
    await visible(page.getByText(NAME));
    const background = card(page, 'Event background image');
    const logo = card(page, 'Event Logo image');
    const cover = card(page, 'Event Cover Image');
    await visible(background.getByRole('img', { name: 'Current event background image' }));
    await visible(background.getByText('Up to 2000 × 4032 px, 3 MB, png or jpeg'));
    await visible(logo.getByText('Up to 512 × 512 px, ratio 1:1, 1 MB, png or jpeg'));
    await visible(cover.getByText('No cover image yet'));

    // A 4 MB background: the spec's size message, Save disabled.
    await page.getByLabel('Event background image file').setInputFiles(upload('big.png', png(1200, 2400, 4 * MB)));
    await visible(background.getByText('ImageSize should be less than 3 MB!'));
    await visible(background.getByRole('img', { name: 'Preview of the new event background image' }));
    expect(await background.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

    // A 600×400 logo: too wide and not square.
    await page.getByLabel('Event Logo image file').setInputFiles(upload('wide.png', png(600, 400)));
    await visible(logo.getByText('The image width (600) must be lower than (512).'));
    await visible(logo.getByText('The image ratio must be (1:1).'));
    expect(await logo.getByText(/image height/).count()).toBe(0);
    expect(await logo.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

    // A GIF renamed .png is no png, whatever its name says.
    const gif = Buffer.concat([
      Buffer.from('GIF89a', 'ascii'),
      Buffer.from([1, 0, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 0, 0x3b]),
    ]);
    await page.getByLabel('Event Cover Image file').setInputFiles(upload('animation.png', gif));
    await visible(cover.getByText(NOT_AN_IMAGE));
    expect(await cover.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

    await settled(page);
    await expectAccessible(page);
    await screenshot(page, 'event-style-light');

    // A 512×512 logo meets every rule.
    await page.getByLabel('Event Logo image file').setInputFiles(upload('logo.png', png(512, 512)));
    await expect.poll(() => logo.getByText(/must be/).count()).toBe(0);
    await expect.poll(() => logo.getByRole('button', { name: 'Save' }).isEnabled()).toBe(true);
    await logo.getByRole('button', { name: 'Save' }).click();
    await expectRendered(logo.getByRole('img', { name: 'Current event logo image' }), 30_000);
    const stored = await storedEvent();
    expect(stored.logo_id).toMatch(uploadedTo('logos'));
    expect(stored.logo_url).not.toContain('token=');
  });

  it('changes nothing when Storage refuses the upload', async () => {
    const page = await signedInPage(DE_ADMIN);
    await page.goto(stylePage());
    const cover = card(page, 'Event Cover Image');
    await visible(cover.getByText('No cover image yet'));
    await page.getByLabel('Event Cover Image file').setInputFiles(upload('cover.png', png(1600, 900)));
    await expect.poll(() => cover.getByRole('button', { name: 'Save' }).isEnabled()).toBe(true);
    // The storage rules refuse it (it arrives declared as an HTML page): our message, the event unchanged.
    const rules = await uploadsRefusedByRules(page);
    const refusal = rules.refused();
    await cover.getByRole('button', { name: 'Save' }).click();
    await refusal;
    await rules.stop();
    await visible(cover.getByText(NOT_UPLOADED));
    expect(await page.getByText(OVERLAYS.savingFiles).count()).toBe(0);
    expect(await cover.getByText('No cover image yet').isVisible()).toBe(true);
    const stored = await storedEvent();
    expect(stored.cover_url).toBeNull();
    expect(stored.cover_id).toBeNull();
  });

  it('uploads a background and a cover; another person’s browser draws all three images', async () => {
    const page = await signedInPage(DE_ADMIN);
    await page.goto(stylePage());
    const background = card(page, 'Event background image');
    const cover = card(page, 'Event Cover Image');
    await visible(background.getByRole('img', { name: 'Current event background image' }));

    await page.getByLabel('Event background image file').setInputFiles(upload('background.png', png(1000, 2000)));
    await expect.poll(() => background.getByRole('button', { name: 'Save' }).isEnabled()).toBe(true);
    await background.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await storedEvent()).background_image_id ?? '').toMatch(uploadedTo('backgrounds'));
    await expectRendered(background.getByRole('img', { name: 'Current event background image' }));

    await page.getByLabel('Event Cover Image file').setInputFiles(upload('cover.png', png(1600, 900)));
    await expect.poll(() => cover.getByRole('button', { name: 'Save' }).isEnabled()).toBe(true);
    await cover.getByRole('button', { name: 'Save' }).click();
    await expectRendered(cover.getByRole('img', { name: 'Current event cover image' }), 30_000);

    const stored = await storedEvent();
    expect(stored.cover_id).toMatch(uploadedTo('covers'));
    expect(stored.logo_id).toMatch(uploadedTo('logos'));
    const addresses = [stored.background_image_url, stored.logo_url, stored.cover_url];
    for (const address of addresses) expect(address).not.toContain('token=');

    // Somebody else, a plain user in a browser of their own: no screen of theirs shows the style
    // images yet, so their page draws each stored address in an <img>, as such a screen would.
    const reader = await signedInPage(PLAIN);
    await reader.goto(`${APP_URL}/main/events/eventslist?t=de`);
    await visible(reader.getByRole('article', { name: NAME, exact: true }));
    for (const address of addresses) expect(await renderedWidthOf(reader, address ?? '')).toBeGreaterThan(0);
  });

  it('deletes the background after confirmation', async () => {
    const page = await signedInPage(DE_ADMIN, 'dark');
    await page.goto(stylePage());
    const background = card(page, 'Event background image');
    await visible(background.getByRole('img', { name: 'Current event background image' }));
    expect(await bodyIsDark(page)).toBe(true);
    await page.getByLabel('Event Logo image file').setInputFiles(upload('wide.png', png(600, 400)));
    await visible(card(page, 'Event Logo image').getByText('The image ratio must be (1:1).'));
    await settled(page);
    await expectAccessible(page);
    await screenshot(page, 'event-style-dark');

    await background.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete event background image' });
    await visible(dialog.getByText('Are you sure you want to delete the event background image?'));
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await visible(background.getByText('No background image yet'));
    expect(await background.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    const stored = await storedEvent();
    expect(stored.background_image_url).toBeNull();
    expect(stored.background_image_id).toBeNull();
  });

  it('shows a plain user that they may not edit the style, without any control', async () => {
    const page = await signedInPage(PLAIN, 'dark');
    await page.goto(stylePage());
    await visible(page.getByText(EVENT_MESSAGES.cannotEdit));
    expect(await page.getByRole('region', { name: /^Event (background|Logo|Cover) / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Save|Delete|Choose image)$/ }).count()).toBe(0);
    expect(await page.locator('input[type="file"]').count()).toBe(0);
    expect(await bodyIsDark(page)).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'event-style-not-allowed-dark');
  });
});
