import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, MESSAGES, TOASTS, type Agenda } from '@agenda/contract';
import { adminClients } from '../../scripts/lib/admin';
import { apiAs, createEvent, deleteEvent, saveAgendaAs } from './api-helper';
import { APP_URL, bodyIsDark, browserSuite, expectAccessible, screenshot } from './browser';
import { settled, visible } from './page-helper';
import { demoUserId } from './sign-in-helper';

const DE_ADMIN = 'jonas.becker@corp.example';
const DE_ADMIN_NAME = 'Jonas Becker';
const ORGANIZER = 'sofia.rossi@corp.example';
const ZONE = 'Europe/Berlin';
const NAME = `Agenda edit test event ${Date.now()}`;

const { signedInPage } = browserSuite();
let eventId = '';
let hallId = '';
/** The event's first day (1 June next year), in Berlin; the event runs 08:00 on day 0 to 18:00 on day 1. */
let day1: DateTime;

const admin = <T>(method: 'GET' | 'POST' | 'DELETE', route: string, body?: unknown): Promise<T> =>
  apiAs<T>(DE_ADMIN, method, route, body);
const at = (offset: number, time: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return day1.plus({ days: offset }).set({ hour, minute }).toUTC().toISO() ?? '';
};
const editPage = (agendaId?: string) =>
  `${APP_URL}/main/event/agendas/editagenda?e=${eventId}&t=de${agendaId ? `&a=${agendaId}` : ''}`;
const filesPage = (agendaId: string) => `${APP_URL}/main/event/agendas/agendafiles?e=${eventId}&a=${agendaId}&t=de`;
const listPage = () => `${APP_URL}/main/event/agendalist?e=${eventId}&t=de`;
const stored = async (id: string): Promise<Agenda> =>
  (
    await admin<{ agenda: Agenda }>(
      'GET',
      `/agendas/byId?id=${encodeURIComponent(id)}&eventId=${encodeURIComponent(eventId)}`,
    )
  ).agenda;
const byName = async (name: string): Promise<Agenda | undefined> =>
  (await admin<{ agendas: Agenda[] }>('GET', `/agendas?eventId=${encodeURIComponent(eventId)}`)).agendas.find(
    (agenda) => agenda.name === name,
  );

async function createAgenda(name: string, day: number, from: string, to: string): Promise<Agenda> {
  return saveAgendaAs(DE_ADMIN, {
    eventId,
    name,
    description: `${name}: created by the agenda edit browser tests.`,
    startTime: at(day, from),
    endTime: at(day, to),
    locationId: hallId,
  });
}

/** The edit form of an agenda, once its stored values are in. */
async function openEdit(page: Page, agenda: Agenda): Promise<void> {
  await page.goto(editPage(agenda.id));
  await expect
    .poll(() => page.getByRole('textbox', { name: 'Agenda name' }).inputValue(), { timeout: 15_000 })
    .toBe(agenda.name);
  // The select shows the agenda's location once the event's locations are there (until then, none).
  if (agenda.location_id)
    await expect.poll(() => page.getByRole('combobox', { name: /^Location/ }).textContent()).toContain('Main Hall');
}

beforeAll(async () => {
  day1 = DateTime.fromObject({ year: DateTime.now().year + 1, month: 6, day: 1 }, { zone: ZONE });
  eventId = await createEvent(DE_ADMIN, {
    eventName: NAME,
    description: 'Created by the agenda edit browser tests.',
    startDate: at(0, '08:00'),
    endDate: at(1, '18:00'),
  });
  // The organizers screen comes later: the organizer is arranged in Firestore.
  await adminClients()
    .db.collection(COLLECTIONS.events)
    .doc(eventId)
    .update({ organizers: [demoUserId(ORGANIZER)] });
  hallId = (
    await admin<{ result: { id: string } }>('POST', '/locations/new', {
      name: 'Main Hall',
      eventId,
      lat: 52.52,
      long: 13.41,
    })
  ).result.id;
  await admin('POST', '/tags/new', { name: 'Cloud', colour: '#1565c0', eventId });
});

