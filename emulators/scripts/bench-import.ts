/**
 * `npm run bench -- --import`: Import event end to end in Chromium (goal ≤ 10 s): an
 * editor picks a workbook of 2,000 sessions and 200 locations (written by exceljs) on the Agenda list,
 * the browser reads and previews it, Import sends it, and the live list shows the last session.
 * Figures only: the time to the preview, from Import to the toast, and to the list showing the sessions.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { DateTime } from 'luxon';
import { DEMO_PEOPLE } from '../tests/personas';
import { apiAs } from '../tests/browser/api-helper';
import { signInAs } from '../tests/browser/sign-in-helper';
import { line, withinTimeout } from './lib/bench-stats';
import { launchBrowser, newContext } from './lib/chromium';
import { say } from './lib/say';

const SESSIONS = 2000;
const LOCATIONS = 200;
const ZONE = 'Europe/Berlin';

export async function benchImport(appUrl: string): Promise<void> {
  const editor = DEMO_PEOPLE.adminA;
  const day1 = DateTime.fromObject({ year: DateTime.now().year + 1, month: 9, day: 1 }, { zone: ZONE });
  const { result } = await apiAs<{ result: { id: string } }>(editor, 'POST', '/events/new', {
    eventName: `Import bench ${Date.now()}`,
    address: 'Alexanderplatz 1, Berlin',
    description: 'Created by the import benchmark.',
    tenantId: 'de',
    timezone: ZONE,
    startDate: day1.toUTC().toISO(),
    endDate: day1.plus({ days: 20 }).toUTC().toISO(),
    noWall: false,
    hide_gamification: false,
    privacy: false,
  });

  const book = new ExcelJS.Workbook();
  const locations = book.addWorksheet('Locations');
  locations.addRow(['key', 'name', 'lat', 'long']);
  for (let index = 0; index < LOCATIONS; index += 1)
    locations.addRow([`L${index}`, `Room ${index}`, 48 + index / 1000, 11.5]);
  const sessions = book.addWorksheet('Sessions');
  sessions.addRow([
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
  for (let index = 0; index < SESSIONS; index += 1) {
    const start = day1.plus({ minutes: 60 + index * 10 });
    const wall = (at: DateTime) => new Date(Date.UTC(at.year, at.month - 1, at.day, at.hour, at.minute));
    sessions.addRow([
      `Session ${index + 1}`,
      wall(start),
      wall(start.plus({ minutes: 45 })),
      null,
      `L${index % LOCATIONS}`,
      30,
      'no',
      'no',
      `Talk ${index + 1} of the benchmark`,
    ]);
  }
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'bench-import-')), 'programme.xlsx');
  writeFileSync(file, new Uint8Array(await book.xlsx.writeBuffer()));

  const browser = await launchBrowser();
  try {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInAs(page, editor);
    await page.goto(`${appUrl}/main/event/agendalist?e=${result.id}&t=de`);
    await withinTimeout('the Import event button', page.getByRole('button', { name: 'Import event' }).waitFor());
    await page.getByRole('button', { name: 'Import event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import event' });
    const started = performance.now();
    await dialog.getByLabel('Workbook', { exact: true }).setInputFiles(file);
    await withinTimeout(
      'the preview',
      dialog
        .getByText(`${SESSIONS.toLocaleString('en-US')} sessions: ${SESSIONS.toLocaleString('en-US')} new, 0 updated`)
        .waitFor(),
    );
    const previewed = performance.now();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await withinTimeout('the toast', page.getByText(/^Event imported:/).waitFor());
    const answered = performance.now();
    await withinTimeout(
      'the sessions in the list',
      page.getByRole('article', { name: 'Session 1', exact: true }).waitFor(),
    );
    const listed = performance.now();
    say();
    say(`Import event: ${SESSIONS.toLocaleString('en-US')} sessions + ${LOCATIONS} locations, in Chromium`);
    say(line('read and preview the workbook', [previewed - started]));
    say(line('Import pressed → toast (API, one transaction)', [answered - previewed]));
    say(line('file picked → sessions in the live list', [listed - started], '≤ 10000 ms (issue 13)'));
  } finally {
    await browser.close();
    await apiAs(editor, 'DELETE', `/events?id=${encodeURIComponent(result.id)}`).catch(() => undefined);
  }
}
