/**
 * Keyboard only: after sign-in no click, only keys. The first Tab of a page reaches "Skip to
 * content"; the programme's first session is a few keys past the skips; each change of screen leaves the
 * focus on the new page's h1, names the page in the browser title and says it in the polite status. A
 * session is created, the week view walked with the arrow keys, and a person moved in the people picker.
 */
import { APP_NAME, TOASTS } from '@agenda/contract';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it, type ExpectStatic } from 'vitest';
import { berlinDemoEventId, createEvent, deleteEvent, saveAgendaAs } from './api-helper';
import { APP_URL, browserSuite, expectAccessible, screenshot } from './browser';
import { settled } from './page-helper';
import { DEMO_PEOPLE } from '../personas';
import { ROOT_EMAIL } from './sign-in-helper';

const { signedInPage } = browserSuite();

let berlin: string;

beforeAll(async () => {
  berlin = await berlinDemoEventId();
});

/** What has the keyboard focus: its tag, its text or name, and its address if it is a link. */
function focused(page: Page): Promise<{ tag: string; name: string; href: string }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      name: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim(),
      href: element?.getAttribute('href') ?? '',
    };
  });
}

/** Presses `key` until `reached` holds for the focused element, at most `max` times; returns the presses. */
async function pressUntil(
  page: Page,
  key: string,
  reached: (element: { tag: string; name: string; href: string }) => boolean,
  max = 60,
): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(key);
    if (reached(await focused(page))) return presses;
  }
  throw new Error(`${key} ×${max} did not reach the element; the focus is on ${JSON.stringify(await focused(page))}`);
}

/** After a change of screen: the focus on the page's h1, which names the browser title and the status. */
async function expectPageFocused(expect: ExpectStatic, page: Page, title: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.tagName.toLowerCase()), { timeout: 20_000 })
    .toBe('h1');
  expect((await focused(page)).name).toBe(title);
  await expect.poll(() => page.title()).toBe(`${title} – ${APP_NAME}`);
  await expect.poll(() => page.getByRole('status').filter({ hasText: title }).count()).toBeGreaterThan(0);
}

describe('keyboard only', () => {
  it('skips to the content, and the focus follows each new page to its h1 (list → event home → locations → programme → new agenda)', async ({
    expect,
  }) => {
    const page = await signedInPage(ROOT_EMAIL, 'light');
    await page.goto(`${APP_URL}/main/events/eventslist?t=de`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 20_000 }).toBe(0);
    const listTitle = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    // The first load names the page too, but leaves the focus where the browser starts.
    await expect.poll(() => page.title()).toBe(`${listTitle} – ${APP_NAME}`);

    // The first Tab: the skip link, drawn where it can be seen.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', name: 'Skip to content' });
    expect(await page.getByRole('link', { name: 'Skip to content' }).isVisible()).toBe(true);
    await screenshot(page, 'keyboard-skip-link-light');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');

    // To the Berlin event's card: it opens the event's home (docs/features.md, "The attendee's screens").
    await pressUntil(
      page,
      'Tab',
      ({ tag, href, name }) => tag === 'a' && href.includes(`e=${berlin}`) && name.includes('Berlin Tech Summit'),
    );
    await page.keyboard.press('Enter');
    await expectPageFocused(expect, page, 'Berlin Tech Summit');
    await expectAccessible(page);
    await screenshot(page, 'keyboard-event-home-h1-light');

    // Back up to the event's toolbar, to its locations, and forward again to the programme.
    await pressUntil(page, 'Shift+Tab', ({ tag, name }) => tag === 'a' && name === 'Locations');
    await page.keyboard.press('Enter');
    await expectPageFocused(expect, page, 'Locations');
    await pressUntil(page, 'Shift+Tab', ({ tag, name }) => tag === 'a' && name === 'Program');
    await page.keyboard.press('Enter');
    await expectPageFocused(expect, page, 'Program');

    // New agenda → its form.
    await pressUntil(page, 'Tab', ({ tag, name }) => tag === 'a' && name === 'New agenda', 10);
    await page.keyboard.press('Enter');
    await expectPageFocused(expect, page, 'Create new agenda');
  }, 180_000);

  it("reaches the programme's first session a few keys past the skip links", async ({ expect }) => {
    // An attendee: an editor has two more stops before the sessions ("Import event", "New agenda").
    const page = await signedInPage(DEMO_PEOPLE.user, 'light');
    await page.goto(`${APP_URL}/main/event/agendalist?e=${berlin}&t=de`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Program' }).isVisible(), { timeout: 20_000 })
      .toBe(true);
    await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 20_000 }).toBe(0);
    await settled(page);

    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', name: 'Skip to content' });
    await page.keyboard.press('Enter');
    // In the main, the event's own skip link comes first: past its header and toolbar.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', name: 'Skip to event content' });
    await screenshot(page, 'keyboard-skip-event-light');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('event-content');

    const presses = await pressUntil(page, 'Tab', ({ tag, href }) => tag === 'a' && href.includes('/agendas/overview'));
    expect(presses, 'key presses from the event content to the first session').toBeLessThanOrEqual(5);
  }, 120_000);
});

