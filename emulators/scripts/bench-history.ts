/**
 * `npm run bench -- --history` ("Must show"):
 * - the added cost of history on a save: the agenda save (functions/src/agendas/service.ts saveAgenda,
 *   called in this process on the emulators, its entry in the same transaction) timed SAVES times with
 *   recording on and SAVES times with it off (AGENDA_BENCH_HISTORY_OFF, read by shared/history.ts and set
 *   by this bench alone), interleaved so that the machine's load falls on both alike; the medians and
 *   their difference (goal ≤ 20 ms);
 * - the first page of an event's history of 10,000 entries, as the History screen reads it from Firestore
 *   (newest first by `at`, HISTORY_PAGE_SIZE entries; goal ≤ 500 ms).
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, EVENT_SUBCOLLECTIONS, HISTORY_PAGE_SIZE } from '@agenda/contract';
import { adminClients } from './lib/admin';
import { line, quantile } from './lib/bench-stats';
import { say } from './lib/say';

const SAVES = 40;
const ENTRIES = 10_000;
const PAGE_READS = 10;
const BATCH = 500;

/** A demo event that is not a draft and one of its sessions. */
async function demoAgenda(db: Firestore): Promise<{ eventId: string; agendaId: string; tenantId: string }> {
  const events = await db.collection(COLLECTIONS.events).where('privacy', '==', false).limit(20).get();
  for (const event of events.docs) {
    const agenda = (await event.ref.collection(EVENT_SUBCOLLECTIONS.agendas).limit(1).get()).docs[0];
    if (agenda) return { eventId: event.id, agendaId: agenda.id, tenantId: String(event.get('tenant_id')) };
  }
  throw new Error('No demo event with a session; start the bench on fresh demo data');
}

export async function benchHistory(): Promise<void> {
  const { db } = adminClients();
  // Loaded only now: its Admin SDK app must be the one adminClients() pointed at the emulators.
  const { saveAgenda } = await import('../../functions/src/agendas/service');
  const { agendaConverter } = await import('@agenda/contract');
  const { eventId, agendaId, tenantId } = await demoAgenda(db);
  const root = {
    uid: 'bench-history',
    principal: { user_authorities: [{ authority_id: 'ROOT' as const, tenant_id: null }] },
  };
  const caller = { ...root, name: 'Bench Root', endpoint: 'POST /agendas/new' };
  const agendaRef = db
    .collection(COLLECTIONS.events)
    .doc(eventId)
    .collection(EVENT_SUBCOLLECTIONS.agendas)
    .doc(agendaId)
    .withConverter(agendaConverter);

  const save = async (index: number): Promise<number> => {
    const stored = (await agendaRef.get()).data();
    if (!stored) throw new Error(`Agenda ${agendaId} is gone`);
    const started = performance.now();
    await saveAgenda(caller, {
      id: agendaId,
      eventId,
      name: `${stored.name.replace(/ \(bench \d+\)$/, '')} (bench ${index})`,
      description: stored.description || 'Session',
      startTime: stored.start_time.toDate(),
      endTime: stored.end_date.toDate(),
      locationId: stored.location_id,
      tags: stored.tags,
      numberOfPlaces: stored.no_of_places,
      mandatory: stored.mandatory,
      locked: stored.locked,
      meeting: stored.meeting_room,
    });
    return performance.now() - started;
  };
  const on: number[] = [];
  const off: number[] = [];
  for (let index = 0; index < SAVES; index += 1) {
    process.env.AGENDA_BENCH_HISTORY_OFF = '1';
    off.push(await save(index * 2));
    delete process.env.AGENDA_BENCH_HISTORY_OFF;
    on.push(await save(index * 2 + 1));
  }
  say('History (issue 34):');
  say(line(`agenda save with history (${SAVES} saves)`, on));
  say(line(`agenda save without history (${SAVES} saves)`, off));
  say(
    `  added cost of history on a save (median): ${(quantile(on, 0.5) - quantile(off, 0.5)).toFixed(1)} ms (goal ≤ 20 ms)`,
  );

  // 10,000 entries in one event's history, then its first page as the screen reads it.
  const history = db.collection(COLLECTIONS.events).doc(eventId).collection(EVENT_SUBCOLLECTIONS.history);
  const start = Date.now() - ENTRIES * 1000;
  for (let from = 0; from < ENTRIES; from += BATCH) {
    const batch = db.batch();
    for (let index = from; index < Math.min(from + BATCH, ENTRIES); index += 1) {
      batch.set(history.doc(), {
        at: Timestamp.fromMillis(start + index * 1000),
        actor: { uid: 'bench-history', name: 'Bench Root' },
        tenant_id: tenantId,
        event_id: eventId,
        entity: 'agenda',
        entity_id: agendaId,
        entity_label: `Bench ${index}`,
        action: 'update',
        endpoint: 'POST /agendas/new',
        changes: [{ field: 'name', before: `Bench ${index - 1}`, after: `Bench ${index}` }],
        restorable: true,
        expire_at: Timestamp.fromMillis(Date.now() + 86_400_000),
      });
    }
    await batch.commit();
  }
  const pages: number[] = [];
  for (let read = 0; read < PAGE_READS; read += 1) {
    const started = performance.now();
    const page = await history.orderBy('at', 'desc').limit(HISTORY_PAGE_SIZE).get();
    pages.push(performance.now() - started);
    if (page.size !== HISTORY_PAGE_SIZE) throw new Error(`The first page held ${page.size} entries`);
  }
  say(line(`first page (${HISTORY_PAGE_SIZE}) of ${ENTRIES.toLocaleString('en')} entries`, pages, '≤ 500 ms'));
}
