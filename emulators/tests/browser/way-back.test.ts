/**
 * A page that cannot show what was asked for says what happened and offers the
 * way back: an event that is not there, an admin address opened by a plain user (docs/product.md §8 sends them to
 * /, the screen they land on says why), and the offline screen, which returns to the page the person
 * was on once the server answers. Phone and desktop, light and dark.
 */
import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, MESSAGES } from '@agenda/contract';
import { DEMO_PEOPLE } from '../personas';
import { APP_URL, browserSuite, expectAccessible, shootDesktopAndPhone, type ColorMode } from './browser';
import { visible } from './page-helper';

const PLAIN = DEMO_PEOPLE.user;
// Our texts (web/src/lib/access-notice.ts, web/src/features/events/layout/event-problem.tsx).
const COUNTRIES_NOTICE = /Manage countries is for root users only\. Your account has no root rights/;
const ADMIN_NOTICE = /Administration is for the admins of a country\. Your account has no admin rights/;

const { signedInPage } = browserSuite();

describe.each<ColorMode>(['light', 'dark'])('the way back, %s', (mode) => {
  it('says an event was not found and leads back to its country’s list', async () => {
    const page = await signedInPage(PLAIN, mode);
    await page.goto(`${APP_URL}/main/event/event?e=no-such-event&t=de`);
    await visible(page.getByRole('heading', { level: 1, name: EVENT_MESSAGES.eventNotFound }));
    await visible(page.getByText(/There is no event at this address/));
    expect(await page.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/v2');
    await expectAccessible(page, 'main');
    await shootDesktopAndPhone(page, `event-not-found-${mode}`);
    await page.getByRole('link', { name: 'Back to the events list' }).click();
    await page.waitForURL(`${APP_URL}/main/events/eventslist?t=de`);
  });

  it('sends a plain user from an admin address to / and says why where they land', async () => {
    const page = await signedInPage(PLAIN, mode);
    await page.goto(`${APP_URL}/main/administration/allTenants`);
    const notice = page.getByTestId('access-notice');
    await visible(notice);
    expect(await notice.textContent()).toMatch(COUNTRIES_NOTICE);
    // docs/product.md §8: redirected (the home screen then forwards a signed-in person to where they work).
    expect(new URL(page.url()).pathname).not.toContain('/administration/');
    await expectAccessible(page, 'main');
    await shootDesktopAndPhone(page, `admin-address-notice-${mode}`);
    // Once: dismissed, and not shown again on the next screen.
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => notice.count()).toBe(0);

    await page.goto(`${APP_URL}/main/administration/users`);
    await visible(notice);
    expect(await notice.textContent()).toMatch(ADMIN_NOTICE);
  });

  it('returns to the page the person was on once the server answers again', async () => {
    const page = await signedInPage(PLAIN, { mode, pollMs: 500 });
    const was = `${APP_URL}/main/event/agendalist?e=berlin-tech-summit&t=de`;
    await page.goto(was);
    await visible(page.getByTestId('event-header'));
    await page.route('**/backendv2/ping/status', (route) => route.abort('connectionrefused'));
    await page.waitForURL((url) => url.pathname.endsWith('/serveroffline'));
    await visible(page.getByText(MESSAGES.serverOffline));
    await page.unroute('**/backendv2/ping/status');
    await page.waitForURL(was, { timeout: 30_000 });
    await visible(page.getByTestId('event-header'));
  });
});
