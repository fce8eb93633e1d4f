/**
 * `npm run bench`: prints the figures we watch (not a test; nothing here asserts timings).
 *  - gzipped JavaScript and CSS that a first visit to /v2 downloads, measured in Chromium;
 *  - gzipped JavaScript of the signed-out home and a signed-in country list (the bundle test's budgets),
 *    beside Hi.Events' figures, and of each lazily loaded route chunk, from the Vite manifest;
 *  - median and p95 latency of GET /ping/status and GET /settings/value over 500 requests each;
 *  - with `--admin` (`npm run bench:admin`): the administration lists with 20,000 users and 2,000 groups;
 *  - with `--events` (`npm run bench:events`): a country's event list with 2,000 events in Chromium;
 *  - with `--agendas` (`npm run bench:agendas`): an event's agenda list with 500 agendas in Chromium;
 *  - with `--agenda-joins` (`npm run bench -- --agenda-joins`): the join figures of `--agendas` alone;
 *  - with `--notifications` (`npm run bench:notifications`): one scheduled notification to 5,000 recipients;
 *  - with `--reminders` (`npm run bench -- --reminders`): 5,000 reminders due at one minute, each written once;
 *  - with `--people` (`npm run bench:people`): the two-table user picker with 20,000 users in Chromium;
 *  - with `--import` (`npm run bench -- --import`): Import event of 2,000 sessions + 200 locations in Chromium;
 *  - with `--joins` (`npm run bench -- --joins`): sixty simultaneous joins for ten places, and 1,000 joins for 1,000
 *    places from 50 in flight with the reads of one join;
 *  - with `--history` (`npm run bench -- --history`): the added cost of history on a save, and the first page of
 *    an event's history of 10,000 entries (bench-history.ts);
 *  - with `--invites` (`npm run bench -- --invites`): an agenda deleted with 5,000 invite holders (paged CANCELs);
 *  - with `--wall` (`npm run bench -- --wall`): a wall of 10,000 posts: its first page, a like seen by a listener,
 *    1,000 likes of one post at once (bench-wall.ts);
 *  - with `--profile` (`npm run bench:profile`): the event home's and programme's main-thread time by part of the stack;
 *  - with `--lighthouse` (`npm run bench:lighthouse`): Lighthouse on the home and a signed-in event list.
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { seedDemoData } from '../demo/seed';
import { benchAdmin } from './bench-admin';
import { benchAgendas } from './bench-agendas';
import { benchAgendaJoins } from './bench-agendas-joins';
import { benchEvents } from './bench-events';
import { benchNotifications } from './bench-notifications';
import { benchReminders } from './bench-reminders';
import { benchImport } from './bench-import';
import { benchInvites } from './bench-invites';
import { benchJoins } from './bench-joins';
import { benchHistory } from './bench-history';
import { benchDashboard } from './bench-dashboard';
import { benchLighthouse } from './bench-lighthouse';
import { benchPeople } from './bench-people';
import { benchProfile } from './bench-profile';
import { benchWall } from './bench-wall';
import { adminClients } from './lib/admin';
import { benchMembership } from './bench-membership';
import { launchBrowser } from './lib/chromium';
import { ARTIFACTS_DIR } from './lib/paths';
import { say } from './lib/say';
import { startSuite } from './lib/suite';
import {
  firstKeys,
  gzipBytes,
  precacheBytes,
  readManifest,
  ROUTE_MODULES,
  routeScriptBytes,
  scriptsOf,
  type RouteName,
} from './lib/bundle-sizes';

const REQUESTS = 500;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Gzipped JavaScript of the same routes in Hi.Events' organizer front end, built from its public
 * source and measured in Chromium when the goals were set: the peers we compare with.
 */
const HI_EVENTS_KB = { 'signed-out home': 304, 'signed-in country list': 451 } as const;

