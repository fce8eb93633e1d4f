import { CHUNK_LOAD_TIMEOUT_MS } from '@agenda/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MESSAGE, ChunkLoadTimeoutError, loadWithin } from './chunk-timeout';

/** Whether the promise has settled, and how, without waiting for it. */
function track<T>(promise: Promise<T>) {
  const state: { status: 'pending' | 'resolved' | 'rejected'; value?: T; error?: unknown } = { status: 'pending' };
  promise.then(
    (value) => Object.assign(state, { status: 'resolved', value }),
    (error: unknown) => Object.assign(state, { status: 'rejected', error }),
  );
  return state;
}

describe('loadWithin (spec §8: a script chunk fails to load after a 120 second timeout)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is 120 seconds', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('fails a load that never settles after exactly CHUNK_LOAD_TIMEOUT_MS, not before', async () => {
    const state = track(loadWithin(() => new Promise<never>(() => undefined))());
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(state.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(state.status).toBe('rejected');
    expect(state.error).toBeInstanceOf(ChunkLoadTimeoutError);
    expect((state.error as Error).message).toBe(CHUNK_TIMEOUT_MESSAGE);
  });

  it('answers a load that settles in time, and its clock then stops', async () => {
    let finish: (value: string) => void = () => undefined;
    const state = track(loadWithin(() => new Promise<string>((resolve) => (finish = resolve)))());
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    finish('module');
    await vi.advanceTimersByTimeAsync(0);
    expect(state).toMatchObject({ status: 'resolved', value: 'module' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("passes a load's own failure through at once", async () => {
    const failure = new Error('Failed to fetch dynamically imported module');
    const state = track(loadWithin(() => Promise.reject(failure))());
    await vi.advanceTimersByTimeAsync(0);
    expect(state).toMatchObject({ status: 'rejected', error: failure });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts a new clock on each call (a retry after a timeout gets its full time)', async () => {
    const load = loadWithin(() => new Promise<never>(() => undefined));
    const first = track(load());
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS / 2);
    const second = track(load());
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS / 2);
    expect(first.status).toBe('rejected');
    expect(second.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS / 2);
    expect(second.status).toBe('rejected');
  });
});