/** The focused element's label (a field's, by its label element), or its name as `focused` gives it. */
function focusedField(page: Page): Promise<{ tag: string; role: string; label: string; session: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    const label =
      element?.labels?.[0]?.textContent ?? element?.getAttribute('aria-label') ?? element?.textContent ?? '';
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      role: element?.getAttribute('role') ?? '',
      label: label.replace(/\s*\*\s*$/, '').trim(),
      session: element?.classList.contains('rbc-event') ?? false,
    };
  });
}

/** Presses `key` until the focused element satisfies `reached` (see focusedField), at most `max` times. */
async function pressUntilField(
  page: Page,
  key: string,
  reached: (element: { tag: string; role: string; label: string; session: boolean }) => boolean,
  max = 40,
): Promise<void> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(key);
    if (reached(await focusedField(page))) return;
  }
  throw new Error(
    `${key} ×${max} did not reach the element; the focus is on ${JSON.stringify(await focusedField(page))}`,
  );
}

describe('keyboard only, in an event of its own', () => {
  /** Every event made here, deleted after the tests (an attempt that is retried makes its own). */
  const created: string[] = [];
  /** The event's first day (a Tuesday in June next year) at `time` in Berlin, `offset` days on, in UTC. */
  const at = (offset: number, time: string) => {
    const [hour = 0, minute = 0] = time.split(':').map(Number);
    const first = DateTime.fromObject({ year: DateTime.now().year + 1, month: 6, day: 1 }, { zone: 'Europe/Berlin' });
    const tuesday = first.plus({ days: (9 - first.weekday) % 7 });
    return tuesday.plus({ days: offset }).set({ hour, minute }).toUTC().toISO() ?? '';
  };

  /** A two-day event with a workshop on its first afternoon and a session on its second morning. */
  async function keyboardEvent(): Promise<{ eventId: string; workshopId: string }> {
    const eventId = await createEvent(DEMO_PEOPLE.adminA, {
      eventName: 'Keyboard summit',
      description: 'Created by the keyboard browser test.',
      startDate: at(0, '09:00'),
      endDate: at(1, '18:00'),
    });
    created.push(eventId);
    let workshopId = '';
    for (const [name, day, start, end] of [
      ['Afternoon workshop', 0, '13:00', '14:00'],
      ['Second day opening', 1, '10:00', '11:00'],
    ] as const) {
      const saved = await saveAgendaAs(DEMO_PEOPLE.adminA, {
        eventId,
        name,
        description: 'Keyboard test session.',
        startTime: at(day, start),
        endTime: at(day, end),
      });
      if (name === 'Afternoon workshop') workshopId = saved.id;
    }
    return { eventId, workshopId };
  }

  afterAll(async () => {
    for (const eventId of created) await deleteEvent(DEMO_PEOPLE.adminA, eventId);
  });

  it('creates a session, then walks the week view with the arrow keys', async ({ expect }) => {
    const { eventId } = await keyboardEvent();
    const page = await signedInPage(DEMO_PEOPLE.adminA, 'light');
    await page.goto(`${APP_URL}/main/event/agendalist?e=${eventId}&t=de`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Program' }).isVisible(), { timeout: 20_000 })
      .toBe(true);
    await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 20_000 }).toBe(0);
    await settled(page);

    // New agenda: its form, filled and saved with the keys alone.
    await pressUntil(page, 'Tab', ({ tag, name }) => tag === 'a' && name === 'New agenda');
    await page.keyboard.press('Enter');
    await expectPageFocused(expect, page, 'Create new agenda');
    await pressUntilField(page, 'Tab', ({ tag, label }) => tag === 'input' && label === 'Agenda name');
    await page.keyboard.type('Keyboard keynote');
    await pressUntilField(page, 'Tab', ({ tag, label }) => tag === 'textarea' && label === 'Description');
    await page.keyboard.type('Made without a mouse.');
    await pressUntilField(page, 'Tab', ({ tag, label }) => tag === 'button' && label === 'Save');
    await screenshot(page, 'keyboard-new-agenda-save-light');
    await page.keyboard.press('Enter');
    await expectPageFocused(expect, page, 'Program');
    await expect
      .poll(() => page.getByRole('article', { name: 'Keyboard keynote', exact: true }).count(), { timeout: 20_000 })
      .toBe(1);

    // The calendar: chosen among the views with the arrows, its sessions one Tab stop walked with them.
    await pressUntil(page, 'Tab', ({ tag, name }) => tag === 'button' && name === 'Timeline');
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toMatchObject({ tag: 'button', name: 'Calendar' });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.rbc-time-view .rbc-event').count(), { timeout: 20_000 }).toBe(3);
    await pressUntilField(page, 'Tab', ({ session }) => session);
    const name = async () => (await page.evaluate(() => document.activeElement?.textContent ?? '')).trim();
    expect(await name()).toContain('Keyboard keynote');
    // Named with its day and times on the viewer's clock, the zone named.
    expect(await name()).toMatch(/Keyboard keynote, Tue \d+ Jun \d{4}, \d\d:\d\d – \d\d:\d\d [A-Z][A-Z+\d]+$/);
    await page.keyboard.press('ArrowDown');
    await expect.poll(name).toContain('Afternoon workshop');
    await page.keyboard.press('ArrowRight');
    await expect.poll(name).toContain('Second day opening');
    await screenshot(page, 'keyboard-week-view-light');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(name).toMatch(/Keyboard keynote|Afternoon workshop/);
    // One Tab stop for all the sessions: the next Tab leaves the calendar's grid.
    await page.keyboard.press('Tab');
    expect((await focusedField(page)).session).toBe(false);
    await expectAccessible(page);
  }, 180_000);

  it('moves a person into the speakers with the keys alone, and saves', async ({ expect }) => {
    const { eventId, workshopId } = await keyboardEvent();
    const page = await signedInPage(DEMO_PEOPLE.adminA, 'light');
    await page.goto(`${APP_URL}/main/event/agendas/agendaspeakers?e=${eventId}&t=de&a=${workshopId}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Speakers' }).isVisible(), { timeout: 20_000 })
      .toBe(true);
    await settled(page);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', name: 'Skip to content' });
    await page.keyboard.press('Enter');
    await pressUntilField(page, 'Tab', ({ tag, label }) => tag === 'input' && label === 'Search available users', 80);
    await page.keyboard.type('kowalska');
    const available = page.getByRole('listbox', { name: 'Available users' });
    await expect
      .poll(() => available.getByRole('option').allTextContents(), { timeout: 15_000 })
      .toEqual(['Anna Kowalskaanna.kowalska@corp.example']);
    await pressUntilField(page, 'Tab', ({ role }) => role === 'listbox');
    // The cursor row is the list's active descendant, not a selection.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-activedescendant') ?? ''))
      .not.toBe('');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('listbox', { name: 'Speakers' }).getByRole('option').allTextContents())
      .toEqual(['Anna Kowalskaanna.kowalska@corp.example']);
    // Save sits beside the page's title, before the picker.
    await pressUntilField(page, 'Shift+Tab', ({ tag, label }) => tag === 'button' && label === 'Save');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText(TOASTS.speakersSaved).count(), { timeout: 15_000 }).toBeGreaterThan(0);
  }, 120_000);
});
