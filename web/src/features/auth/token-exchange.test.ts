import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXCHANGE_RETRY_PAUSES_MS, firebaseCustomToken } from './token-exchange';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const busy = () => answer(503, { error: 'Someone is signing in with this address right now: try again in a moment' });

describe('firebaseCustomToken', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks again after a busy answer, pausing longer each time, and gives the token', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    fetch
      .mockResolvedValueOnce(busy())
      .mockResolvedValueOnce(busy())
      .mockResolvedValueOnce(answer(200, { token: 't' }));
    vi.stubGlobal('fetch', fetch);
    const pauses: number[] = [];
    await expect(firebaseCustomToken('id', async (ms) => void pauses.push(ms))).resolves.toBe('t');
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(pauses).toEqual(EXCHANGE_RETRY_PAUSES_MS.slice(0, 2));
  });

  it('gives up with the server’s message once the pauses are spent', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(busy()));
    vi.stubGlobal('fetch', fetch);
    await expect(firebaseCustomToken('id', async () => undefined)).rejects.toThrow(
      'Someone is signing in with this address right now: try again in a moment',
    );
    expect(fetch).toHaveBeenCalledTimes(EXCHANGE_RETRY_PAUSES_MS.length + 1);
  });

  it('never asks again after a refusal', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(answer(403, { error: 'Not allowed' })));
    vi.stubGlobal('fetch', fetch);
    await expect(firebaseCustomToken('id', async () => undefined)).rejects.toThrow('Not allowed');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
