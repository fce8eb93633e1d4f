/*
 * The agenda form's times. A new agenda in a running event starts at the next half
 * hour on the event's clock; moving Start moves End by the same duration; the quick-add buttons set the
 * duration from Start (End = Start + n, however often pressed). Desktop and phone, light and dark.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, TOASTS, type Agenda } from '@agenda/contract';
import { adminClients } from '../../scripts/lib/admin';
import { apiAs, createEvent, deleteEvent } from './api-helper';
import { APP_URL, bodyIsDark, browserSuite, expectAccessible, screenshot } from './browser';
import { settled, visible } from './page-helper';

const DE_ADMIN = 'jonas.becker@corp.example';
const ZONE = 'Europe/Berlin';
const PICKER = 'dd MMM yyyy HH:mm';

const { signedInPage } = browserSuite();
let eventId = '';

const createPage = () => `${APP_URL}/main/event/agendas/editagenda?e=${eventId}&t=de`;
/** The text of the form's Start (0) or End (1) picker, as its hidden input holds it ("29 Nov 2026 10:30"). */
const pickerText = (page: Page, index: 0 | 1) =>
  page.locator('.MuiPickersTextField-root').nth(index).locator('input').inputValue();
/** The next half hour on Berlin's clock at `now` (10:07 → 10:30, 10:30 → 10:30), as the picker writes it. */
const nextHalfHour = (now: DateTime): string => {
  const clock = now.setZone(ZONE).set({ second: 0, millisecond: 0 });
  const exact = clock.toMillis() === now.toMillis() && clock.minute % 30 === 0;
  const next = exact
    ? clock
    : clock.minute < 30
      ? clock.set({ minute: 30 })
      : clock.set({ minute: 0 }).plus({ hours: 1 });
  return next.toFormat(PICKER, { locale: 'en-US' });
};
const plus = (text: string, minutes: number) =>
  DateTime.fromFormat(text, PICKER, { zone: ZONE, locale: 'en-US' })
    .plus({ minutes })
    .toFormat(PICKER, { locale: 'en-US' });

/** Opens the create form; answers the next half hours before and after (the clock may pass one meanwhile). */
async function openCreate(page: Page): Promise<string[]> {
  const before = nextHalfHour(DateTime.now());
  await page.goto(createPage());
  await visible(page.getByRole('heading', { level: 1, name: 'Create new agenda' }));
  await visible(page.locator('.MuiPickersTextField-root').nth(1));
  return [before, nextHalfHour(DateTime.now())];
}

beforeAll(async () => {
  const now = DateTime.now();
  eventId = await createEvent(DE_ADMIN, {
    eventName: `Agenda form times test ${Date.now()}`,
    description: 'Created by the agenda form times browser test.',
    startDate: now.plus({ days: 1 }).toUTC().toISO() ?? '',
    endDate: now.plus({ days: 3 }).toUTC().toISO() ?? '',
  });
  // The event runs now, from yesterday (an event is created in the future, so it is moved in Firestore).
  await adminClients()
    .db.collection(COLLECTIONS.events)
    .doc(eventId)
    .update({ start_date: Timestamp.fromDate(now.minus({ days: 1 }).toJSDate()) });
});

afterAll(async () => {
  await deleteEvent(DE_ADMIN, eventId);
});

describe('the agenda form times in a running event', () => {
  it('starts at the next half hour, moves End with Start, and sets the duration from Start', async () => {
    const page = await signedInPage(DE_ADMIN);
    const candidates = await openCreate(page);
    const start = await pickerText(page, 0);
    expect(candidates).toContain(start);
    // A new agenda lasts an hour.
    expect(await pickerText(page, 1)).toBe(plus(start, 60));

    // Start's hour typed as 14: End follows, an hour later still.
    await page.locator('.MuiPickersTextField-root').nth(0).locator('[role="spinbutton"]').nth(3).click();
    await page.keyboard.type('14', { delay: 20 });
    const moved = `${start.slice(0, 12)}14${start.slice(14)}`;
    await expect.poll(() => pickerText(page, 0)).toBe(moved);
    await expect.poll(() => pickerText(page, 1)).toBe(plus(moved, 60));

    // +30m twice is 30 minutes from Start, not an hour; +2h is two hours from Start.
    const quick = (name: string) => page.getByRole('button', { name }).click();
    await quick('+30m: end 30 minutes after the start');
    await quick('+30m: end 30 minutes after the start');
    await expect.poll(() => pickerText(page, 1)).toBe(plus(moved, 30));
    await quick('+2h: end 2 hours after the start');
    await expect.poll(() => pickerText(page, 1)).toBe(plus(moved, 120));
    await settled(page);
    await expectAccessible(page);
    await screenshot(page, 'agenda-form-times-desktop-light');

    // Saved as shown: 14:xx to two hours later on Berlin's clock.
    await page.getByRole('textbox', { name: 'Agenda name' }).fill('Afternoon workshop');
    await page.getByRole('textbox', { name: 'Description' }).fill('Set with the quick-add buttons.');
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText(TOASTS.agendaSaved));
    const { agendas } = await apiAs<{ agendas: Agenda[] }>(
      DE_ADMIN,
      'GET',
      `/agendas?eventId=${encodeURIComponent(eventId)}`,
    );
    const saved = agendas.find((agenda) => agenda.name === 'Afternoon workshop');
    const berlin = (iso: string | undefined) =>
      DateTime.fromISO(iso ?? '', { zone: 'UTC' })
        .setZone(ZONE)
        .toFormat(PICKER, { locale: 'en-US' });
    expect([berlin(saved?.start_time), berlin(saved?.end_date)]).toEqual([moved, plus(moved, 120)]);
  });

  it('draws the times at phone width and dark', async () => {
    for (const mode of ['light', 'dark'] as const) {
      const page = await signedInPage(DE_ADMIN, mode);
      if (mode === 'dark') {
        await openCreate(page);
        expect(await bodyIsDark(page)).toBe(true);
        await settled(page);
        await expectAccessible(page);
        await screenshot(page, 'agenda-form-times-desktop-dark');
      }
      await page.setViewportSize({ width: 390, height: 844 });
      await openCreate(page);
      expect(await bodyIsDark(page)).toBe(mode === 'dark');
      await page.getByRole('button', { name: '+30m: end 30 minutes after the start' }).scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await settled(page);
      await screenshot(page, `agenda-form-times-phone-${mode}`);
    }
  });
});
