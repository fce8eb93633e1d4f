/**
 * News and user files per event in Chromium: an admin of de posts a sticky
 * news item with a photo that a plain user sees first, live; the admin cannot edit news of fr; news
 * content with script, img onerror, javascript: and data: links renders as inert text; a participant
 * uploads and deletes a user file that the event's organizer sees; the event page. Screenshots light
 * and dark, desktop and phone.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, NEWS_MESSAGES, TOASTS, type News } from '@agenda/contract';
import { stripesPng } from '../../scripts/lib/png';
import { DEMO_PEOPLE } from '../personas';
import { apiAs } from './api-helper';
import { APP_URL, browserSuite, expectAccessible, shootDesktopAndPhone } from './browser';
import { expectRendered, settled, uploadsRefusedByRules, visible } from './page-helper';

const DE_ADMIN = DEMO_PEOPLE.adminA;
const FR_ADMIN = DEMO_PEOPLE.adminB;
const PLAIN = DEMO_PEOPLE.user;
const ORGANIZER = DEMO_PEOPLE.organizer;
/** A demo event of de whose participants are the demo users, organized by the demo organizer. */
const EVENT = 'berlin-tech-summit';
const RUN = Date.now().toString(36);
const TITLE = `Summit keynote moved ${RUN}`;
const XSS_TITLE = `Inert content ${RUN}`;
const XSS_CONTENT = [
  '<script>window.__newsXss = 1; alert("script")</script>',
  '<img src=x onerror="window.__newsXss = 2; alert(\'img\')">',
  'javascript:alert(document.cookie)',
  '[click](javascript:alert(1))',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'Safe: https://intranet.corp.example/xss-check',
].join('\n');

const { signedInPage } = browserSuite();
const created: string[] = [];
let frNewsId = '';

const listPage = (t = 'de') => `${APP_URL}/main/news/newslist?t=${t}`;
const articles = (page: Page) => page.getByRole('region', { name: 'News items' }).getByRole('article');
const photoPng = () =>
  stripesPng({
    width: 320,
    height: 180,
    colors: [
      [200, 40, 40],
      [250, 250, 250],
      [40, 40, 200],
    ],
    direction: 'horizontal',
  });

beforeAll(async () => {
  const fr = await apiAs<{ result: News }>(FR_ADMIN, 'POST', '/news/new', {
    title: `Nouvelles ${RUN}`,
    content: 'Les inscriptions sont ouvertes.',
    tenant: 'fr',
    sticky: false,
  });
  frNewsId = fr.result.id;
  created.push(frNewsId);
});

afterAll(async () => {
  for (const id of created) {
    const owner = id === frNewsId ? FR_ADMIN : DE_ADMIN;
    await apiAs(owner, 'DELETE', `/news?id=${encodeURIComponent(id)}`).catch(() => undefined);
  }
});

