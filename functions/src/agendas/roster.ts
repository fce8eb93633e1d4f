/**
 * An agenda's roster: its participants, mandatory participants and waitlist, stored apart from the
 * agenda document at events/{e}/agendas/{a}/roster/people (contract agendaRosterSchema), so that the
 * programmes listening to the agenda documents are not sent every participant's id on every join. The
 * agenda document carries the roster's counts, and every write of a roster goes through `writeRoster`,
 * which writes the counts in the same transaction. Each person's own standing follows from the roster's
 * writes (schedules.ts).
 *
 * Agendas stored before the roster existed carry the three arrays on their own document: they are read
 * from there until the agenda's people are next written, which moves them to the roster and removes
 * them from the document.
 */
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
  type UpdateData,
} from 'firebase-admin/firestore';
import {
  AGENDA_ROSTER,
  agendaConverter,
  agendaRosterConverter,
  agendaRosterCounts,
  agendaRosterSchema,
  type AgendaRoster,
  type StoredAgenda,
} from '@agenda/contract';
import { db } from '../lib/firebase';

/** A stored agenda with its roster: what the API's rules and answers read. */
export type AgendaAndRoster = StoredAgenda & AgendaRoster;

/** The roster document of the agenda at `agenda`. */
export const rosterRef = (agenda: DocumentReference): DocumentReference<AgendaRoster> =>
  agenda
    .withConverter(null)
    .collection(AGENDA_ROSTER.collection)
    .doc(AGENDA_ROSTER.doc)
    .withConverter(agendaRosterConverter);

/** The roster from its document, or (an agenda stored before the roster) from the agenda document's own arrays. */
export function rosterFrom(agenda: DocumentSnapshot, roster: DocumentSnapshot): AgendaRoster {
  return agendaRosterSchema.parse(roster.exists ? roster.data() : agenda.data());
}

/**
 * Reads an agenda and its roster (null when the agenda is missing), in a transaction or outside one (with
 * the Firestore instance given, or the functions' own).
 */
export async function readAgendaAndRoster(
  agenda: DocumentReference,
  reader: Transaction | Firestore = db,
): Promise<AgendaAndRoster | null> {
  const [agendaSnapshot, rosterSnapshot] = await reader.getAll(
    agenda.withConverter(null),
    rosterRef(agenda).withConverter(null),
  );
  if (!agendaSnapshot?.exists || !rosterSnapshot) return null;
  return { ...agendaConverter.fromFirestore(agendaSnapshot), ...rosterFrom(agendaSnapshot, rosterSnapshot) };
}

/** Agendas already read (a query's documents) with their rosters, in one batched read (in `tx` when given). */
export async function withRosters(
  agendas: readonly DocumentSnapshot[],
  tx?: Transaction,
): Promise<{ ref: DocumentReference; id: string; stored: AgendaAndRoster }[]> {
  if (agendas.length === 0) return [];
  const refs = agendas.map((agenda) => rosterRef(agenda.ref).withConverter(null));
  const rosters = tx ? await tx.getAll(...refs) : await db.getAll(...refs);
  return agendas.map((agenda, index) => ({
    ref: agenda.ref,
    id: agenda.id,
    stored: { ...agendaConverter.fromFirestore(agenda), ...rosterFrom(agenda, rosters[index] as DocumentSnapshot) },
  }));
}

/** Of a whole agenda, its roster alone. */
const rosterOf = (agenda: AgendaRoster): AgendaRoster => ({
  participants: agenda.participants,
  mparticipants: agenda.mparticipants,
  waitlist: agenda.waitlist,
});

/** The fields of an agenda document that a roster write sets: its counts, and no arrays of an older record. */
const countsOf = (roster: AgendaRoster) => ({
  ...agendaRosterCounts(roster),
  roster_version: FieldValue.increment(1),
  participants: FieldValue.delete(),
  mparticipants: FieldValue.delete(),
  waitlist: FieldValue.delete(),
});

/**
 * Writes an agenda's roster and its counts on the agenda document (with `fields`, the document's other
 * changes of the same write), in the transaction. The agenda document must exist.
 */
export function writeRoster(
  tx: Transaction,
  agenda: DocumentReference,
  roster: AgendaRoster,
  fields: UpdateData<StoredAgenda> = {},
): void {
  tx.set(rosterRef(agenda), rosterOf(roster));
  tx.update(agenda.withConverter(null), { ...fields, ...countsOf(roster) });
}

/** Writes a whole agenda: its document (with the roster's counts) and its roster, in the transaction. */
export function setAgendaAndRoster(tx: Transaction, agenda: DocumentReference, whole: AgendaAndRoster): void {
  const { participants, mparticipants, waitlist, ...doc } = whole;
  const roster = { participants, mparticipants, waitlist };
  tx.set(agenda.withConverter(agendaConverter), {
    ...doc,
    ...agendaRosterCounts(roster),
    roster_version: doc.roster_version + 1,
  });
  tx.set(rosterRef(agenda), roster);
}
