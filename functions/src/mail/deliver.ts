/**
 * Sends one document of the `mail` outbox over SMTP and records the outcome in its `delivery`
 * (the Trigger Email extension's fields: state, attempts, startTime, endTime, leaseExpireTime, error,
 * info.messageId…).
 *
 * - Exactly one sender per document: each attempt first claims the document in a transaction
 *   (PENDING/RETRY, or PROCESSING whose lease ran out → PROCESSING with a new lease); a document
 *   already SUCCESS or ERROR, or PROCESSING under a live lease, is left alone. So a trigger event
 *   delivered twice sends nothing twice.
 * - Transient failures (connection refused or dropped, timeouts, SMTP 4xx) are retried a bounded
 *   number of times with a growing pause (RETRY, still leased to the sender, which alone resumes it by
 *   its lease token); a permanent one (SMTP 5xx, a malformed document) or the last attempt ends in
 *   ERROR with the error recorded. Nothing ends silently: every outcome is written on the document and
 *   logged.
 * - A sender that dies (a crashed or timed-out instance) leaves a lease that runs out; an unexpected
 *   error after the claim gives the lease back at once and is thrown, so the trigger (retry: true) runs
 *   again. The sweeper (triggers/sweeper.ts) sends whatever is left PENDING, PROCESSING or RETRY past its
 *   lease (`stuckMails`); a document claimed MAIL_MAX_ATTEMPTS times ends in ERROR instead.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { MAIL_COLLECTION, mailDocSchema, type MailDelivery } from '@agenda/contract';
import { db } from '../lib/firebase';
import type { SmtpSettings } from './smtp-params';

/** Attempts per mail, and the pauses between them (ms). */
export const MAIL_MAX_ATTEMPTS = 3;
export const MAIL_RETRY_PAUSES_MS = [2_000, 10_000] as const;
/** How long a claimed document belongs to its sender (longer than one SMTP attempt can take). */
export const MAIL_LEASE_MS = 60_000;

export interface DeliverOptions {
  /** Pauses between attempts; tests pass short ones. */
  pausesMs?: readonly number[];
  now?: () => number;
}

export type DeliveryOutcome = 'SUCCESS' | 'ERROR' | 'SKIPPED';

export function transportFor(
  settings: SmtpSettings,
  options: { pool?: boolean } = {},
): Transporter<SMTPTransport.SentMessageInfo> {
  const smtp: SMTPTransport.Options = {
    host: settings.host,
    port: settings.port,
    secure: settings.port === 465,
    auth: settings.user ? { user: settings.user, pass: settings.password } : undefined,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  };
  // A pool keeps up to 3 connections open and reuses them (up to 100 messages each).
  return options.pool
    ? nodemailer.createTransport({ ...smtp, pool: true, maxConnections: 3, maxMessages: 100 })
    : nodemailer.createTransport(smtp);
}

/** Whether a send failure may pass on a later attempt. */
export function isTransient(error: unknown): boolean {
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

type Claim = { kind: 'claimed'; attempts: number } | { kind: 'skip'; reason: string };

/**
 * Takes the document for one attempt, or says why not. A lease still running belongs to another
 * sender, unless it is this sender's own (`token`: it resumes after its pause).
 */
async function claim(ref: DocumentReference, now: number, token: string): Promise<Claim> {
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return { kind: 'skip', reason: 'gone' };
    const delivery = snapshot.get('delivery') as MailDelivery | undefined;
    const state = delivery?.state ?? 'PENDING';
    if (state === 'SUCCESS' || state === 'ERROR') return { kind: 'skip', reason: state };
    const leased = (delivery?.leaseExpireTime?.toMillis() ?? 0) > now && delivery?.leaseToken !== token;
    if ((state === 'PROCESSING' || state === 'RETRY') && leased) return { kind: 'skip', reason: `${state} elsewhere` };
    const attempts = (delivery?.attempts ?? 0) + 1;
    if (attempts > MAIL_MAX_ATTEMPTS) {
      // Only a sender that died (or threw) after its claim gets here: the normal path ends in ERROR itself.
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
    return { kind: 'claimed', attempts };
  });
}

async function record(ref: DocumentReference, fields: Partial<MailDelivery>): Promise<void> {
  const update: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) update[`delivery.${key}`] = value;
  await ref.update(update);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends the mail document at `ref` with `transport`; answers what became of it. */