describe('news', () => {
  let admin: Page;
  let reader: Page;

  beforeAll(async () => {
    [admin, reader] = await Promise.all([signedInPage(DE_ADMIN), signedInPage(PLAIN, 'dark')]);
    await admin.setViewportSize({ width: 1440, height: 900 });
    await reader.setViewportSize({ width: 1440, height: 900 });
  });

  it('the top bar News item is a real link to the country news', async () => {
    await reader.goto(`${APP_URL}/main/events/eventslist?t=de`);
    const news = reader.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' });
    await visible(news);
    expect(await news.getAttribute('href')).toMatch(/\/v2\/main\/news\/newslist/);
    await news.click();
    await visible(reader.getByRole('heading', { level: 1, name: /^News/ }));
  });

  it('an admin of de posts a sticky news item with a photo; a plain user sees it first, live', async () => {
    await reader.goto(listPage());
    await visible(articles(reader).first());
    await admin.goto(listPage());
    await admin.getByRole('link', { name: 'Add news' }).click();
    await visible(admin.getByRole('heading', { level: 1, name: 'Add news' }));
    const save = admin.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    // The disabled button says why.
    expect(await save.getAttribute('aria-description')).toContain('Title: You must enter a value');
    await admin.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    await admin
      .getByRole('textbox', { name: 'Content' })
      .fill('The keynote starts at 10:00 in the Main Hall. Programme: https://intranet.corp.example/summit');
    await admin.getByRole('checkbox', { name: /Sticky/ }).check();
    await admin
      .locator('input[type="file"]')
      .setInputFiles({ name: 'keynote.png', mimeType: 'image/png', buffer: photoPng() });
    await visible(admin.getByRole('img', { name: 'Photo preview' }));
    await shootDesktopAndPhone(admin, 'news-edit-light');
    await save.click();
    await visible(admin.getByText('News saved'));
    await visible(articles(admin).filter({ hasText: TITLE }));

    // The reader's open list shows it first (sticky, newest), with its photo drawn and its link safe.
    await expect.poll(() => articles(reader).first().getAttribute('aria-label'), { timeout: 15_000 }).toBe(TITLE);
    const item = articles(reader).first();
    await expectRendered(item.locator('img').first());
    const link = item.getByRole('link', {
      name: 'https://intranet.corp.example/summit (opens in a new tab)',
      exact: true,
    });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await item.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    const stored = (await apiAs<{ events: News[] }>(PLAIN, 'GET', '/news?t=de')).events.find(
      (news) => news.title === TITLE,
    );
    expect(stored).toMatchObject({
      sticky: true,
      tenant_id: 'de',
      attachment_ref: expect.stringMatching(/^v2\/news\//),
    });
    if (stored) created.push(stored.id);
    // The screen's own content ('main'): the top bar's bell is checked by its own tests.
    await expectAccessible(reader, 'main');
    await shootDesktopAndPhone(reader, 'news-list-dark');
    await shootDesktopAndPhone(admin, 'news-list-light');
  });

  it('a refused photo upload shows "Could not update photo file" at the field and saves nothing', async () => {
    await admin.goto(`${APP_URL}/main/news/editnews?t=de`);
    await admin.getByRole('textbox', { name: 'Title' }).fill(`Refused photo ${RUN}`);
    await admin.getByRole('textbox', { name: 'Content' }).fill('Never saved.');
    await admin
      .locator('input[type="file"]')
      .setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: photoPng() });
    const rules = await uploadsRefusedByRules(admin);
    try {
      const refused = rules.refused();
      await admin.getByRole('button', { name: 'Save' }).click();
      await refused;
      await visible(admin.getByText(MESSAGES.photoUploadFailed));
    } finally {
      await rules.stop();
    }
    const titles = (await apiAs<{ events: News[] }>(DE_ADMIN, 'GET', '/news?t=de')).events.map((news) => news.title);
    expect(titles).not.toContain(`Refused photo ${RUN}`);
  });

  it('cannot edit or delete news of fr', async () => {
    await admin.goto(listPage('fr'));
    const item = articles(admin).filter({ hasText: `Nouvelles ${RUN}` });
    await visible(item);
    expect(await item.getByRole('link', { name: /^Edit/ }).count()).toBe(0);
    expect(await item.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    await admin.goto(`${APP_URL}/main/news/editnews?e=${frNewsId}&t=fr`);
    await visible(admin.getByText(NEWS_MESSAGES.notCountryAdmin));
    expect(await admin.getByRole('button', { name: 'Save' }).count()).toBe(0);
  });

  it('renders script, img onerror, javascript: and data: content as inert text', async () => {
    const xss = await apiAs<{ result: News }>(DE_ADMIN, 'POST', '/news/new', {
      title: XSS_TITLE,
      content: XSS_CONTENT,
      tenant: 'de',
      sticky: false,
    });
    created.push(xss.result.id);
    const dialogs: string[] = [];
    reader.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await reader.goto(listPage());
    const item = articles(reader).filter({ hasText: XSS_TITLE });
    await visible(item);
    await visible(item.getByText('<script>window.__newsXss = 1;', { exact: false }));
    await settled(reader);
    expect(dialogs).toEqual([]);
    expect(await reader.evaluate(() => (window as unknown as { __newsXss?: number }).__newsXss)).toBeUndefined();
    expect(await reader.locator('a[href^="javascript:" i], a[href^="data:" i], a[href^="vbscript:" i]').count()).toBe(
      0,
    );
    expect(await item.locator('script, img[onerror], [onerror]').count()).toBe(0);
    expect(await item.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      'https://intranet.corp.example/xss-check',
    ]);
  });

  it('deletes de news after "Are you sure...", with the toast, and the reader sees it go', async () => {
    await admin.goto(listPage());
    const item = articles(admin).filter({ hasText: TITLE });
    await item.getByRole('button', { name: `Delete ${TITLE}` }).click();
    const dialog = admin.getByRole('dialog');
    await visible(dialog.getByText(/^Are you sure/));
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await visible(admin.getByText(TOASTS.newsDeleted));
    await expect.poll(() => articles(reader).filter({ hasText: TITLE }).count(), { timeout: 15_000 }).toBe(0);
  });
});

