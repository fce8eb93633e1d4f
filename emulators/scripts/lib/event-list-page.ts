import type { Page } from 'playwright-core';

/* Reading the event list's page in the benchmarks (bench-events.ts, bench-events-visits.ts). */

/** The cards drawn, counted in the page (a function: the app's CSP forbids evaluating strings). */
export const articles = (page: Page): Promise<number> =>
  page.evaluate(() => document.querySelectorAll('section[aria-label="Events"] > article').length);

/** Polls `read` every 20 ms until it answers a value `done` accepts, for at most `timeoutMs`. */
export async function pollPage<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
