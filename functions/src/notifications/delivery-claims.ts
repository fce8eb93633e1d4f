/**
 * Claiming a notification for one delivery run (docs/features.md, Exactly once): a transaction moves a
 * due notification from `scheduled` (or `sending` with an expired lease) to `sending` with a lease, a
 * claim token and one more attempt, so of two runs at once one claims and the other sees a live lease
 * and leaves it. After NOTIFICATION_MAX_ATTEMPTS claims the notification is recorded `failed` with its
 * last error instead. Apart from the writes (delivery.ts) because the immediate send takes its claim
 * here too: it creates the notification already claimed (service.ts, claimFields).
 */
import { randomUUID } from 'node:crypto';
import { logger } from 'firebase-functions';
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  NOTIFICATION_LEASE_MS,
  NOTIFICATION_MAX_ATTEMPTS,
  NOTIFICATION_RUN_MAX,
  notificationConverter,
  type StoredNotification,
} from '@agenda/contract';

export interface ClaimOptions {
  /** The clock (tests move it). */
  now?: () => Date;
}

export interface Claim {
  ref: DocumentReference<StoredNotification>;
  token: string;
  notification: StoredNotification;
}

/** A run that no longer holds the claim (its lease expired and another run took over). */
export class ClaimLostError extends Error {
  constructor(id: string) {
    super(`The claim on notification ${id} was taken over by another run`);
    this.name = 'ClaimLostError';
  }
}

export const notificationRef = (
  db: Firestore,
  eventId: string,
  notificationId: string,
): DocumentReference<StoredNotification> =>
  db
    .collection(COLLECTIONS.events)
    .doc(eventId)
    .collection(EVENT_SUBCOLLECTIONS.notifications)
    .doc(notificationId)
    .withConverter(notificationConverter);

/** The fields of a claim: `sending`, leased to the run holding `token`, one more attempt. */
export function claimFields(token: string, now: Date, attempts: number) {
  return {
    status: 'sending' as const,
    attempts,
    lease_until: Timestamp.fromMillis(now.getTime() + NOTIFICATION_LEASE_MS),
    claim_token: token,
    updated_at: Timestamp.fromDate(now),
  };
}

/** A new claim token (one per run). */
export const newClaimToken = (): string => randomUUID();

/**
 * Claims one notification if it is due: `scheduled` and at or past its time, or `sending` with an
 * expired lease. Null when it is not due, held by another run, gone, or just recorded as failed.
 */
export async function claimNotification(
  db: Firestore,
  ref: DocumentReference<StoredNotification>,
  options: ClaimOptions = {},
): Promise<Claim | null> {
  const now = (options.now ?? (() => new Date()))();
  const token = newClaimToken();
  return db.runTransaction(async (tx) => {
    const notification = (await tx.get(ref)).data();
    if (!notification) return null;
    const due =
      (notification.status === 'scheduled' && notification.start_time.toMillis() <= now.getTime()) ||
      (notification.status === 'sending' &&
        (notification.lease_until === null || notification.lease_until.toMillis() <= now.getTime()));
    if (!due) return null;
    const at = Timestamp.fromDate(now);
    if (notification.attempts >= NOTIFICATION_MAX_ATTEMPTS) {
      const error = `Gave up after ${notification.attempts} attempts${notification.last_error ? `: ${notification.last_error}` : ''}`;
      tx.update(ref, { status: 'failed', lease_until: null, claim_token: null, last_error: error, updated_at: at });
      logger.error('notification failed', {
        notificationId: notification.notification_id,
        eventId: notification.event_id,
        attempts: notification.attempts,
        error,
      });
      return null;
    }
    const claimed = claimFields(token, now, notification.attempts + 1);
    tx.update(ref, claimed);
    return { ref, token, notification: { ...notification, ...claimed } };
  });
}

/** Extends the claim's lease; throws ClaimLostError when another run holds it now. */
export async function renewLease(db: Firestore, claim: Claim, now: Date): Promise<void> {
  await db.runTransaction(async (tx) => {
    const current = (await tx.get(claim.ref)).data();
    if (!current || current.status !== 'sending' || current.claim_token !== claim.token)
      throw new ClaimLostError(claim.notification.notification_id);
    tx.update(claim.ref, { lease_until: Timestamp.fromMillis(now.getTime() + NOTIFICATION_LEASE_MS) });
  });
}

/** The notifications due at `now`: scheduled ones whose time has come and sending ones whose lease expired. */
export async function dueNotifications(db: Firestore, now: Date): Promise<DocumentReference<StoredNotification>[]> {
  const group = db.collectionGroup(EVENT_SUBCOLLECTIONS.notifications).withConverter(notificationConverter);
  const at = Timestamp.fromDate(now);
  const [scheduled, stale] = await Promise.all([
    group
      .where('status', '==', 'scheduled')
      .where('start_time', '<=', at)
      .orderBy('start_time')
      .limit(NOTIFICATION_RUN_MAX)
      .get(),
    group
      .where('status', '==', 'sending')
      .where('lease_until', '<=', at)
      .orderBy('lease_until')
      .limit(NOTIFICATION_RUN_MAX)
      .get(),
  ]);
  return [...stale.docs, ...scheduled.docs]
    .filter((doc) => doc.ref.parent.parent?.parent.id === COLLECTIONS.events)
    .map((doc) => doc.ref);
}
