/**
 * Moves the people of agendas stored before the roster existed out of their agenda documents (see
 * functions/src/agendas/roster.ts): such a document still carries `participants`, `mparticipants` and
 * `waitlist`, so every programme listening to the agendas is sent those ids, and the people have no
 * schedule until someone next saves the agenda's people. For each of them, in one transaction: the
 * roster document is written from the arrays (unless one exists already: then it is the truth and the
 * arrays are stale), and the agenda document gets the roster's counts instead of the arrays, as the
 * API's roster writes do. The roster trigger then writes each person's schedule and points.
 *
 * Idempotent: an agenda without the arrays is left alone, so running it again, or while the app writes,
 * changes nothing more. A deploy runs it once per database (`npm run backfill`), after the triggers.
 */
import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import {
  AGENDA_ROSTER,
  agendaRosterCounts,
  agendaRosterSchema,
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
} from '@agenda/contract';

/** Where a database records that its legacy rosters were moved (the Admin SDK only reads it). */
export const LEGACY_ROSTERS_MIGRATION = 'migrations/agenda-rosters';

const ROSTER_FIELDS = ['participants', 'mparticipants', 'waitlist'] as const;

/** Agendas moved at once (each one transaction of two reads and two writes). */
const CONCURRENCY = 8;

const carriesRoster = (data: Record<string, unknown> | undefined): boolean =>
  Boolean(data) && ROSTER_FIELDS.some((field) => field in data!);

/** What a run moved, and the agendas whose arrays break the roster's schema (left as they are). */
export interface LegacyRosterCounts {
  moved: number;
  skipped: number;
}

/** Moves one agenda's arrays to its roster; 'moved', 'skipped' (malformed), or 'none' (nothing to move). */
async function moveOne(db: Firestore, agenda: DocumentReference): Promise<'moved' | 'skipped' | 'none'> {
  const roster = agenda.collection(AGENDA_ROSTER.collection).doc(AGENDA_ROSTER.doc);
  return db.runTransaction(async (tx) => {
    const [stored, kept] = await tx.getAll(agenda, roster);
    if (!stored?.exists || !carriesRoster(stored.data())) return 'none';
    const parsed = agendaRosterSchema.safeParse(kept?.exists ? kept.data() : stored.data());
    if (!parsed.success) return 'skipped';
    if (!kept?.exists) tx.set(roster, parsed.data);
    tx.update(agenda, {
      ...agendaRosterCounts(parsed.data),
      roster_version: FieldValue.increment(1),
      participants: FieldValue.delete(),
      mparticipants: FieldValue.delete(),
      waitlist: FieldValue.delete(),
    });
    return 'moved';
  });
}

/** Moves every legacy roster in the database. */
export async function moveLegacyRosters(db: Firestore): Promise<LegacyRosterCounts> {
  const counts: LegacyRosterCounts = { moved: 0, skipped: 0 };
  const events = await db.collection(COLLECTIONS.events).select().get();
  for (const event of events.docs) {
    const agendas = await event.ref
      .collection(EVENT_SUBCOLLECTIONS.agendas)
      .select(...ROSTER_FIELDS)
      .get();
    // A document without any of the fields comes back with no data; one with an array, with it.
    const legacy = agendas.docs.filter((agenda) => carriesRoster(agenda.data()));
    for (let start = 0; start < legacy.length; start += CONCURRENCY) {
      const outcomes = await Promise.all(
        legacy.slice(start, start + CONCURRENCY).map((agenda) => moveOne(db, agenda.ref)),
      );
      for (const outcome of outcomes) if (outcome !== 'none') counts[outcome] += 1;
    }
  }
  return counts;
}

/** The move, once per database (again with `force`); answers whether it ran and what it moved. */
export async function migrateLegacyRosters(
  db: Firestore,
  { force = false }: { force?: boolean } = {},
): Promise<{ ran: boolean } & LegacyRosterCounts> {
  const marker = db.doc(LEGACY_ROSTERS_MIGRATION);
  if (!force && (await marker.get()).exists) return { ran: false, moved: 0, skipped: 0 };
  const moved = await moveLegacyRosters(db);
  await marker.set({ done_at: Timestamp.now(), ...moved });
  return { ran: true, ...moved };
}
