import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { DateTime } from 'luxon';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '@agenda/contract';
import { DEMO_PEOPLE } from '../personas';
import { apiAs, createEvent, deleteEvent } from './api-helper';
import { APP_URL, bodyIsDark, browserSuite, expectAccessible, screenshot } from './browser';
import { settled, visible } from './page-helper';

/*
 * Agenda list → Import event: a workbook written by another library (exceljs) is
 * previewed with its errors, a corrected one is imported, and importing it again updates instead of
 * duplicating; the list shows the sessions live.
 */

const EDITOR = DEMO_PEOPLE.adminA;
const ZONE = 'Europe/Berlin';
const NAME = `Import test event ${Date.now()}`;

const { signedInPage } = browserSuite();
let eventId = '';
/** The event's first day (June next year), in Berlin. */
const day1 = DateTime.fromObject({ year: DateTime.now().year + 1, month: 6, day: 2 }, { zone: ZONE });
let folder = '';

const listPage = () => `${APP_URL}/main/event/agendalist?e=${eventId}&t=de`;
/** exceljs writes a Date as the serial of its UTC digits: the wall clock read in the event's zone. */
const wall = (offset: number, time: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const day = day1.plus({ days: offset });
  return new Date(Date.UTC(day.year, day.month - 1, day.day, hour, minute));
};

async function workbookFile(name: string, sessions: unknown[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const locations = book.addWorksheet('Locations');
  locations.addRow(['key', 'name', 'lat', 'long']);
  locations.addRow(['HALL', 'Import Hall', 52.52, 13.41]);
  locations.addRow(['ROOM', 'Import Room', 52.5, 13.4]);
  const sheet = book.addWorksheet('Sessions');
  sheet.addRow([
    'name',
    'start',
    'end',
    'unused',
    'location key',
    'numberOfPlaces',
    'mandatory',
    'locked',
    'description',
  ]);
  for (const row of sessions) sheet.addRow(row);
  const file = path.join(folder, name);
  writeFileSync(file, new Uint8Array(await book.xlsx.writeBuffer()));
  return file;
}

const GOOD = [
  [
    'Imported keynote',
    wall(0, '09:00'),
    wall(0, '10:00'),
    null,
    'HALL',
    0,
    'yes',
    'no',
    'The opening, from the workbook',
  ],
  ['Imported workshop', wall(0, '23:00'), wall(1, '00:30'), null, 'ROOM', 12, 'no', 'no', 'Late, across midnight'],
];
const BAD: unknown[][] = [
  GOOD[0] ?? [],
  ['Imported workshop', wall(0, '23:00'), wall(0, '22:00'), null, 'ATTIC', 12, 'no', 'no', 'Ends before it starts'],
];

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Import event' });
async function openImport(page: Page, file: string): Promise<Locator> {
  await page.goto(listPage());
  await page.getByRole('button', { name: 'Import event' }).click();
  const preview = dialog(page);
  await visible(preview);
  await preview.locator('input[type="file"]').setInputFiles(file);
  await visible(preview.getByRole('table', { name: 'Sessions' }));
  return preview;
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'agenda-import-'));
  eventId = await createEvent(EDITOR, {
    eventName: NAME,
    description: 'Created by the import browser test.',
    startDate: day1.set({ hour: 8 }).toUTC().toISO() ?? '',
    endDate: day1.plus({ days: 1 }).set({ hour: 18 }).toUTC().toISO() ?? '',
  });
});

afterAll(async () => {
  await deleteEvent(EDITOR, eventId);
});

