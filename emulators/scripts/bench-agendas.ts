/**
 * An event's programme at scale, in Chromium (figures only; nothing here asserts timings). Seeds an
 * event with 500 agendas (three days, six locations, six tags), each with 10 to 60 people and some
 * with a waitlist (bench-agendas-seed.ts), into the running emulator suite, signs in as the root demo
 * user through the app's own login popup, and measures on agendalist?e=&t=:
 *  - the time from opening the list until the first timeline card shows and until the first batch of
 *    cards is drawn (the timeline draws a batch, then more as the reader scrolls);
 *  - switching to the calendar's week view: the first switch of a page (react-big-calendar is loaded
 *    lazily, here with an empty HTTP cache) and the later ones;
 *  - a search keystroke until the timeline shows the matching cards;
 *  - a save (POST /agendas/new with its version, as the edit form sends it) until another open tab
 *    draws the change from its Firestore listener (50 saves): the API's answer time, and the time from
 *    that answer to the change drawn (Firestore to screen), separately, and the bytes that tab receives;
 *  - joins: joining a session from its overview (bench-agendas-joins.ts: 14 joins, so that the
 *    joins and leaves of one person stay within the product's limit).
 * Documents have fixed ids, so a second run overwrites instead of adding.
 */
import type { Browser, Page } from 'playwright-core';
import { DateTime } from 'luxon';
import { api, type AgendaSave, type StoredAgenda } from '@agenda/contract';
import { firebaseIdTokenFor, ROOT_EMAIL, signInAs } from '../tests/browser/sign-in-helper';
import { joinableAgenda, joinTimes } from './bench-agendas-joins';
import { AGENDAS, DAYS, EVENT_ID, firstDay, LOCATIONS, seedAgendaEvent, TAGS, TENANT } from './bench-agendas-seed';
import { adminClients } from './lib/admin';
import { line, timed, withinTimeout } from './lib/bench-stats';
import { launchBrowser, newContext } from './lib/chromium';
import { say } from './lib/say';

const LIST_LOADS = 10;
const PAGE_LOADS = 5;
const CALENDAR_PAGES = 5;
const LATER_SWITCHES = 5;
const SEARCH_ROUNDS = 3;
const LIVE_SAVES = 50;
/** What the benchmark types into the search box, one keystroke at a time. */
const SEARCHES = ['workshop 12', 'cloud costs', 'green it lab', 'observ', 'zzz'];

/** The list's name search (searchAgendas in web/src/features/events/agendas/list/agenda-list.ts): any case, blank shows all. */
const matchesName = (name: string, search: string): boolean =>
  !search.trim() || name.toLocaleLowerCase().includes(search.trim().toLocaleLowerCase());
/** The programme's goals, printed beside the figures (docs/benchmarks.md; search, week view, save to screen). */
const GOALS = {
  firstCards: '≤ 1000 ms',
  weekView: '≤ 300 ms',
  keystroke: '≤ 50 ms',
  firestoreToScreen: '≤ 100 ms median',
};

/**
 * Code that runs in the page is passed as text: tsx compiles this file with esbuild's keepNames,
 * whose `__name` helper does not exist in the page. Each helper is an expression.
 */
const CARD_LABELS = `[...document.querySelectorAll('main article[aria-label]')].map((card) => card.getAttribute('aria-label'))`;
const SHOW_MORE = `([...document.querySelectorAll('main button')].find((button) => button.textContent.startsWith('Show more'))?.textContent ?? '')`;
const WEEK_EVENTS = `document.querySelectorAll('section[aria-label="Calendar"] .rbc-time-view .rbc-event').length`;
const viewButton = (label: 'Timeline' | 'Calendar') =>
  `document.querySelector('[role="group"][aria-label="View"] button[aria-label="${label}"]')`;

/** The timeline as drawn: the cards' names and the "Show more (N left)" text. */
interface TimelineState {
  labels: string;
  showMore: string;
}
const stateCondition = (state: TimelineState) =>
  `${CARD_LABELS}.join('\\n') === ${JSON.stringify(state.labels)} && ${SHOW_MORE} === ${JSON.stringify(state.showMore)}`;
