import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { API_MESSAGES, MESSAGES, SELECTED_TENANT_STORAGE_KEY, TOASTS } from '@agenda/contract';
import { stripesPng } from '../../scripts/lib/png';
import { jsonAnswer } from '../../scripts/lib/answer';
import { emulatorPorts } from '../../scripts/lib/toolchain';
import { DEMO_PEOPLE } from '../personas';
import { APP_URL, browserSuite, expectAccessible, screenshot, type ColorMode } from './browser';
import { expectRendered, settled, uploadsRefusedByRules, visible } from './page-helper';
import { countryEventsUrl, firebaseIdTokenFor } from './sign-in-helper';

const ports = emulatorPorts();
const API_URL = `http://127.0.0.1:${ports.hosting}/backendv2`;
const ROOT_EMAIL = DEMO_PEOPLE.root;
const DE_ADMIN = DEMO_PEOPLE.adminA;
const PLAIN = DEMO_PEOPLE.user;

// What the tests create, with names nothing else uses; removed before and after the run.
const COUNTRY = { id: 'qa', locale: 'QA', name: 'Qatar Test', renamed: 'Qatar Test Edited' };
const GROUP_NAME = 'Browser test spreadsheet group';
const TEST_VERSION_VALUE = 'browser-test-version';

// The web app's text for a file that is not a png or jpeg image (web/src/lib/image-file.ts).
const NOT_AN_IMAGE = /must be a png or jpeg/;

const { signedInPage } = browserSuite();
const workDir = mkdtempSync(path.join(tmpdir(), 'admin-browser-test-'));

