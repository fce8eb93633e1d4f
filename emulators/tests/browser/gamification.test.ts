/**
 * In Chromium: an organizer sets the event's points and creates, edits and deletes
 * a badge with an image (uploaded to the Storage emulator, written to Firestore by the app under the
 * rules), while a participant's tab shows the badge list live; then the screens in light and dark, on
 * a desktop and a phone.
 */
import { getStorage } from 'firebase-admin/storage';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badgeConverter, COLLECTIONS, MESSAGES, TOASTS, type Gamification } from '@agenda/contract';
import { DEMO_BUCKET } from '../../demo/images';
import { adminClients } from '../../scripts/lib/admin';
import { stripesPng, type Rgb } from '../../scripts/lib/png';
import { DEMO_PEOPLE } from '../personas';
import { apiAs, createEvent, deleteEvent, storeImage } from './api-helper';
import { APP_URL, bodyIsDark, browserSuite, expectAccessible, screenshot } from './browser';
import { expectRendered, gone, settled, uploadsRefusedByRules, visible } from './page-helper';
import { demoUserId } from './sign-in-helper';

const ADMIN = DEMO_PEOPLE.adminA;
const ORGANIZER = DEMO_PEOPLE.organizer;
const PLAIN = DEMO_PEOPLE.user;
const NAME = `Gamification test event ${Date.now()}`;

const GOLD: Rgb = [230, 170, 20];
const NAVY: Rgb = [20, 40, 110];
const png = (size: number, colors: Rgb[] = [GOLD, NAVY]) =>
  stripesPng({ width: size, height: size, colors, direction: 'vertical' });
const file = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/png', buffer });

const { signedInPage } = browserSuite();
let eventId = '';

const screen = (name: string) => `${APP_URL}/main/event/gamification/${name}?e=${eventId}&t=de`;
const badgesRef = () =>
  adminClients()
    .db.collection(COLLECTIONS.gamification)
    .doc(eventId)
    .collection('badges')
    .withConverter(badgeConverter);
const storedObjectExists = async (reference: string) =>
  (await getStorage(adminClients().app).bucket(DEMO_BUCKET).file(reference).exists())[0];
const badgeCards = (page: Page) => page.getByRole('list', { name: 'Badges' }).getByRole('listitem');

beforeAll(async () => {
  const year = new Date().getUTCFullYear() + 1;
  eventId = await createEvent(ADMIN, {
    eventName: NAME,
    description: 'Created by the gamification browser tests.',
    startDate: `${year}-05-10T07:00:00Z`,
    endDate: `${year}-05-11T16:00:00Z`,
  });
  // The organizers screen is not part of this issue: the organizer is arranged in Firestore.
  await adminClients()
    .db.collection(COLLECTIONS.events)
    .doc(eventId)
    .update({ organizers: [demoUserId(ORGANIZER)] });
  // A badge already there, between the thresholds the test uses, to show the list's order.
  const reference = `eventBadges/${eventId}/regular.png`;
  await badgesRef()
    .doc('regular')
    .set({
      n: 'Regular',
      t: 100,
      f: reference,
      u: await storeImage(reference, png(64, [NAVY, GOLD]), 'regular-token'),
    });
});

afterAll(async () => {
  await deleteEvent(ADMIN, eventId);
});