const timelineOf = (names: readonly string[], batch: number): TimelineState => ({
  labels: names.slice(0, batch).join('\n'),
  showMore: names.length > batch ? `Show more (${names.length - batch} left)` : '',
});

/** Waits for the first batch of the whole timeline; answers the batch size the page draws. */
async function firstBatch(page: Page): Promise<number> {
  await page.getByRole('button', { name: /^Show more \(\d+ left\)$/ }).waitFor({ timeout: 60_000 });
  const batch = await page.locator('main article[aria-label]').count();
  const left = Number(/\((\d+) left\)/.exec((await page.evaluate(SHOW_MORE)) as string)?.[1]);
  if (batch + left !== AGENDAS)
    throw new Error(`The timeline shows ${batch} cards and ${left} more, not ${AGENDAS} agendas`);
  return batch;
}

async function listLoads(page: Page, appUrl: string, url: string): Promise<number> {
  const firstCard: number[] = [];
  const drawn: number[] = [];
  const path = new URL(url).pathname + new URL(url).search;
  for (let run = 0; run < LIST_LOADS; run += 1) {
    // Leave the list first, so each run opens it as a click in the app would, with a fresh listener.
    await page.goto(`${appUrl}/main/profile`);
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    const [card, batch] = await withinTimeout(
      'the timeline after opening the list',
      page.evaluate(`new Promise((resolve) => {
        const started = performance.now();
        window.history.pushState(null, '', ${JSON.stringify(path)});
        window.dispatchEvent(new PopStateEvent('popstate'));
        let card = null;
        const check = () => {
          if (card === null && ${CARD_LABELS}.length > 0) card = performance.now() - started;
          if (card !== null && ${SHOW_MORE} !== '') resolve([card, performance.now() - started]);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      })`) as Promise<[number, number]>,
    );
    firstCard.push(card);
    drawn.push(batch);
  }
  const batch = await firstBatch(page);
  say(line('open the list in the app: first card shown', firstCard, GOALS.firstCards));
  say(line(`open the list in the app: first ${batch} cards drawn`, drawn));

  // By address: the whole app starts (scripts, sign-in restored, event, agendas), from navigation start.
  const byAddress: number[] = [];
  for (let run = 0; run < PAGE_LOADS; run += 1) {
    await page.goto(url, { waitUntil: 'commit' });
    // performance.now() counts from the navigation's start.
    byAddress.push(
      await withinTimeout(
        'the timeline after loading the page',
        page.evaluate(`new Promise((resolve) => {
          const check = () => (${CARD_LABELS}.length > 0 ? resolve(performance.now()) : requestAnimationFrame(check));
          requestAnimationFrame(check);
        })`) as Promise<number>,
      ),
    );
  }
  say(line('load the page by its address: first card shown', byAddress));
  return batch;
}

/** The calendar: the first switch of freshly loaded pages (empty HTTP cache), then later switches. */
async function calendarSwitches(
  page: Page,
  url: string,
  agendas: readonly StoredAgenda[],
  eventStart: number,
): Promise<void> {
  const zone = (await page.evaluate('Intl.DateTimeFormat().resolvedOptions().timeZone')) as string;
  // The week view opens on the event's first day, weeks from Monday (the default weekday set).
  const weekStart = DateTime.fromMillis(eventStart, { zone }).startOf('week');
  const weekEnd = weekStart.plus({ weeks: 1 }).toMillis();
  const inWeek = agendas.filter(
    (agenda) => agenda.start_time.toMillis() >= weekStart.toMillis() && agenda.start_time.toMillis() < weekEnd,
  ).length;
  const cdp = await page.context().newCDPSession(page);
  const first: number[] = [];
  const later: number[] = [];
  const back: number[] = [];
  for (let run = 0; run < CALENDAR_PAGES; run += 1) {
    await page.goto(url);
    const batch = await firstBatch(page);
    await cdp.send('Network.clearBrowserCache');
    const toWeek = () =>
      timed(
        page,
        `the week view with ${inWeek} agendas`,
        `${viewButton('Calendar')}.click()`,
        `${WEEK_EVENTS} === ${inWeek}`,
      );
    first.push(await toWeek());
    for (let again = 0; again < LATER_SWITCHES; again += 1) {
      back.push(
        await timed(
          page,
          'the timeline again',
          `${viewButton('Timeline')}.click()`,
          `${CARD_LABELS}.length === ${batch} && ${SHOW_MORE} !== ''`,
        ),
      );
      later.push(await toWeek());
    }
  }
  await cdp.detach();
  say(
    `  (the week view draws ${inWeek} agendas; the first switch of a page loads the calendar's chunk, HTTP cache emptied)`,
  );
  say(line('calendar: first switch to the week view', first, GOALS.weekView));
  say(line('calendar: later switches to the week view', later, GOALS.weekView));
  say(line('calendar: back to the timeline', back));
}

