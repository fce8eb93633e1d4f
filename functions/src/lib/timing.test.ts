import { describe, expect, it } from 'vitest';
import { serverTiming, timed, withTiming } from './timing';

/** A promise the test settles when it chooses. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const spansOf = (value: string | null) =>
  (value ?? '').split(', ').map((part) => {
    const [name, dur] = part.split(';dur=');
    return { name, ms: Number(dur) };
  });

describe('request timing', () => {
  it('adds up the spans of one name, in the order they first ended, with the total', async () => {
    const value = await withTiming(async () => {
      await timed('auth', async () => {});
      const [event, rate] = [deferred(), deferred()];
      const both = Promise.all([timed('event', () => event.promise), timed('rate', () => rate.promise)]);
      rate.resolve();
      await Promise.resolve();
      event.resolve();
      await both;
      await timed('event', async () => {});
      return serverTiming();
    });
    const spans = spansOf(value);
    expect(spans.map(({ name }) => name)).toEqual(['auth', 'rate', 'event', 'total']);
    for (const { ms } of spans) expect(ms).toBeGreaterThanOrEqual(0);
    const total = spans.at(-1)!.ms;
    expect(total).toBeGreaterThanOrEqual(spans[0]!.ms);
  });

  it('keeps two requests apart and times nothing outside one', async () => {
    const [a, b] = await Promise.all([
      withTiming(async () => {
        await timed('a', async () => {});
        return serverTiming();
      }),
      withTiming(async () => {
        await timed('b', async () => {});
        return serverTiming();
      }),
    ]);
    expect(a).toMatch(/^a;dur=[\d.]+, total;dur=[\d.]+$/);
    expect(b).toMatch(/^b;dur=[\d.]+, total;dur=[\d.]+$/);
    expect(await timed('outside', async () => 'ran')).toBe('ran');
    expect(serverTiming()).toBeNull();
  });
});
