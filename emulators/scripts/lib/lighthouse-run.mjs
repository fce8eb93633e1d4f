/**
 * One Lighthouse run, in a plain Node process: tsx's transform adds helpers to functions that
 * Lighthouse sends into the page as source text, where they do not exist. Called by
 * bench-lighthouse.ts with one JSON argument { url, port, preset, flags }; prints the run's summary
 * as JSON: scores, LCP, TBT, FCP, CLS, where the main thread's time went (by kind of work, and the
 * scripts that cost most), failed audits of the non-performance categories and warnings. With
 * LH_TRACE set, the run's Chromium trace is written to that file; with LH_REPORT (a folder),
 * Lighthouse's whole report of each page and preset.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const { url, port, preset, flags } = JSON.parse(process.argv[2]);
const config = preset === 'desktop' ? desktopConfig : { extends: 'lighthouse:default' };
const result = await lighthouse(url, { ...flags, port, output: 'json', logLevel: 'error' }, config);
if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
const { lhr } = result;
if (process.env.LH_TRACE) writeFileSync(process.env.LH_TRACE, JSON.stringify(result.artifacts.Trace));
// The whole report (which elements shifted, the long tasks, each audit's items) for a closer look.
if (process.env.LH_REPORT) {
  // One file per page and preset in that folder, named by the screen's last path segment.
  const screen = new URL(url).pathname.split('/').filter(Boolean).pop() ?? 'home';
  writeFileSync(path.join(process.env.LH_REPORT, `${preset}-${screen}.json`), JSON.stringify(lhr));
}
if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);

const scores = {};
const findings = [];
for (const [id, category] of Object.entries(lhr.categories)) {
  scores[id] = Math.round((category.score ?? 0) * 100);
  if (id === 'performance') continue;
  for (const ref of category.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
      const items = (audit.details?.items ?? [])
        .slice(0, 3)
        .map((item) => item.node?.snippet ?? item.source?.url ?? item.description ?? item.url ?? '')
        .filter(Boolean);
      findings.push(`${id}: ${audit.id} (${audit.title})${items.length ? ` ${items.join(' | ')}` : ''}`);
    }
  }
}
const ms = (value) => Math.round(value ?? 0);
const mainThread = (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => ({
  work: item.groupLabel ?? item.group,
  ms: ms(item.duration),
}));
const scripts = (lhr.audits['bootup-time']?.details?.items ?? [])
  .slice(0, 6)
  .map((item) => ({ script: String(item.url).replace(/^https?:\/\/[^/]+/, ''), ms: ms(item.scripting) }));
process.stdout.write(
  JSON.stringify({
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? null,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
    mainThread,
    scripts,
    scores,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
    findings,
    warnings: lhr.runWarnings,
  }),
);
// The connection to Chromium keeps Node's event loop alive; the run is over.
process.exit(0);