/** Types the searches a keystroke at a time and waits, in the page, until the timeline shows the matches. */
async function searchTimes(
  page: Page,
  url: string,
  agendas: readonly StoredAgenda[],
  names: ReadonlyMap<string, string>,
): Promise<void> {
  await page.goto(url);
  const batch = await firstBatch(page);
  // The list's order: soonest first; agendas starting together in the order of their ids.
  const ordered = [...agendas]
    .sort((a, b) => a.start_time.toMillis() - b.start_time.toMillis() || a.agenda_id.localeCompare(b.agenda_id))
    .map((agenda) => names.get(agenda.agenda_id) ?? agenda.name);
  const typeAndWait = (text: string, state: TimelineState) =>
    timed(
      page,
      `the timeline for "${text}"`,
      `const input = [...document.querySelectorAll('input[type="search"]')].find((i) => i.labels[0]?.textContent.startsWith('Search by name'));
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, ${JSON.stringify(text)});
      input.dispatchEvent(new Event('input', { bubbles: true }))`,
      stateCondition(state),
    );
  const keystrokes: number[] = [];
  const clearing: number[] = [];
  const all = timelineOf(ordered, batch);
  for (let round = 0; round < SEARCH_ROUNDS; round += 1) {
    for (const word of SEARCHES) {
      let previous = all;
      for (let length = 1; length <= word.length; length += 1) {
        const text = word.slice(0, length);
        const state = timelineOf(
          ordered.filter((name) => matchesName(name, text)),
          batch,
        );
        const time = await typeAndWait(text, state);
        // A keystroke that leaves the same cards (a trailing space) draws nothing new: not a figure.
        if (state.labels !== previous.labels || state.showMore !== previous.showMore) keystrokes.push(time);
        previous = state;
      }
      clearing.push(await typeAndWait('', all));
    }
  }
  say(line('search: keystroke to the filtered timeline drawn', keystrokes, GOALS.keystroke));
  say(line('search: cleared to the whole timeline drawn', clearing));
}

/** The edit form's payload (times in UTC without offset, with the version it was loaded from). */
function savePayload(agenda: StoredAgenda, name: string, version: number): AgendaSave {
  const utc = (instant: { toDate(): Date }) => instant.toDate().toISOString().slice(0, 19);
  return {
    id: agenda.agenda_id,
    eventId: EVENT_ID,
    name,
    description: agenda.description,
    startTime: utc(agenda.start_time),
    endTime: utc(agenda.end_date),
    locationId: agenda.location_id,
    tags: agenda.tags,
    numberOfPlaces: agenda.mandatory ? 0 : agenda.no_of_places,
    mandatory: agenda.mandatory,
    locked: agenda.locked,
    meeting: agenda.meeting_room,
    version,
  };
}

/**
 * Renames agendas of the first batch through the API and times until the other tab has drawn each new
 * name; `names` (agenda id to name) follows the renames.
 */
