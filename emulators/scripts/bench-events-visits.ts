/**
 * The event list's visits in Chromium (bench-events.ts): a first visit and a returning one, from
 * navigation to the first card with the requests it waited for, and the same two visits with the CPU
 * slowed 4×: the longest main-thread task while the list draws. Figures only.
 */
import type { Browser, Page } from 'playwright-core';
import { EVENT_LIST_BATCH } from '@agenda/contract';
import { newContext } from './lib/chromium';
import { ROOT_EMAIL, signInAs } from '../tests/browser/sign-in-helper';
import { line } from './lib/bench-stats';
import { articles, pollPage } from './lib/event-list-page';
import { say } from './lib/say';

const VISITS = 5;
/** The visits' goals, printed beside the figures (docs/benchmarks.md). */
const GOALS = {
  firstCard: '≤ 1000 ms',
  returningVisit: '≤ 400 ms',
  longestTask: '≤ 200 ms',
};

/**
 * In every document of a context: the time from navigation start (performance.now()) at which the
 * first card was drawn (the frame after it entered the page), in window.__firstCardMs.
 */
const FIRST_CARD_CLOCK = `(() => {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('section[aria-label="Events"] > article')) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__firstCardMs = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true });
})()`;

/** Waits until the list snapshot is kept (written once the live list has stayed still for a moment). */
const snapshotKept = (page: Page) =>
  pollPage(
    'the list snapshot',
    () => page.evaluate(() => localStorage.getItem('agenda.listSnapshot')),
    (text) => text !== null,
    30_000,
  );

async function firstCardMs(page: Page, url: string): Promise<number> {
  await page.goto(url);
  const read = () => page.evaluate(() => (window as unknown as { __firstCardMs?: number }).__firstCardMs);
  return (await pollPage('the first card', read, (ms) => ms !== undefined, 60_000)) as number;
}

/**
 * First and returning visits, each in a new browser profile: sign in, open the list (navigation to
 * first card: nothing kept), close the tab once the list snapshot is kept, open the list in a new tab of the
 * same profile (navigation to first card: the list draws the snapshot, then goes live).
 */
export async function visits(browser: Browser, url: string): Promise<void> {
  const first: number[] = [];
  const returning: number[] = [];
  const waterfalls: Request[][] = [];
  for (let run = 0; run < VISITS; run += 1) {
    const context = await newContext(browser);
    await context.addInitScript(FIRST_CARD_CLOCK);
    const signingIn = await context.newPage();
    await signInAs(signingIn, ROOT_EMAIL);
    await signingIn.close();
    const page = await context.newPage();
    first.push(await firstCardMs(page, url));
    waterfalls.push(await waterfall(page));
    // The first page of the list is read (and so cached) once the batch is drawn.
    await pollPage(
      'the first page of cards',
      () => articles(page),
      (count) => count >= EVENT_LIST_BATCH,
      120_000,
    );
    await snapshotKept(page);
    await page.close();
    const tab = await context.newPage();
    returning.push(await firstCardMs(tab, url));
    await context.close();
  }
  say(line('first visit (nothing kept): navigation to first card', first, GOALS.firstCard));
  say(line('returning visit (new tab): navigation to first card', returning, GOALS.returningVisit));
  sayWaterfall(waterfalls, first);
}

/** A request of a page, from the Resource Timing API: ms from navigation start. */
interface Request {
  name: string;
  start: number;
  /** The first byte of the answer: for Firestore's Listen stream, its first answer. */
  firstByte: number;
  end: number;
}

/** The document and every request the page made until its first card, in the order they started. */
async function waterfall(page: Page): Promise<Request[]> {
  // A string, not a function: tsx's helpers (__name) are not defined in the page.
  return (await page.evaluate(`(() => {
    const firstCard = window.__firstCardMs;
    const short = (url) => {
      const { host, pathname, searchParams } = new URL(url);
      // Firestore's channel and the Auth APIs differ by their path's end and a query parameter or two.
      const kind = searchParams.get('TYPE') ?? searchParams.get('type') ?? '';
      const local = host.startsWith('127.') || host.startsWith('localhost');
      return (local ? '' : host) + pathname + (kind ? ' (' + kind + ')' : '');
    };
    const navigation = performance.getEntriesByType('navigation')[0];
    const entries = performance.getEntriesByType('resource');
    return [
      { name: 'document', start: 0, firstByte: navigation.responseStart, end: navigation.responseEnd },
      { name: '(DOMContentLoaded)', start: navigation.domContentLoadedEventStart, firstByte: 0, end: 0 },
      ...entries
        .filter((entry) => entry.startTime < firstCard)
        .map((entry) => ({
          name: short(entry.name),
          start: entry.startTime,
          firstByte: entry.responseStart,
          end: entry.responseEnd,
        })),
      { name: '(first card drawn)', start: firstCard, firstByte: 0, end: 0 },
    ].sort((a, b) => a.start - b.start);
  })()`)) as Request[];
}

