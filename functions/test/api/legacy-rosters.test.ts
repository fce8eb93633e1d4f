/**
 * The backfill's move of agendas stored before the roster existed (emulators/scripts/lib/legacy-rosters.ts):
 * their people leave the agenda document for the roster, the document keeps the counts, the roster
 * trigger gives each person their schedule, and a second run changes nothing.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { agendaWrites, EVENT_SUBCOLLECTIONS, newAgendaDoc, scheduleConverter } from '@agenda/contract';
import {
  LEGACY_ROSTERS_MIGRATION,
  migrateLegacyRosters,
  moveLegacyRosters,
} from '../../../emulators/scripts/lib/legacy-rosters';
import { createTestEvent, eventDoc, readAgenda, rosterDoc, storedAgenda } from '../event-fixtures';
import { createUser, db } from '../helpers';
import { until } from '../mail-inbox';

const HOUR_MS = 60 * 60 * 1000;
const user = () => createUser([{ authority_id: 'USER', tenant_id: null }], 'de');

/** An agenda as it was stored before the roster: its people on its own document, no roster, no counts. */
async function legacyAgenda(eventId: string, roster: { participants: string[]; waitlist: string[] }): Promise<string> {
  const ref = eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.agendas).doc();
  const start = Date.now() + 24 * HOUR_MS;
  const { agenda } = agendaWrites(
    newAgendaDoc({
      agenda_id: ref.id,
      name: 'Older session',
      description: '',
      start_time: Timestamp.fromMillis(start),
      end_date: Timestamp.fromMillis(start + HOUR_MS),
    }),
  );
  const { participant_count: _p, mparticipant_count: _m, waitlist_count: _w, ...older } = agenda;
  await ref.set({ ...older, ...roster, mparticipants: [] });
  return ref.id;
}

const rawAgenda = async (eventId: string, agendaId: string) =>
  (await eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.agendas).doc(agendaId).get()).data() ?? {};

describe('the backfill moves legacy rosters', () => {
  it("moves an older agenda's people to its roster, with counts and schedules, once", async () => {
    const organizer = await user();
    const seated = await user();
    const { id: eventId } = await createTestEvent(organizer.uid);
    const agendaId = await legacyAgenda(eventId, { participants: [seated.uid], waitlist: ['waiting-one'] });
    // An agenda of today's kind beside it is left alone.
    const current = await storedAgenda(eventId, { participants: ['someone'] });
    const currentBefore = await rawAgenda(eventId, current);

    const moved = await moveLegacyRosters(db);
    expect(moved.moved).toBeGreaterThanOrEqual(1);

    const raw = await rawAgenda(eventId, agendaId);
    for (const field of ['participants', 'mparticipants', 'waitlist']) expect(raw).not.toHaveProperty(field);
    expect(raw).toMatchObject({ participant_count: 1, mparticipant_count: 0, waitlist_count: 1 });
    expect((await rosterDoc(eventId, agendaId).get()).data()).toEqual({
      participants: [seated.uid],
      mparticipants: [],
      waitlist: ['waiting-one'],
    });
    expect(await rawAgenda(eventId, current)).toEqual(currentBefore);

    // The roster trigger gives the seated person their standing, as for any roster write.
    const schedule = await until(
      async () =>
        (
          await eventDoc(eventId)
            .collection(EVENT_SUBCOLLECTIONS.schedules)
            .doc(seated.uid)
            .withConverter(scheduleConverter)
            .get()
        ).data(),
      (doc) => doc?.sessions[agendaId]?.participant === true,
    );
    expect(schedule?.sessions[agendaId]).toEqual({ participant: true, mparticipant: false, waiting: null });

    // Again: nothing is left to move, and the roster stays as it is.
    const versionAfter = raw.roster_version as number;
    await moveLegacyRosters(db);
    expect((await rawAgenda(eventId, agendaId)).roster_version).toBe(versionAfter);
  }, 60_000);

  it('keeps an existing roster over stale arrays on the document', async () => {
    const organizer = await user();
    const { id: eventId } = await createTestEvent(organizer.uid);
    const agendaId = await storedAgenda(eventId, { participants: ['kept'] });
    await eventDoc(eventId)
      .collection(EVENT_SUBCOLLECTIONS.agendas)
      .doc(agendaId)
      .update({ participants: ['stale'], waitlist: [] });

    await moveLegacyRosters(db);
    expect((await readAgenda(eventId, agendaId)).participants).toEqual(['kept']);
    expect(await rawAgenda(eventId, agendaId)).not.toHaveProperty('participants');
    expect(await rawAgenda(eventId, agendaId)).toMatchObject({ participant_count: 1 });
  });

  it('runs once per database unless forced, and leaves a malformed roster as it is', async () => {
    const organizer = await user();
    const { id: eventId } = await createTestEvent(organizer.uid);
    await db.doc(LEGACY_ROSTERS_MIGRATION).delete();
    const broken = await legacyAgenda(eventId, { participants: [], waitlist: [] });
    await eventDoc(eventId)
      .collection(EVENT_SUBCOLLECTIONS.agendas)
      .doc(broken)
      .update({ participants: FieldValue.arrayUnion(42) });

    const first = await migrateLegacyRosters(db);
    expect(first.ran).toBe(true);
    expect(first.skipped).toBeGreaterThanOrEqual(1);
    expect(await rawAgenda(eventId, broken)).toHaveProperty('participants', [42]);
    expect((await db.doc(LEGACY_ROSTERS_MIGRATION).get()).get('skipped')).toBe(first.skipped);
    expect(await migrateLegacyRosters(db)).toEqual({ ran: false, moved: 0, skipped: 0 });
    expect((await migrateLegacyRosters(db, { force: true })).ran).toBe(true);
  });
});