async function api<T>(
  email: string,
  method: 'GET' | 'POST' | 'DELETE',
  route: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const token = await firebaseIdTokenFor(email);
  const response = await fetch(`${API_URL}${route}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await jsonAnswer<T>(response) };
}

/** Removes what an earlier, interrupted run may have left: the test country and test groups. */
async function cleanUp(): Promise<void> {
  await api(ROOT_EMAIL, 'DELETE', `/tenants?id=${COUNTRY.id}`);
  await removeTestGroups();
}

/** Deletes the groups named GROUP_NAME (a failed attempt's, before its retry). */
async function removeTestGroups(): Promise<void> {
  const { body } = await api<{ groups: { id: string; name: string }[] }>(ROOT_EMAIL, 'POST', '/groups', {
    search: GROUP_NAME,
    page: 1,
    pageSize: 100,
  });
  for (const group of body.groups ?? []) {
    if (group.name === GROUP_NAME) await api(ROOT_EMAIL, 'DELETE', `/groups?id=${encodeURIComponent(group.id)}`);
  }
}

function file(name: string, content: Buffer): string {
  const target = path.join(workDir, name);
  writeFileSync(target, content);
  return target;
}

function spreadsheet(name: string, rows: unknown[][]): string {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'People');
  return file(name, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
}

const row = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });

/**
 * Searches the groups for `name` and waits for the answer: the table keeps the last page's rows while the
 * next loads, so a click before the answer can land on a row the answer then moves.
 */
async function searchGroups(page: Page, name: string): Promise<void> {
  const search = page.getByRole('searchbox', { name: 'Search groups' });
  await search.fill(name);
  await search.press('Enter');
  await expect
    .poll(async () => {
      if ((await page.getByRole('progressbar', { name: 'Loading groups' }).count()) > 0) return false;
      const rows = (await page.getByRole('row').allTextContents()).slice(1);
      return rows.length > 0 && rows.every((text) => text.includes(name));
    })
    .toBe(true);
}
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function choose(page: Page, label: RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Closes the error dialog that every API error opens (docs/product.md §8). */
async function closeErrorDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: MESSAGES.errorDialogTitle });
  await visible(dialog);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
}

beforeAll(async () => {
  await cleanUp();
});

afterAll(async () => {
  await cleanUp();
  rmSync(workDir, { recursive: true, force: true });
});

describe('countries', () => {
  it('root creates a country, sees it live in a second tab, edits it and deletes it', async () => {
    const page = await signedInPage(ROOT_EMAIL);
    const watcher = await page.context().newPage();
    await watcher.goto(`${APP_URL}/main/administration/allTenants`);
    await visible(heading(watcher, 'Manage countries'));
    await visible(row(watcher, 'Germany'));
    let watcherNavigations = 0;
    watcher.on('framenavigated', (frame) => {
      if (frame === watcher.mainFrame()) watcherNavigations += 1;
    });

    await page.goto(`${APP_URL}/main/administration/allTenants`);
    await page.getByRole('link', { name: 'Add country' }).click();
    await page.waitForURL(`${APP_URL}/main/administration/editTenant`);
    await visible(heading(page, 'Add country'));
    const locale = page.getByRole('textbox', { name: 'Locale' });
    const save = page.getByRole('button', { name: 'Save' });
    await page.getByRole('textbox', { name: 'Country name' }).fill(COUNTRY.name);
    for (const bad of ['fr', 'FRA', 'F1']) {
      await locale.fill(bad);
      await locale.blur(); // A field's error shows once it is left.
      await visible(page.getByText(MESSAGES.tenantLocale));
      expect(await save.isDisabled()).toBe(true);
    }
    await locale.fill(COUNTRY.locale);
    await expect.poll(() => page.getByText(MESSAGES.tenantLocale).count()).toBe(0);
    await expect.poll(() => save.isEnabled()).toBe(true);

    // Flags: a 600 KB png and a text file named .png are refused with their messages.
    const flagInput = page.getByLabel('Flag image file');
    const png = stripesPng({
      width: 60,
      height: 40,
      colors: [
        [138, 21, 56],
        [255, 255, 255],
      ],
      direction: 'vertical',
    });
    await flagInput.setInputFiles(file('big.png', Buffer.concat([png, Buffer.alloc(600 * 1024)])));
    await visible(page.getByText(MESSAGES.countryImageTooLarge));
    await flagInput.setInputFiles(file('notes.png', Buffer.from('These are notes, not an image.\n')));
    await visible(page.getByText(NOT_AN_IMAGE));
    await flagInput.setInputFiles(file('qatar.png', png));
    await visible(page.getByRole('img', { name: 'Preview of the new flag' }));

    // Storage refuses the upload (the storage rules, seeing it declared as an HTML page): the spec's
    // message, and nothing is saved.
    const rules = await uploadsRefusedByRules(page);
    const refusal = rules.refused();
    await save.click();
    await refusal;
    await visible(page.getByText(MESSAGES.flagUploadFailed));
    expect((await api(ROOT_EMAIL, 'GET', `/tenants/get?id=${COUNTRY.id}`)).status).toBe(404);
    expect(await row(watcher, COUNTRY.name).count()).toBe(0);
    await rules.stop();

    // The same flag, let through: uploaded to the Storage emulator, then the country saved.
    await save.click();
    await page.waitForURL(`${APP_URL}/main/administration/allTenants`);
    await visible(row(page, COUNTRY.name));

    // The other tab follows Firestore: the new country appears without a reload.
    await visible(row(watcher, COUNTRY.name));
    const stored = await api<{ result: { flag_image_url: string | null; flag_image_ref: string | null } }>(
      ROOT_EMAIL,
      'GET',
      `/tenants/get?id=${COUNTRY.id}`,
    );
    expect(stored.body.result.flag_image_ref).toMatch(/^flags\/\d+\/[^/]+\.png$/);
    expect(stored.body.result.flag_image_url).not.toContain('token=');
    await expectRendered(row(watcher, COUNTRY.name).locator('img'));

    // Somebody else, a plain user in a browser of their own, sees the uploaded flag drawn among the
    // countries, from its token-less address.
    const reader = await signedInPage(PLAIN);
    // Sign-in lands in the person's own country now: the countries are one click away.
    await reader.goto(`${APP_URL}/main/selectcountry`);
    await expectRendered(
      reader.getByRole('list', { name: 'Countries' }).getByRole('link', { name: COUNTRY.name }).locator('img'),
    );

    // Edit: the locale is locked, the name changes, everywhere.
    await row(page, COUNTRY.name).getByRole('link', { name: COUNTRY.name }).click();
    await page.waitForURL(`${APP_URL}/main/administration/editTenant?id=${COUNTRY.id}`);
    await expect.poll(() => locale.inputValue()).toBe(COUNTRY.locale);
    expect(await locale.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Country name' }).fill(COUNTRY.renamed);
    await save.click();
    await page.waitForURL(`${APP_URL}/main/administration/allTenants`);
    await visible(row(watcher, COUNTRY.renamed));

    // Delete, after confirmation.
    await row(page, COUNTRY.renamed)
      .getByRole('button', { name: `Delete ${COUNTRY.renamed}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete country' });
    await visible(dialog);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await visible(page.getByText('Country deleted'));
    await expect.poll(() => row(watcher, COUNTRY.renamed).count(), { timeout: 15_000 }).toBe(0);
    expect(watcherNavigations).toBe(0);
  });

  it('refuses to delete a country that still has events, users and groups', async () => {
    const page = await signedInPage(ROOT_EMAIL);
    await page.goto(`${APP_URL}/main/administration/allTenants`);
    await row(page, 'Germany').getByRole('button', { name: 'Delete Germany' }).click();
    await page.getByRole('dialog', { name: 'Delete country' }).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: MESSAGES.errorDialogTitle });
    await visible(dialog);
    expect(await dialog.textContent()).toContain('Germany cannot be deleted');
    await closeErrorDialog(page);
    await visible(row(page, 'Germany'));
  });
});