export async function deliverMail(
  ref: DocumentReference,
  transport: Transporter<SMTPTransport.SentMessageInfo>,
  from: string,
  options: DeliverOptions = {},
): Promise<DeliveryOutcome> {
  const pauses = options.pausesMs ?? MAIL_RETRY_PAUSES_MS;
  const now = options.now ?? Date.now;
  const token = randomUUID();
  for (;;) {
    const claimed = await claim(ref, now(), token);
    if (claimed.kind === 'skip') {
      logger.info('mail not sent by this run', { mail: ref.path, reason: claimed.reason });
      return 'SKIPPED';
    }
    let outcome: DeliveryOutcome | { pauseMs: number };
    try {
      outcome = await attempt(ref, transport, from, claimed.attempts, now, pauses);
    } catch (error) {
      // Firestore failed us (the send itself reports through `attempt`): give the lease back now so the
      // trigger's retry, or the sweeper, takes the document over without waiting, and let it retry.
      await record(ref, {
        leaseExpireTime: Timestamp.fromMillis(now()),
        leaseToken: null,
        error: message(error),
      }).catch((recordError: unknown) =>
        logger.error('mail lease not given back', { mail: ref.path, error: message(recordError) }),
      );
      throw error;
    }
    if (typeof outcome === 'string') return outcome;
    await pause(outcome.pauseMs);
  }
}

/** One claimed attempt: the outcome, or the pause before the next attempt. */
async function attempt(
  ref: DocumentReference,
  transport: Transporter<SMTPTransport.SentMessageInfo>,
  from: string,
  attempts: number,
  now: () => number,
  pauses: readonly number[],
): Promise<DeliveryOutcome | { pauseMs: number }> {
  const parsed = mailDocSchema.safeParse((await ref.get()).data());
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const error = `Malformed mail document at ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? ''}`;
    await record(ref, {
      state: 'ERROR',
      error,
      endTime: Timestamp.fromMillis(now()),
      leaseExpireTime: null,
      leaseToken: null,
    });
    logger.error('mail not sent', { mail: ref.path, error });
    return 'ERROR';
  }
  const mail = parsed.data;
  let info: SMTPTransport.SentMessageInfo;
  try {
    info = await transport.sendMail({
      from,
      to: mail.to,
      subject: mail.message.subject,
      text: mail.message.text,
      html: mail.message.html,
      attachments: mail.message.attachments,
      icalEvent: mail.message.icalEvent,
    });
  } catch (error) {
    const retry = isTransient(error) && attempts < MAIL_MAX_ATTEMPTS;
    const pauseMs = pauses[Math.min(attempts - 1, pauses.length - 1)] ?? 0;
    await record(ref, {
      state: retry ? 'RETRY' : 'ERROR',
      error: message(error),
      // While it pauses the document stays this sender's; should the sender die, the sweeper resumes it.
      ...(retry
        ? { leaseExpireTime: Timestamp.fromMillis(now() + pauseMs + MAIL_LEASE_MS) }
        : { leaseExpireTime: null, leaseToken: null, endTime: Timestamp.fromMillis(now()) }),
    });
    if (!retry) {
      logger.error('mail not sent', { mail: ref.path, attempts, error: message(error) });
      return 'ERROR';
    }
    logger.warn('mail send failed, retrying', { mail: ref.path, attempts, error: message(error) });
    return { pauseMs };
  }
  await record(ref, {
    state: 'SUCCESS',
    endTime: Timestamp.fromMillis(now()),
    leaseExpireTime: null,
    leaseToken: null,
    error: null,
    info: {
      messageId: info.messageId ?? null,
      accepted: (info.accepted ?? []).map(String),
      rejected: (info.rejected ?? []).map(String),
      pending: (info.pending ?? []).map(String),
      response: info.response ?? null,
    },
  });
  logger.info('mail sent', { mail: ref.path, attempts, messageId: info.messageId, kind: mail.source.kind });
  return 'SUCCESS';
}

/**
 * Outbox documents whose lease has run out at `now`: PENDING ones their trigger never took, and
 * PROCESSING or RETRY ones whose sender died. Ended documents hold no lease (null), which a range
 * filter on a timestamp never matches, so one single-field index serves it.
 */
export async function stuckMails(now: number, limit: number): Promise<DocumentReference[]> {
  const snapshot = await db
    .collection(MAIL_COLLECTION)
    .where('delivery.leaseExpireTime', '<=', Timestamp.fromMillis(now))
    .orderBy('delivery.leaseExpireTime')
    .limit(limit)
    .select()
    .get();
  return snapshot.docs.map((doc) => doc.ref);
}
