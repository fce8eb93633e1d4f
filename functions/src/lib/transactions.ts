import type { Transaction } from 'firebase-admin/firestore';
import { db } from './firebase';

/** How long a contended transaction keeps retrying before it gives up. */
const CONTENDED_RETRY_MS = 25_000;
const ABORTED = 10;
const INVALID_ARGUMENT = 3;

/**
 * A transaction that lost a race: ABORTED, or (the Firestore emulator, when it has dropped a contended
 * transaction's locks) INVALID_ARGUMENT "Transaction is invalid or closed". Nothing of it was written.
 */
export const isAbortedTransaction = (error: unknown): boolean => {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === ABORTED ||
    (code === INVALID_ARGUMENT && typeof message === 'string' && message.includes('Transaction is invalid or closed'))
  );
};

/** The first retry's longest pause, doubled after each lost race up to RETRY_PAUSE_MAX_MS. */
const RETRY_PAUSE_MS = 20;
const RETRY_PAUSE_MAX_MS = 1_000;

/**
 * Runs `work` in a transaction until it commits, retrying an attempt that lost a race (above) after a
 * random pause that grows with each loss (up to 20, 40, 80 … 1,000 ms: "full jitter", so that two writers
 * that keep aborting each other, as two sign-ins of one new address can on a busy emulator, drift apart
 * instead of colliding again in step); `busy` is thrown once CONTENDED_RETRY_MS have passed. The SDK's
 * own retries wait 1 s, 1.5 s, 2.25 s… and do not retry the emulator's "invalid or closed". Each attempt
 * re-reads everything, so the rules are checked on the state it commits on; any other error is thrown at once.
 */
export async function retriedTransaction<T>(work: (tx: Transaction) => Promise<T>, busy: () => Error): Promise<T> {
  const started = Date.now();
  for (let lost = 0; ; lost += 1) {
    try {
      return await db.runTransaction(work, { maxAttempts: 1 });
    } catch (error) {
      if (!isAbortedTransaction(error)) throw error;
      if (Date.now() - started > CONTENDED_RETRY_MS) throw busy();
      const longest = Math.min(RETRY_PAUSE_MAX_MS, RETRY_PAUSE_MS * 2 ** Math.min(lost, 10));
      await new Promise((resolve) => setTimeout(resolve, Math.random() * longest));
    }
  }
}

/**
 * Runs the writes of one queue (an event's people, a person's window of calls) one after another within
 * this instance. Every write
 * is still a transaction, which is what keeps places right across instances; the queue only spares a
 * burst of requests that reach the same instance (50 people joining at once) from aborting each other
 * over and over until they time out.
 */
const queues = new Map<string, Promise<unknown>>();
export function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const run = (queues.get(key) ?? Promise.resolve()).then(work, work);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return run;
}
