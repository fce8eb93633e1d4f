/**
 * `npm run bench:lighthouse`: Lighthouse (npm `lighthouse`, Debian's Chromium) on the
 * signed-out home, on a signed-in country's event list, and on the Berlin demo event's home and
 * programme, what an attendee opens next, with its mobile (default) and desktop
 * presets, median of RUNS runs each; prints performance, accessibility, best practices and SEO with
 * LCP and TBT, then every audit of the last three categories that did not pass in some run. Figures
 * only: nothing here asserts a score.
 *
 * The home runs first, in a fresh profile; then the root demo user signs in through the app's own
 * popup, and Lighthouse keeps that profile's storage (Firebase Auth's session) for the event list.
 * Firestore's listener channel never goes quiet, so Lighthouse waits for "two requests or fewer in
 * flight" only briefly and for the page at most LOAD_WAIT_MS.
 *
 * For a quicker look while working: LH_RUNS=1 (runs per preset), LH_PRESETS=mobile, LH_SKIP_HOME=1,
 * LH_SKIP_EVENT=1 (only the home and the list), LH_SKIP_LIST=1 (not the list), and
 * LH_REPORT=/tmp/lh (a folder: each page's whole Lighthouse report, which elements shifted, the long tasks),
 * LH_TRACE=/tmp/trace.json, which keeps the last run's Chromium trace (to open in DevTools' Performance
 * panel and see which tasks block the main thread).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS } from './lib/chromium';
import { quantile } from './lib/bench-stats';
import { ROOT } from './lib/paths';
import { say } from './lib/say';
import { ROOT_EMAIL } from '../tests/browser/sign-in-helper';
import { COUNTRY_A } from '../tests/personas';
import { berlinDemoEventId } from '../tests/browser/api-helper';

const RUNS = Number(process.env.LH_RUNS ?? 3);
const DEBUGGING_PORT = 9333;
const LOAD_WAIT_MS = 25_000;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUNNER = path.join(ROOT, 'emulators', 'scripts', 'lib', 'lighthouse-run.mjs');

type Category = (typeof CATEGORIES)[number];
type Preset = 'mobile' | 'desktop';

/** What lib/lighthouse-run.mjs prints for one run. */
interface Run {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  cls: number;
  /** Main-thread time by kind of work (script evaluation, style and layout…), simulated device. */
  mainThread: { work: string; ms: number }[];
  /** The scripts whose evaluation cost most. */
  scripts: { script: string; ms: number }[];
  /** Audits of accessibility, best practices and SEO that did not pass: "category: id (title) examples". */
  findings: string[];
  warnings: string[];
}

const flags = {
  onlyCategories: [...CATEGORIES],
  // The signed-in run needs the profile's Firebase session; the home runs before anyone signs in.
  disableStorageReset: true,
  maxWaitForLoad: LOAD_WAIT_MS,
  pauseAfterLoadMs: 500,
  networkQuietThresholdMs: 500,
  cpuQuietThresholdMs: 500,
};

/** One Lighthouse run in its own Node process (see lib/lighthouse-run.mjs for why). */
async function audit(url: string, preset: Preset): Promise<Run> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [RUNNER, JSON.stringify({ url, port: DEBUGGING_PORT, preset, flags })],
    {
      maxBuffer: 16 * 1024 * 1024,
      timeout: 3 * LOAD_WAIT_MS + 60_000,
    },
  );
  return JSON.parse(stdout) as Run;
}

async function measure(label: string, url: string): Promise<void> {
  for (const preset of (process.env.LH_PRESETS ?? 'mobile,desktop').split(',') as Preset[]) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await audit(url, preset));
    const median = (pick: (run: Run) => number) => quantile(runs.map(pick), 0.5);
    const scores = CATEGORIES.map((id) => `${id} ${String(median((r) => r.scores[id])).padStart(3)}`).join(', ');
    say(
      `  ${label.padEnd(24)} ${preset.padEnd(7)} ${scores}; FCP ${(median((r) => r.fcpMs) / 1000).toFixed(2)} s, LCP ${(median((r) => r.lcpMs) / 1000).toFixed(2)} s, TBT ${median((r) => r.tbtMs).toFixed(0)} ms, CLS ${median((r) => r.cls).toFixed(3)}`,
    );
    // Where the time goes, from the run with the median TBT: what to work on next.
    const typical = [...runs].sort((a, b) => a.tbtMs - b.tbtMs)[Math.floor(runs.length / 2)]!;
    say(
      `      main thread: ${typical.mainThread
        .slice(0, 5)
        .map((item) => `${item.work} ${item.ms} ms`)
        .join(', ')}`,
    );
    say(
      `      costliest scripts: ${typical.scripts.map((item) => `${item.script.split('/').pop()} ${item.ms} ms`).join(', ')}`,
    );
    for (const finding of new Set(runs.flatMap((r) => r.findings))) say(`      ${finding}`);
    for (const warning of new Set(runs.flatMap((r) => r.warnings))) say(`      warning: ${warning.split('\n')[0]}`);
  }
}

async function signIn(context: BrowserContext, appUrl: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${appUrl}/`);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Login with corporate account' }).click(),
  ]);
  await popup.locator(`button[data-email="${ROOT_EMAIL}"]`).click();
  // Root lands on the country chooser, or on the list of the country they chose last.
  await page.waitForURL(/\/main\/(selectcountry|events\/eventslist)/);
  await page.close();
}

export async function benchLighthouse(appUrl: string): Promise<void> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'agenda-lighthouse-'));
  // A persistent context is Chromium's default one, which the tabs Lighthouse opens share.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
  });
  try {
    say(
      `\nLighthouse ${RUNS} runs each, median (mobile: Lighthouse's default throttling; desktop: its desktop preset)`,
    );
    if (!process.env.LH_SKIP_HOME) await measure('home (signed out)', `${appUrl}/`);
    await signIn(context, appUrl);
    if (!process.env.LH_SKIP_LIST) {
      await measure(`event list (${COUNTRY_A}, root)`, `${appUrl}/main/events/eventslist?t=${COUNTRY_A}`);
    }
    if (!process.env.LH_SKIP_EVENT) {
      const berlin = await berlinDemoEventId();
      await measure('Berlin event home', `${appUrl}/main/event/event?e=${berlin}&t=${COUNTRY_A}`);
      await measure('Berlin programme', `${appUrl}/main/event/agendalist?e=${berlin}&t=${COUNTRY_A}`);
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