afterAll(async () => {
  await deleteEvent(DE_ADMIN, eventId);
});

describe('editing agendas as an organizer', () => {
  let page: Page;

  beforeAll(async () => {
    page = await signedInPage(ORGANIZER);
  });

  it('creates an agenda in the event zone and returns to the agenda list', async () => {
    await page.goto(editPage());
    await visible(page.getByRole('heading', { level: 1, name: 'Create new agenda' }));
    await visible(page.getByText('CEST · Europe/Berlin'));
    await page.getByRole('textbox', { name: 'Agenda name' }).fill('Platform keynote');
    await page.getByRole('textbox', { name: 'Description' }).fill('Where the platform goes next year.');
    await page.getByRole('combobox', { name: 'Location' }).click();
    await page.getByRole('option', { name: 'Main Hall' }).click();
    await page.getByRole('combobox', { name: 'Tags' }).click();
    await page.getByRole('option', { name: 'Cloud' }).click();
    await page.keyboard.press('Escape');
    await settled(page);
    await expectAccessible(page);
    await screenshot(page, 'agenda-edit-create-light');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/main\/event\/agendalist\?/, { timeout: 15_000 });
    await visible(page.getByRole('article', { name: 'Platform keynote', exact: true }));
    const created = await byName('Platform keynote');
    // A new agenda starts with the event (08:00 in Berlin) and lasts an hour.
    expect([created?.start_time, created?.end_date]).toEqual([
      new Date(at(0, '08:00')).toISOString(),
      new Date(at(0, '09:00')).toISOString(),
    ]);
    expect(created?.location_id).toBe(hallId);
    expect(created?.tags).toHaveLength(1);
  });

  it('edits with quick-add, stays on the screen and says "Agenda Saved !"', async () => {
    const agenda = await createAgenda('Data mesh in practice', 0, '10:00', '11:00');
    await openEdit(page, agenda);
    await page.getByRole('button', { name: '+30m: end 30 minutes after the start' }).click();
    await page.getByRole('button', { name: '+2h: end 2 hours after the start' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText(TOASTS.agendaSaved));
    expect(page.url()).toBe(editPage(agenda.id));
    // Each quick-add sets the duration from the start: the last, +2h, wins.
    expect((await stored(agenda.id)).end_date).toBe(new Date(at(0, '12:00')).toISOString());
  });

  it('blocks Save with the spec alert when the end falls after the event', async () => {
    const agenda = await createAgenda('Closing drinks', 1, '16:30', '17:30');
    await openEdit(page, agenda);
    await page.getByRole('button', { name: '+30m: end 30 minutes after the start' }).click();
    // 17:00, before the event's end (18:00): allowed.
    await expect.poll(() => page.getByRole('button', { name: 'Save' }).isEnabled()).toBe(true);
    // 18:30: after it.
    await page.getByRole('button', { name: '+2h: end 2 hours after the start' }).click();
    await visible(page.getByText(MESSAGES.agendaAfterEvent));
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    const save = page.getByRole('button', { name: 'Save' });
    expect(await save.getAttribute('aria-description')).toMatch(/^Save is blocked until the times are fixed/);
    await save.hover();
    await visible(page.getByRole('tooltip').getByText(MESSAGES.agendaAfterEvent, { exact: false }));
    await screenshot(page, 'agenda-edit-alert-light');
  });

  it("shows someone else's save live, and on 409 names them and overwrites", async () => {
    const agenda = await createAgenda('Security clinic', 0, '14:00', '15:00');
    await openEdit(page, agenda);
    // Someone else saves through the API while the form is open.
    await saveAgendaAs(DE_ADMIN, {
      id: agenda.id,
      version: agenda.version,
      eventId,
      name: 'Security clinic (moved)',
      description: agenda.description,
      startTime: agenda.start_time,
      endTime: agenda.end_date,
      locationId: hallId,
    });
    const notice = page.getByRole('status').filter({ hasText: `${DE_ADMIN_NAME} saved this agenda at` });
    await visible(notice);
    expect(await notice.textContent()).toMatch(
      / at \d{2}:\d{2} (CET|CEST)|at \w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2} (CET|CEST)/,
    );
    // The form keeps what this person typed; saving now is refused with who and when.
    await page.getByRole('textbox', { name: 'Agenda name' }).fill('Security clinic (mine)');
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText(new RegExp(`^${DE_ADMIN_NAME} saved this agenda at .+ after you opened it$`)));
    await visible(page.getByRole('button', { name: 'Reload their version' }));
    await screenshot(page, 'agenda-edit-conflict-light');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Overwrite with mine' }).click();
    await visible(page.getByText(TOASTS.agendaSaved));
    const saved = await stored(agenda.id);
    expect([saved.name, saved.version, saved.updated_by_name]).toEqual([
      'Security clinic (mine)',
      agenda.version + 2,
      'Sofia Rossi',
    ]);
  });

  it('deletes an agenda from the list', async () => {
    await page.goto(listPage());
    const card = page.getByRole('article', { name: 'Closing drinks', exact: true });
    await visible(card);
    await card.getByRole('button', { name: 'Delete Closing drinks' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await visible(page.getByText(TOASTS.agendaDeleted));
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(0);
    expect(await byName('Closing drinks')).toBeUndefined();
  });
});

