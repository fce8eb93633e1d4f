/**
 * The agenda benchmark's event (bench-agendas.ts): 500 sessions over three days in six rooms with six
 * tags, each with its people (lib/bench-rosters.ts), written with the Admin SDK as the app stores them:
 * the agenda document with its roster's counts and the roster beside it (contract agendaWrites). The
 * attendees' user records are written too. The roster trigger then writes each person's schedule
 * (functions/src/agendas/schedules.ts); the seed waits for it, so that the figures are not taken
 * beside thousands of trigger writes that a real event made long before.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { DateTime } from 'luxon';
import {
  AGENDA_ROSTER,
  agendaDocSchema,
  agendaWrites,
  COLLECTIONS,
  docConverter,
  EVENT_SUBCOLLECTIONS,
  locationDocSchema,
  newAgendaDoc,
  tagDocSchema,
  type AgendaWithPeople,
  type StoredAgenda,
} from '@agenda/contract';
import { writeInBatches } from './bench-admin';
import { seedBenchEvent } from './lib/bench-event';
import { ATTENDEES, attendeeUser, benchRoster } from './lib/bench-rosters';
import { say } from './lib/say';

export const AGENDAS = 500;
export const DAYS = 3;
const SLOT_MINUTES = 20;
/** Agendas per batch, each two writes (a batch holds at most 500). */
const BATCH_SIZE = 200;
export const TENANT = 'zy';
export const EVENT_ID = 'bench-agenda-event';
const ZONE = 'Europe/Berlin';
/** How long the schedules may stay unchanged before the seed goes on without the rest. */
const SCHEDULES_STALL_MS = 60_000;

export const LOCATIONS = ['Main Hall', 'Room Spree', 'Room Havel', 'Room Elbe', 'Workshop Lab', 'Garden Stage'];
export const TAGS = [
  { text: 'Cloud', color: '#1565c0' },
  { text: 'Security', color: '#c62828' },
  { text: 'Data', color: '#2e7d32' },
  { text: 'AI', color: '#6a1b9a' },
  { text: 'People', color: '#ef6c00' },
  { text: 'Keynote', color: '#37474f' },
];
const TOPICS = [
  'Cloud costs',
  'Platform security',
  'Data mesh',
  'Design systems',
  'Edge computing',
  'Observability',
  'Hiring',
  'Accessibility',
  'Machine learning',
  'Green IT',
];
const KINDS = ['talk', 'workshop', 'panel', 'clinic', 'lab'];

const agendaId = (index: number) => `bench-agenda-${String(index).padStart(3, '0')}`;
const locationId = (index: number) => `bench-location-${index + 1}`;
const tagId = (index: number) => `bench-tag-${index + 1}`;

/** The event's first day: a Monday at least two weeks ahead, so that its three days share one calendar week. */
export function firstDay(): DateTime {
  let day = DateTime.now().setZone(ZONE).plus({ days: 14 }).startOf('day');
  while (day.weekday !== 1) day = day.plus({ days: 1 });
  return day;
}

/**
 * Agenda `index` with its people: its day, then a 20-minute slot from 08:00, then a location; every 29th
 * lasts two slots (a clash).
 */
function benchAgenda(index: number, day1: DateTime): AgendaWithPeople<Timestamp> {
  const perDay = Math.ceil(AGENDAS / DAYS);
  const inDay = index % perDay;
  const start = day1
    .plus({ days: Math.floor(index / perDay) })
    .set({ hour: 8 })
    .plus({ minutes: Math.floor(inDay / LOCATIONS.length) * SLOT_MINUTES });
  const end = start.plus({ minutes: (index % 29 === 0 ? 2 : 1) * SLOT_MINUTES });
  const topic = TOPICS[index % TOPICS.length] ?? '';
  const mandatory = index % 97 === 0;
  const places = mandatory || index % 3 === 0 ? 0 : 40;
  return newAgendaDoc({
    agenda_id: agendaId(index),
    name: `${topic} ${KINDS[Math.floor(index / TOPICS.length) % KINDS.length]} ${index}`,
    description: `Session ${index} on ${topic.toLowerCase()}: what worked, what did not, and what the teams try next. Bring your questions.`,
    tags:
      index % 4 === 0 ? [tagId(index % TAGS.length), tagId((index + 2) % TAGS.length)] : [tagId(index % TAGS.length)],
    mandatory,
    locked: index % 41 === 0,
    location_id: locationId(inDay % LOCATIONS.length),
    no_of_places: places,
    meeting_room: index % 10 === 0 ? `https://teams.example.com/meet/bench-${index}` : null,
    start_time: Timestamp.fromMillis(start.toMillis()),
    end_date: Timestamp.fromMillis(end.toMillis()),
    ...benchRoster(index, { places, mandatory }),
  });
}

