/**
 * Where a request's time goes (docs/benchmarks.md, "Join and leave"): the API's middleware and the
 * services' named steps (`timed`) each add a span to the request under way, and http/timing.ts sends
 * them with the total as a `Server-Timing` header, e.g. `auth;dur=3.1, caller;dur=21.4, rate;dur=30.2,
 * tx;dur=48.0, total;dur=104.7`. The benches read it to say what a call costs on the server, apart from
 * the network and the client. Outside a timed request `timed` only runs its work.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';

interface Timing {
  start: number;
  spans: { name: string; ms: number }[];
}

const current = new AsyncLocalStorage<Timing>();

/** Runs `work` (and everything it starts) as one timed request. */
export const withTiming = <T>(work: () => T): T => current.run({ start: performance.now(), spans: [] }, work);

/** Runs `work` as the span `name` of the current request (spans of one name add up). */
export async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const timing = current.getStore();
  if (!timing) return work();
  const start = performance.now();
  try {
    return await work();
  } finally {
    timing.spans.push({ name, ms: performance.now() - start });
  }
}

/** Each span (summed by name, in the order they first ended) and the total so far; null outside a timed request. */
export function serverTiming(now = performance.now()): string | null {
  const timing = current.getStore();
  if (!timing) return null;
  const sums = new Map<string, number>();
  for (const { name, ms } of timing.spans) sums.set(name, (sums.get(name) ?? 0) + ms);
  return [...sums, ['total', now - timing.start] as const]
    .map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`)
    .join(', ');
}
