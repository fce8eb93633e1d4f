import { describe, expect, it } from 'vitest';
import { serverTiming, timed, withTiming } from './timing';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('request timing', () => {
  it('adds up the spans of one name, in the order they first ended, with the total', async () => {
    const value = await withTiming(async () => {
      await timed('auth', () => pause(5));
      await Promise.all([timed('event', () => pause(10)), timed('rate', () => pause(5))]);
      await timed('event', () => pause(5));
      return serverTiming();
    });
    const spans = Object.fromEntries(
      (value ?? '').split(', ').map((part) => {
        const [name, dur] = part.split(';dur=');
        return [name, Number(dur)];
      }),
    );
    expect(Object.keys(spans)).toEqual(['auth', 'rate', 'event', 'total']);
    expect(spans.event).toBeGreaterThanOrEqual(14);
    expect(spans.total).toBeGreaterThanOrEqual(spans.auth! + 10);
  });

  it('keeps two requests apart and times nothing outside one', async () => {
    const [a, b] = await Promise.all([
      withTiming(async () => {
        await timed('a', () => pause(5));
        return serverTiming();
      }),
      withTiming(async () => {
        await timed('b', () => pause(5));
        return serverTiming();
      }),
    ]);
    expect(a).toMatch(/^a;dur=[\d.]+, total;dur=[\d.]+$/);
    expect(b).toMatch(/^b;dur=[\d.]+, total;dur=[\d.]+$/);
    expect(await timed('outside', async () => 'ran')).toBe('ran');
    expect(serverTiming()).toBeNull();
  });
});