/**
 * What a first visit's first card waits for, in order. The run whose first card is the
 * median's, each request from navigation start: started, first byte, done (a stream such as Firestore's Listen
 * channel is done when it closes, long after its first answer).
 */
function sayWaterfall(waterfalls: Request[][], first: number[]): void {
  const order = first.map((ms, run) => ({ ms, run })).sort((a, b) => a.ms - b.ms);
  const median = order[Math.floor(order.length / 2)]!;
  say(
    `  first visit's requests until its first card (run ${median.run + 1}, ${Math.round(median.ms)} ms; ms from navigation):`,
  );
  const ms = (value: number) => (value > 0 ? String(Math.round(value)) : '').padStart(6);
  for (const request of waterfalls[median.run]!)
    say(`    ${ms(request.start)} ${ms(request.firstByte)} ${ms(request.end)}  ${request.name}`);
}

/** Chromium's CPU throttling for the long-task figures: a phone's CPU, as Lighthouse's mobile preset has it. */
const CPU_SLOWDOWN = 4;

/** In every document of a context: the duration of each main-thread task of 50 ms or more, in window.__longTasks. */
const LONG_TASKS = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(Math.round(entry.duration));
  }).observe({ type: 'longtask', buffered: true });
})()`;

/** Opens `url` in `page` with its CPU slowed, until the list has drawn its first batch live and stayed still. */
async function longestTaskMs(page: Page, url: string): Promise<{ longest: number; tasks: number[] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await firstCardMs(page, url);
  await pollPage(
    'the first page of live cards',
    () =>
      page.evaluate(
        () =>
          !document.querySelector('[data-pre-paint]') &&
          document.querySelectorAll('section[aria-label="Events"] > article').length,
      ),
    (count) => typeof count === 'number' && count >= EVENT_LIST_BATCH,
    120_000,
  );
  // Still for a second (slowed): what the list does after its first batch, the snapshot's writing included.
  await page.waitForTimeout(1_000 * CPU_SLOWDOWN);
  const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return { longest: Math.max(0, ...tasks), tasks: [...tasks].sort((a, b) => b - a) };
}

/**
 * The longest main-thread task while the list draws, with the CPU slowed 4×, on a first
 * visit and a returning one (each in a new browser profile, as `visits`), from navigation until the first
 * batch is drawn live and the page has stayed still. Figures only: the machine's load moves them.
 */
export async function longTasks(browser: Browser, url: string): Promise<void> {
  const first: number[] = [];
  const returning: number[] = [];
  const lists: string[] = [];
  for (let run = 0; run < VISITS; run += 1) {
    const context = await newContext(browser);
    await context.addInitScript(FIRST_CARD_CLOCK);
    await context.addInitScript(LONG_TASKS);
    const signingIn = await context.newPage();
    await signInAs(signingIn, ROOT_EMAIL);
    await signingIn.close();
    const page = await context.newPage();
    const firstVisit = await longestTaskMs(page, url);
    first.push(firstVisit.longest);
    await snapshotKept(page);
    await page.close();
    const returningVisit = await longestTaskMs(await context.newPage(), url);
    returning.push(returningVisit.longest);
    lists.push(`first [${firstVisit.tasks.join(', ')}], returning [${returningVisit.tasks.join(', ')}]`);
    await context.close();
  }
  say(line(`${CPU_SLOWDOWN}× slowed CPU, first visit: longest task`, first, GOALS.longestTask));
  say(line(`${CPU_SLOWDOWN}× slowed CPU, returning visit: longest task`, returning, GOALS.longestTask));
  for (const [run, tasks] of lists.entries()) say(`    run ${run + 1}, tasks ≥ 50 ms: ${tasks}`);
}
