/**
 * A country's event list at scale, in Chromium (figures only; nothing here asserts timings). Seeds
 * 2,000 events into a benchmark country of the running emulator suite, signs in as the root demo
 * user through the app's own login popup, and measures:
 *  - the time from opening eventslist?t= until the first card shows and until the first batch of
 *    cards is drawn (the list draws EVENT_LIST_BATCH cards, then more as the reader scrolls);
 *  - the time the name filter takes from a keystroke until the grid shows the matching cards;
 *  - the time from a save (POST /events/new, as the edit screen sends it) until another open tab
 *    draws the change from its Firestore listener (median of 50);
 *  - a first visit of the list (a new browser profile, just signed in: nothing kept) from
 *    navigation to the first card, then a returning visit: the tab closed, a new tab of the same profile, whose list
 *    draws the list snapshot kept in local storage (web/src/lib/list-snapshot.ts) before Firestore answers;
 *  - the same two visits with the CPU slowed 4×: the longest main-thread task while the list draws.
 * Documents have fixed ids, so a second run overwrites instead of adding.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import {
  COLLECTIONS,
  EVENT_LIST_BATCH,
  eventNameMatches,
  isPassed,
  newEventDoc,
  type EventDoc,
  type TenantDoc,
} from '@agenda/contract';
import { launchBrowser, newContext } from './lib/chromium';
import { firebaseIdTokenFor, ROOT_EMAIL, signInAs } from '../tests/browser/sign-in-helper';
import { adminClients } from './lib/admin';
import { line, withinTimeout } from './lib/bench-stats';
import { articles, pollPage } from './lib/event-list-page';
import { say } from './lib/say';
import { longTasks, visits } from './bench-events-visits';

const EVENTS = 2_000;
const BATCH_SIZE = 500;
const LIST_LOADS = 5;
const LIVE_SAVES = 50;
/** The goal of a save's change on another tab's screen, printed beside the figures (docs/benchmarks.md). */
const FIRESTORE_TO_SCREEN_GOAL = '≤ 50 ms median';
const TENANT = 'zz';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const WORDS = [
  'Summit',
  'Forum',
  'Workshop',
  'Offsite',
  'Hackathon',
  'Town hall',
  'Kick-off',
  'Academy',
  'Conference',
  'Meetup',
];
const CITIES = ['Berlin', 'Paris', 'Milan', 'Madrid', 'Vienna', 'Warsaw', 'Dublin', 'Lisbon', 'Prague', 'Oslo'];
/** What the benchmark types into the list's search box: short and long, common and rare. */
const SEARCHES = [
  's',
  'su',
  'sum',
  'summit',
  'berlin',
  'BERLIN SUMMIT',
  'workshop 1',
  'town hall 19',
  'zzz-no-match',
  'o',
  'Offsite 42',
  'lisbon academy',
];

const eventId = (index: number) => `bench-event-${String(index).padStart(4, '0')}`;

function benchEvent(index: number, now: number): EventDoc<Timestamp> {
  const name = `${CITIES[index % CITIES.length]} ${WORDS[Math.floor(index / CITIES.length) % WORDS.length]} ${index}`;
  // A third have passed, the rest spread over the coming two years; no two start together, so the
  // list's order (soonest first) does not depend on names.
  const start = now + (index % 3 === 0 ? -1 : 1) * (1 + index) * HOUR_MS * 8;
  return newEventDoc({
    name,
    description: `Benchmark event ${index}: agenda, speakers and networking for the whole region.`,
    address: `${CITIES[index % CITIES.length]}, Main street ${index}`,
    start_date: Timestamp.fromMillis(start),
    end_date: Timestamp.fromMillis(start + 2 * DAY_MS),
    timezone: 'Europe/Berlin',
    tenant_id: TENANT,
    privacy: index % 10 === 0,
    hide_gamification: false,
    hide_wall: false,
  });
}

