import { SESSION_MAX_AGE_MS, TOKEN_REFRESH_MARGIN_MS } from '@agenda/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RENEWAL_RETRY_MS, startSessionRenewal } from './session-renewal';

const START = Date.UTC(2026, 10, 23, 8);
const MINUTE = 60_000;

/** The session's sign-in time, as its ID token says; renew() moves it to "now". */
let authTime: number | null = START;
let renew: ReturnType<typeof vi.fn<() => Promise<void>>>;

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  authTime = START;
  renew = vi.fn(async () => {
    authTime = Date.now();
  });
});

afterEach(() => {
  vi.useRealTimers();
});

/** Moves the (fake) clock and its timers forward, letting the renewal's promises settle. */
async function advance(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
}

const start = () =>
  startSessionRenewal({
    authTimeMs: async () => authTime,
    renew,
    now: () => Date.now(),
  });

const RENEW_AFTER = SESSION_MAX_AGE_MS - TOKEN_REFRESH_MARGIN_MS;

describe('startSessionRenewal', () => {
  it('renews silently the refresh margin before the maximum age, then again one age after the renewal', async () => {
    const stop = start();
    await advance(RENEW_AFTER - MINUTE);
    expect(renew).not.toHaveBeenCalled();
    await advance(MINUTE);
    expect(renew).toHaveBeenCalledTimes(1);
    // The new session signed in now: the next renewal comes a whole period later.
    await advance(RENEW_AFTER - MINUTE);
    expect(renew).toHaveBeenCalledTimes(1);
    await advance(MINUTE);
    expect(renew).toHaveBeenCalledTimes(2);
    stop();
  });

  it('renews at once a session that is already in its last minutes', async () => {
    authTime = START - SESSION_MAX_AGE_MS + 2 * MINUTE;
    const stop = start();
    await advance(0);
    expect(renew).toHaveBeenCalledTimes(1);
    stop();
  });

  it('tries a failed renewal again every minute while the session counts, then leaves it to the API', async () => {
    renew.mockRejectedValue(new Error('interaction required'));
    const stop = start();
    await advance(RENEW_AFTER);
    expect(renew).toHaveBeenCalledTimes(1);
    await advance(RENEWAL_RETRY_MS);
    expect(renew).toHaveBeenCalledTimes(2);
    // Within the 10-minute margin there is room for 9 retries after the first attempt; then none.
    await advance(TOKEN_REFRESH_MARGIN_MS);
    const attempts = renew.mock.calls.length;
    expect(attempts).toBe(TOKEN_REFRESH_MARGIN_MS / RENEWAL_RETRY_MS);
    await advance(SESSION_MAX_AGE_MS);
    expect(renew).toHaveBeenCalledTimes(attempts);
    stop();
  });

  it('does nothing when signed out, and nothing more once stopped', async () => {
    authTime = null;
    const idle = start();
    await advance(SESSION_MAX_AGE_MS);
    expect(renew).not.toHaveBeenCalled();
    idle();

    authTime = Date.now();
    const stop = start();
    await advance(MINUTE);
    stop();
    await advance(SESSION_MAX_AGE_MS);
    expect(renew).not.toHaveBeenCalled();
  });
});