/** Waits until the people's schedules hold an entry for each of their `seats` (or stop changing). */
async function schedulesFollowed(eventRef: DocumentReference, seats: number): Promise<void> {
  const started = performance.now();
  let entries = -1;
  let changedAt = started;
  for (;;) {
    const schedules = await eventRef.collection(EVENT_SUBCOLLECTIONS.schedules).get();
    const now = schedules.docs.reduce(
      (sum, doc) => sum + Object.keys((doc.get('sessions') as object | undefined) ?? {}).length,
      0,
    );
    const waited = `${((performance.now() - started) / 1000).toFixed(0)} s`;
    if (now >= seats) return say(`  the people's schedules written (${seats} entries) after ${waited}`);
    if (now !== entries) [entries, changedAt] = [now, performance.now()];
    else if (performance.now() - changedAt > SCHEDULES_STALL_MS)
      return say(`  the people's schedules stopped at ${now} of ${seats} entries after ${waited}; going on`);
    await sleep(3_000);
  }
}

/** Writes the event, its rooms, tags, attendees and agendas with their people; answers the agendas as stored. */
export async function seedAgendaEvent(db: Firestore, day1: DateTime): Promise<StoredAgenda[]> {
  const eventRef = await seedBenchEvent(db, {
    tenantId: TENANT,
    eventId: EVENT_ID,
    name: 'Agenda benchmark conference',
    description: `Three days, ${LOCATIONS.length} rooms and ${AGENDAS} sessions.`,
    day1,
    days: DAYS,
    zone: ZONE,
  });
  const children = db.batch();
  LOCATIONS.forEach((name, index) =>
    children.set(
      eventRef
        .collection(EVENT_SUBCOLLECTIONS.locations)
        .withConverter(docConverter(locationDocSchema))
        .doc(locationId(index)),
      { name, lat: 52.52 + index / 1000, long: 13.41 },
    ),
  );
  TAGS.forEach((tag, index) =>
    children.set(
      eventRef.collection(EVENT_SUBCOLLECTIONS.tags).withConverter(docConverter(tagDocSchema)).doc(tagId(index)),
      tag,
    ),
  );
  await children.commit();
  await writeInBatches(db, COLLECTIONS.users, ATTENDEES, attendeeUser);
  const wholes = Array.from({ length: AGENDAS }, (_, index) => benchAgenda(index, day1));
  const agendaRefs = eventRef.collection(EVENT_SUBCOLLECTIONS.agendas);
  const agendas: StoredAgenda[] = [];
  let seats = 0;
  for (let start = 0; start < wholes.length; start += BATCH_SIZE) {
    const batch = db.batch();
    for (const whole of wholes.slice(start, start + BATCH_SIZE)) {
      const { agenda, roster } = agendaWrites(whole);
      const stored = agendaDocSchema.parse(agenda) as StoredAgenda;
      const ref = agendaRefs.doc(stored.agenda_id);
      batch.set(ref.withConverter(docConverter(agendaDocSchema)), stored);
      batch.set(ref.collection(AGENDA_ROSTER.collection).doc(AGENDA_ROSTER.doc), roster);
      agendas.push(stored);
      seats += roster.participants.length + roster.mparticipants.length + roster.waitlist.length;
    }
    await batch.commit();
  }
  say(`  ${seats} seats taken or waited for by ${ATTENDEES} attendees; waiting for their schedules…`);
  await schedulesFollowed(eventRef, seats);
  return agendas;
}
