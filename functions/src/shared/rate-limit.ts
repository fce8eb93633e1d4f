/**
 * Calls per person and kind in a fixed window (contract RATE_LIMITS): rateLimits/{kind}_{uid} holds the
 * window's start and its calls, counted in a transaction of its own before the call's work, so that
 * refused and failed calls count too and every instance of the API shares the count. Beyond the limit
 * the call is refused with 429, the seconds until the window ends in `details.retry_after` (and the
 * Retry-After header, http/errors.ts), and nothing else is read or written. The documents carry
 * `expires_at` for a TTL policy to remove them (docs/deploy.md).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { API_MESSAGES, COLLECTIONS, RATE_LIMITS, type RateLimitKind } from '@agenda/contract';
import { db } from '../lib/firebase';
import { HttpError } from '../lib/http-error';
import { oneAtATime, retriedTransaction } from '../lib/transactions';

const windowSchema = z.object({ window_start: z.number(), calls: z.number().int() });

/** Counts one call of `uid` of this kind; throws 429 when the window's calls are used up. */
export async function countCall(uid: string, kind: RateLimitKind, now = Date.now()): Promise<void> {
  const { calls, windowMs } = RATE_LIMITS[kind];
  const ref = db.collection(COLLECTIONS.rateLimits).doc(`${kind}_${uid}`);
  const refused = (retryAfter: number) =>
    new HttpError(429, API_MESSAGES.tooManyCalls(retryAfter), undefined, { retry_after: retryAfter });
  // Many calls of one person at once race for their document: those that reach one instance are counted
  // one after another, and across instances retried like a join; a race that lasts is a flood, refused.
  await oneAtATime(ref.path, () =>
    retriedTransaction(
      async (tx) => {
        const stored = windowSchema.safeParse((await tx.get(ref)).data()).data;
        const current = stored && now - stored.window_start < windowMs ? stored : { window_start: now, calls: 0 };
        if (current.calls >= calls)
          throw refused(Math.max(1, Math.ceil((current.window_start + windowMs - now) / 1000)));
        tx.set(ref, {
          window_start: current.window_start,
          calls: current.calls + 1,
          expires_at: Timestamp.fromMillis(current.window_start + windowMs),
        });
      },
      () => refused(Math.ceil(windowMs / 1000)),
    ),
  );
}
