/**
 * A visible focus indicator on every Tab stop (WCAG 2.4.7) of the main screens, light and
 * dark: walked with Tab, each focused element draws an outline or a shadow it does not draw unfocused —
 * itself, or the card or the input frame it sits in (a card outlines itself when its link has the focus; a
 * text field's frame turns into a 2 px ring). Screenshots of the focus states in test-results.
 */
import { COLLECTIONS, INBOX_SUBCOLLECTION } from '@agenda/contract';
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it, type ExpectStatic } from 'vitest';
import { adminClients } from '../../scripts/lib/admin';
import { berlinDemoEventId } from './api-helper';
import { APP_URL, browserSuite, screenshot, type ColorMode } from './browser';
import { settled } from './page-helper';
import { demoUserId, ROOT_EMAIL } from './sign-in-helper';

const { signedInPage } = browserSuite();

/** Tab stops walked per screen: its frame (app bar, event header and toolbar) and the start of its content. */
const MAX_STOPS = 40;

let berlin: string;

beforeAll(async () => {
  berlin = await berlinDemoEventId();
  // Something in root's bell panel to Tab to: an unread item with a link (its "mark read" and its link).
  await inboxItem().set({
    message: 'Focus indicator test: the room has changed',
    subject: 'Berlin Tech Summit',
    type: 'LINK',
    link: 'https://example.com/focus-indicator',
    notification_id: 'focus-indicator-test',
    event_id: berlin,
    agenda_id: null,
    created_at: Timestamp.now(),
    read_at: null,
  });
});

afterAll(async () => {
  await inboxItem().delete();
});

function inboxItem() {
  const { db } = adminClients();
  return db
    .collection(COLLECTIONS.users)
    .doc(demoUserId(ROOT_EMAIL))
    .collection(INBOX_SUBCOLLECTION)
    .doc('focus-indicator-test');
}

/**
 * Marks every element that could take the focus with an index and keeps what it draws unfocused (in
 * `window.__unfocused`), so that each Tab stop can be compared with itself at rest.
 */
async function recordUnfocused(page: Page): Promise<void> {
  await page.evaluate(() => {
    const look = (element: Element): string => {
      const parts = [element, element.closest('.MuiCard-root'), element.closest('.MuiInputBase-root')];
      const notch = element.closest('.MuiInputBase-root')?.querySelector('.MuiOutlinedInput-notchedOutline');
      return [
        ...parts.map((part) => {
          if (!part) return '-';
          const style = getComputedStyle(part);
          return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`;
        }),
        notch ? `${getComputedStyle(notch).borderWidth} ${getComputedStyle(notch).borderColor}` : '-',
      ].join(' || ');
    };
    // At rest: the focused element too (a panel focuses its first item as it opens), then back.
    const active = document.activeElement as HTMLElement | null;
    active?.blur();
    const all = Array.from(document.querySelectorAll('a[href], button, input, select, textarea, [tabindex]'));
    const unfocused: string[] = [];
    all.forEach((element, index) => {
      element.setAttribute('data-focus-probe', String(index));
      unfocused.push(look(element));
    });
    active?.focus();
    Object.assign(window, { __unfocused: unfocused, __look: look });
  });
}

interface Stop {
  name: string;
  changed: boolean | null;
}

/** The focused element: its name and whether it draws differently from at rest (null: not recorded). */
function currentStop(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const element = document.activeElement;
    const state = window as unknown as { __unfocused: string[]; __look: (element: Element) => string };
    const name = `${element?.tagName.toLowerCase()} "${(element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim().slice(0, 40)}"`;
    const probe = element?.getAttribute('data-focus-probe');
    if (!element || probe === null || probe === undefined) return { name, changed: null };
    return { name, changed: state.__look(element) !== state.__unfocused[Number(probe)] };
  });
}

/** Tabs through the page from its top; expects a visible change on every stop; returns how many it saw. */
async function expectFocusShown(expect: ExpectStatic, page: Page, shot: string): Promise<number> {
  await recordUnfocused(page);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const unmarked: string[] = [];
  const seen = new Set<string>();
  let stops = 0;
  for (; stops < MAX_STOPS; stops++) {
    await page.keyboard.press('Tab');
    const stop = await currentStop(page);
    if (stop.name === 'body ""') break;
    if (stop.changed === false) unmarked.push(stop.name);
    // A few stops shown in the screenshots: the skip link, the app bar, the first of the content.
    if ([0, 3, 12, 25].includes(stops)) await screenshot(page, `${shot}-stop-${stops}`);
    seen.add(stop.name);
  }
  expect(unmarked, `Tab stops without a visible focus indicator on ${page.url()}`).toEqual([]);
  return stops;
}

async function openScreen(page: Page, route: string): Promise<void> {
  await page.goto(`${APP_URL}${route}`);
  await expect_h1(page);
  await settled(page);
}

async function expect_h1(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible', timeout: 20_000 });
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, undefined, {
    timeout: 20_000,
  });
}

describe.each<ColorMode>(['light', 'dark'])('focus indicator (%s)', (mode) => {
  it('shows on every Tab stop of the event list, the event home, the programme and the users', async ({ expect }) => {
    const page = await signedInPage(ROOT_EMAIL, mode);
    const screens: Record<string, string> = {
      'events-list': '/main/events/eventslist?t=de&m=0',
      'event-home': `/main/event/event?e=${berlin}&t=de`,
      programme: `/main/event/agendalist?e=${berlin}&t=de`,
      'admin-users': '/main/administration/users',
    };
    for (const [name, route] of Object.entries(screens)) {
      await openScreen(page, route);
      const stops = await expectFocusShown(expect, page, `focus-${name}-${mode}`);
      expect(stops, `${name} has Tab stops`).toBeGreaterThan(5);
    }
  }, 300_000);

  it("shows in the bell's notification panel", async ({ expect }) => {
    const page = await signedInPage(ROOT_EMAIL, mode);
    await openScreen(page, '/main/events/eventslist?t=de&m=0');
    const bell = page.getByRole('button', { name: /notifications/i }).first();
    await bell.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator('.MuiPopover-paper');
    await panel.waitFor({ state: 'visible', timeout: 10_000 });
    await settled(page);
    await recordUnfocused(page);
    const unmarked: string[] = [];
    let inside = 0;
    for (let stops = 0; stops < 15; stops++) {
      const within = await page.evaluate(() => !!document.activeElement?.closest('.MuiPopover-paper'));
      // A Tab stop of the panel (not the panel itself, which takes the focus as it opens, tabIndex -1).
      const tabStop = await page.evaluate(() => {
        const element = document.activeElement;
        return !!element?.matches(':focus-visible') && element.getAttribute('tabindex') !== '-1';
      });
      if (within && tabStop) {
        inside++;
        const stop = await currentStop(page);
        if (stop.changed === false) unmarked.push(stop.name);
        if (inside === 1) await screenshot(page, `focus-notification-panel-${mode}`);
      }
      await page.keyboard.press('Tab');
    }
    expect(inside, 'Tab stops in the panel').toBeGreaterThan(0);
    expect(unmarked, 'Tab stops of the panel without a visible focus indicator').toEqual([]);
  }, 120_000);
});
