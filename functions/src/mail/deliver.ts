/**
 * Sends one document of the `mail` outbox over SMTP, one attempt per call, and records the outcome in
 * its `delivery` (the Trigger Email extension's fields: state, attempts, startTime, endTime,
 * leaseExpireTime, error, info.messageId…).
 *
 * - Exactly one sender per attempt: the attempt claims the document in a transaction (PENDING, RETRY
 *   whose next attempt is due, or PROCESSING whose lease ran out → PROCESSING under this sender's lease
 *   token); a document already SUCCESS or ERROR, RETRY not yet due, or PROCESSING under a live lease is
 *   left alone. Once connected, the sender checks in a transaction that the lease is still its own
 *   before it sends (a slow connection whose lease was taken over stops there), the send is aborted
 *   when the lease runs out, and the outcome is written only by the lease that made it: SUCCESS keeps
 *   the token of the sender that sent it.
 * - A failure that may pass later (connection refused or dropped, timeouts, SMTP 4xx) makes the mail
 *   RETRY, due again after the next pause of MAIL_RETRY_DELAYS_MS (1 min growing to 6 h; over a day in
 *   all); the sweeper (triggers/sweeper.ts) takes it when it is due. A permanent failure (SMTP 5xx, a
 *   malformed document) or the last attempt ends in ERROR with the reason: root sees it under
 *   Administration, Failed mail, and may queue it again (outbox/service.ts).
 * - A sender that dies leaves a lease that runs out and the sweeper takes the document over; an
 *   unexpected error after the claim gives the lease back at once and is thrown (the trigger retries).
 */
import { randomUUID } from 'node:crypto';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  MAIL_COLLECTION,
  MAIL_MAX_ATTEMPTS,
  mailDocSchema,
  mailRetryDelayMs,
  type MailDelivery,
} from '@agenda/contract';
import { db } from '../lib/firebase';
import type { SmtpSettings } from './smtp-params';
import { composeMail, openSmtp, type SentInfo } from './smtp-session';

/** How long a claimed document belongs to its sender: longer than one SMTP attempt may take. */
export const MAIL_LEASE_MS = 2 * 60_000;
/**
 * A send is aborted this long before its lease runs out (the renewal's own write, and the clocks of two
 * instances, may differ by a little): no sender is still sending when another may take the mail over.
 */
const SEND_MARGIN_MS = 15_000;

export interface DeliverOptions {
  /** The clock (ms): the sweeper passes its run's time, tests a clock of their own. */
  now?: () => number;
}

/** LOST: this sender's lease was taken over by another before it sent; it sent nothing. */
export type DeliveryOutcome = 'SUCCESS' | 'RETRY' | 'ERROR' | 'SKIPPED' | 'LOST';

/** Whether a send failure may pass on a later attempt. */
function isTransient(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  return [
    'ECONNECTION',
    'ETIMEDOUT',
    'ESOCKET',
    'ECONNREFUSED',
    'ECONNRESET',
    'EDNS',
    'EPIPE',
    'EHOSTUNREACH',
  ].includes(code ?? '');
}

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

type Claim = { kind: 'claimed'; attempts: number; data: unknown } | { kind: 'skip'; reason: string };

/** Takes the document for one attempt, or says why not. */
async function claim(ref: DocumentReference, now: number, token: string): Promise<Claim> {
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return { kind: 'skip', reason: 'gone' };
    const delivery = snapshot.get('delivery') as MailDelivery | undefined;
    const state = delivery?.state ?? 'PENDING';
    if (state === 'SUCCESS' || state === 'ERROR') return { kind: 'skip', reason: state };
    // PENDING's lease is the trigger's grace (the sweeper's business); RETRY's is when it is due again.
    const due = (delivery?.leaseExpireTime?.toMillis() ?? 0) <= now;
    if (state !== 'PENDING' && !due)
      return { kind: 'skip', reason: state === 'RETRY' ? 'not due' : 'leased elsewhere' };
    const attempts = (delivery?.attempts ?? 0) + 1;
    if (attempts > MAIL_MAX_ATTEMPTS) {
      // Only a sender that died (or threw) after its last claim gets here: the normal path ends in ERROR itself.
      const error = `Gave up after ${attempts - 1} attempts${delivery?.error ? `: ${delivery.error}` : ' (the sender stopped before an outcome)'}`;
      tx.update(ref, {
        'delivery.state': 'ERROR',
        'delivery.error': error,
        'delivery.endTime': Timestamp.fromMillis(now),
        'delivery.leaseExpireTime': null,
        'delivery.leaseToken': null,
      });
      return { kind: 'skip', reason: error };
    }
    tx.set(
      ref,
      {
        delivery: {
          state: 'PROCESSING',
          attempts,
          startTime: delivery?.startTime ?? Timestamp.fromMillis(now),
          endTime: null,
          leaseExpireTime: Timestamp.fromMillis(now + MAIL_LEASE_MS),
          leaseToken: token,
          error: delivery?.error ?? null,
          info: null,
        },
      },
      { merge: true },
    );
    return { kind: 'claimed', attempts, data: snapshot.data() };
  });
}

/**
 * Writes `fields` on `delivery` when the document is still PROCESSING under `token` (and, with `until`,
 * its lease runs past `now`); answers whether it did. The fence of every write after the claim.
 */
