/** What the browser benchmarks share: median and p95 lines, and a bound on every wait (figures only, no assertions). */
import type { Page } from 'playwright-core';

/** Longest wait for the page to show what one measurement waits for. */
export const STEP_TIMEOUT_MS = 60_000;

/** The value at quantile `q` (0.5 the median, 0.95 the p95) of `times`, 0 when there are none. */
export const quantile = (times: readonly number[], q: number): number => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

/** "  label   median N ms, p95 N ms (N runs)", with an optional goal after it. */
export const line = (label: string, times: readonly number[], goal?: string) =>
  `  ${label.padEnd(52)} median ${quantile(times, 0.5).toFixed(0).padStart(6)} ms, p95 ${quantile(times, 0.95).toFixed(0).padStart(6)} ms (${times.length} runs)${goal ? `  goal ${goal}` : ''}`;

/** `work`, or an error naming `what` when it takes longer than `ms`: a benchmark never hangs. */
export async function withinTimeout<T>(what: string, work: Promise<T>, ms = STEP_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing after ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Resolves, in the page, with the ms from `start` (an expression run first) until `condition` holds at
 * a frame. Both are code as text: tsx compiles with esbuild's keepNames, whose `__name` helper does not
 * exist in the page.
 */
export function timed(page: Page, what: string, start: string, condition: string): Promise<number> {
  return withinTimeout(
    what,
    page.evaluate(`new Promise((resolve) => {
      const started = performance.now();
      ${start};
      const check = () => {
        if (${condition}) resolve(performance.now() - started);
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    })`) as Promise<number>,
  );
}