describe('gamification', () => {
  it('an organizer sets points, and creates, edits and deletes a badge that a participant sees live', async () => {
    const [page, viewer] = await Promise.all([signedInPage(ORGANIZER), signedInPage(PLAIN)]);

    // The participant: no Gamification entry in the toolbar, the badges read-only.
    await viewer.goto(`${APP_URL}/main/event/agendalist?e=${eventId}&t=de`);
    await visible(viewer.getByRole('navigation', { name: 'Event' }).getByRole('link', { name: 'Program' }));
    expect(
      await viewer.getByRole('navigation', { name: 'Event' }).getByRole('link', { name: 'Gamification' }).count(),
    ).toBe(0);
    await viewer.goto(screen('badges'));
    await visible(badgeCards(viewer).filter({ hasText: 'Regular' }));
    expect(await viewer.getByRole('link', { name: 'New Badge' }).count()).toBe(0);
    expect(await viewer.getByRole('button', { name: 'Delete Regular' }).count()).toBe(0);

    // The organizer reaches the settings through the toolbar's link.
    await page.goto(`${APP_URL}/main/event/agendalist?e=${eventId}&t=de`);
    await page.getByRole('navigation', { name: 'Event' }).getByRole('link', { name: 'Gamification' }).click();
    await page.waitForURL(/\/main\/event\/gamification\/settings\?/);
    const like = page.getByRole('spinbutton', { name: 'Like points' });
    await visible(like);
    await visible(page.getByText('No points are set for this event yet'));
    await like.fill('0');
    await like.blur(); // its error shows once it is left
    await visible(page.getByText(MESSAGES.invalidProperty));
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await like.fill('2');
    await page.getByRole('spinbutton', { name: 'Comment points' }).fill('3');
    await page.getByRole('spinbutton', { name: 'Wall post points' }).fill('5');
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText(TOASTS.settingsSaved));
    const stored = await apiAs<{ gamification: Gamification }>(PLAIN, 'GET', `/gamification?eventId=${eventId}`);
    expect(stored.gamification).toMatchObject({ like_points: 2, comment_points: 3, wall_post_points: 5 });

    // A new badge: the default threshold, "Invalid data!" without an image, the 512×512 bound.
    await page.getByRole('navigation', { name: 'Gamification' }).getByRole('link', { name: 'Badges' }).click();
    await page.getByRole('link', { name: 'New Badge' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Early bird');
    expect(await page.getByRole('spinbutton', { name: 'Threshold' }).inputValue()).toBe('10');
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText(MESSAGES.invalidData));
    await page.getByLabel('Badge image file').setInputFiles(file('huge.png', png(600)));
    await visible(page.getByText('The image width (600) must be lower than (512).'));
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await page.getByLabel('Badge image file').setInputFiles(file('bird.png', png(128)));
    await expectRendered(page.getByRole('img', { name: 'Preview of the new badge image' }));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/gamification\/badges\?/);

    // The participant's open tab shows it, with its image, before the badge of threshold 100.
    const early = badgeCards(viewer).filter({ hasText: 'Early bird' });
    await visible(early);
    await visible(early.getByText('10 points'));
    await expectRendered(early.getByRole('img', { name: 'Badge Early bird' }));
    expect(await badgeCards(viewer).allInnerTexts()).toEqual([
      expect.stringContaining('Early bird'),
      expect.stringContaining('Regular'),
    ]);
    const first = (await badgesRef().where('n', '==', 'Early bird').get()).docs[0]!.data();
    expect(first.f).toMatch(new RegExp(`^eventBadges/${eventId}/[0-9a-f-]{36}\\.png$`));

    // Edit: a new name, threshold and image; the list reorders live and the replaced image is deleted.
    await page.getByRole('link', { name: 'Edit Early bird' }).click();
    await visible(page.getByRole('img', { name: 'Badge Early bird' }));
    await page.getByRole('textbox', { name: 'Name' }).fill('Early riser');
    await page.getByRole('spinbutton', { name: 'Threshold' }).fill('300');
    await page.getByLabel('Badge image file').setInputFiles(file('riser.png', png(256, [NAVY, GOLD, NAVY])));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/gamification\/badges\?/);
    const riser = badgeCards(viewer).filter({ hasText: 'Early riser' });
    await visible(riser.getByText('300 points'));
    await expect
      .poll(() => badgeCards(viewer).allInnerTexts())
      .toEqual([expect.stringContaining('Regular'), expect.stringContaining('Early riser')]);
    await expectRendered(riser.getByRole('img', { name: 'Badge Early riser' }));
    const second = (await badgesRef().where('n', '==', 'Early riser').get()).docs[0]!.data();
    expect(second.f).not.toBe(first.f);
    await expect.poll(() => storedObjectExists(first.f)).toBe(false);

    // A failed upload: the spec's message at the image, nothing written.
    const refusal = await uploadsRefusedByRules(page);
    await page.getByRole('link', { name: 'New Badge' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Never stored');
    await page.getByLabel('Badge image file').setInputFiles(file('never.png', png(64)));
    const refused = refusal.refused();
    await page.getByRole('button', { name: 'Save' }).click();
    await refused;
    await visible(page.getByText(MESSAGES.badgeUploadFailed));
    await refusal.stop();
    expect((await badgesRef().get()).size).toBe(2);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click(); // leave the unsaved form

    // Delete: "Are you sure...", the spec's toast, gone from the participant's list and from Storage.
    await page.getByRole('button', { name: 'Delete Early riser' }).click();
    await visible(page.getByRole('dialog').getByText('Are you sure you want to delete the badge Early riser?'));
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await visible(page.getByText(TOASTS.badgeDeleted));
    await gone(badgeCards(viewer).filter({ hasText: 'Early riser' }));
    await expect.poll(() => storedObjectExists(second.f)).toBe(false);
    expect(await badgeCards(viewer).count()).toBe(1);
  });

  it.each(['light', 'dark'] as const)(
    'shows settings, badges and a badge in %s mode on a desktop and a phone',
    async (mode) => {
      const page = await signedInPage(ORGANIZER, mode);
      for (const name of ['settings', 'badges', 'editbadge'] as const) {
        for (const [device, width, height] of [
          ['desktop', 1440, 900],
          ['phone', 390, 844],
        ] as const) {
          await page.setViewportSize({ width, height });
          await page.goto(name === 'editbadge' ? `${screen(name)}&id=regular` : screen(name));
          await visible(page.getByRole('navigation', { name: 'Gamification' }));
          if (name === 'settings') await visible(page.getByRole('spinbutton', { name: 'Like points' }));
          else if (name === 'badges') await expectRendered(badgeCards(page).first().getByRole('img'));
          else await expectRendered(page.getByRole('img', { name: 'Badge Regular' }));
          await settled(page);
          expect(await bodyIsDark(page)).toBe(mode === 'dark');
          // Nothing wider than the screen.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await screenshot(page, `gamification-${name}-${device}-${mode}`);
        }
        await expectAccessible(page);
      }
    },
  );
});
