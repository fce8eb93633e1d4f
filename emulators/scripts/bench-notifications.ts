/**
 * One scheduled notification to 5,000 recipients (figures only; nothing here asserts timings, the
 * counts are checked). Seeds 5,000 users, an event they all take part in and a notification due now,
 * then runs the scheduled function once on the emulator, as Cloud Scheduler would, and prints the
 * time until the notification is `sent` (every recipient has their delivery record, inbox item and
 * mail document) beside the goal of 60 s, and checks that the deliveries, inbox items and
 * mail documents each number exactly the recipients. Users and the event have fixed ids, so a second
 * run overwrites them; each run sends a notification of its own.
 */
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  DELIVERIES_SUBCOLLECTION,
  EVENT_SUBCOLLECTIONS,
  INBOX_SUBCOLLECTION,
  MAIL_COLLECTION,
  newEventDoc,
  newNotificationDoc,
  newUserDoc,
  userKey,
} from '@agenda/contract';
import { adminClients } from './lib/admin';
import { fireScheduledFunction, NOTIFICATION_SCHEDULE } from './lib/schedule';
import { say } from './lib/say';

const RECIPIENTS = 5_000;
const GOAL_MS = 60_000;
const BENCH_TID = 'bench-notifications';
const EVENT_ID = 'bench-notifications';
const DAY_MS = 24 * 60 * 60_000;

const uidOf = (index: number) => userKey(BENCH_TID, `person-${index}`);

/** Writes `count` documents of `collection` in batches of 500, four at a time. */
export async function writeInBatches(
  db: Firestore,
  collection: string,
  count: number,
  make: (index: number) => [string, DocumentData],
): Promise<void> {
  const starts = Array.from({ length: Math.ceil(count / 500) }, (_, index) => index * 500);
  for (let next = 0; next < starts.length; next += 4) {
    await Promise.all(
      starts.slice(next, next + 4).map((start) => {
        const batch = db.batch();
        for (let index = start; index < Math.min(start + 500, count); index += 1) {
          const [id, doc] = make(index);
          batch.set(db.collection(collection).doc(id), doc);
        }
        return batch.commit();
      }),
    );
  }
}

async function seed(db: Firestore): Promise<void> {
  await writeInBatches(db, COLLECTIONS.users, RECIPIENTS, (index) => [
    uidOf(index),
    newUserDoc({
      tid: BENCH_TID,
      oid: `person-${index}`,
      email: `person-${index}@bench.example`,
      first_name: 'Person',
      last_name: String(index),
      tenant_id: 'de',
    }),
  ]);
  const now = Date.now();
  await db
    .collection(COLLECTIONS.events)
    .doc(EVENT_ID)
    .set(
      newEventDoc({
        name: 'Notification benchmark',
        description: '5,000 participants',
        address: 'Benchmark Hall',
        start_date: Timestamp.fromMillis(now + DAY_MS),
        end_date: Timestamp.fromMillis(now + 2 * DAY_MS),
        timezone: 'Europe/Berlin',
        tenant_id: 'de',
        privacy: false,
        hide_gamification: false,
        hide_wall: false,
        participant_count: RECIPIENTS,
      }),
    );
  await writeInBatches(
    db,
    `${COLLECTIONS.events}/${EVENT_ID}/${EVENT_SUBCOLLECTIONS.participants}`,
    RECIPIENTS,
    (index) => [uidOf(index), { uid: uidOf(index), event_id: EVENT_ID, added_at: now }],
  );
}

export async function benchNotifications(): Promise<void> {
  const { db } = adminClients();
  say(`\nScheduled notification to ${RECIPIENTS.toLocaleString('en-US')} recipients (in-app and e-mail)`);
  const seeding = performance.now();
  await seed(db);
  say(
    `  seeded ${RECIPIENTS.toLocaleString('en-US')} users and event participants in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );

  const ref = db.collection(COLLECTIONS.events).doc(EVENT_ID).collection(EVENT_SUBCOLLECTIONS.notifications).doc();
  const due = Timestamp.fromMillis(Date.now() - 1000);
  await ref.set(
    newNotificationDoc({
      notification_id: ref.id,
      event_id: EVENT_ID,
      agenda_id: null,
      content: { message: 'The keynote moves to Hall B', type: 'LINK', link: 'https://example.org/halls' },
      send_to_all: true,
      users: [],
      start_time: due,
      kind: 'scheduled',
      by: 'bench',
      at: due,
    }),
  );

  // The run: the scheduled function, fired as Cloud Scheduler would; the POST answers when the run ends.
  const started = performance.now();
  await fireScheduledFunction(NOTIFICATION_SCHEDULE);
  let stored = (await ref.get()).data();
  // Another run (npm start's, if someone left one up) may hold it: wait for `sent` either way.
  while (stored?.status !== 'sent' && stored?.status !== 'failed' && performance.now() - started < 5 * GOAL_MS) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    stored = (await ref.get()).data();
  }
  const elapsed = performance.now() - started;
  if (stored?.status !== 'sent')
    throw new Error(
      `The notification is ${String(stored?.status)} after ${(elapsed / 1000).toFixed(1)} s: ${String(stored?.last_error)}`,
    );

  const [deliveries, inbox, mail] = await Promise.all([
    ref.collection(DELIVERIES_SUBCOLLECTION).count().get(),
    db.collectionGroup(INBOX_SUBCOLLECTION).where('notification_id', '==', ref.id).count().get(),
    db.collection(MAIL_COLLECTION).where('source.notification_id', '==', ref.id).count().get(),
  ]);
  const counts = { deliveries: deliveries.data().count, inbox: inbox.data().count, mail: mail.data().count };
  const exact =
    counts.deliveries === RECIPIENTS &&
    counts.inbox === RECIPIENTS &&
    counts.mail === RECIPIENTS &&
    stored.recipients === RECIPIENTS &&
    stored.delivered === RECIPIENTS;
  say(
    `  time to all delivered (scheduled run fired -> sent)   ${(elapsed / 1000).toFixed(1)} s  goal <= ${GOAL_MS / 1000} s  ${elapsed <= GOAL_MS ? 'met' : 'MISSED'}`,
  );
  say(
    `  notification: recipients ${stored.recipients}, delivered ${stored.delivered}, failed ${stored.failed}, attempts ${stored.attempts}`,
  );
  say(`  written: ${counts.deliveries} delivery records, ${counts.inbox} inbox items, ${counts.mail} mail documents`);
  say(`  deliveries equal recipients exactly: ${exact ? 'yes' : 'NO'}`);
  if (!exact) process.exitCode = 1;
}
