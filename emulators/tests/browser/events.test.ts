import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOASTS } from '@agenda/contract';
import { stripesPng } from '../../scripts/lib/png';
import { DEMO_PEOPLE } from '../personas';
import { deleteEvent } from './api-helper';
import { APP_URL, bodyIsDark, browserSuite, expectAccessible, screenshot } from './browser';
import { expectRendered, settled, uploadsRefusedByRules } from './page-helper';

const DE_ADMIN = DEMO_PEOPLE.adminA;
const PLAIN = DEMO_PEOPLE.user;

const NAME = `Browser test event ${Date.now()}`;
const RENAMED = `${NAME} (renamed)`;

// The web app's text when the event is saved but its poster is not (web/src/features/events/edit/use-event-form.ts).
const POSTER_NOT_SAVED = /^The event was saved, but its poster could not be uploaded \([\s\S]+\)\.$/;
const poster = (name: string, colors: [number, number, number][]) => ({
  name,
  mimeType: 'image/png',
  buffer: stripesPng({ width: 120, height: 80, colors, direction: 'horizontal' }),
});

const { signedInPage } = browserSuite();
/** Events this file created, deleted again whatever happens to the tests. */
const created = new Set<string>();

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
/** A card's poster, when it is one uploaded to the event's posters folder (not the default picture). */
const posterOf = (page: Page, name: string, eventId: string) =>
  card(page, name).locator(`img[src*="v2%2Fevents%2F${eventId}%2Fposters%2F"]`);

/** Types a date into an MUI X date-time field, section by section (dd/MM/yyyy HH:mm). */
async function typeDateTime(page: Page, label: string, digits: string): Promise<void> {
  const field = page.locator('.MuiPickersTextField-root', { hasText: label });
  await field.locator('[role="spinbutton"]').first().click();
  await page.keyboard.type(digits, { delay: 20 });
}

afterAll(async () => {
  await Promise.all([...created].map((id) => deleteEvent(DE_ADMIN, id)));
});

