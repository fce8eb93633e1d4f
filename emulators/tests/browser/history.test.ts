/**
 * The event's History (issue 34): a change made elsewhere shows live in words with its field diff, a
 * deleted session comes back from its entry, and the screen reads on a phone, in the dark, and to axe.
 */
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, EVENT_SUBCOLLECTIONS, type Agenda } from '@agenda/contract';
import { adminClients } from '../../scripts/lib/admin';
import { apiAs, createEvent, deleteEvent, saveAgendaAs } from './api-helper';
import { APP_URL, bodyIsDark, browserSuite, expectAccessible, shootDesktopAndPhone } from './browser';
import { visible } from './page-helper';

const DE_ADMIN = 'jonas.becker@corp.example';
const DE_ADMIN_NAME = 'Jonas Becker';
const PLAIN = 'lukas.hoffmann@corp.example';
const ZONE = 'Europe/Berlin';

const { signedInPage } = browserSuite();
let eventId = '';
let hallA = '';
let hallB = '';
let keynote: Agenda;
/** The event's day (1 June next year, summer time), in Berlin. */
const day = DateTime.fromObject({ year: DateTime.now().year + 1, month: 6, day: 1 }, { zone: ZONE });
const at = (time: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return day.set({ hour, minute }).toUTC().toISO() ?? '';
};
/** How the screen writes an instant of that day: "Tue 1 Jun 2027, 09:00 CEST". */
const shown = (time: string) => `${day.toFormat('ccc d LLL yyyy')}, ${time} CEST`;
const historyPage = () => `${APP_URL}/main/event/history?e=${eventId}&t=de`;
const entry = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

const api = <T>(method: 'GET' | 'POST' | 'DELETE', route: string, body?: unknown): Promise<T> =>
  apiAs<T>(DE_ADMIN, method, route, body);

const location = async (name: string) =>
  (await api<{ result: { id: string } }>('POST', '/locations/new', { name, eventId, lat: 52.52, long: 13.41 })).result
    .id;

beforeAll(async () => {
  eventId = await createEvent(DE_ADMIN, {
    eventName: `History test event ${Date.now()}`,
    description: 'Created by the history browser tests.',
    startDate: at('08:00'),
    endDate: at('18:00'),
  });
  hallA = await location('Hall A');
  hallB = await location('Hall B');
  keynote = await saveAgendaAs(DE_ADMIN, {
    eventId,
    name: 'Keynote',
    description: 'The opening keynote.',
    startTime: at('09:00'),
    endTime: at('10:00'),
    locationId: hallA,
  });
});

afterAll(async () => {
  await deleteEvent(DE_ADMIN, eventId);
});

describe("an event's History", () => {
  it('shows a rename and a move made in another tab live, in words, with the field diff', async () => {
    const page = await signedInPage(DE_ADMIN);
    await page.goto(historyPage());
    await visible(page.getByRole('heading', { level: 1, name: 'History' }));
    await visible(entry(page, `${DE_ADMIN_NAME} created the session 'Keynote'`));
    // Named as the event's zone reads today (CET in winter, CEST in summer).
    await visible(page.getByText(new RegExp(`^Times and days are on the event's clock \\(CES?T, ${ZONE}\\)\\.$`)));

    // The other tab: the session renamed and moved to Hall B an hour later, through the API.
    keynote = await saveAgendaAs(DE_ADMIN, {
      id: keynote.id,
      version: keynote.version,
      eventId,
      name: 'Opening keynote',
      description: 'The opening keynote.',
      startTime: at('10:00'),
      endTime: at('11:00'),
      locationId: hallB,
    });
    const moved = entry(
      page,
      `${DE_ADMIN_NAME} moved 'Opening keynote' from Hall A, ${shown('09:00')} to Hall B, ${shown('10:00')}, and renamed it from 'Keynote'`,
    );
    await visible(moved);
    // Newest first.
    await expect.poll(() => page.getByRole('listitem').first().textContent()).toContain('moved');

    await moved.getByRole('button', { name: /^Show changes/ }).click();
    const diff = moved.getByRole('table');
    await visible(diff);
    await visible(diff.getByRole('row', { name: 'name Keynote Opening keynote' }));
    await visible(diff.getByRole('row', { name: 'location id Hall A Hall B' }));
    await visible(diff.getByRole('row', { name: `start time ${shown('09:00')} ${shown('10:00')}` }));
    await expectAccessible(page, 'main');
    await shootDesktopAndPhone(page, 'history-diff');

    // Filters are queries: by kind, the locations' creations only.
    await page.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Location' }).click();
    await visible(entry(page, `${DE_ADMIN_NAME} created the location 'Hall B'`));
    await expect.poll(() => entry(page, 'Keynote').count()).toBe(0);
  });

  it('restores a deleted session from its entry; the restore is an entry of its own', async () => {
    // (A retried test finds it deleted already: the entry below is what counts.)
    await api('DELETE', `/agendas?eventId=${eventId}&agendaId=${keynote.id}`).catch(() => undefined);
    const page = await signedInPage(DE_ADMIN, 'dark');
    await page.goto(historyPage());
    const deleted = entry(page, `${DE_ADMIN_NAME} deleted the session 'Opening keynote'`);
    await visible(deleted);
    expect(await bodyIsDark(page)).toBe(true);

    await deleted.getByRole('button', { name: /^Restore: / }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore' });
    await visible(dialog);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await visible(page.getByText('Restored', { exact: true }));
    await visible(entry(page, `${DE_ADMIN_NAME} restored the session 'Opening keynote'`));

    const { db } = adminClients();
    const stored = await db
      .collection(COLLECTIONS.events)
      .doc(eventId)
      .collection(EVENT_SUBCOLLECTIONS.agendas)
      .doc(keynote.id)
      .get();
    expect(stored.get('name')).toBe('Opening keynote');

    // Restoring the same deletion again is refused where the screen shows it, not in a dialog.
    await deleted.getByRole('button', { name: /^Restore: / }).click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await visible(page.getByRole('alert').filter({ hasText: 'The record exists again: there is nothing to restore' }));
    await expectAccessible(page, 'main');
    await shootDesktopAndPhone(page, 'history-restore-dark');
  });

  it('is not offered to someone who cannot edit the event, and says who can', async () => {
    const page = await signedInPage(PLAIN);
    await page.goto(`${APP_URL}/main/event/event?e=${eventId}&t=de`);
    const toolbar = page.getByRole('navigation', { name: 'Event' });
    await visible(toolbar.getByRole('link', { name: 'Program' }));
    expect(await toolbar.getByRole('link', { name: 'History' }).count()).toBe(0);
    await page.goto(historyPage());
    await visible(page.getByText('You cannot edit this event'));
  });
});
