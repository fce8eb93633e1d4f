/**
 * Sessions end with the corporate identity, in the browser: a session whose last
 * corporate verification is older than the maximum age is renewed silently (the local identity
 * provider's token endpoint, GET /firebasetoken, signInWithCustomToken) and the refused save goes
 * through, on the same page, with what the user had chosen; root signs a user out everywhere from
 * the rights screen, after a confirmation, with a toast.
 */
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, COLLECTIONS, SESSION_MAX_AGE_MS, TOASTS } from '@agenda/contract';
import { adminClients } from '../../scripts/lib/admin';
import { DEMO_PEOPLE, GLOBAL_TENANT } from '../personas';
import { APP_URL, browserSuite, expectAccessible, screenshot, type ColorMode } from './browser';
import { settled } from './page-helper';
import { ownPerson } from './own-people';
import { PLAIN_USER, setAuthoritiesAsRoot, signInAs } from './sign-in-helper';

const { db } = adminClients();
/**
 * This file's own people (own-people.ts): a plain user whose rights and sessions it changes, and a root
 * user whose session it ages; files running beside it sign in as the demo personas undisturbed.
 */
let TARGET = '';
let TARGET_NAME = '';
let ROOT_USER = '';
let rootUid = '';
let targetUid = '';

const { openContext } = browserSuite();

async function openPage(mode: ColorMode = 'light', viewport?: { width: number; height: number }): Promise<Page> {
  const context = await openContext({ mode });
  const page = await context.newPage();
  if (viewport) await page.setViewportSize(viewport);
  return page;
}

const record = (uid: string) => db.collection(COLLECTIONS.users).doc(uid);
const verifiedAtMs = async (uid: string) =>
  ((await record(uid).get()).get('verified_at') as Timestamp | undefined)?.toMillis();

/** Root on the target's rights screen, its authorities drawn. */
async function openTargetRights(page: Page): Promise<void> {
  await signInAs(page, ROOT_USER);
  await page.goto(`${APP_URL}/main/administration/edituser?id=${encodeURIComponent(TARGET)}`);
  await expect.poll(() => page.getByRole('heading', { level: 1, name: TARGET_NAME }).isVisible()).toBe(true);
  await expect.poll(() => page.getByRole('list', { name: 'Authorities' }).isVisible()).toBe(true);
}

beforeAll(async () => {
  const target = await ownPerson('session-age.target', { givenName: 'Tamsin', surname: 'Targett' });
  const root = await ownPerson('session-age.root', {
    givenName: 'Rowan',
    surname: 'Rootley',
    country: GLOBAL_TENANT,
    authorities: [{ authority_id: 'ROOT', tenant_id: GLOBAL_TENANT }],
  });
  [TARGET, TARGET_NAME, targetUid] = [target.email, target.displayName, target.uid];
  [ROOT_USER, rootUid] = [root.email, root.uid];
});

describe('a session older than the maximum age', () => {
  it('is renewed silently when the API asks, and the refused save goes through on the same page', async () => {
    const page = await openPage();
    try {
      await openTargetRights(page);
      // What the user has chosen but not saved yet.
      await page.getByRole('combobox', { name: 'Country' }).click();
      await page.getByRole('option', { name: 'France' }).click();
      await page.getByRole('combobox', { name: 'Authority' }).click();
      await page.getByRole('option', { name: 'ADMIN' }).click();
      await page.evaluate(() => {
        (window as unknown as { notReloaded?: boolean }).notReloaded = true;
      });

      // Root's last corporate verification is now older than the maximum age.
      const old = Date.now() - SESSION_MAX_AGE_MS - 60_000;
      await record(rootUid).update({ verified_at: Timestamp.fromMillis(old) });
      const exchanges: number[] = [];
      const saves: number[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/backendv2/firebasetoken')) exchanges.push(response.status());
        if (response.url().includes('/backendv2/rootsettings/update')) saves.push(response.status());
      });

      await page.getByRole('button', { name: 'Add' }).click();
      await expect.poll(() => page.getByText(TOASTS.userUpdated).isVisible()).toBe(true);
      await expect
        .poll(() =>
          page
            .getByRole('list', { name: 'Authorities' })
            .getByRole('listitem')
            .filter({ hasText: 'France' })
            .textContent(),
        )
        .toContain('ADMIN');

      // Refused once, renewed without interaction (no popup), then saved; the page never reloaded.
      expect(saves).toEqual([401, 200]);
      expect(exchanges).toEqual([200]);
      expect(await verifiedAtMs(rootUid)).toBeGreaterThan(Date.now() - 60_000);
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
      expect(page.url()).toContain('/main/administration/edituser');
      expect(await page.getByRole('dialog').count()).toBe(0);
    } finally {
      await setAuthoritiesAsRoot(TARGET, PLAIN_USER);
    }
  });
});

describe('sign out everywhere', () => {
  it.each<[ColorMode, { width: number; height: number } | undefined]>([
    ['light', undefined],
    ['dark', { width: 390, height: 844 }],
  ])('root ends every session of a user after a confirmation, with a toast (%s)', async (mode, viewport) => {
    const page = await openPage(mode, viewport);
    await openTargetRights(page);
    const button = page.getByRole('button', { name: 'Sign out everywhere' });
    await button.scrollIntoViewIfNeeded();
    await settled(page);
    await screenshot(page, `sign-out-everywhere-${mode}${viewport ? '-phone' : ''}`);
    await expectAccessible(page);

    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Sign out everywhere' });
    await expect.poll(() => dialog.textContent()).toContain(API_MESSAGES.signOutEverywhereConfirm(TARGET_NAME));
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect.poll(() => page.getByText(API_MESSAGES.signedOutEverywhere(TARGET_NAME)).isVisible()).toBe(true);
    expect(await verifiedAtMs(targetUid)).toBeUndefined();
  });

  it('is not offered to a country admin', async () => {
    const page = await openPage();
    await signInAs(page, DEMO_PEOPLE.adminA);
    await page.goto(`${APP_URL}/main/administration/edituser?id=${encodeURIComponent(TARGET)}`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: TARGET_NAME }).isVisible()).toBe(true);
    // An admin sees only the authorities of the countries they administer: this person holds
    // none of theirs, so the screen has loaded when it says so.
    await expect.poll(() => page.getByText('No authorities.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign out everywhere' }).count()).toBe(0);
  });
});
