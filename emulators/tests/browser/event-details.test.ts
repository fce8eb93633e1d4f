import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, MESSAGES, OVERLAYS, TOASTS, type Detail, type DetailFile } from '@agenda/contract';
import { downloadAddress } from '../../demo/images';
import { stripesPng } from '../../scripts/lib/png';
import { DEMO_PEOPLE } from '../personas';
import { randomUUID } from 'node:crypto';
import { apiAs, createEvent, deleteEvent, storeImage } from './api-helper';
import { APP_URL, bodyIsDark, browserSuite, expectAccessible, screenshot } from './browser';
import { expectRendered, settled, uploadsRefusedByRules, visible } from './page-helper';

const DE_ADMIN = DEMO_PEOPLE.adminA;
const PLAIN = DEMO_PEOPLE.user;
const NAME = `Details test event ${Date.now()}`;

// The web app's texts of its own (web/src/lib/image-file.ts, web/src/features/events/content/details/detail-files.ts).
const NOT_AN_IMAGE = 'The image must be a png or jpeg file';
const NOT_UPLOADED = /^The file could not be uploaded: refused-plan\.png \([\s\S]+\)\. Nothing was saved\.$/;

const { signedInPage } = browserSuite();
let eventId = '';
let detailId = '';
let floorPlan: DetailFile;
let badgeMap: DetailFile;

const api = <T>(method: 'GET' | 'POST' | 'DELETE', route: string, body?: unknown): Promise<T> =>
  apiAs<T>(DE_ADMIN, method, route, body);

const storedDetail = async (id: string): Promise<Detail> =>
  (
    await api<{ detail: Detail }>(
      'GET',
      `/details/byId?id=${encodeURIComponent(id)}&eventId=${encodeURIComponent(eventId)}`,
    )
  ).detail;
const storedDetails = async (): Promise<Detail[]> =>
  (await api<{ details: Detail[] }>('GET', `/details?eventId=${encodeURIComponent(eventId)}`)).details;

const article = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
/** The thumbnail next to a file's name in a detail's list of files. */
const thumbnail = (page: Page, title: string, file: string) =>
  article(page, title)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: file }) })
    .locator('img');
const listPage = () => `${APP_URL}/main/event/details?e=${eventId}&t=de`;
const editPage = (id: string) => `${APP_URL}/main/event/detailsedit?id=${id}&e=${eventId}&t=de`;
const upload = (name: string, buffer: Buffer, mimeType = 'image/png') => ({ name, mimeType, buffer });
const bluePng = () =>
  stripesPng({
    width: 40,
    height: 30,
    colors: [
      [21, 101, 192],
      [255, 255, 255],
    ],
    direction: 'vertical',
  });
const GIF = Buffer.concat([
  Buffer.from('GIF89a', 'ascii'),
  Buffer.from([1, 0, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 0, 0x3b]),
]);