describe('events of a country, live in every tab', () => {
  let tabA: Page;
  let tabB: Page;
  let eventId = '';

  beforeAll(async () => {
    tabA = await signedInPage(DE_ADMIN);
    tabB = await tabA.context().newPage();
    await tabA.goto(`${APP_URL}/main/events/eventslist?t=de`);
    await tabB.goto(`${APP_URL}/main/events/eventslist?t=de`);
    await card(tabB, 'Berlin Tech Summit').waitFor();
  });

  it('shows the country events with the passed overlay on the Munich event', async () => {
    await expect.poll(() => card(tabA, 'Munich Sales Kick-off').getByText('Event has passed').isVisible()).toBe(true);
    expect(await card(tabA, 'Berlin Tech Summit').getByText('Event has passed').count()).toBe(0);
    expect(
      await card(tabA, 'Berlin Tech Summit').getByRole('button', { name: 'Delete Berlin Tech Summit' }).isVisible(),
    ).toBe(true);
    await expectAccessible(tabA);
    await screenshot(tabA, 'events-list-light');
  });

  it('creates an event in tab A that appears in tab B without reload', async () => {
    await tabA.getByRole('link', { name: 'New event' }).click();
    await tabA.waitForURL(/\/main\/events\/editevent\?t=de$/);
    // The list's country, shown.
    await expect
      .poll(async () => (await tabA.getByRole('combobox', { name: /^Country/ }).textContent()) ?? '')
      .toContain('Germany');
    const save = tabA.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await tabA.getByRole('textbox', { name: 'Name' }).fill(NAME);
    await tabA.getByRole('textbox', { name: 'Address' }).fill('Unter den Linden 1, Berlin');
    await tabA.getByRole('textbox', { name: 'Description' }).fill('Created by the browser tests.');
    // A new German event starts on Berlin's clock, whatever the browser's zone.
    expect(await tabA.getByRole('combobox', { name: 'Timezone' }).inputValue()).toBe('Europe/Berlin');
    await typeDateTime(tabA, 'Start date', '150620300900');
    await typeDateTime(tabA, 'End date', '160620301800');
    await tabA.getByRole('checkbox', { name: 'Draft' }).check();
    await tabA.getByLabel('Choose poster').setInputFiles(
      poster('poster.png', [
        [21, 101, 192],
        [255, 255, 255],
      ]),
    );
    await expectRendered(tabA.getByRole('img', { name: 'Poster preview' }));
    await expect.poll(() => save.isEnabled()).toBe(true);
    // Transitions stand still in a background tab: measure contrast in the front one, once they end.
    await tabA.bringToFront();
    await settled(tabA);
    await screenshot(tabA, 'edit-event-light');
    await expectAccessible(tabA);
    await save.click();
    // Saved: the toast, then the event's agendas list (docs/product.md §2).
    await tabA.getByText(TOASTS.eventSaved).waitFor();
    await tabA.waitForURL(/\/main\/event\/agendalist\?e=/);
    eventId = new URL(tabA.url()).searchParams.get('e') ?? '';
    created.add(eventId);
    expect(eventId).not.toBe('');
    // The toolbar of the event screens, Notifications included for its editor.
    await tabA.getByRole('navigation', { name: 'Event' }).getByRole('link', { name: 'Notifications' }).waitFor();

    await card(tabB, NAME).waitFor({ timeout: 10_000 });
    expect(await card(tabB, NAME).getByText('Draft').isVisible()).toBe(true);
    // The poster went to the Storage emulator once the event existed; the card draws it from its
    // token-less address.
    await expectRendered(posterOf(tabB, NAME, eventId));
    expect(await posterOf(tabB, NAME, eventId).getAttribute('src')).not.toContain('token=');
  });

  it('edits the event in tab A and tab B follows; a refused new poster keeps the old one', async () => {
    await tabA.goto(`${APP_URL}/main/events/editevent?e=${eventId}&t=de`);
    const name = tabA.getByRole('textbox', { name: 'Name' });
    await expect.poll(() => name.inputValue()).toBe(NAME);
    await expectRendered(tabA.getByRole('img', { name: 'Poster preview' }));
    await name.fill('');
    await name.blur(); // its error shows once it is left
    await expect.poll(() => tabA.getByText('You must enter a value').isVisible()).toBe(true);
    await name.fill(RENAMED);
    // Published, so that everybody may see it.
    await tabA.getByRole('checkbox', { name: 'Draft' }).uncheck();
    // A new poster, which Storage refuses (the storage rules, seeing it declared as an HTML page): the
    // event is saved, the poster is not, and we say so.
    await tabA.getByLabel('Choose poster').setInputFiles(
      poster('other-poster.png', [
        [239, 108, 0],
        [255, 255, 255],
      ]),
    );
    const rules = await uploadsRefusedByRules(tabA);
    const refusal = rules.refused();
    await tabA.getByRole('button', { name: 'Save' }).click();
    await refusal;
    await rules.stop();
    await expect.poll(() => tabA.getByText(POSTER_NOT_SAVED).first().isVisible()).toBe(true);
    await tabA.waitForURL(/\/main\/event\/agendalist\?e=/);
    await card(tabB, RENAMED).waitFor({ timeout: 10_000 });
    expect(await card(tabB, RENAMED).getByText('Draft').count()).toBe(0);
    await expectRendered(posterOf(tabB, RENAMED, eventId));

    // Somebody else, a plain user in a browser of their own, sees the poster drawn on the card.
    const reader = await signedInPage(PLAIN);
    await reader.goto(`${APP_URL}/main/events/eventslist?t=de`);
    await expectRendered(posterOf(reader, RENAMED, eventId));
  });

  it('filters by name from one character, ignoring case', async () => {
    const search = tabB.getByRole('searchbox', { name: 'Search by name' });
    await search.fill('berlin TECH');
    await expect.poll(() => tabB.getByRole('article').count()).toBe(1);
    await search.fill('zzzz-nothing');
    await expect.poll(() => tabB.getByText('No event matches “zzzz-nothing”.').isVisible()).toBe(true);
    await search.fill('');
    await expect.poll(() => tabB.getByRole('article').count()).toBeGreaterThan(2);
  });

  it('adds, edits and deletes a location', async () => {
    await tabA.goto(`${APP_URL}/main/event/locations?e=${eventId}&t=de`);
    await tabA.getByRole('link', { name: 'Add location' }).click();
    await tabA.getByRole('textbox', { name: 'Name' }).fill('Test Hall');
    await tabA.getByRole('textbox', { name: 'Latitude' }).fill('91');
    await tabA.getByRole('textbox', { name: 'Longitude' }).fill('13.4');
    await expect.poll(() => tabA.getByText('Latitude must be between -90 and 90').isVisible()).toBe(true);
    expect(await tabA.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await tabA.getByRole('textbox', { name: 'Latitude' }).fill('52.5');
    await tabA.getByRole('button', { name: 'Save' }).click();
    await tabA.waitForURL(/\/main\/event\/locations\?/);
    await tabA.getByText('Test Hall').waitFor();
    await tabA.getByRole('link', { name: 'Edit Test Hall' }).click();
    await expect.poll(() => tabA.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Test Hall');
    await tabA.getByRole('textbox', { name: 'Name' }).fill('Test Hall B');
    await tabA.getByRole('button', { name: 'Save' }).click();
    await tabA.getByText('Test Hall B').waitFor();
    await expectAccessible(tabA);
    await tabA.getByRole('button', { name: 'Delete Test Hall B' }).click();
    await tabA.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await tabA.getByText(TOASTS.eventDeleted).waitFor();
    await expect.poll(() => tabA.getByText('This event has no locations yet.').isVisible()).toBe(true);
  });

  it('adds, edits and deletes a tag with its colour', async () => {
    await tabA.goto(`${APP_URL}/main/event/tags?e=${eventId}&t=de`);
    await tabA.getByRole('heading', { name: 'Event tags' }).waitFor();
    await tabA.getByRole('link', { name: 'Add Tag' }).click();
    await tabA.getByRole('textbox', { name: 'Tag name' }).fill('Keynote');
    // No colour chosen yet: Save stays disabled (docs/product.md §5).
    expect(await tabA.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await tabA.getByLabel(/^Colour/).fill('#2e7d32');
    await expect.poll(() => tabA.getByRole('button', { name: 'Save' }).isEnabled()).toBe(true);
    // Transitions stand still in a background tab: measure contrast in the front one, once they end.
    await tabA.bringToFront();
    await settled(tabA);
    await expectAccessible(tabA);
    await tabA.getByRole('button', { name: 'Save' }).click();
    await tabA.waitForURL(/\/main\/event\/tags\?/);
    await tabA.getByText('Keynote').waitFor();
    await tabA.getByRole('link', { name: 'Edit Keynote' }).click();
    await expect.poll(() => tabA.getByRole('textbox', { name: 'Tag name' }).inputValue()).toBe('Keynote');
    await tabA.getByRole('textbox', { name: 'Tag name' }).fill('Keynotes');
    await tabA.getByRole('button', { name: 'Save' }).click();
    await tabA.getByText('Keynotes').waitFor();
    await tabA.getByRole('button', { name: 'Delete Keynotes' }).click();
    await tabA.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await tabA.getByText(TOASTS.tagDeleted).waitFor();
  });

  it('adds, edits and deletes a survey, refusing a javascript: address', async () => {
    await tabA.goto(`${APP_URL}/main/event/surveys?e=${eventId}&t=de`);
    await tabA.getByRole('link', { name: 'Add Survey' }).click();
    await tabA.getByRole('heading', { name: 'Edit Survey' }).waitFor();
    await tabA.getByRole('textbox', { name: 'Survey Name' }).fill('Feedback');
    await tabA.getByRole('textbox', { name: 'Survey url' }).fill('javascript:alert(1)');
    await tabA.getByRole('textbox', { name: 'Survey url' }).blur(); // its error shows once it is left
    await expect.poll(() => tabA.getByText('URL is not valid').isVisible()).toBe(true);
    expect(await tabA.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await tabA.getByRole('textbox', { name: 'Survey url' }).fill('https://forms.example.com/test');
    await tabA.getByRole('button', { name: 'Save' }).click();
    await tabA.waitForURL(/\/main\/event\/surveys\?/);
    const link = tabA.getByRole('link', { name: /forms\.example\.com\/test/ });
    await link.waitFor();
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    await tabA.getByRole('article', { name: 'Feedback' }).getByRole('link', { name: 'Edit' }).click();
    await expect.poll(() => tabA.getByRole('textbox', { name: 'Survey Name' }).inputValue()).toBe('Feedback');
    await tabA.getByRole('textbox', { name: 'Survey Name' }).fill('Feedback form');
    await tabA.getByRole('button', { name: 'Save' }).click();
    await tabA.getByRole('article', { name: 'Feedback form' }).waitFor();
    await tabA.getByRole('article', { name: 'Feedback form' }).getByRole('button', { name: 'Delete' }).click();
    await tabA.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await tabA.getByText(TOASTS.surveyDeleted).waitFor();
  });

  it('deletes the event in tab B and tab A drops it', async () => {
    await tabA.goto(`${APP_URL}/main/events/eventslist?t=de`);
    await card(tabA, RENAMED).waitFor();
    await tabB.getByRole('button', { name: `Delete ${RENAMED}` }).click();
    await tabB.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await tabB.getByText(TOASTS.eventDeleted).waitFor();
    await expect.poll(() => card(tabA, RENAMED).count(), { timeout: 10_000 }).toBe(0);
    created.delete(eventId);
  });
});

describe('a plain user', () => {
  it('does not see the draft Lyon event nor Edit, Delete or New event', async () => {
    const page = await signedInPage(PLAIN, 'dark');
    await page.goto(`${APP_URL}/main/events/eventslist?t=fr`);
    await card(page, 'Paris Innovation Days').waitFor();
    expect(await card(page, 'Lyon Leadership Offsite').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /^Edit/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'New event' }).count()).toBe(0);
    expect(await bodyIsDark(page)).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'events-list-dark');

    await page.goto(`${APP_URL}/main/events/eventslist?t=de`);
    await expect.poll(() => card(page, 'Munich Sales Kick-off').getByText('Event has passed').isVisible()).toBe(true);
    await page.goto(`${APP_URL}/main/event/surveys?e=berlin-tech-summit&t=de`);
    await page.getByRole('article', { name: 'Day one feedback' }).waitFor();
    // Not an editor: no Notifications, no Add Survey.
    expect(await page.getByRole('link', { name: 'Notifications' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Add Survey' }).count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'surveys-dark');

    await page.goto(`${APP_URL}/main/event/tags?e=lyon-leadership-offsite&t=fr`);
    await page.getByText('Event not found').waitFor();
  });

  it('finds events with the main search of the top bar', async () => {
    const page = await signedInPage(PLAIN);
    const search = page.getByRole('searchbox', { name: 'Search events' });
    await search.fill('summ');
    await search.press('Enter');
    await page.getByRole('heading', { name: 'Search results for “summ”' }).waitFor();
    await card(page, 'Berlin Tech Summit').waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    await page.goto(`${APP_URL}/main/events/upcoming?m=1`);
    await card(page, 'Paris Innovation Days').waitFor();
    expect(await card(page, 'Munich Sales Kick-off').count()).toBe(0);
    expect(await card(page, 'Lyon Leadership Offsite').count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'upcoming-light');
  });
});