describe('select country', () => {
  it('shows Germany; a click keeps the country and opens its events', async () => {
    const page = await signedInPage(PLAIN);
    // A person lands in their country; the grid stays one click away.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Countries' }).click();
    await page.waitForURL(`${APP_URL}/main/selectcountry`);
    const grid = page.getByRole('list', { name: 'Countries' });
    await visible(grid.getByRole('link', { name: 'Germany' }));
    expect(await grid.getByRole('link', { name: 'Global' }).count()).toBe(0);
    await page.getByRole('searchbox', { name: 'Search countries' }).fill('germ');
    await expect.poll(() => grid.getByRole('link').count()).toBe(1);
    await grid.getByRole('link', { name: 'Germany' }).click();
    await page.waitForURL(`${APP_URL}/main/events/eventslist?t=de`);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), SELECTED_TENANT_STORAGE_KEY)).toBe('de');
  });

  it('is where the top bar’s Countries leads (its "Go to country events" is a selector of its own)', async () => {
    const page = await signedInPage(PLAIN);
    await page.goto(`${APP_URL}/main/profile`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Countries' }).click();
    await page.waitForURL(`${APP_URL}/main/selectcountry`);
    await expect
      .poll(() =>
        page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Countries' })
          .getAttribute('aria-current'),
      )
      .toBe('page');
  });
});

describe('a user without rights', () => {
  it('sees no Administration and is sent away from its screens', async () => {
    const page = await signedInPage(PLAIN);
    for (const screen of ['users', 'groups', 'settings', 'allTenants']) {
      await page.goto(`${APP_URL}/main/administration/${screen}`);
      // The admin area waits for the rights to be checked, then sends a user without them home, and
      // '/' sends a signed-in user on to their country's events.
      await page.waitForURL(countryEventsUrl('de'));
    }
    // The rights are known now (that is what sent the user away), so the menu's absence is final.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await visible(page.getByRole('menuitem', { name: 'Logout' }));
    expect(await page.getByRole('menuitem', { name: 'Administration' }).count()).toBe(0);
    await page.keyboard.press('Escape');
  });
});