/** The edit form of `id`, once its stored values are in. */
async function openEdit(page: Page, id: string, title: string): Promise<void> {
  await page.goto(editPage(id));
  await expect.poll(() => page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(title);
}

beforeAll(async () => {
  const year = new Date().getUTCFullYear() + 1;
  eventId = await createEvent(DE_ADMIN, {
    eventName: NAME,
    description: 'Created by the event details browser tests.',
    startDate: `${year}-09-10T07:00:00Z`,
    endDate: `${year}-09-11T16:00:00Z`,
  });
  // Two files of the event's details folder in the Storage emulator's bucket: one stored (with a
  // token, so that its address loads), the other missing, which shows the placeholder.
  const floorPlanRef = `v2/events/${eventId}/details/floor-plan.png`;
  floorPlan = {
    name: 'floor-plan.png',
    url: await storeImage(floorPlanRef, bluePng(), randomUUID()),
    reference: floorPlanRef,
  };
  const badgeMapRef = `v2/events/${eventId}/details/badge-map.png`;
  badgeMap = { name: 'badge-map.png', url: downloadAddress(badgeMapRef), reference: badgeMapRef };
  const detail = await api<{ result: Detail }>('POST', '/details/new', {
    title: 'Getting there',
    description: 'By U-Bahn to Alexanderplatz, then five minutes on foot.\nBadges at the main entrance.',
    order: 1,
    eventId,
    files: [floorPlan, badgeMap],
    deletedFiles: [],
  });
  detailId = detail.result.id;
  await api('POST', '/details/new', {
    title: 'Opening hours',
    description: 'Doors open at 8:00.',
    order: 0,
    eventId,
    files: [],
    deletedFiles: [],
  });
});

afterAll(async () => {
  await deleteEvent(DE_ADMIN, eventId);
});

describe('event details, for an editor', () => {
  let page: Page;

  beforeAll(async () => {
    page = await signedInPage(DE_ADMIN);
  });

  it('lists the details by order number with their files', async () => {
    await page.goto(listPage());
    await visible(page.getByRole('heading', { level: 1, name: 'Event details' }));
    await visible(article(page, 'Getting there'));
    expect(
      await page.getByRole('article').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label'))),
    ).toEqual(['Opening hours', 'Getting there']);
    const files = article(page, 'Getting there').getByRole('list', { name: 'Files of Getting there' });
    // Each says it opens in a new tab, to a screen reader too (components/external-link.tsx).
    expect(await files.getByRole('link').allTextContents()).toEqual([
      'floor-plan.png (opens in a new tab)',
      'badge-map.png (opens in a new tab)',
    ]);
    // The stored file is drawn (its address carries a token); the missing one shows the icon instead.
    await expectRendered(thumbnail(page, 'Getting there', 'floor-plan.png'));
    await expect.poll(() => thumbnail(page, 'Getting there', 'badge-map.png').count()).toBe(0);
    const link = files.getByRole('link', { name: /badge-map\.png/ });
    expect(await link.getAttribute('href')).toBe(badgeMap.url);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    await visible(page.getByText('Badges at the main entrance.', { exact: false }));
    await visible(page.getByRole('link', { name: 'Add details' }));
    await settled(page);
    await expectAccessible(page);
    await screenshot(page, 'details-list-light');
  });

  it('deletes a file, restores it, deletes it again and saves a new title', async () => {
    await article(page, 'Getting there').getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/main\/event\/detailsedit\?/);
    await expect.poll(() => page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('Getting there');
    expect(await page.getByRole('textbox', { name: 'Order number' }).inputValue()).toBe('1');
    const stored = page.getByRole('list', { name: 'Stored files' });

    await stored.getByRole('button', { name: 'Delete floor-plan.png' }).click();
    await visible(stored.getByText('Will be deleted on save'));
    // The struck name is the file's link, whose hidden words tell a screen reader it opens a new tab.
    expect(await stored.locator('del').allTextContents()).toEqual(['floor-plan.png (opens in a new tab)']);
    await stored.getByRole('button', { name: 'Restore floor-plan.png' }).click();
    await expect.poll(() => stored.getByText('Will be deleted on save').count()).toBe(0);
    await stored.getByRole('button', { name: 'Delete floor-plan.png' }).click();
    await visible(stored.getByRole('button', { name: 'Restore floor-plan.png' }));

    await page.getByRole('textbox', { name: 'Title' }).fill('How to get there');
    await settled(page);
    await expectAccessible(page);
    await screenshot(page, 'details-edit-light');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/main\/event\/details\?/);
    const renamed = article(page, 'How to get there');
    await visible(renamed);
    await expect
      .poll(() => renamed.getByRole('link', { name: /\.png/ }).allTextContents())
      .toEqual(['badge-map.png (opens in a new tab)']);

    const detail = await storedDetail(detailId);
    expect(detail.title).toBe('How to get there');
    // Answers carry each file's docs/product.md §3 id, its Storage reference.
    expect(detail.event_details_file).toEqual([{ ...badgeMap, id: badgeMap.reference }]);
  });

  it('asks for a title, with Save disabled, and refuses files that are not png or jpeg', async () => {
    await openEdit(page, detailId, 'How to get there');
    const save = page.getByRole('button', { name: 'Save' });
    await page.getByRole('textbox', { name: 'Title' }).fill('');
    await page.getByRole('textbox', { name: 'Title' }).blur(); // its error shows once it is left
    await visible(page.getByText(MESSAGES.required));
    expect(await save.isDisabled()).toBe(true);

    await page
      .getByLabel('Detail files')
      .setInputFiles([upload('moving.png', GIF), upload('notes.png', Buffer.from('These are notes, not an image.\n'))]);
    const refused = page.getByRole('list', { name: 'Refused files' });
    await visible(refused);
    expect(await refused.getByRole('listitem').allTextContents()).toEqual([
      `moving.png: ${NOT_AN_IMAGE}`,
      `notes.png: ${NOT_AN_IMAGE}`,
    ]);
    expect(await page.getByRole('list', { name: 'New files' }).count()).toBe(0);

    // The emptied title is an unsaved change: leaving asks first.
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(/\/main\/event\/details\?/);
    await visible(article(page, 'How to get there'));
    expect((await storedDetail(detailId)).title).toBe('How to get there');
  });

  it('saves nothing when Storage refuses a new file', async () => {
    await openEdit(page, detailId, 'How to get there');
    await page.getByLabel('Detail files').setInputFiles(upload('refused-plan.png', bluePng()));
    await visible(page.getByRole('list', { name: 'New files' }).getByText('refused-plan.png'));
    // The storage rules refuse it (it arrives declared as an HTML page): our message, the record unchanged.
    const rules = await uploadsRefusedByRules(page);
    const refusal = rules.refused();
    await page.getByRole('button', { name: 'Save' }).click();
    await refusal;
    await rules.stop();
    await visible(page.getByText(NOT_UPLOADED));
    expect(await page.getByText(OVERLAYS.savingFiles).count()).toBe(0);
    expect(page.url()).toContain('/main/event/detailsedit?');
    expect((await storedDetail(detailId)).event_details_file).toEqual([{ ...badgeMap, id: badgeMap.reference }]);
  });

  it('uploads a new png before saving the record', async () => {
    await openEdit(page, detailId, 'How to get there');
    await page.getByLabel('Detail files').setInputFiles(upload('new-plan.png', bluePng()));
    await visible(page.getByRole('list', { name: 'New files' }).getByText('new-plan.png'));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/main\/event\/details\?/, { timeout: 30_000 });
    const files = (await storedDetail(detailId)).event_details_file;
    expect(files.map((file) => file.name)).toEqual(['badge-map.png', 'new-plan.png']);
    expect(files[1]?.reference).toMatch(new RegExp(`^v2/events/${eventId}/details/[0-9a-f-]{36}\\.png$`));
    expect(files[1]?.url).not.toContain('token=');
    await visible(article(page, 'How to get there').getByRole('link', { name: /new-plan\.png/ }));
  });

  // Detail files are documents: records keep addresses without their token and storage.rules let only
  // signed-in users who may see the event read them, so the list and the editor draw each stored file
  // through a fresh download address that the signed-in SDK asks Storage for (useStoredFileAddress).
  it('draws the uploaded file in the list, for its editor and for a plain user', async () => {
    await page.goto(listPage());
    await expectRendered(thumbnail(page, 'How to get there', 'new-plan.png'));
    // Somebody else, a plain user in a browser of their own, sees the uploaded file's thumbnail.
    const reader = await signedInPage(PLAIN);
    await reader.goto(listPage());
    await visible(article(reader, 'How to get there'));
    await expectRendered(thumbnail(reader, 'How to get there', 'new-plan.png'));
  });

  it('draws the list and the edit form in dark mode', async () => {
    const dark = await signedInPage(DE_ADMIN, 'dark');
    await dark.goto(listPage());
    await visible(article(dark, 'How to get there'));
    expect(await bodyIsDark(dark)).toBe(true);
    await settled(dark);
    await expectAccessible(dark);
    await screenshot(dark, 'details-list-dark');

    await openEdit(dark, detailId, 'How to get there');
    await dark
      .getByRole('list', { name: 'Stored files' })
      .getByRole('button', { name: 'Delete badge-map.png' })
      .click();
    await dark
      .getByLabel('Detail files')
      .setInputFiles([upload('stage.png', bluePng()), upload('notes.png', Buffer.from('Not an image.\n'))]);
    await visible(dark.getByRole('list', { name: 'New files' }).getByText('stage.png'));
    await visible(dark.getByRole('list', { name: 'Refused files' }));
    await settled(dark);
    await expectAccessible(dark);
    await screenshot(dark, 'details-edit-dark');
  });

  it('deletes a detail after confirmation, with the toast', async () => {
    await page.goto(listPage());
    await article(page, 'How to get there').getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText(/^Are you sure/));
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await visible(page.getByText(TOASTS.eventDeleted));
    await expect.poll(() => article(page, 'How to get there').count()).toBe(0);
    expect((await storedDetails()).map((detail) => detail.title)).toEqual(['Opening hours']);
  });
});

describe('event details, for a plain user', () => {
  it('shows the list read-only', async () => {
    const page = await signedInPage(PLAIN, 'dark');
    await page.goto(listPage());
    await visible(article(page, 'Opening hours'));
    await visible(page.getByText('Doors open at 8:00.'));
    expect(await page.getByRole('link', { name: 'Add details' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);

    await page.goto(editPage(detailId));
    await visible(page.getByText(EVENT_MESSAGES.cannotEdit));
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
  });
});
