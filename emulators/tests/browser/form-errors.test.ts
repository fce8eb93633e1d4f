/**
 * The country of a new event is visible and the caller's own; foreseen refusals
 * show where they happen, never in the "Exception" dialog; a disabled Save says why; unsaved changes
 * ask before leaving; a shared link survives sign-in.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API_MESSAGES, EVENT_MESSAGES, MESSAGES } from '@agenda/contract';
import { DEMO_PEOPLE } from '../personas';
import { APP_URL, browserSuite, expectAccessible, screenshot } from './browser';
import { settled } from './page-helper';

const { openContext, signedInPage } = browserSuite();

const countrySelect = (page: Page) => page.getByRole('combobox', { name: /^Country/ });
const exceptionDialog = (page: Page) => page.getByRole('dialog', { name: MESSAGES.errorDialogTitle });

/** The texts of the Country select's options (the listbox is opened and closed again). */
async function countryOptions(page: Page): Promise<string[]> {
  await countrySelect(page).click();
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  const options = (await listbox.getByRole('option').allTextContents()).map((text) => text.trim());
  await page.keyboard.press('Escape');
  await listbox.waitFor({ state: 'hidden' });
  return options;
}

/** Why the blocked Save cannot be pressed: its description (aria-description, its tooltip's text); '' when it can. */
async function saveReason(page: Page): Promise<string> {
  const save = page.getByRole('button', { name: 'Save' });
  if ((await save.getAttribute('aria-disabled')) !== 'true') return '';
  return (await save.getAttribute('aria-description')) ?? '';
}

/** The tooltip a pointer gets on the disabled Save. */
async function saveTooltip(page: Page): Promise<string> {
  // From elsewhere, so that the pointer enters the button (it may already rest there after a click).
  await page.mouse.move(0, 0);
  await page.getByRole('button', { name: 'Save' }).hover();
  const tooltip = page.getByRole('tooltip');
  await tooltip.waitFor({ timeout: 5_000 });
  return (await tooltip.textContent()) ?? '';
}

describe('the country of a new event (issue 14, item 3)', () => {
  it('never gives the French admin on the German list a German event, nor silently a French one', async () => {
    const page = await signedInPage(DEMO_PEOPLE.adminB);
    // New event from the German list: the form names the country, which is never Germany.
    await page.goto(`${APP_URL}/main/events/eventslist?t=de`);
    await page.getByRole('link', { name: 'New event' }).click();
    await page.waitForURL(/\/main\/events\/editevent\?/);
    await countrySelect(page).waitFor();
    expect(await countrySelect(page).textContent()).not.toContain('Germany');
    expect(await countryOptions(page)).toEqual(['France']);

    // The German list's own address: said plainly, nothing chosen for them, and Save says why.
    await page.goto(`${APP_URL}/main/events/editevent?t=de`);
    await page
      .getByText('You are not an admin of Germany, so the event cannot be created there.', { exact: false })
      .waitFor();
    expect(await countryOptions(page)).toEqual(['France']);
    await page.getByRole('textbox', { name: 'Name' }).fill('Not in Germany');
    await expect.poll(() => saveReason(page)).toBe(`Country: ${EVENT_MESSAGES.chooseCountry}`);
    expect(await saveTooltip(page)).toBe(`Country: ${EVENT_MESSAGES.chooseCountry}`);
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
  });

  it('preselects and shows Germany for root on the German list; the disabled Save names the first missing field; leaving asks first', async () => {
    const page = await signedInPage(DEMO_PEOPLE.root);
    await page.goto(`${APP_URL}/main/events/eventslist?t=de`);
    await page.getByRole('link', { name: 'New event' }).click();
    await page.waitForURL(/\/main\/events\/editevent\?t=de$/);
    await expect.poll(async () => (await countrySelect(page).textContent()) ?? '').toContain('Germany');
    const options = await countryOptions(page);
    expect(options).toEqual(expect.arrayContaining(['Germany', 'France']));

    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await expect.poll(() => saveReason(page)).toBe(`Name: ${MESSAGES.required}`);
    expect(await saveTooltip(page)).toBe(`Name: ${MESSAGES.required}`);
    await page.getByRole('textbox', { name: 'Name' }).fill('Unsaved summit');
    await expect.poll(() => saveReason(page)).toBe(`Address: ${MESSAGES.required}`);
    await settled(page);
    await expectAccessible(page);
    await screenshot(page, 'edit-event-country-light');
    await page.setViewportSize({ width: 390, height: 844 });
    await settled(page);
    await screenshot(page, 'edit-event-country-phone-light');
    await page.setViewportSize({ width: 1440, height: 900 });

    // Unsaved changes: Back asks; Stay keeps the text, Leave leaves.
    await page.getByRole('link', { name: 'Back to events' }).click();
    const question = page.getByRole('dialog', { name: 'Unsaved changes' });
    await question.waitFor();
    await question.getByRole('button', { name: 'Stay' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(page.url()).toContain('/main/events/editevent');
    expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Unsaved summit');
    await page.getByRole('link', { name: 'Back to events' }).click();
    await page.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(/\/main\/events\/eventslist\?t=de$/);
  });
});

describe('errors where they happen (issue 14, item 4)', () => {
  it('shows a duplicate country at its Locale field, with no Exception dialog', async () => {
    const page = await signedInPage(DEMO_PEOPLE.root, 'dark');
    await page.goto(`${APP_URL}/main/administration/editTenant`);
    await page.getByRole('textbox', { name: 'Locale' }).fill('DE');
    await page.getByRole('textbox', { name: 'Country name' }).fill('Germany again');
    const save = page.getByRole('button', { name: 'Save' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    const duplicate = API_MESSAGES.tenantExists('DE');
    // At the field (the disabled Save's tooltip, "Locale: …", may be open too: the pointer rests on Save).
    await page.getByText(duplicate, { exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Locale' }).getAttribute('aria-invalid')).toBe('true');
    expect(await exceptionDialog(page).count()).toBe(0);
    expect(page.url()).toContain('/main/administration/editTenant');
    // Save says why until the locale changes.
    await expect.poll(() => saveReason(page)).toBe(`Locale: ${duplicate}`);
    expect(await saveTooltip(page)).toBe(`Locale: ${duplicate}`);
    await settled(page);
    await expectAccessible(page);
    await screenshot(page, 'country-duplicate-dark');
  });
});

describe('a shared link survives sign-in (issue 14, item 5)', () => {
  it('returns a signed-out visit to the address it asked for, with its search params', async () => {
    const context = await openContext();
    const page = await context.newPage();
    const target = '/main/event/agendalist?e=berlin-tech-summit&t=de';
    await page.goto(`${APP_URL}${target}`);
    await page.waitForURL(/\/v2\/?\?next=%2Fmain%2Fevent%2Fagendalist%3Fe%3Dberlin-tech-summit%26t%3Dde$/);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Login with corporate account' }).click(),
    ]);
    await popup.locator(`button[data-email="${DEMO_PEOPLE.user}"]`).click();
    await page.waitForURL(`${APP_URL}${target}`);
    await page.getByText('Berlin Tech Summit').first().waitFor();
  });
});
