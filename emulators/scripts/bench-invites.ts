/**
 * `npm run bench -- --invites`: an agenda held by 5,000 calendar invites is deleted (figures only;
 * the counts are checked, not the time). Seeds an event, its agenda and 5,000 invite records
 * (REQUEST, as a send leaves them), deletes the agenda, and waits until its cancel run's pages
 * (functions/src/notifications/invite-runs.ts, INVITE_PAGE_SIZE holders each) are all done; then checks that exactly 5,000
 * CANCEL mail documents were written and every record says CANCEL, and prints the time and the pages.
 * The API test (functions/test/api/invites.test.ts) proves paging and exactly-once with fewer holders.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  CALENDAR_INVITES_COLLECTION,
  calendarInviteId,
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  INVITE_PAGE_SIZE,
  INVITE_RUNS_COLLECTION,
  MAIL_COLLECTION,
  agendaWrites,
  newAgendaDoc,
  newEventDoc,
} from '@agenda/contract';
import { adminClients } from './lib/admin';
import { say } from './lib/say';

const HOLDERS = 5_000;
const DAY_MS = 24 * 60 * 60_000;
/** The run gives up waiting after this long (the pages would be stuck: the sweeper is not fired here). */
const WAIT_MS = 10 * 60_000;

async function seed(db: Firestore, eventId: string, agendaId: string): Promise<void> {
  const now = Date.now();
  const eventRef = db.collection(COLLECTIONS.events).doc(eventId);
  const start = Timestamp.fromMillis(now + DAY_MS);
  await eventRef.set(
    newEventDoc({
      name: 'Invite benchmark',
      description: `${HOLDERS} invite holders`,
      address: 'Benchmark Hall',
      start_date: start,
      end_date: Timestamp.fromMillis(now + 2 * DAY_MS),
      timezone: 'Europe/Berlin',
      tenant_id: 'de',
      privacy: false,
      hide_gamification: false,
      hide_wall: false,
      participant_count: 0,
    }),
  );
  await eventRef
    .collection(EVENT_SUBCOLLECTIONS.agendas)
    .doc(agendaId)
    .set({
      ...agendaWrites(
        newAgendaDoc({
          agenda_id: agendaId,
          name: 'Keynote',
          description: 'Opening',
          start_time: start,
          end_date: Timestamp.fromMillis(start.toMillis() + 60 * 60_000),
        }),
      ).agenda,
      version: 0,
    });
  for (let first = 0; first < HOLDERS; first += 2_000) {
    await Promise.all(
      Array.from({ length: Math.min(4, Math.ceil((HOLDERS - first) / 500)) }, (_, part) => {
        const batch = db.batch();
        for (let index = first + part * 500; index < Math.min(HOLDERS, first + (part + 1) * 500); index += 1) {
          const uid = `bench-holder-${String(index).padStart(5, '0')}`;
          batch.set(db.collection(CALENDAR_INVITES_COLLECTION).doc(calendarInviteId(agendaId, uid)), {
            event_id: eventId,
            agenda_id: agendaId,
            uid,
            email: `${uid}@bench.example`,
            name: uid,
            event_name: 'Invite benchmark',
            timezone: 'Europe/Berlin',
            method: 'REQUEST',
            sequence: 0,
            sent_at: Timestamp.fromMillis(now),
            mail_id: `seeded-${uid}`,
            scope: 'agenda',
          });
        }
        return batch.commit();
      }),
    );
  }
}

export async function benchInvites(): Promise<void> {
  const { db } = adminClients();
  // Fresh ids per run: the invite records and mails of an earlier run stay apart.
  const eventId = `bench-invites-${Date.now()}`;
  const agendaId = `${eventId}-keynote`;
  say(
    `\nAgenda deleted with ${HOLDERS.toLocaleString('en-US')} invite holders (CANCEL each, pages of ${INVITE_PAGE_SIZE})`,
  );
  const seeding = performance.now();
  await seed(db, eventId, agendaId);
  say(
    `  seeded ${HOLDERS.toLocaleString('en-US')} invite records in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );

  const started = performance.now();
  await db.collection(COLLECTIONS.events).doc(eventId).collection(EVENT_SUBCOLLECTIONS.agendas).doc(agendaId).delete();
  // A page writes the next one when its slice was full, so a last full page is followed by an empty one.
  const expectedPages = Math.floor(HOLDERS / INVITE_PAGE_SIZE) + 1;
  const pages = db.collection(INVITE_RUNS_COLLECTION).where('agenda_id', '==', agendaId);
  let done = 0;
  while (performance.now() - started < WAIT_MS) {
    done = (await pages.where('status', '==', 'done').count().get()).data().count;
    if (done >= expectedPages) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const elapsed = performance.now() - started;
  const [all, cancels, records] = await Promise.all([
    pages.count().get(),
    db
      .collection(MAIL_COLLECTION)
      .where('source.agenda_id', '==', agendaId)
      .where('message.icalEvent.method', '==', 'CANCEL')
      .count()
      .get(),
    db
      .collection(CALENDAR_INVITES_COLLECTION)
      .where('agenda_id', '==', agendaId)
      .where('method', '==', 'CANCEL')
      .count()
      .get(),
  ]);
  const counts = { pages: all.data().count, cancels: cancels.data().count, records: records.data().count };
  const exact =
    done === expectedPages &&
    counts.pages === expectedPages &&
    counts.cancels === HOLDERS &&
    counts.records === HOLDERS;
  say(`  time to every page done (agenda deleted -> last page done)   ${(elapsed / 1000).toFixed(1)} s`);
  say(`  pages: ${done} done of ${counts.pages} (expected ${expectedPages})`);
  say(`  written: ${counts.cancels} CANCEL mail documents; ${counts.records} records say CANCEL`);
  say(`  one CANCEL per holder exactly: ${exact ? 'yes' : 'NO'}`);
  if (!exact) process.exitCode = 1;
}
