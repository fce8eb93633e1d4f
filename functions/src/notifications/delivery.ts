/**
 * Delivering notifications exactly once (docs/features.md, Exactly once). One code path for the
 * scheduled run (every minute, triggers.ts) and the immediate send (POST /notifications/send):
 *
 * 1. claim: the run takes the notification with a lease (delivery-claims.ts).
 * 2. deliver: the recipients are resolved (audience.ts); those who already have a delivery record are
 *    skipped; for each of the others one batch holds `create()` of the delivery record, the inbox item
 *    and the mail document, so a repeated or overlapping run (an expired lease taken over while the
 *    first run still works) fails on the existing record instead of sending twice. The lease is
 *    renewed between waves of batches and the run stops when it lost its claim.
 * 3. finish: the deliveries are counted and the notification ends `sent` with recipients, delivered
 *    and failed. A run that fails records its error and gives the claim back at once (lease expired),
 *    so the next run retries; a crashed run's lease simply expires.
 *
 * Takes the Firestore instance as a parameter: the functions pass theirs, the tests and the bench the
 * emulator's.
 */
import { recordHistory } from '../shared/history';
import { SCHEDULER, scheduledSendEntry } from './history';
import { resolveAudience } from './audience';
import {
  claimNotification,
  ClaimLostError,
  dueNotifications,
  renewLease,
  type Claim,
  type ClaimOptions,
} from './delivery-claims';
import { logger } from 'firebase-functions';
import {
  FieldPath,
  Timestamp,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import {
  appEventUrl,
  deliveryConverter,
  buildNotificationMail,
  COLLECTIONS,
  DELIVERIES_SUBCOLLECTION,
  docConverter,
  INBOX_SUBCOLLECTION,
  inboxItemDocSchema,
  mailDocSchema,
  MAIL_COLLECTION,
  NOTIFICATION_RECIPIENTS_PER_BATCH,
  notificationMailId,
  notificationSubject,
  pendingDelivery,
  userDocSchema,
  type StoredNotification,
} from '@agenda/contract';
import { config } from '../config';
import { chunks, eachLimited } from '../lib/in-parts';

const userConverter = docConverter(userDocSchema);
const inboxConverter = docConverter(inboxItemDocSchema);
const mailConverter = docConverter(mailDocSchema);

/** Batches committed at once by one run. */
const BATCH_CONCURRENCY = 6;
/** User records read per getAll. */
const USER_READ_CHUNK = 300;
/** Firestore's code for a create() over an existing document. */
const ALREADY_EXISTS = 6;

export interface DeliveryOptions extends ClaimOptions {
  /** Tests: the run crashes once it has delivered to this many recipients (a crash between records). */
  crashAfterRecipients?: number;
}

export interface DeliveryCounts {
  recipients: number;
  delivered: number;
  failed: number;
}

export type RunOutcome =
  | { id: string; outcome: 'sent'; counts: DeliveryCounts }
  | { id: string; outcome: 'retry'; error: string }
  | { id: string; outcome: 'lost' };

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/** The recipients among `uids` who already have a delivery record. */
async function alreadyDelivered(deliveries: CollectionReference, uids: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  await eachLimited(chunks(uids, 30), BATCH_CONCURRENCY, async (part) => {
    const snapshot = await deliveries.where(FieldPath.documentId(), 'in', part).select().get();
    for (const doc of snapshot.docs) found.add(doc.id);
  });
  return found;
}

/**
 * Delivers a claimed notification to every recipient who has no delivery record yet, then marks it
 * sent with its counts. Throws on failure (the caller records it and gives the claim back).
 */
export async function deliverClaimed(
  db: Firestore,
  claim: Claim,
  options: DeliveryOptions = {},
): Promise<DeliveryCounts> {
  const clock = options.now ?? (() => new Date());
  const { notification } = claim;
  const audience = await resolveAudience(db, notification);
  const deliveries = claim.ref.withConverter(null).collection(DELIVERIES_SUBCOLLECTION);
  const existing = new Set((await deliveries.select().get()).docs.map((doc) => doc.id));
  const withheld = new Set(audience.withheld);
  const pending = [...audience.recipients, ...audience.withheld].filter((uid) => !existing.has(uid));
  const subject = notificationSubject(audience.eventName, audience.agendaName);
  const eventUrl = appEventUrl(config.appOrigin, notification.event_id, audience.tenantId);
  let done = 0;

  const writeChunk = async (uids: readonly string[]): Promise<void> => {
    if (uids.length === 0) return;
    const users = await db.getAll(
      ...uids.map((uid) => db.collection(COLLECTIONS.users).doc(uid).withConverter(userConverter)),
    );
    const at = Timestamp.fromDate(clock());
    const batch = db.batch();
    users.forEach((snapshot, index) => {
      const uid = uids[index]!;
      const user = withheld.has(uid) ? undefined : snapshot.data();
      const mailId = user ? notificationMailId(notification.notification_id, uid) : null;
      batch.create(deliveries.doc(uid).withConverter(deliveryConverter), {
        uid,
        status: withheld.has(uid) ? 'withheld' : user ? 'delivered' : 'failed',
        inbox: Boolean(user),
        mail_id: mailId,
        reason: withheld.has(uid) ? 'not_event_people' : user ? null : 'unknown_user',
        attempt: notification.attempts,
        created_at: at,
      });
      if (!user || !mailId) return;
      batch.create(
        db
          .collection(COLLECTIONS.users)
          .doc(uid)
          .collection(INBOX_SUBCOLLECTION)
          .doc(notification.notification_id)
          .withConverter(inboxConverter),
        {
          message: notification.message,
          subject,
          type: notification.notification_type,
          link: notification.link,
          notification_id: notification.notification_id,
          event_id: notification.event_id,
          agenda_id: notification.agenda_id,
          created_at: at,
          read_at: null,
        },
      );
      batch.create(db.collection(MAIL_COLLECTION).doc(mailId).withConverter(mailConverter), {
        ...buildNotificationMail({
          to: user.email,
          uid,
          eventId: notification.event_id,
          eventName: audience.eventName,
          agendaId: notification.agenda_id,
          agendaName: audience.agendaName,
          notificationId: notification.notification_id,
          message: notification.message,
          type: notification.notification_type,
          link: notification.link,
          eventUrl,
        }),
        created_at: at,
        delivery: pendingDelivery(at.toDate(), Timestamp.fromMillis),
      });
    });
    try {
      await batch.commit();
    } catch (error) {
      // Another run (an expired lease taken over) wrote some of these first: the batch wrote nothing,
      // so write the ones still missing.
      if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
      const written = await alreadyDelivered(deliveries, uids);
      await writeChunk(uids.filter((uid) => !written.has(uid)));
    }
  };

  const crashAfter = options.crashAfterRecipients;
  const work = crashAfter === undefined ? pending : pending.slice(0, crashAfter);
  const waves = chunks(
    chunks(work, Math.min(NOTIFICATION_RECIPIENTS_PER_BATCH, USER_READ_CHUNK)),
    BATCH_CONCURRENCY * 4,
  );
  for (const wave of waves) {
    await renewLease(db, claim, clock());
    await eachLimited(wave, BATCH_CONCURRENCY, async (part) => {
      await writeChunk(part);
      done += part.length;
    });
  }
  if (crashAfter !== undefined && done < pending.length) throw new Error(`Simulated crash after ${done} recipients`);

  // Every recipient has a record now: count them and close, if the claim is still ours.
  const [delivered, failed] = await Promise.all([
    deliveries.where('status', '==', 'delivered').count().get(),
    deliveries.where('status', '==', 'failed').count().get(),
  ]);
  const counts: DeliveryCounts = {
    recipients: audience.recipients.length,
    delivered: delivered.data().count,
    failed: failed.data().count,
  };
  await db.runTransaction(async (tx) => {
    const current = (await tx.get(claim.ref)).data();
    if (!current || current.status !== 'sending' || current.claim_token !== claim.token)
      throw new ClaimLostError(notification.notification_id);
    const at = Timestamp.fromDate(clock());
    // The scheduler's send is an entry of its own (an API send recorded its entry when it claimed).
    if (notification.kind === 'scheduled')
      recordHistory(tx, SCHEDULER, scheduledSendEntry(audience.tenantId, current, counts));
    tx.update(claim.ref, {
      status: 'sent',
      ...counts,
      sent_at: at,
      lease_until: null,
      claim_token: null,
      updated_at: at,
    });
  });
  logger.info('notification sent', {
    notificationId: notification.notification_id,
    eventId: notification.event_id,
    attempt: notification.attempts,
    ...counts,
    withheld: audience.withheld.length,
  });
  return counts;
}

/**
 * Claims and delivers one notification. A failure is recorded on the notification (last_error) and
 * the claim given back at once, so the next run retries it; never lost silently.
 */
export async function runNotification(
  db: Firestore,
  ref: DocumentReference<StoredNotification>,
  options: DeliveryOptions = {},
): Promise<RunOutcome | null> {
  const claim = await claimNotification(db, ref, options);
  return claim ? deliverOrRecord(db, claim, options) : null;
}

/** Delivers a claimed notification; a failure is recorded and the claim given back for the next run. */
export async function deliverOrRecord(db: Firestore, claim: Claim, options: DeliveryOptions = {}): Promise<RunOutcome> {
  const id = claim.notification.notification_id;
  try {
    return { id, outcome: 'sent', counts: await deliverClaimed(db, claim, options) };
  } catch (error) {
    if (error instanceof ClaimLostError) {
      logger.warn('notification claim lost', { notificationId: id });
      return { id, outcome: 'lost' };
    }
    const message = errorText(error);
    logger.error('notification delivery failed', {
      notificationId: id,
      eventId: claim.notification.event_id,
      attempt: claim.notification.attempts,
      error: message,
    });
    await db
      .runTransaction(async (tx) => {
        const current = (await tx.get(claim.ref)).data();
        if (!current || current.claim_token !== claim.token) return;
        const at = Timestamp.fromDate((options.now ?? (() => new Date()))());
        tx.update(claim.ref, { last_error: message, lease_until: at, updated_at: at });
      })
      .catch((recordError: unknown) =>
        logger.error('notification failure not recorded', { notificationId: id, error: errorText(recordError) }),
      );
    return { id, outcome: 'retry', error: message };
  }
}

/** One scheduled run: every due notification, one after another (each fans out in parallel batches). */
export async function runDueNotifications(db: Firestore, options: DeliveryOptions = {}): Promise<RunOutcome[]> {
  const now = (options.now ?? (() => new Date()))();
  const outcomes: RunOutcome[] = [];
  for (const ref of await dueNotifications(db, now)) {
    const outcome = await runNotification(db, ref, options);
    if (outcome) outcomes.push(outcome);
  }
  return outcomes;
}