describe('user files per event and the event page', () => {
  const FILE = `notes-${RUN}.pdf`;

  it('a participant uploads a user file, the organizer sees it, and the participant deletes it', async () => {
    const participant = await signedInPage(PLAIN);
    await participant.setViewportSize({ width: 1440, height: 900 });
    await participant.goto(`${APP_URL}/main/event/editeventuserfiles?e=${EVENT}&t=de`);
    await visible(participant.getByRole('heading', { level: 1, name: 'User Files(per event)' }));
    await participant
      .locator('input[type="file"]')
      .setInputFiles({ name: FILE, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%demo\n') });
    await visible(participant.getByText('File uploaded'));
    const mine = participant.getByRole('list', { name: 'My files' });
    await visible(mine.getByRole('link', { name: FILE }));
    await expect.poll(() => mine.getByRole('link', { name: FILE }).getAttribute('href')).toMatch(/token=/);
    await shootDesktopAndPhone(participant, 'user-files-light');

    const organizer = await signedInPage(ORGANIZER, 'dark');
    await organizer.setViewportSize({ width: 1440, height: 900 });
    await organizer.goto(`${APP_URL}/main/event/editeventuserfiles?e=${EVENT}&t=de`);
    await visible(organizer.getByRole('region', { name: "Everyone's files" }).getByRole('link', { name: FILE }));
    await shootDesktopAndPhone(organizer, 'user-files-dark');

    await mine.getByRole('button', { name: `Delete ${FILE}` }).click();
    const dialog = participant.getByRole('dialog');
    await visible(dialog.getByText(/^Are you sure/));
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await visible(participant.getByText('File deleted'));
    await expect.poll(() => mine.getByRole('link', { name: FILE }).count()).toBe(0);
  });

  it("the event page shows the event's dates in its zone, the map link, my agenda and the country's news", async () => {
    for (const mode of ['light', 'dark'] as const) {
      const page = await signedInPage(PLAIN, mode);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${APP_URL}/main/event/event?e=${EVENT}&t=de`);
      await visible(page.getByRole('heading', { level: 1 }));
      await visible(page.getByText(/When: .* (CET|CEST)$/).first());
      const map = page.getByRole('link', { name: /Open the map/ });
      expect(await map.getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\/search\?query=/);
      expect(await map.getAttribute('rel')).toBe('noopener noreferrer');
      // Today's part of My agenda, with the way to all of it (docs/features.md, "The attendee's screens").
      const agenda = page.getByRole('region', { name: 'My agenda today' });
      await visible(agenda.getByRole('link', { name: 'All of my agenda' }));
      await visible(page.getByRole('region', { name: 'News' }).getByRole('link', { name: 'All news of this country' }));
      if (mode === 'light') await expectAccessible(page, 'main');
      await shootDesktopAndPhone(page, `event-page-${mode}`);
    }
  });
});