function routeChunks(): void {
  const manifest = readManifest();
  const loadedByEntry = scriptsOf(manifest, firstKeys(manifest));

  say('\nRoutes (gzipped JavaScript from the Vite manifest, as the bundle test counts it)');
  for (const route of Object.keys(ROUTE_MODULES) as RouteName[]) {
    const { gzip, files } = routeScriptBytes(route, manifest);
    const theirs = route in HI_EVENTS_KB ? HI_EVENTS_KB[route as keyof typeof HI_EVENTS_KB] : null;
    const ratio = theirs ? `, ${(gzip / 1024 / theirs).toFixed(2)}× Hi.Events` : '';
    say(`  ${route.padEnd(26)} ${kb(gzip).padStart(9)} in ${String(files.length).padStart(2)} files${ratio}`);
  }

  const precache = precacheBytes();
  say(
    `\nService worker precache (after the first paint): ${precache.files.length} files, ${kb(precache.raw)}, ${kb(precache.gzip)} gzipped`,
  );

  say('\nRoute chunks (lazy, gzipped; own file plus the shared chunks it adds beyond the entry)');
  const rows = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key, chunk]) => {
      const files = new Set<string>();
      const visit = (k: string) => {
        const c = manifest[k];
        if (!c || files.has(c.file) || loadedByEntry.has(c.file)) return;
        files.add(c.file);
        for (const css of c.css ?? []) files.add(css);
        for (const next of c.imports ?? []) visit(next);
      };
      visit(key);
      return {
        name: chunk.src ?? key,
        own: gzipBytes(chunk.file),
        total: [...files].reduce((sum, file) => sum + gzipBytes(file), 0),
      };
    })
    .sort((a, b) => b.total - a.total);
  for (const row of rows) say(`  ${row.name.padEnd(60)} ${kb(row.own).padStart(9)} ${kb(row.total).padStart(9)}`);
}

async function firstVisit(appUrl: string): Promise<void> {
  const browser = await launchBrowser();
  const page = await browser.newPage();
  const assets: { url: string; type: string; gz: number }[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    void response
      .body()
      .then((body) => assets.push({ url: new URL(response.url()).pathname, type, gz: gzipSync(body).length }));
  });
  const started = Date.now();
  await page.goto(`${appUrl}/`);
  await page.getByRole('button', { name: 'Login with corporate account' }).waitFor();
  const shownMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  await browser.close();

  const js = assets.filter((a) => a.type === 'script').reduce((sum, a) => sum + a.gz, 0);
  const css = assets.filter((a) => a.type === 'stylesheet').reduce((sum, a) => sum + a.gz, 0);
  say('\nFirst visit to /v2 before sign-in (Chromium, gzipped)');
  for (const asset of assets.sort((a, b) => b.gz - a.gz)) say(`  ${asset.url.padEnd(60)} ${kb(asset.gz).padStart(9)}`);
  say(`  JavaScript ${kb(js)} (goal 100 KB), CSS ${kb(css)}; login button shown after ${shownMs} ms`);
}

async function latency(label: string, url: string): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${label} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const pick = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  say(
    `  ${label.padEnd(34)} median ${pick(0.5).toFixed(1)} ms, p95 ${pick(0.95).toFixed(1)} ms (${REQUESTS} requests)`,
  );
}

async function main(): Promise<void> {
  routeChunks();
  const suite = await startSuite({ logFile: path.join(ARTIFACTS_DIR, 'bench-emulators.log') });
  try {
    await seedDemoData(adminClients().db);
    await firstVisit(`${suite.hostingUrl}/v2`);
    say('\nAPI latency through the Hosting emulator (sequential requests, warm function)');
    await fetch(`${suite.apiUrl}/settings/value?name=TEST_VERSION`);
    await latency('GET /backendv2/ping/status', `${suite.apiUrl}/ping/status`);
    await latency('GET /backendv2/settings/value', `${suite.apiUrl}/settings/value?name=TEST_VERSION`);
    if (process.argv.includes('--admin')) await benchAdmin(suite.apiUrl);
    if (process.argv.includes('--events')) await benchEvents(suite.apiUrl, `${suite.hostingUrl}/v2`);
    if (process.argv.includes('--agendas')) await benchAgendas(suite.apiUrl, `${suite.hostingUrl}/v2`);
    if (process.argv.includes('--agenda-joins')) await benchAgendaJoins(`${suite.hostingUrl}/v2`);
    if (process.argv.includes('--notifications')) await benchNotifications();
    if (process.argv.includes('--reminders')) await benchReminders();
    if (process.argv.includes('--people')) await benchPeople(`${suite.hostingUrl}/v2`);
    if (process.argv.includes('--import')) await benchImport(`${suite.hostingUrl}/v2`);
    if (process.argv.includes('--joins')) await benchJoins(suite.apiUrl);
    if (process.argv.includes('--membership')) await benchMembership(suite.apiUrl);
    if (process.argv.includes('--history')) await benchHistory();
    if (process.argv.includes('--dashboard')) await benchDashboard(`${suite.hostingUrl}/v2`);
    if (process.argv.includes('--invites')) await benchInvites();
    if (process.argv.includes('--profile')) await benchProfile(`${suite.hostingUrl}/v2`);
    if (process.argv.includes('--lighthouse')) await benchLighthouse(`${suite.hostingUrl}/v2`);
    if (process.argv.includes('--wall')) await benchWall(suite.apiUrl, `${suite.hostingUrl}/v2`);
  } finally {
    await suite.stop();
  }
}

void main();