async function liveUpdates(
  browser: Browser,
  url: string,
  apiUrl: string,
  agendas: readonly StoredAgenda[],
  names: Map<string, string>,
): Promise<void> {
  const context = await newContext(browser);
  const watcher = await context.newPage();
  await signInAs(watcher, ROOT_EMAIL);
  await watcher.goto(url);
  const batch = await firstBatch(watcher);
  const shown = new Set((await watcher.evaluate(CARD_LABELS)) as string[]);
  const targets = agendas.filter((agenda) => shown.has(agenda.name));
  if (targets.length < batch)
    throw new Error(`Only ${targets.length} of the ${batch} drawn cards are benchmark agendas`);
  const versions = new Map(targets.map((agenda) => [agenda.agenda_id, agenda.version]));
  const token = await firebaseIdTokenFor(ROOT_EMAIL);
  // What reaches the other tab per save: the emulator sends a changed query's whole result again, where
  // Firestore sends the changed documents only; Firestore's SDK taking it in is most of the figure below.
  const network = await context.newCDPSession(watcher);
  let received = 0;
  network.on('Network.dataReceived', (event: { dataLength: number }) => {
    received += event.dataLength;
  });
  await network.send('Network.enable');
  const answers: number[] = [];
  const toScreen: number[] = [];
  const total: number[] = [];
  for (let run = 0; run < LIVE_SAVES; run += 1) {
    const agenda = targets[run % targets.length] as StoredAgenda;
    const renamed = `${agenda.name} (saved ${Date.now()})`;
    const selector = `main article[aria-label=${JSON.stringify(renamed)}]`;
    const drawn = watcher.evaluate(`new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (document.querySelector(${JSON.stringify(selector)})) {
          observer.disconnect();
          resolve(performance.timeOrigin + performance.now());
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['aria-label'] });
    })`) as Promise<number>;
    const sent = Date.now();
    const response = await fetch(`${apiUrl}${api.agendas.save.path}`, {
      method: api.agendas.save.method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(savePayload(agenda, renamed, versions.get(agenda.agenda_id) ?? 0)),
    });
    const body = await response.text();
    const answered = Date.now();
    if (!response.ok) throw new Error(`POST ${api.agendas.save.path} answered ${response.status}: ${body}`);
    versions.set(agenda.agenda_id, api.agendas.save.output.parse(JSON.parse(body)).result.version);
    names.set(agenda.agenda_id, renamed);
    const drawnAt = await withinTimeout(`the renamed card "${renamed}" in the other tab`, drawn);
    answers.push(answered - sent);
    toScreen.push(drawnAt - answered);
    total.push(drawnAt - sent);
  }
  await network.send('Network.disable');
  await context.close();
  say(line(`save: POST ${api.agendas.save.path} answered`, answers));
  say(line('save: API answer to the change drawn in another tab', toScreen, GOALS.firestoreToScreen));
  say(line('save: sent to the change drawn in another tab', total));
  say(
    `  save: the other tab received ${(received / LIVE_SAVES / 1024).toFixed(0)} KB per save (the emulator sends all ${AGENDAS} agendas again; Firestore sends the one changed)`,
  );
}

export async function benchAgendas(apiUrl: string, appUrl: string): Promise<void> {
  const { db } = adminClients();
  const day1 = firstDay();
  say(
    `\nAgenda list: seeding the event "${EVENT_ID}" with ${AGENDAS} agendas (${DAYS} days from ${day1.toISODate()}, ${LOCATIONS.length} locations, ${TAGS.length} tags)…`,
  );
  const agendas = await seedAgendaEvent(db, day1);

  const browser = await launchBrowser();
  try {
    const url = `${appUrl}/main/event/agendalist?e=${EVENT_ID}&t=${TENANT}`;
    say(`\nAgenda list of an event with ${AGENDAS} agendas in Chromium (root user; 1280×800)`);
    // Live updates first: the Firestore emulator keeps the listeners of closed pages for a while and
    // re-runs them on every write, which the page loads below would add to the save's time.
    const names = new Map(agendas.map((agenda) => [agenda.agenda_id, agenda.name]));
    await liveUpdates(browser, url, apiUrl, agendas, names);
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInAs(page, ROOT_EMAIL);
    await listLoads(page, appUrl, url);
    await calendarSwitches(page, url, agendas, day1.set({ hour: 8 }).toMillis());
    await searchTimes(page, url, agendas, names);
    await context.close();
    const joinable = joinableAgenda(agendas);
    await joinTimes(browser, appUrl, db, { ...joinable, name: names.get(joinable.agenda_id) ?? joinable.name });
  } finally {
    await browser.close();
  }
}