async function writeIfHeld(
  ref: DocumentReference,
  token: string,
  fields: Partial<MailDelivery>,
  until?: number,
): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const delivery = (await tx.get(ref)).get('delivery') as MailDelivery | undefined;
    const held =
      delivery?.state === 'PROCESSING' &&
      delivery.leaseToken === token &&
      (until === undefined || (delivery.leaseExpireTime?.toMillis() ?? 0) > until);
    if (!held) return false;
    const update: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(fields)) update[`delivery.${key}`] = value;
    tx.update(ref, update);
    return true;
  });
}

/** Sends the mail document at `ref` through the server of `smtp` (one attempt); answers what became of it. */
export async function deliverMail(
  ref: DocumentReference,
  smtp: SmtpSettings,
  options: DeliverOptions = {},
): Promise<DeliveryOutcome> {
  const now = options.now ?? Date.now;
  const token = randomUUID();
  const claimed = await claim(ref, now(), token);
  if (claimed.kind === 'skip') {
    logger.info('mail not sent by this run', { mail: ref.path, reason: claimed.reason });
    return 'SKIPPED';
  }
  try {
    return await attempt(ref, smtp, token, claimed.attempts, claimed.data, now);
  } catch (error) {
    // Firestore failed us (the send itself reports through `attempt`): give the lease back now so the
    // trigger's retry, or the sweeper, takes the document over without waiting, and let it retry.
    await writeIfHeld(ref, token, { leaseExpireTime: Timestamp.fromMillis(now()), error: message(error) }).catch(
      (recordError: unknown) =>
        logger.error('mail lease not given back', { mail: ref.path, error: message(recordError) }),
    );
    throw error;
  }
}

/** One claimed attempt, its outcome recorded under the lease. */
async function attempt(
  ref: DocumentReference,
  smtp: SmtpSettings,
  token: string,
  attempts: number,
  data: unknown,
  now: () => number,
): Promise<DeliveryOutcome> {
  const parsed = mailDocSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const error = `Malformed mail document at ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? ''}`;
    return failed(ref, token, attempts, now, error, false);
  }
  let info: SentInfo;
  try {
    const composed = await composeMail(parsed.data, smtp.from, ref.id);
    const session = await openSmtp(smtp);
    try {
      // The connection may have taken long: send only while the lease is still this sender's, and
      // renew it so the message has a whole lease to go out in.
      const renewed = await writeIfHeld(
        ref,
        token,
        { leaseExpireTime: Timestamp.fromMillis(now() + MAIL_LEASE_MS) },
        now(),
      );
      if (!renewed) {
        logger.warn('mail not sent: its lease ran out or another sender took it', { mail: ref.path, attempts });
        return 'LOST';
      }
      info = await session.send(composed, MAIL_LEASE_MS - SEND_MARGIN_MS);
    } finally {
      session.close();
    }
  } catch (error) {
    return failed(ref, token, attempts, now, message(error), isTransient(error));
  }
  const recorded = await writeIfHeld(ref, token, {
    state: 'SUCCESS',
    endTime: Timestamp.fromMillis(now()),
    leaseExpireTime: null,
    error: null,
    info: { ...info, pending: [] },
  });
  if (!recorded) {
    // Only a sender whose clock ran past its lease while the server took the message gets here.
    logger.error('mail sent after its lease was taken over', { mail: ref.path, attempts });
    return 'LOST';
  }
  logger.info('mail sent', { mail: ref.path, attempts, messageId: info.messageId, kind: parsed.data.source.kind });
  return 'SUCCESS';
}

/** Records a failed attempt: RETRY, due after the next pause, while attempts remain; else ERROR. */
async function failed(
  ref: DocumentReference,
  token: string,
  attempts: number,
  now: () => number,
  error: string,
  transient: boolean,
): Promise<DeliveryOutcome> {
  const retry = transient && attempts < MAIL_MAX_ATTEMPTS;
  const at = now();
  const recorded = await writeIfHeld(
    ref,
    token,
    retry
      ? {
          state: 'RETRY',
          error,
          leaseExpireTime: Timestamp.fromMillis(at + mailRetryDelayMs(attempts)),
          leaseToken: null,
        }
      : { state: 'ERROR', error, endTime: Timestamp.fromMillis(at), leaseExpireTime: null, leaseToken: null },
  );
  if (!recorded) return 'LOST';
  if (retry) {
    logger.warn('mail send failed, retrying later', {
      mail: ref.path,
      attempts,
      error,
      delayMs: mailRetryDelayMs(attempts),
    });
    return 'RETRY';
  }
  logger.error('mail not sent', { mail: ref.path, attempts, error });
  return 'ERROR';
}

/**
 * Outbox documents due at `now`: PENDING ones their trigger never took, RETRY ones whose next attempt
 * is due, PROCESSING ones whose sender died. Ended documents hold no lease (null), which a range filter
 * on a timestamp never matches, so one single-field index serves it.
 */
export async function dueMails(now: number, limit: number): Promise<DocumentReference[]> {
  const snapshot = await db
    .collection(MAIL_COLLECTION)
    .where('delivery.leaseExpireTime', '<=', Timestamp.fromMillis(now))
    .orderBy('delivery.leaseExpireTime')
    .limit(limit)
    .select()
    .get();
  return snapshot.docs.map((doc) => doc.ref);
}
