/**
 * `bench --profile`: where the main thread's time goes while a signed-in person opens the Berlin
 * demo event's home and its programme. V8's sampling profiler records each load (a returning visit: the
 * scripts are in the HTTP cache, Firebase Auth's session in the profile) until the screen is drawn and the main
 * thread has been quiet for about a second; each sample's function is mapped through the build's source maps
 * to the package it comes from, and the figures are the median over RUNS loads of the time spent in each package's own code (self time). "The browser itself" is
 * V8's `(program)` and `(garbage collector)`: the browser's native work that no script function owns, such as
 * loading and compiling scripts, parsing, IPC, style and layout. (Chromium's Performance.getMetrics put style
 * and layout at 40-130 ms of its 500 ms on the event home; 187 or 121 script files made no difference.)
 *
 * Figures only, to see which part of the stack a change can move (React, MUI with Emotion, Firestore, the
 * app); Lighthouse's TBT (bench --lighthouse) is what users feel. Unthrottled, so the figures are this
 * machine's: a phone at Lighthouse's 4× slowdown takes about four times as long.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { berlinDemoEventId } from '../tests/browser/api-helper';
import { ROOT_EMAIL, signInAs } from '../tests/browser/sign-in-helper';
import { COUNTRY_A } from '../tests/personas';
import { quantile, STEP_TIMEOUT_MS, withinTimeout } from './lib/bench-stats';
import { DIST } from './lib/bundle-sizes';
import { launchBrowser } from './lib/chromium';
import { say } from './lib/say';

const RUNS = 5;
/** Idle periods in a row (of up to 50 ms each) that end a load: about a second without work. */
const QUIET_IDLE_PERIODS = 20;
const SAMPLING_INTERVAL_US = 200;

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface Profile {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
}

/** The parts of the stack the figures are grouped into, by the source path a built function maps to. */
const PARTS: [label: string, test: (source: string) => boolean][] = [
  ['React (react-dom, scheduler)', (s) => /node_modules\/(react-dom|react|scheduler)\//.test(s)],
  ['Emotion and stylis (CSS-in-JS)', (s) => /node_modules\/(@emotion\/[^/]+|stylis)\//.test(s)],
  ['MUI (components, system)', (s) => /node_modules\/@mui\//.test(s)],
  ['Firestore', (s) => /node_modules\/@firebase\/(firestore|webchannel-wrapper)\//.test(s)],
  ['Firebase Auth, core', (s) => /node_modules\/(@firebase|firebase)\//.test(s)],
  ['React Router', (s) => /node_modules\/react-router/.test(s)],
  ['reactfire, rxjs', (s) => /node_modules\/(reactfire|rxjs)\//.test(s)],
  ['zod (the contract)', (s) => /node_modules\/zod\//.test(s)],
  ['Other libraries', (s) => s.includes('node_modules/')],
  ['The app (web/src, contract)', () => true],
];
const BROWSER_API = 'Browser APIs called from JS (DOM, fetch)';
const NATIVE = 'The browser itself ((program), GC)';

/** Maps a sampled function to its part of the stack through the built chunk's source map. */
function classifier(): (frame: CallFrame) => string | null {
  const maps = new Map<string, SourceMapConsumer | null>();
  const mapOf = (file: string) => {
    if (!maps.has(file)) {
      try {
        maps.set(
          file,
          new SourceMapConsumer(JSON.parse(readFileSync(path.join(DIST, 'assets', `${file}.map`), 'utf8'))),
        );
      } catch {
        maps.set(file, null);
      }
    }
    return maps.get(file) ?? null;
  };
  return ({ functionName, url, lineNumber, columnNumber }) => {
    if (functionName === '(idle)' || functionName === '(root)') return null;
    if (functionName === '(program)' || functionName === '(garbage collector)') return NATIVE;
    const file = url.split('/').pop() ?? '';
    if (!file.endsWith('.js')) return url ? 'The app (web/src, contract)' : BROWSER_API;
    const map = mapOf(file);
    const source =
      map && lineNumber >= 0
        ? (map.originalPositionFor({ line: lineNumber + 1, column: columnNumber }).source ?? '')
        : '';
    return PARTS.find(([, test]) => test(source))?.[0] ?? 'The app (web/src, contract)';
  };
}

/**
 * Resolves once the screen is drawn (the event's header, no skeleton left) and the main thread has then
 * stayed quiet: QUIET_IDLE_PERIODS idle periods in a row, each a whole one (at least 45 of its 50 ms free).
 */
async function drawnAndQuiet(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('[data-testid="event-header"]') && !document.querySelector('.MuiSkeleton-root'),
    undefined,
    { timeout: STEP_TIMEOUT_MS, polling: 50 },
  );
  await withinTimeout(
    'a quiet main thread',
    // A string, as the other benches pass: tsx would wrap a named function in a helper the page lacks.
    page.evaluate(`new Promise((resolve) => {
      let quiet = 0;
      const idle = (deadline) => {
        quiet = deadline.timeRemaining() >= 45 ? quiet + 1 : 0;
        if (quiet >= ${QUIET_IDLE_PERIODS}) resolve();
        else requestIdleCallback(idle);
      };
      requestIdleCallback(idle);
    })`),
  );
}

/** One load of `url` in `page`, profiled: milliseconds of self time per part of the stack. */
async function profileLoad(page: Page, url: string, classify: ReturnType<typeof classifier>) {
  await page.goto('about:blank');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
  await cdp.send('Profiler.start');
  await page.goto(url);
  await drawnAndQuiet(page);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  await cdp.detach();
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const parts = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const part = classify(frames.get(id)!);
    if (part) parts.set(part, (parts.get(part) ?? 0) + profile.timeDeltas[index]! / 1000);
  });
  return parts;
}

export async function benchProfile(appUrl: string): Promise<void> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'en-GB' });
    const page = await context.newPage();
    await signInAs(page, ROOT_EMAIL);
    const berlin = await berlinDemoEventId();
    const classify = classifier();
    say(
      `\nMain thread by part of the stack, a signed-in returning visit (self time, median of ${RUNS} loads, unthrottled)`,
    );
    for (const [label, screen] of [
      ['Berlin event home', 'event'],
      ['Berlin programme', 'agendalist'],
    ] as const) {
      const url = `${appUrl}/main/event/${screen}?e=${berlin}&t=${COUNTRY_A}`;
      await profileLoad(page, url, classify); // warms the HTTP cache and V8's code cache
      const loads: Map<string, number>[] = [];
      for (let run = 0; run < RUNS; run += 1) loads.push(await profileLoad(page, url, classify));
      const median = (part: string) =>
        quantile(
          loads.map((load) => load.get(part) ?? 0),
          0.5,
        );
      const total = quantile(
        loads.map((load) => [...load.values()].reduce((sum, ms) => sum + ms, 0)),
        0.5,
      );
      say(`  ${label}: ${total.toFixed(0)} ms busy until the screen was drawn and the page quiet`);
      const rows = [...PARTS.map(([part]) => part), BROWSER_API, NATIVE]
        .map((part) => [part, median(part)] as const)
        .sort((a, b) => b[1] - a[1]);
      for (const [part, ms] of rows) {
        say(`    ${part.padEnd(42)} ${ms.toFixed(0).padStart(5)} ms  ${((100 * ms) / total).toFixed(0).padStart(3)} %`);
      }
    }
  } finally {
    await browser.close();
  }
}