async function seed(db: Firestore, now: number): Promise<string[]> {
  const tenant: TenantDoc = {
    locale: TENANT.toUpperCase(),
    country_name: 'Benchmark country',
    flag_image_url: null,
    flag_image_ref: null,
  };
  await db.collection(COLLECTIONS.tenants).doc(TENANT).set(tenant);
  const names: string[] = [];
  for (let start = 0; start < EVENTS; start += BATCH_SIZE) {
    const batch = db.batch();
    for (let index = start; index < Math.min(start + BATCH_SIZE, EVENTS); index += 1) {
      const doc = benchEvent(index, now);
      names.push(doc.name);
      batch.set(db.collection(COLLECTIONS.events).doc(eventId(index)), doc);
    }
    await batch.commit();
  }
  return names;
}

const cards = (page: Page) => page.locator('section[aria-label="Events"] > article');

/**
 * Code that runs in the page is passed as text: tsx compiles this file with esbuild's keepNames,
 * whose `__name` helper does not exist in the page.
 */
const ARTICLES = 'document.querySelectorAll(\'section[aria-label="Events"] > article\').length';

async function listLoads(page: Page, url: string): Promise<void> {
  const firstCard: number[] = [];
  const firstBatch: number[] = [];
  const path = new URL(url).pathname + new URL(url).search;
  for (let run = 0; run < LIST_LOADS; run += 1) {
    // Leave the list first, so each run opens it as a click in the app would, with a fresh listener.
    await page.goto(url.replace(/eventslist.*$/, 'profile'));
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    const started = Date.now();
    await page.evaluate(
      `window.history.pushState(null, '', ${JSON.stringify(path)}); window.dispatchEvent(new PopStateEvent('popstate'));`,
    );
    await cards(page).first().waitFor({ timeout: 60_000 });
    firstCard.push(Date.now() - started);
    await pollPage(
      'the first page of cards',
      () => articles(page),
      (count) => count >= EVENT_LIST_BATCH,
      120_000,
    );
    firstBatch.push(Date.now() - started);
  }
  say(line('open the list: first card shown', firstCard));
  say(line(`open the list: first ${EVENT_LIST_BATCH} cards drawn`, firstBatch));
}

/** Types into the search box and waits, in the page, until the grid holds the expected cards. */
async function filterTimes(page: Page, names: readonly string[]): Promise<void> {
  const narrowing: number[] = [];
  const clearing: number[] = [];
  await page.getByRole('searchbox', { name: 'Search by name' }).waitFor();
  // The grid's state for `matches` matching events: that many cards, or a first batch under
  // "Showing 24 of N events" (a search reads every event, then draws them a batch at a time), or, the
  // search cleared, the first page of the live query under "Showing 24 events". Each search is
  // followed by a clear, so consecutive states differ.
  const typeAndWait = (text: string, matches: number) => {
    const drawn = Math.min(matches, EVENT_LIST_BATCH);
    const paged =
      text === '' ? `Showing ${EVENT_LIST_BATCH} events` : `Showing ${EVENT_LIST_BATCH} of ${matches} events`;
    const status = matches > EVENT_LIST_BATCH ? paged : '';
    return withinTimeout(
      `filter "${text}" to ${matches} events`,
      page.evaluate(`new Promise((resolve) => {
      const input = [...document.querySelectorAll('input[type="search"]')].find((i) => i.labels[0]?.textContent.startsWith('Search by name'));
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      const started = performance.now();
      setter.call(input, ${JSON.stringify(text)});
      input.dispatchEvent(new Event('input', { bubbles: true }));
      const check = () => {
        const shown = ${ARTICLES};
        // The grid's own status ("Showing 24 of N events"); other statuses (a skeleton's, a popup's) may come first.
        const status = [...document.querySelectorAll('main [role="status"]')].map((e) => e.textContent ?? '').find((t) => t.startsWith('Showing')) ?? '';
        if (shown === ${drawn} && status === ${JSON.stringify(status)}) resolve(performance.now() - started);
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    })`) as Promise<number>,
    );
  };
  for (let round = 0; round < 3; round += 1) {
    for (const text of SEARCHES) {
      narrowing.push(await typeAndWait(text, names.filter((name) => eventNameMatches(name, text)).length));
      clearing.push(await typeAndWait('', names.length));
    }
  }
  say(line('filter by name (keystroke to matching cards drawn)', narrowing));
  say(line('clear the filter (back to the first batch)', clearing));
}

