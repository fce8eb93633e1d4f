/**
 * The history screens: a change made elsewhere (the API, as another tab would) shows live in the
 * event's History in words with its field diff; a deleted agenda comes back from its entry (and a second
 * restore is refused in the dialog, in the API's words); the country's log shows the event's entries to
 * its admin. Axe and screenshots, light and dark, desktop and phone.
 */
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_MESSAGES } from '@agenda/contract';
import { apiAs, createEvent, deleteEvent, saveAgendaAs } from './api-helper';
import { APP_URL, browserSuite, expectAccessible, shootDesktopAndPhone } from './browser';
import { gone, visible } from './page-helper';

const DE_ADMIN = 'jonas.becker@corp.example';
const ACTOR = 'Jonas Becker';
const ZONE = 'Europe/Berlin';
const NAME = `History test event ${Date.now()}`;
/** The agenda's names, unique to this run: the country's log holds other files' entries too. */
const FIRST = `Keynote ${Date.now()}`;
const RENAMED = `Opening ${FIRST}`;

const { signedInPage } = browserSuite();
let eventId = '';
let hallA = '';
let hallB = '';
let agendaId = '';
let firstVersion = 0;
/** The event's day (1 June next year), in Berlin (CEST). */
const day = DateTime.fromObject({ year: DateTime.now().year + 1, month: 6, day: 1 }, { zone: ZONE });
const at = (time: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return day.set({ hour, minute }).toUTC().toISO() ?? '';
};

const historyPage = () => `${APP_URL}/main/event/history?e=${eventId}&t=de`;
const entries = (page: Page) => page.getByRole('list', { name: 'History' });
const entry = (page: Page, words: string | RegExp) => entries(page).getByRole('listitem').filter({ hasText: words });

async function addLocation(name: string): Promise<string> {
  const saved = await apiAs<{ result: { id: string } }>(DE_ADMIN, 'POST', '/locations/new', {
    name,
    eventId,
    lat: 52.52,
    long: 13.41,
  });
  return saved.result.id;
}

beforeAll(async () => {
  eventId = await createEvent(DE_ADMIN, {
    eventName: NAME,
    description: 'Created by the history browser tests.',
    startDate: at('08:00'),
    endDate: at('18:00'),
  });
  hallA = await addLocation('Hall A');
  hallB = await addLocation('Hall B');
  const created = await saveAgendaAs(DE_ADMIN, {
    eventId,
    name: FIRST,
    description: 'Moved and renamed by the history browser tests.',
    startTime: at('09:00'),
    endTime: at('10:00'),
    locationId: hallA,
  });
  agendaId = created.id;
  firstVersion = created.version;
});

afterAll(async () => {
  await deleteEvent(DE_ADMIN, eventId);
});

