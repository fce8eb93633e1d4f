/**
 * 5,000 reminders due at one minute (figures only; the counts are checked, the times printed). Seeds
 * 5,000 users (every other one asked for mail too) and an event of ten sessions of 500 participants
 * each, all starting at the same minute; then fires the scheduled function (sendDueNotifications, which
 * runs the reminder job) at the reminders' moment, as Cloud Scheduler would, and prints the time until
 * the run ends with every inbox item and mail written, beside the goal of a minute. Two more runs (the
 * same schedule time again, a retry, and a minute later, the catch-up) must write nothing: exactly once.
 * Users and the event have fixed ids; the sessions start at a minute of their own on each run.
 */
import { Timestamp } from 'firebase-admin/firestore';
import {
  agendaWrites,
  AGENDA_ROSTER,
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  INBOX_SUBCOLLECTION,
  MAIL_COLLECTION,
  newAgendaDoc,
  newEventDoc,
  newUserDoc,
  REMINDER_DEFAULT_LEAD,
  reminderId,
  userKey,
} from '@agenda/contract';
import { writeInBatches } from './bench-notifications';
import { adminClients } from './lib/admin';
import { fireScheduledFunction, NOTIFICATION_SCHEDULE } from './lib/schedule';
import { say } from './lib/say';

const PEOPLE = 5_000;
const SESSIONS = 10;
const GOAL_MS = 60_000;
const BENCH_TID = 'bench-reminders';
const EVENT_ID = 'bench-reminders';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const uidOf = (index: number) => userKey(BENCH_TID, `person-${index}`);
const agendaIdOf = (session: number, start: number) => `bench-reminder-${start}-${session}`;

export async function benchReminders(): Promise<void> {
  const { db } = adminClients();
  say(
    `\nReminders: ${PEOPLE.toLocaleString('en-US')} due at one minute (${SESSIONS} sessions of ${PEOPLE / SESSIONS} people)`,
  );
  // A minute of this run's own, 300–330 days ahead: no other sessions start near it.
  const start = Math.floor((Date.now() + 300 * DAY + Math.random() * 30 * DAY) / MINUTE) * MINUTE;
  const seeding = performance.now();
  await writeInBatches(db, COLLECTIONS.users, PEOPLE, (index) => [
    uidOf(index),
    {
      ...newUserDoc({
        tid: BENCH_TID,
        oid: `person-${index}`,
        email: `person-${index}@bench.example`,
        first_name: 'Person',
        last_name: String(index),
        tenant_id: 'de',
      }),
      ...(index % 2 === 0 ? { reminders: { lead_minutes: REMINDER_DEFAULT_LEAD, mail: true } } : {}),
    },
  ]);
  const eventRef = db.collection(COLLECTIONS.events).doc(EVENT_ID);
  await eventRef.set(
    newEventDoc({
      name: 'Reminder benchmark',
      description: `${SESSIONS} sessions at one minute`,
      address: 'Benchmark Hall',
      start_date: Timestamp.fromMillis(start - DAY),
      end_date: Timestamp.fromMillis(start + DAY),
      timezone: 'Europe/Berlin',
      tenant_id: 'de',
      privacy: false,
      hide_gamification: false,
      hide_wall: false,
    }),
  );
  const perSession = PEOPLE / SESSIONS;
  const batch = db.batch();
  for (let session = 0; session < SESSIONS; session += 1) {
    const id = agendaIdOf(session, start);
    const { agenda, roster } = agendaWrites(
      newAgendaDoc({
        agenda_id: id,
        name: `Parallel session ${session + 1}`,
        description: 'Benchmark',
        start_time: Timestamp.fromMillis(start),
        end_date: Timestamp.fromMillis(start + 60 * MINUTE),
        participants: Array.from({ length: perSession }, (_, index) => uidOf(session * perSession + index)),
      }),
    );
    const ref = eventRef.collection(EVENT_SUBCOLLECTIONS.agendas).doc(id);
    batch.set(ref, agenda);
    batch.set(ref.collection(AGENDA_ROSTER.collection).doc(AGENDA_ROSTER.doc), roster);
  }
  await batch.commit();
  say(`  seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

  const moment = new Date(start - REMINDER_DEFAULT_LEAD * MINUTE);
  const count = async () => {
    const [inbox, mail] = await Promise.all([
      db
        .collectionGroup(INBOX_SUBCOLLECTION)
        .where('event_id', '==', EVENT_ID)
        .where('agenda_id', '>=', `bench-reminder-${start}-`)
        .where('agenda_id', '<', `bench-reminder-${start}.`)
        .count()
        .get(),
      db
        .collection(MAIL_COLLECTION)
        .where('source.event_id', '==', EVENT_ID)
        .where('source.kind', '==', 'reminder')
        .count()
        .get(),
    ]);
    return { inbox: inbox.data().count, mail: mail.data().count };
  };
  const mailsBefore = (await count()).mail;

  // The run: the POST answers when the scheduled function's run ends.
  const started = performance.now();
  await fireScheduledFunction(NOTIFICATION_SCHEDULE, moment, 5 * GOAL_MS);
  const elapsed = performance.now() - started;
  const first = await count();

  // Again at the same schedule time (a retry) and a minute later (the catch-up): nothing new.
  const again = performance.now();
  await fireScheduledFunction(NOTIFICATION_SCHEDULE, moment, 5 * GOAL_MS);
  await fireScheduledFunction(NOTIFICATION_SCHEDULE, new Date(moment.getTime() + MINUTE), 5 * GOAL_MS);
  const repeated = (performance.now() - again) / 2;
  const second = await count();
  const oneOfThem = await db
    .collection(COLLECTIONS.users)
    .doc(uidOf(0))
    .collection(INBOX_SUBCOLLECTION)
    .doc(reminderId(agendaIdOf(0, start), uidOf(0), start))
    .get();

  const mails = first.mail - mailsBefore;
  const exact =
    first.inbox === PEOPLE &&
    mails === PEOPLE / 2 &&
    second.inbox === first.inbox &&
    second.mail === first.mail &&
    oneOfThem.exists;
  say(
    `  time to all written (scheduled run fired -> run ended)   ${(elapsed / 1000).toFixed(1)} s  goal <= ${GOAL_MS / 1000} s  ${elapsed <= GOAL_MS ? 'met' : 'MISSED'}`,
  );
  say(`  a repeated run (nothing left to write)                  ${(repeated / 1000).toFixed(1)} s`);
  say(
    `  written: ${first.inbox} inbox items, ${mails} mails; after two more runs: ${second.inbox} and ${second.mail - mailsBefore}`,
  );
  say(`  each reminder exactly once: ${exact ? 'yes' : 'NO'}`);
  if (!exact) process.exitCode = 1;
}