/** Saves renamed events through the API and times until the other tab has drawn each new name. */
async function liveUpdates(browser: Browser, url: string, apiUrl: string, now: number): Promise<void> {
  const context = await newContext(browser);
  const watcher = await context.newPage();
  await signInAs(watcher, ROOT_EMAIL);
  await watcher.goto(url);
  await cards(watcher).first().waitFor({ timeout: 60_000 });
  const token = await firebaseIdTokenFor(ROOT_EMAIL);
  const delays: number[] = [];
  const answers: number[] = [];
  const toScreen: number[] = [];
  // Events of the first batch, the cards the other tab draws: the coming ones, soonest first
  // (starts differ, so renaming keeps the order).
  const firstBatch = Array.from({ length: EVENTS }, (_, index) => index)
    .filter((index) => !isPassed(benchEvent(index, now).end_date.toDate(), new Date()))
    .sort((a, b) => benchEvent(a, now).start_date.toMillis() - benchEvent(b, now).start_date.toMillis())
    .slice(0, EVENT_LIST_BATCH);
  for (let run = 0; run < LIVE_SAVES; run += 1) {
    const index = firstBatch[run % firstBatch.length]!;
    const doc = benchEvent(index, now);
    const renamed = `${doc.name} (renamed ${Date.now()})`;
    const selector = `section[aria-label="Events"] > article[aria-label=${JSON.stringify(renamed)}]`;
    const drawn = watcher.evaluate(`new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (document.querySelector(${JSON.stringify(selector)})) {
          observer.disconnect();
          resolve(performance.timeOrigin + performance.now());
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
    })`) as Promise<number>;
    const sent = Date.now();
    const response = await fetch(`${apiUrl}/events/new`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        id: eventId(index),
        eventName: renamed,
        address: doc.address,
        tenantId: TENANT,
        noWall: false,
        description: doc.description,
        startDate: doc.start_date.toDate().toISOString(),
        endDate: doc.end_date.toDate().toISOString(),
        hide_gamification: false,
        privacy: doc.privacy,
        timezone: doc.timezone,
      }),
    });
    if (!response.ok) throw new Error(`POST /events/new answered ${response.status}: ${await response.text()}`);
    const answered = Date.now();
    const drawnAt = await withinTimeout(`the renamed card "${renamed}" in the other tab`, drawn);
    answers.push(answered - sent);
    toScreen.push(drawnAt - answered);
    delays.push(drawnAt - sent);
  }
  await context.close();
  say(line('save: POST /events/new answered', answers));
  say(line('save: API answer to the change drawn in another tab', toScreen, FIRESTORE_TO_SCREEN_GOAL));
  say(line('save sent to the change drawn in another tab', delays));
}

export async function benchEvents(apiUrl: string, appUrl: string): Promise<void> {
  const { db } = adminClients();
  const now = Date.now();
  say(`\nEvent list: seeding ${EVENTS} events into the country "${TENANT}"…`);
  const names = await seed(db, now);

  const browser = await launchBrowser();
  try {
    const url = `${appUrl}/main/events/eventslist?t=${TENANT}`;
    say(`\nEvent list of a country with ${EVENTS} events in Chromium (root user, sees drafts too; 1280×800)`);
    // `--filter-only` and `--visits-only` (either or both): those parts' figures alone, for comparing two builds
    // within the same minutes.
    const filterOnly = process.argv.includes('--filter-only');
    const visitsOnly = process.argv.includes('--visits-only');
    const all = !filterOnly && !visitsOnly;
    // Live updates first: the Firestore emulator keeps the listeners of closed pages for a while and
    // re-runs them on every write, which the page loads below would add to the save's time.
    if (all) await liveUpdates(browser, url, apiUrl, now);
    if (all || visitsOnly) await visits(browser, url);
    if (all) await longTasks(browser, url);
    if (!all && !filterOnly) return;
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInAs(page, ROOT_EMAIL);
    if (all) await listLoads(page, url);
    else await page.goto(url);
    await filterTimes(page, names);
    await context.close();
  } finally {
    await browser.close();
  }
}
