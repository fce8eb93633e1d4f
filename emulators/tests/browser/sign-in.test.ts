import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, TOASTS } from '@agenda/contract';
import { DEMO_PEOPLE } from '../personas';
import { APP_URL, browserSuite, expectAccessible, screenshot, type ColorMode } from './browser';
import { ownPerson, type OwnPerson } from './own-people';
import { visible } from './page-helper';
import {
  countryEventsUrl,
  demoUserId,
  LANDED,
  PLAIN_USER,
  ROOT_EMAIL,
  setAuthoritiesAsRoot,
  signInAs,
} from './sign-in-helper';

/** Home is the app's base address, with or without the trailing slash. */
// The home screen, with the signed-in address it returns to after sign-in when a visit was sent there (?next=).
const HOME_URL = new RegExp(`^${APP_URL.replace(/[.]/g, '\\.')}/?(\\?next=[^#]*)?$`);
const CORPORATE_TOKEN_KEY = 'agenda.corporateToken';

const DE_ADMIN = DEMO_PEOPLE.adminA;
const PLAIN = DEMO_PEOPLE.user;
/** Another plain user, of country B. */
const PLAIN_B = 'emma.dubois@corp.example';

const PEOPLE: { email: string; role: string; admin: boolean }[] = [
  { email: ROOT_EMAIL, role: 'root', admin: true },
  { email: DE_ADMIN, role: 'adminA', admin: true },
  { email: DEMO_PEOPLE.adminB, role: 'adminB', admin: true },
  { email: DEMO_PEOPLE.organizer, role: 'organizer', admin: false },
  { email: PLAIN, role: 'user', admin: false },
  { email: PLAIN_B, role: 'user', admin: false },
];

const { openContext } = browserSuite();

async function openPage(mode: ColorMode = 'light'): Promise<Page> {
  const context = await openContext({ mode });
  return context.newPage();
}

async function openAccountMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menu').waitFor();
}

const administration = (page: Page) => page.getByRole('menuitem', { name: 'Administration' });
const rightsRow = (page: Page, country: string) =>
  page.getByRole('list', { name: 'Authorities' }).getByRole('listitem').filter({ hasText: country });

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The people whose rights this file changes: its own, not the demo personas other files sign in as. */
let granted: OwnPerson;
let demoted: OwnPerson;

beforeAll(async () => {
  granted = await ownPerson('sign-in.granted', { givenName: 'Grace', surname: 'Grantham' });
  demoted = await ownPerson('sign-in.demoted', { givenName: 'Dora', surname: 'Demoulin', country: 'fr' });
});

describe('sign-in popup', () => {
  it('says "Sign-in was cancelled" when the popup is closed without choosing anybody', async () => {
    const page = await openPage();
    await page.goto(`${APP_URL}/`);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Login with corporate account' }).click(),
    ]);
    await popup.close();
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 5000 }).toBe('Sign-in was cancelled');
    expect(page.url()).toMatch(HOME_URL);
    await expectAccessible(page);
  });
});

