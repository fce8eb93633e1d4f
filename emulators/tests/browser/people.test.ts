import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOASTS } from '@agenda/contract';
import { DEMO_PEOPLE } from '../personas';
import { apiAs, createEvent, deleteEvent, saveAgendaAs } from './api-helper';
import { APP_URL, bodyIsDark, browserSuite, expectAccessible, screenshot } from './browser';
import { settled, visible } from './page-helper';

/*
 * In the browser: an admin picks an agenda's speakers by search and by spreadsheet,
 * saves ("Speakers Saved!"), and a colleague's open overview shows them without a reload.
 */

const ADMIN = DEMO_PEOPLE.adminA;
const COLLEAGUE = DEMO_PEOPLE.user;
const NAME = `People test event ${Date.now()}`;

const { signedInPage } = browserSuite();
let eventId = '';
let agendaId = '';

const api = <T>(method: 'GET' | 'POST' | 'DELETE', route: string, body?: unknown): Promise<T> =>
  apiAs<T>(ADMIN, method, route, body);
const speakersPage = () => `${APP_URL}/main/event/agendas/agendaspeakers?e=${eventId}&t=de&a=${agendaId}`;
const overviewPage = () => `${APP_URL}/main/event/agendas/overview?e=${eventId}&t=de&a=${agendaId}`;
const nextYear = (month: number, day: number, hour: number) =>
  new Date(Date.UTC(new Date().getUTCFullYear() + 1, month - 1, day, hour)).toISOString();

const available = (page: Page) => page.getByRole('listbox', { name: 'Available users' });
const selected = (page: Page) => page.getByRole('listbox', { name: 'Speakers' });

beforeAll(async () => {
  eventId = await createEvent(ADMIN, {
    eventName: NAME,
    description: 'Created by the people browser tests.',
    startDate: nextYear(6, 2, 6),
    endDate: nextYear(6, 2, 18),
  });
  const agenda = await saveAgendaAs(ADMIN, {
    eventId,
    name: 'Platform keynote',
    description: 'Who speaks is picked in the browser.',
    startTime: nextYear(6, 2, 8),
    endTime: nextYear(6, 2, 9),
  });
  agendaId = agenda.id;
});

afterAll(async () => {
  await deleteEvent(ADMIN, eventId);
});

