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

/**
 * Runs `work` in a transaction until it commits, retrying an attempt that lost a race (above) after a short
 * random pause (10–100 ms); `busy` is thrown once CONTENDED_RETRY_MS have passed. The SDK's own retries
 * wait 1 s, 1.5 s, 2.25 s… and do not retry the emulator's "invalid or closed". Each attempt re-reads
 * everything, so the rules are checked on the state it commits on; any other error is thrown at once.
 */
export async function retriedTransaction<T>(work: (tx: Transaction) => Promise<T>, busy: () => Error): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return await db.runTransaction(work, { maxAttempts: 1 });
    } catch (error) {
      if (!isAbortedTransaction(error)) throw error;
      if (Date.now() - started > CONTENDED_RETRY_MS) throw busy();
      await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 90));
    }
  }
}