describe('account menu after sign-in', () => {
  it.each(PEOPLE)('$email ($role) sees their address, and Administration only when admin', async ({ email, admin }) => {
    const page = await openPage();
    await signInAs(page, email);
    await openAccountMenu(page);
    await expect
      .poll(() => page.getByRole('menuitem', { name: new RegExp(email.replace(/[.]/g, '\\.')) }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByRole('menuitemcheckbox', { name: 'Dark mode' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('menuitem', { name: 'Logout' }).isVisible()).toBe(true);
    if (admin) {
      await expect.poll(() => administration(page).isVisible()).toBe(true);
      if (email === ROOT_EMAIL) {
        // The menu grows in; take the picture once it has.
        await page.waitForFunction(
          () =>
            getComputedStyle(document.querySelector('[role="menu"]')?.parentElement ?? document.body).opacity === '1',
        );
        await screenshot(page, 'account-menu-root-light');
      }
    } else {
      // The rights arrive a moment after the menu. The admin area waits for them, then sends a user
      // without admin rights home (and home sends them on to their country's events): once that
      // happened the rights are known, and the menu's lack of Administration is final.
      await page.keyboard.press('Escape');
      await page.goto(`${APP_URL}/main/administration/users`);
      await page.waitForURL(LANDED);
      await openAccountMenu(page);
      await expect.poll(() => page.getByRole('menuitem', { name: 'Logout' }).isVisible()).toBe(true);
      expect(await administration(page).count()).toBe(0);
    }
  });
});

describe('profile', () => {
  it.each<ColorMode>(['light', 'dark'])('shows the root user their Global ROOT right (%s)', async (mode) => {
    const page = await openPage(mode);
    await signInAs(page, ROOT_EMAIL);
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: new RegExp(ROOT_EMAIL.replace(/[.]/g, '\\.')) }).click();
    await page.waitForURL(`${APP_URL}/main/profile`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Margaret Keller' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Rights' }).isVisible()).toBe(true);
    await expect.poll(() => rightsRow(page, 'Global').textContent()).toContain('ROOT');
    await expect.poll(() => page.getByRole('button', { name: 'Refresh from directory' }).isVisible()).toBe(true);
    // Root may edit anybody's rights, their own included.
    await expect.poll(() => page.getByRole('link', { name: 'Edit rights' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, `profile-root-${mode}`);
  });

  it.each<ColorMode>(['light', 'dark'])('shows the DE admin their ADMIN right for Germany (%s)', async (mode) => {
    const page = await openPage(mode);
    await signInAs(page, DE_ADMIN);
    await page.goto(`${APP_URL}/main/profile`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Jonas Becker' }).isVisible()).toBe(true);
    await expect.poll(() => rightsRow(page, 'Germany').textContent()).toContain('ADMIN');
    await expectAccessible(page);
    await screenshot(page, `profile-admin-${mode}`);
  });

  it('does not offer a DE admin to edit the rights of somebody from France', async () => {
    const page = await openPage();
    await signInAs(page, DE_ADMIN);
    await page.goto(`${APP_URL}/main/profile?id=${encodeURIComponent(demoUserId(PLAIN_B))}`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Emma Dubois' }).isVisible()).toBe(true);
    // Edit rights follows the viewer's rights, which arrive after the page: wait until they are
    // known (the account menu offers the admin Administration), then its absence is final.
    await openAccountMenu(page);
    await expect.poll(() => administration(page).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('link', { name: 'Edit rights' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Refresh from directory' }).count()).toBe(0);
  });

  it('refreshes your own profile from the corporate directory', async () => {
    const page = await openPage();
    await signInAs(page, PLAIN);
    await page.goto(`${APP_URL}/main/profile`);
    const response = page.waitForResponse((r) => r.url().includes('/backendv2/users/refresh'));
    await page.getByRole('button', { name: 'Refresh from directory' }).click();
    expect((await response).status()).toBe(200);
    await expect.poll(() => page.getByText('Software Engineer').isVisible()).toBe(true);
  });
});

describe('user rights', () => {
  it('lets root grant ADMIN of France to a user and delete it again', async () => {
    const page = await openPage();
    try {
      await signInAs(page, ROOT_EMAIL);
      await page.goto(`${APP_URL}/main/profile?id=${encodeURIComponent(granted.uid)}`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: granted.displayName }).isVisible())
        .toBe(true);
      await page.getByRole('link', { name: 'Edit rights' }).click();
      await page.waitForURL(`${APP_URL}/main/administration/edituser?id=${encodeURIComponent(granted.email)}`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: granted.displayName }).isVisible())
        .toBe(true);
      await expect.poll(() => page.getByText(granted.email).isVisible()).toBe(true);

      // The shared checks answer before any call: nothing chosen.
      await page.getByRole('button', { name: 'Add' }).click();
      await expect
        .poll(() => page.getByRole('alert').filter({ hasText: MESSAGES.authorityNeedsTenant }).isVisible())
        .toBe(true);

      await choose(page, 'Country', 'France');
      await choose(page, 'Authority', 'ADMIN');
      await page.getByRole('button', { name: 'Add' }).click();
      await expect.poll(() => page.getByText(TOASTS.userUpdated).isVisible()).toBe(true);
      await expect.poll(() => rightsRow(page, 'France').textContent()).toContain('ADMIN');
      await expectAccessible(page);
      await screenshot(page, 'user-rights-light');

      // The same again is a duplicate.
      await choose(page, 'Country', 'France');
      await choose(page, 'Authority', 'ADMIN');
      await page.getByRole('button', { name: 'Add' }).click();
      await expect
        .poll(() => page.getByRole('alert').filter({ hasText: MESSAGES.authorityDuplicate }).isVisible())
        .toBe(true);

      await rightsRow(page, 'France').getByRole('button', { name: 'Delete authority' }).click();
      await page.getByRole('dialog', { name: 'Delete authority' }).getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => rightsRow(page, 'France').count()).toBe(0);
      await expect.poll(() => page.getByText(TOASTS.userUpdated).isVisible()).toBe(true);
    } finally {
      await setAuthoritiesAsRoot(granted.email, PLAIN_USER);
    }
  });

  it('keeps a DE admin away from a ROOT authority and their own', async () => {
    const page = await openPage('dark');
    await signInAs(page, DE_ADMIN);
    await page.goto(`${APP_URL}/main/administration/edituser?id=${encodeURIComponent(ROOT_EMAIL)}`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Margaret Keller' }).isVisible()).toBe(true);
    // An admin of Germany sees only the authorities of their own countries: root's ROOT is not shown,
    // so it offers nothing to delete (people data on a need-to-know basis).
    await expect.poll(() => page.getByRole('button', { name: 'Add' }).isVisible()).toBe(true);
    expect(await rightsRow(page, 'Global').count()).toBe(0);
    // ROOT is offered to root users only.
    await page.getByRole('combobox', { name: 'Authority' }).click();
    await expect.poll(() => page.getByRole('option', { name: 'ADMIN' }).isVisible()).toBe(true);
    expect(await page.getByRole('option', { name: 'ROOT' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await expectAccessible(page);
    await screenshot(page, 'user-rights-dark');

    await page.goto(`${APP_URL}/main/administration/edituser?id=${encodeURIComponent(DE_ADMIN)}`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Jonas Becker' }).isVisible()).toBe(true);
    await expect
      .poll(() => rightsRow(page, 'Germany').getByRole('button', { name: 'Delete authority' }).isDisabled())
      .toBe(true);
  });

  it('sends a plain user away from the rights screen', async () => {
    const page = await openPage();
    await signInAs(page, PLAIN);
    await page.goto(`${APP_URL}/main/administration/edituser?id=${encodeURIComponent(ROOT_EMAIL)}`);
    // '/' sends a signed-in user on to their country's events.
    await page.waitForURL(countryEventsUrl('de'));
  });

  it('takes Administration away from a demoted admin within 10 s, without a reload', async () => {
    const page = await openPage();
    try {
      await setAuthoritiesAsRoot(demoted.email, [...PLAIN_USER, { authority_id: 'ADMIN', tenant_id: 'fr' }]);
      await signInAs(page, demoted.email);
      await openAccountMenu(page);
      await expect.poll(() => administration(page).isVisible()).toBe(true);
      let reloaded = false;
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) reloaded = true;
      });

      await setAuthoritiesAsRoot(demoted.email, PLAIN_USER);
      await expect.poll(() => administration(page).count(), { timeout: 10_000 }).toBe(0);
      expect(reloaded).toBe(false);
    } finally {
      await setAuthoritiesAsRoot(demoted.email, PLAIN_USER);
    }
  });
});

describe('session end', () => {
  it("sends a signed-in visit of home to the person's country; logout returns home and closes /main", async () => {
    const page = await openPage();
    await signInAs(page, PLAIN);
    expect(await page.evaluate((key) => window.sessionStorage.getItem(key), CORPORATE_TOKEN_KEY)).not.toBeNull();
    await page.goto(`${APP_URL}/`);
    await page.waitForURL(countryEventsUrl('de'));

    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(HOME_URL);
    await expect.poll(() => page.getByRole('button', { name: 'Login with corporate account' }).isVisible()).toBe(true);
    expect(await page.evaluate((key) => window.sessionStorage.getItem(key), CORPORATE_TOKEN_KEY)).toBeNull();

    await page.goto(`${APP_URL}/main/profile`);
    await page.waitForURL(HOME_URL);
    await expect.poll(() => page.getByRole('button', { name: 'Login with corporate account' }).isVisible()).toBe(true);
  });

  it('signs the user out when the API answers 401', async () => {
    const page = await openPage();
    await signInAs(page, PLAIN);
    await page.route('**/backendv2/users/me', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Invalid or expired token' }),
      }),
    );
    await page.goto(`${APP_URL}/main/profile`);
    await page.waitForURL(HOME_URL);
    await visible(page.getByRole('button', { name: 'Login with corporate account' }), 30_000);
    await expect.poll(() => page.evaluate((key) => window.sessionStorage.getItem(key), CORPORATE_TOKEN_KEY)).toBeNull();
    await screenshot(page, 'signed-out-after-401-light');
  });
});