describe('agenda files as an organizer', () => {
  it('refuses a wrong type at the field, and uploads a pdf in the order of spec §4', async () => {
    const agenda = await createAgenda('Workshop with handouts', 1, '09:00', '10:00');
    const page = await signedInPage(ORGANIZER);
    await page.goto(filesPage(agenda.id));
    await visible(page.getByRole('heading', { level: 1, name: 'Files' }));
    await visible(page.getByText(/^No files yet\./));
    const input = page.getByLabel('Agenda files');
    await input.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await visible(
      page
        .getByRole('list', { name: 'Refused files' })
        .getByText(/^setup\.exe: Only pdf, png, jpeg, pptx, docx and xlsx/),
    );
    await input.setInputFiles({
      name: 'handout.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await visible(page.getByRole('list', { name: 'New files' }).getByText('handout.pdf'));
    await expectAccessible(page);
    await screenshot(page, 'agenda-files-light');
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('Files saved'), 30_000);
    const files = (await stored(agenda.id)).files;
    expect(files.map((file) => file.name)).toEqual(['handout.pdf']);
    expect(files[0]?.reference).toMatch(new RegExp(`^v2/events/${eventId}/agendas/${agenda.id}/[0-9a-f-]{36}\\.pdf$`));
    expect(files[0]?.url).not.toContain('token=');
    // The stored document opens with a fresh address from Storage.
    const link = page.getByRole('list', { name: 'Stored files' }).getByRole('link', { name: 'handout.pdf' });
    await visible(link);
    expect(await link.getAttribute('href')).toContain('token=');
    await screenshot(page, 'agenda-files-saved-light');
  });
});

describe('dark mode and phone width', () => {
  it('draws the edit form and the files dark and at phone width', async () => {
    const agenda =
      (await byName('Data mesh in practice')) ?? (await createAgenda('Data mesh in practice', 0, '10:00', '11:00'));
    for (const mode of ['light', 'dark'] as const) {
      const page = await signedInPage(ORGANIZER, mode);
      await openEdit(page, agenda);
      expect(await bodyIsDark(page)).toBe(mode === 'dark');
      await expectAccessible(page);
      await screenshot(page, `agenda-edit-desktop-${mode}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await openEdit(page, agenda);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, `agenda-edit-phone-${mode}`);
      await page.goto(filesPage(agenda.id));
      await visible(page.getByRole('heading', { level: 1, name: 'Files' }));
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, `agenda-files-phone-${mode}`);
    }
  });
});
