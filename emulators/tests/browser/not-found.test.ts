/**
 * Addresses of nothing say so at once, and no screen shows the server's insides: an unknown person's
 * profile is a not-found page at the API's first answer (a 404, not retried, not the error dialog,
 * whose stack the Functions emulator would have filled with the server's files), and an unknown
 * country code in an events list names the code and leads back to choosing a country, instead of an
 * empty "ZZ events" list.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PEOPLE } from '../personas';
import { APP_URL, browserSuite, expectAccessible } from './browser';
import { visible } from './page-helper';

const PLAIN = DEMO_PEOPLE.user;
const { signedInPage } = browserSuite();

/** What the screen shows holds no stack line ("    at …") and no server path. */
async function expectNoServerDetail(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/^\s*at\s+\S/m);
  expect(text).not.toContain('/functions/');
  expect(await page.getByRole('dialog', { name: 'Exception' }).count()).toBe(0);
}

describe('addresses of nothing', () => {
  it("an unknown person's profile is a not-found page at the first answer, with no stack", async () => {
    const page = await signedInPage(PLAIN);
    const answers: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('/backendv2/users/profile')) answers.push(response.status());
    });
    await page.goto(`${APP_URL}/main/profile?id=no-such-person`);
    await visible(page.getByRole('heading', { name: 'User not found' }));
    // One answer, shown as it is: no retries, no error dialog.
    expect(answers).toEqual([404]);
    await visible(page.getByRole('link', { name: 'Your profile' }));
    await expectNoServerDetail(page);
    await expectAccessible(page, 'main');
  });

  it('an unknown country code names the code and leads back to choosing a country', async () => {
    const page = await signedInPage(PLAIN);
    await page.goto(`${APP_URL}/main/events/eventslist?t=zz`);
    await visible(page.getByRole('heading', { name: 'Country not found' }));
    await visible(page.getByText('There is no country with the code “ZZ”.'));
    expect(await page.getByText('ZZ events').count()).toBe(0);
    await expectNoServerDetail(page);
    await page.getByRole('link', { name: 'Choose a country' }).click();
    await page.waitForURL(`${APP_URL}/main/selectcountry`);
  });
});