describe('Import event', () => {
  let page: Page;

  beforeAll(async () => {
    page = await signedInPage(EDITOR);
  });

  it('previews a workbook with its errors by sheet, row and column, and will not import it', async () => {
    const preview = await openImport(page, await workbookFile('with-errors.xlsx', BAD));
    const errors = preview.getByRole('table', { name: 'Errors' });
    await visible(errors);
    await visible(
      errors.getByRole('row', { name: /Sessions 3 C \(end\) Start time cannot be bigger than the End time/ }),
    );
    await visible(
      errors.getByRole('row', {
        name: new RegExp(`Sessions 3 E \\(location key\\) ${IMPORT_MESSAGES.unknownLocationKey('ATTIC')}`),
      }),
    );
    // Times in the event's zone, with its abbreviation.
    await visible(preview.getByRole('cell', { name: `${day1.toFormat('ccc d LLL yyyy')}, 09:00 – 10:00 CEST` }));
    const importButton = preview.getByRole('button', { name: 'Import', exact: true });
    expect(await importButton.isDisabled()).toBe(true);
    await importButton.locator('xpath=..').hover();
    await visible(page.getByRole('tooltip', { name: /2 errors to fix in the workbook/ }));
    await settled(page);
    await expectAccessible(page);
    await screenshot(page, 'agenda-import-preview-light');
  });

  it('imports the corrected workbook at once; the list shows the sessions live', async () => {
    const preview = dialog(page);
    await preview.locator('input[type="file"]').setInputFiles(await workbookFile('corrected.xlsx', GOOD));
    await visible(preview.getByText('No errors: press Import to write everything at once.'));
    await visible(preview.getByText('2 sessions: 2 new, 0 updated'));
    await visible(preview.getByText('2 locations: 2 new, 0 updated'));
    await preview.getByRole('button', { name: 'Import', exact: true }).click();
    await visible(page.getByText(IMPORT_MESSAGES.imported({ created: 2, updated: 0 }, { created: 2, updated: 0 })));
    await expect.poll(() => dialog(page).count()).toBe(0);
    await visible(page.getByRole('article', { name: 'Imported keynote', exact: true }));
    await visible(page.getByRole('article', { name: 'Imported workshop', exact: true }));
  });

  it('imports the same workbook again without duplicates: everything is updated', async () => {
    const preview = await openImport(page, path.join(folder, 'corrected.xlsx'));
    await visible(preview.getByText('2 sessions: 0 new, 2 updated'));
    await visible(preview.getByText('2 locations: 0 new, 2 updated'));
    await preview.getByRole('button', { name: 'Import', exact: true }).click();
    await visible(page.getByText(IMPORT_MESSAGES.imported({ created: 0, updated: 2 }, { created: 0, updated: 2 })));
    await expect.poll(() => page.getByRole('article').count()).toBe(2);
    const agendas = await apiAs<{ agendas: { name: string }[] }>(EDITOR, 'GET', `/agendas?eventId=${eventId}`);
    expect(agendas.agendas.map((agenda) => agenda.name).sort()).toEqual(['Imported keynote', 'Imported workshop']);
    const locations = await apiAs<{ locations: { name: string }[] }>(EDITOR, 'GET', `/locations?eventId=${eventId}`);
    expect(locations.locations.map((location) => location.name)).toEqual(['Import Hall', 'Import Room']);
  });

  it('draws the preview dark and at phone width', async () => {
    for (const mode of ['light', 'dark'] as const) {
      const other = mode === 'light' ? page : await signedInPage(EDITOR, 'dark');
      await other.setViewportSize({ width: mode === 'light' ? 390 : 1440, height: mode === 'light' ? 844 : 900 });
      const preview = await openImport(other, path.join(folder, 'with-errors.xlsx'));
      expect(await bodyIsDark(other)).toBe(mode === 'dark');
      if (mode === 'light') {
        // At 390 px the errors are cards (place above reason), and nothing makes the page scroll sideways.
        const cards = preview.getByRole('list', { name: 'Errors' });
        await visible(
          cards
            .getByRole('listitem')
            .filter({ hasText: 'Sessions, row 3, column C (end)' })
            .filter({ hasText: 'Start time cannot be bigger than the End time' }),
        );
        expect((await cards.boundingBox())!.x + (await cards.boundingBox())!.width).toBeLessThanOrEqual(390);
        const content = preview.locator('.MuiDialogContent-root');
        expect(await content.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
        expect(await other.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
      await settled(other);
      await screenshot(other, mode === 'light' ? 'agenda-import-preview-phone-light' : 'agenda-import-preview-dark');
      if (mode === 'dark') {
        await other.setViewportSize({ width: 390, height: 844 });
        await settled(other);
        await screenshot(other, 'agenda-import-preview-phone-dark');
      }
    }
  });
});