describe('the speakers picker', () => {
  let editor: Page;
  let colleague: Page;

  beforeAll(async () => {
    [editor, colleague] = await Promise.all([signedInPage(ADMIN), signedInPage(COLLEAGUE)]);
  });

  it('picks speakers by search and by spreadsheet, saves, and the overview in another tab shows them live', async () => {
    // The colleague's overview is open before anything is picked: no speakers yet.
    await colleague.goto(overviewPage());
    await visible(colleague.getByRole('heading', { level: 1, name: 'Platform keynote' }));
    await colleague.evaluate(() => {
      (window as unknown as { __noReload: boolean }).__noReload = true;
    });
    expect(await colleague.getByRole('button', { name: /^Speakers/ }).count()).toBe(0);

    await editor.goto(speakersPage());
    await visible(editor.getByRole('heading', { level: 1, name: 'Speakers' }));
    await visible(editor.getByText('0 selected'));
    const save = editor.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);

    // By search: the left table asks the server; a click moves the person to the right.
    await editor.getByRole('textbox', { name: 'Search available users' }).fill('bianchi');
    const marco = available(editor).getByRole('option', { name: /Marco Bianchi/ });
    await visible(marco);
    await marco.click();
    await visible(selected(editor).getByRole('option', { name: /Marco Bianchi/ }));

    // By keyboard: the first match of another search, with Enter.
    await editor.getByRole('textbox', { name: 'Search available users' }).fill('kowalska');
    // The server's answer to the search, not the rows before it: Anna alone.
    await expect
      .poll(() => available(editor).getByRole('option').allTextContents(), { timeout: 15_000 })
      .toEqual(['Anna Kowalskaanna.kowalska@corp.example']);
    await available(editor).focus();
    await editor.keyboard.press('Enter');
    await visible(selected(editor).getByRole('option', { name: /Anna Kowalska/ }));

    // By spreadsheet: the column named e-mail; the unknown address is named.
    const csv =
      'Name,E-mail\nEmma,Emma.Dubois@corp.example\nNobody,nobody.here@corp.example\nMarco again,marco.bianchi@corp.example\n';
    await editor
      .getByLabel('Spreadsheet of addresses (xlsx or csv)')
      .setInputFiles({ name: 'speakers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const outcome = editor.getByText(/added from speakers\.csv/);
    await visible(outcome);
    expect(await outcome.textContent()).toBe(
      '1 person added from speakers.csv (1 already selected). 1 address is not a user: nobody.here@corp.example.',
    );
    await visible(selected(editor).getByRole('option', { name: /Emma Dubois/ }));
    await visible(editor.getByText('3 selected'));
    await settled(editor);
    await expectAccessible(editor);
    await screenshot(editor, 'people-speakers-light');

    await save.click();
    await visible(editor.getByText(TOASTS.speakersSaved));
    await expect.poll(() => save.isDisabled()).toBe(true);
    const stored = await api<{ speakers: { name: string }[] }>('GET', `/participants/agenda/speakers?a=${agendaId}`);
    expect(stored.speakers.map((person) => person.name).sort()).toEqual([
      'Anna Kowalska',
      'Emma Dubois',
      'Marco Bianchi',
    ]);

    // The other tab, never reloaded, lists them in the overview's expandable list.
    const speakers = colleague.getByRole('button', { name: 'Speakers (3)' });
    await visible(speakers);
    await speakers.click();
    const list = colleague.getByRole('list', { name: 'Speakers' });
    for (const name of ['Marco Bianchi', 'Anna Kowalska', 'Emma Dubois']) await visible(list.getByText(name));
    expect(await colleague.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true)).toBe(
      true,
    );
  });

  it('removes a speaker with the keyboard and warns before leaving unsaved changes', async () => {
    await editor.goto(speakersPage());
    await visible(selected(editor).getByRole('option', { name: /Anna Kowalska/ }));
    await editor.getByRole('textbox', { name: 'Search speakers' }).fill('anna');
    await expect
      .poll(() => selected(editor).getByRole('option').allTextContents(), { timeout: 15_000 })
      .toEqual(['Anna Kowalskaanna.kowalska@corp.example']);
    await selected(editor).focus();
    await editor.keyboard.press('Space');
    await visible(editor.getByText('2 selected'));
    await editor.getByRole('navigation', { name: 'Agenda' }).getByRole('link', { name: 'Overview' }).click();
    const dialog = editor.getByRole('dialog');
    await visible(dialog.getByText('Unsaved changes'));
    await dialog.getByRole('button', { name: 'Stay' }).click();
    expect(editor.url()).toContain('agendaspeakers');
  });

  it('reads well in dark mode and on a phone', async () => {
    const dark = await signedInPage(ADMIN, 'dark');
    await dark.goto(speakersPage());
    await visible(selected(dark).getByRole('option', { name: /Marco Bianchi/ }));
    expect(await bodyIsDark(dark)).toBe(true);
    await settled(dark);
    await expectAccessible(dark);
    await screenshot(dark, 'people-speakers-dark');

    // A fresh light page: the editor's page holds unsaved changes from the test before.
    const light = await signedInPage(ADMIN);
    for (const [page, mode] of [
      [light, 'light'],
      [dark, 'dark'],
    ] as const) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(speakersPage());
      await visible(selected(page).getByRole('option', { name: /Marco Bianchi/ }));
      // The tables stack: the selected one sits below the available one, both within the screen's width.
      const [left, right] = await Promise.all([available(page).boundingBox(), selected(page).boundingBox()]);
      if (!left || !right) throw new Error('The tables are not drawn');
      expect(right.y).toBeGreaterThan(left.y + left.height);
      for (const box of [left, right]) expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(
        await page.getByRole('form', { name: 'Speakers' }).evaluate((form) => form.scrollWidth <= form.clientWidth),
      ).toBe(true);
      await settled(page);
      await screenshot(page, `people-speakers-phone-${mode}`);
    }
  });
});