describe("an event's History (issue 34)", () => {
  it('shows a rename and a move made elsewhere live, in words, with the field diff', async () => {
    const page = await signedInPage(DE_ADMIN);
    await page.goto(historyPage());
    await visible(entry(page, `${ACTOR} created the session '${FIRST}'`));
    // The toolbar leads here, marked as the current tab.
    const tab = page.getByRole('navigation', { name: 'Event' }).getByRole('link', { name: 'History' });
    expect(await tab.getAttribute('aria-current')).toBe('page');

    const base = { eventId, description: 'Moved and renamed by the history browser tests.' };
    const renamed = await saveAgendaAs(DE_ADMIN, {
      ...base,
      id: agendaId,
      version: firstVersion,
      name: RENAMED,
      startTime: at('09:00'),
      endTime: at('10:00'),
      locationId: hallA,
    });
    await visible(entry(page, `${ACTOR} renamed the session '${FIRST}' to '${RENAMED}'`));
    await saveAgendaAs(DE_ADMIN, {
      ...base,
      id: agendaId,
      version: renamed.version,
      name: RENAMED,
      startTime: at('10:00'),
      endTime: at('11:00'),
      locationId: hallB,
    });
    const moved = entry(page, `${ACTOR} moved '${RENAMED}' from Hall A 09:00 to Hall B 10:00 CEST`);
    await visible(moved);
    // Newest first: the move above the rename.
    const words = await entries(page).getByRole('listitem').allTextContents();
    expect(words.findIndex((text) => text.includes('moved'))).toBeLessThan(
      words.findIndex((text) => text.includes('renamed')),
    );

    await moved.getByRole('button', { name: /Show changes/ }).click();
    const diff = moved.getByRole('table', { name: 'Changed fields' });
    await visible(diff);
    const location = diff.getByRole('row').filter({ hasText: 'Location' });
    expect(await location.getByRole('cell').allTextContents()).toEqual(['Location', 'Hall A', 'Hall B']);
    const start = diff.getByRole('row').filter({ hasText: 'Start' });
    expect(await start.getByRole('cell').allTextContents()).toEqual([
      'Start',
      `${day.toFormat('ccc')} 1 Jun ${day.year}, 09:00 CEST`,
      `${day.toFormat('ccc')} 1 Jun ${day.year}, 10:00 CEST`,
    ]);
    await expectAccessible(page, 'main');
    await shootDesktopAndPhone(page, 'history-event-light');
  });

  it('restores a deleted agenda from its entry, and refuses a second restore in the dialog', async () => {
    const page = await signedInPage(DE_ADMIN, 'dark');
    await page.goto(historyPage());
    await visible(entry(page, `moved '${RENAMED}'`));
    await apiAs(DE_ADMIN, 'DELETE', `/agendas?eventId=${eventId}&agendaId=${agendaId}`);
    const deleted = entry(page, `${ACTOR} deleted the session '${RENAMED}'`);
    await visible(deleted);

    await deleted.getByRole('button', { name: 'Restore', exact: false }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore?' });
    await visible(dialog);
    expect(await dialog.textContent()).toContain(`Restore the session '${RENAMED}'?`);
    // A restore overwrites: the safe answer has the focus.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await expectAccessible(page);
    await shootDesktopAndPhone(page, 'history-restore-dark');
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await gone(dialog);
    await visible(page.getByText(`Restored the session '${RENAMED}'`));
    await visible(entry(page, `${ACTOR} restored the session '${RENAMED}'`));

    // The record exists again: the API's refusal shows in the dialog, which stays open.
    await deleted.getByRole('button', { name: 'Restore', exact: false }).click();
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await visible(dialog.getByText(HISTORY_MESSAGES.existsAgain));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await gone(dialog);

    await page.goto(`${APP_URL}/main/event/agendalist?e=${eventId}&t=de`);
    await visible(page.getByRole('article', { name: RENAMED, exact: true }));
  });
});

describe("a country's history (issue 34)", () => {
  it("shows the event's entries to the country's admin, from the Administration navigation", async () => {
    const page = await signedInPage(DE_ADMIN, 'dark');
    await page.goto(`${APP_URL}/main/administration/users`);
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'History' }).click();
    await page.waitForURL(/\/main\/administration\/history/);
    // Other files write to de's log at the same time: only sessions, so that this event's are on the first page.
    await page.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Sessions' }).click();
    // On the viewer's clock (the log spans zones); rooms by name, read from the entry's own event.
    const moved = entry(page, `${ACTOR} moved '${RENAMED}' from Hall A 07:00 to Hall B 08:00 UTC`);
    await visible(moved, 30_000);
    await moved.getByRole('button', { name: /Show changes/ }).click();
    const diff = moved.getByRole('table', { name: 'Changed fields' });
    await visible(
      diff.getByRole('row').filter({ hasText: 'Location' }).filter({ hasText: 'Hall A' }).filter({ hasText: 'Hall B' }),
    );
    await expectAccessible(page, 'main');
    await shootDesktopAndPhone(page, 'history-country-dark');

    // The Person filter finds anyone by name, not only the people of the entries already read: a plain
    // user who changed nothing here leaves no entry; the admin's own name brings the move back.
    const person = page.getByRole('combobox', { name: 'Person' });
    const choose = async (typed: string, name: string) => {
      await person.fill(typed);
      await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
    };
    await choose('Lukas Hoff', 'Lukas Hoffmann');
    await visible(page.getByText('No change matches these filters: clear or widen them.'));
    await choose('Jonas Beck', ACTOR);
    await visible(entry(page, `${ACTOR} moved '${RENAMED}' from Hall A 07:00 to Hall B 08:00 UTC`), 30_000);
    await expectAccessible(page, 'main');
  });
});
