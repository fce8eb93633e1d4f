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
 *   number of times with a growing pause; a permanent one (SMTP 5xx, a malformed document) or the
 *   last attempt ends in ERROR with the error recorded. Nothing ends silently: every outcome is
 *   written on the document and logged.
 */
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { mailDocSchema, type MailDelivery } from '../contract';
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

export function transportFor(settings: SmtpSettings, options: { pool?: boolean } = {}): Transporter<SMTPTransport.SentMessageInfo> {
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
  return options.pool ? nodemailer.createTransport({ ...smtp, pool: true, maxConnections: 3, maxMessages: 100 }) : nodemailer.createTransport(smtp);
}

/** Whether a send failure may pass on a later attempt. */
export function isTransient(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  return ['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'ECONNREFUSED', 'ECONNRESET', 'EDNS', 'EPIPE', 'EHOSTUNREACH'].includes(code ?? '');
}

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

type Claim = { kind: 'claimed'; attempts: number } | { kind: 'skip'; reason: string };

/** Takes the document for one attempt, or says why not. */
async function claim(ref: DocumentReference, now: number): Promise<Claim> {
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return { kind: 'skip', reason: 'gone' };
    const delivery = snapshot.get('delivery') as MailDelivery | undefined;
    const state = delivery?.state ?? 'PENDING';
    if (state === 'SUCCESS' || state === 'ERROR') return { kind: 'skip', reason: state };
    if (state === 'PROCESSING' && (delivery?.leaseExpireTime?.toMillis() ?? 0) > now) return { kind: 'skip', reason: 'PROCESSING elsewhere' };
    const attempts = (delivery?.attempts ?? 0) + 1;
    tx.set(
      ref,
      {
        delivery: {
          state: 'PROCESSING',
          attempts,
          startTime: delivery?.startTime ?? Timestamp.fromMillis(now),
          endTime: null,
          leaseExpireTime: Timestamp.fromMillis(now + MAIL_LEASE_MS),
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
  for (;;) {
    const claimed = await claim(ref, now());
    if (claimed.kind === 'skip') {
      logger.info('mail not sent by this run', { mail: ref.path, reason: claimed.reason });
      return 'SKIPPED';
    }
    const parsed = mailDocSchema.safeParse((await ref.get()).data());
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const error = `Malformed mail document at ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? ''}`;
      await record(ref, { state: 'ERROR', error, endTime: Timestamp.fromMillis(now()), leaseExpireTime: null });
      logger.error('mail not sent', { mail: ref.path, error });
      return 'ERROR';
    }
    const mail = parsed.data;
    try {
      const info = await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.message.subject,
        text: mail.message.text,
        html: mail.message.html,
        attachments: mail.message.attachments,
        icalEvent: mail.message.icalEvent,
      });
      await record(ref, {
        state: 'SUCCESS',
        endTime: Timestamp.fromMillis(now()),
        leaseExpireTime: null,
        error: null,
        info: {
          messageId: info.messageId ?? null,
          accepted: (info.accepted ?? []).map(String),
          rejected: (info.rejected ?? []).map(String),
          pending: (info.pending ?? []).map(String),
          response: info.response ?? null,
        },
      });
      logger.info('mail sent', { mail: ref.path, attempts: claimed.attempts, messageId: info.messageId, kind: mail.source.kind });
      return 'SUCCESS';
    } catch (error) {
      const retry = isTransient(error) && claimed.attempts < MAIL_MAX_ATTEMPTS;
      await record(ref, {
        state: retry ? 'RETRY' : 'ERROR',
        error: message(error),
        leaseExpireTime: null,
        ...(retry ? {} : { endTime: Timestamp.fromMillis(now()) }),
      });
      if (!retry) {
        logger.error('mail not sent', { mail: ref.path, attempts: claimed.attempts, error: message(error) });
        return 'ERROR';
      }
      logger.warn('mail send failed, retrying', { mail: ref.path, attempts: claimed.attempts, error: message(error) });
      await pause(pauses[Math.min(claimed.attempts - 1, pauses.length - 1)] ?? 0);
    }
  }
}