describe('groups', () => {
  it('the DE admin creates a German group from a spreadsheet and does not see a French group', async () => {
    await removeTestGroups();
    const page = await signedInPage(DE_ADMIN);
    await page.goto(`${APP_URL}/main/administration/groups`);
    await visible(heading(page, 'Groups'));
    // The admin bar offers an admin of a country Users, Groups and their countries' History and Dashboard only.
    const bar = page.getByRole('navigation', { name: 'Administration' });
    await expect
      .poll(() => bar.getByRole('link').allTextContents())
      .toEqual(['Users', 'Groups', 'History', 'Dashboard']);
    await visible(row(page, 'Berlin organisers'));
    expect(await row(page, 'Berlin organisers').getByRole('button', { name: 'Delete group' }).count()).toBe(1);
    // Groups are listed to the admins of their own country only: the French group is not there at all.
    expect(await row(page, 'Équipe communication').count()).toBe(0);

    await page.getByRole('link', { name: 'New Group' }).click();
    await page.waitForURL(`${APP_URL}/main/administration/editgroup`);
    const save = page.getByRole('button', { name: 'Save' });
    await page.getByRole('textbox', { name: 'Group name' }).fill(GROUP_NAME);
    await choose(page, /^Group country/, 'Germany');
    expect(await save.isDisabled()).toBe(true);

    const sheetInput = page.getByLabel('Spreadsheet file');
    await sheetInput.setInputFiles(spreadsheet('names.xlsx', [['Name'], ['Sofia Rossi'], ['Lukas Hoffmann']]));
    await visible(page.getByText(API_MESSAGES.spreadsheetEmpty));
    expect(await save.isDisabled()).toBe(true);

    await sheetInput.setInputFiles(
      spreadsheet('people.xlsx', [
        ['Name', 'E-mail'],
        ['Sofia', 'Sofia.Rossi@corp.example'],
        ['Lukas', PLAIN],
        ['Nobody', 'nobody.here@corp.example'],
      ]),
    );
    await visible(page.getByText(/3 addresses from people\.xlsx will be added on save/));
    await save.click();
    // Nobody's address is named back in the form (no Exception dialog), and nothing is saved until it is left out.
    await visible(page.getByRole('list', { name: 'Unknown addresses' }).getByText('nobody.here@corp.example'));
    expect(await page.getByRole('dialog', { name: MESSAGES.errorDialogTitle }).count()).toBe(0);
    await page.getByRole('button', { name: 'Leave them out' }).click();
    await visible(page.getByText(/2 addresses from people\.xlsx will be added on save/));
    await save.click();
    await page.waitForURL(`${APP_URL}/main/administration/groups`);

    await searchGroups(page, GROUP_NAME);
    await visible(row(page, GROUP_NAME));
    expect(await row(page, GROUP_NAME).textContent()).toContain('Germany');

    await row(page, GROUP_NAME).getByRole('cell', { name: 'Germany' }).click();
    await page.waitForURL(/\/main\/administration\/editgroup\?id=/);
    const members = page.getByRole('listbox', { name: 'Group users' });
    await visible(members.getByText('Sofia Rossi'));
    await visible(members.getByText('Lukas Hoffmann'));
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Groups' }).click();

    await searchGroups(page, GROUP_NAME);
    await row(page, GROUP_NAME).getByRole('button', { name: 'Delete group' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete group' });
    expect(await dialog.textContent()).toMatch(/all associated data will be deleted/i);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await visible(page.getByText(TOASTS.groupDeleted));
    await expect.poll(() => row(page, GROUP_NAME).count()).toBe(0);
  });
});

describe('users', () => {
  it('searches users and the directory; the button reads "Create user" or "Rights"', async () => {
    const page = await signedInPage(ROOT_EMAIL);
    await page.goto(`${APP_URL}/main/administration/users`);
    await page.getByRole('searchbox', { name: 'Search users' }).fill('hoffm');
    const users = page.getByRole('table', { name: 'Existing users' });
    await visible(users.getByText(PLAIN));

    // Which directory people are users depends on what other tests created: ask the API.
    const { body } = await api<{ result: { displayName: string; exists: boolean }[] }>(
      ROOT_EMAIL,
      'GET',
      '/directory/search?q=e',
    );
    const person = body.result.find((hit) => !hit.exists);
    const user = body.result.find((hit) => hit.exists);
    await page.getByRole('searchbox', { name: 'Search the directory' }).fill('e');
    await page.getByRole('searchbox', { name: 'Search the directory' }).press('Enter');
    await visible(page.getByRole('table', { name: 'Directory results' }));
    const results = page.getByRole('table', { name: 'Directory results' });
    const selected = page.getByRole('table', { name: 'Selected users' });
    for (const hit of [person, user]) {
      if (!hit) continue;
      await results.getByRole('button', { name: `Select ${hit.displayName}`, exact: true }).click();
      const label = hit.exists ? 'Rights' : 'Create user';
      await visible(
        selected
          .getByRole('row')
          .filter({ hasText: hit.displayName })
          .getByRole('button', { name: label, exact: true }),
      );
    }
    expect(user).toBeDefined();

    await selected
      .getByRole('row')
      .filter({ hasText: user?.displayName ?? '' })
      .getByRole('button', { name: 'Rights' })
      .click();
    await page.waitForURL(/\/main\/administration\/edituser\?id=/);
    await visible(heading(page, user?.displayName ?? ''));
  });
});

describe('settings', () => {
  it('root saves TEST_VERSION with a toast', async () => {
    const before = await fetch(`${API_URL}/settings/value?name=TEST_VERSION`).then(
      (r) => r.json() as Promise<{ result: string | null }>,
    );
    const page = await signedInPage(ROOT_EMAIL);
    try {
      await page.goto(`${APP_URL}/main/administration/settings`);
      const field = page.getByRole('textbox', { name: 'Test version' });
      await expect.poll(() => field.inputValue()).toBe(before.result ?? '');
      await field.fill(TEST_VERSION_VALUE);
      await page.getByRole('button', { name: 'Save' }).click();
      await visible(page.getByText(TOASTS.settingsSaved));
      const after = await fetch(`${API_URL}/settings/value?name=TEST_VERSION`).then(
        (r) => r.json() as Promise<{ result: string | null }>,
      );
      expect(after.result).toBe(TEST_VERSION_VALUE);
    } finally {
      await api(ROOT_EMAIL, 'POST', '/settings/update', { name: 'TEST_VERSION', value: before.result ?? '' });
    }
  });
});

describe.each<ColorMode>(['light', 'dark'])('administration screens in %s mode', (mode) => {
  it('are accessible', async () => {
    const page = await signedInPage(ROOT_EMAIL, mode);
    await page.goto(`${APP_URL}/main/selectcountry`);
    const shoot = async (name: string) => {
      // Firestore keeps its channel open, so the network never idles: wait for the spinners instead,
      // and for transitions (ripples, menus) to end.
      await expect.poll(() => page.getByRole('progressbar').count(), { timeout: 15_000 }).toBe(0);
      await settled(page);
      await expectAccessible(page);
      // A full-page picture of a scrolled page would draw the sticky top bar halfway down, and a
      // tooltip would stay where the last click left the mouse: wait until the page is at the top
      // and the tooltip has gone.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.mouse.move(0, 0);
      await page.waitForFunction(() => window.scrollY === 0 && !document.querySelector('[role="tooltip"]'));
      await settled(page);
      await screenshot(page, `admin-${name}-${mode}`);
    };

    await visible(page.getByRole('list', { name: 'Countries' }).getByRole('link', { name: 'Germany' }));
    await shoot('select-country');

    await page.goto(`${APP_URL}/main/administration/allTenants`);
    await visible(row(page, 'Germany'));
    await shoot('countries');

    await page.goto(`${APP_URL}/main/administration/editTenant?id=de`);
    await expect.poll(() => page.getByRole('textbox', { name: 'Country name' }).inputValue()).toBe('Germany');
    await shoot('edit-country');

    await page.goto(`${APP_URL}/main/administration/editTenant`);
    await page.getByRole('textbox', { name: 'Locale' }).fill('fr');
    await page.getByRole('textbox', { name: 'Locale' }).blur();
    await visible(page.getByText(MESSAGES.tenantLocale));
    await shoot('add-country-invalid');

    await page.goto(`${APP_URL}/main/administration/users`);
    await visible(page.getByRole('table', { name: 'Existing users' }).getByText(PLAIN));
    await page.getByRole('searchbox', { name: 'Search the directory' }).fill('sofia');
    await page.getByRole('searchbox', { name: 'Search the directory' }).press('Enter');
    await visible(page.getByRole('table', { name: 'Directory results' }));
    await page
      .getByRole('table', { name: 'Directory results' })
      .getByRole('button', { name: 'Select Sofia Rossi', exact: true })
      .click();
    await shoot('users');

    await page.goto(`${APP_URL}/main/administration/groups`);
    await visible(row(page, 'Berlin organisers'));
    await shoot('groups');

    await page.goto(`${APP_URL}/main/administration/editgroup?id=berlin-organisers`);
    await visible(page.getByRole('listbox', { name: 'Group users' }).getByText('Sofia Rossi'));
    await expect.poll(() => page.getByRole('textbox', { name: 'Group name' }).inputValue()).toBe('Berlin organisers');
    await shoot('edit-group');

    await page.goto(`${APP_URL}/main/administration/settings`);
    await expect.poll(() => page.getByRole('textbox', { name: 'Test version' }).isVisible()).toBe(true);
    await shoot('settings');
  });
});
