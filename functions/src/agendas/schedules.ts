/**
 * Each person's own standing in an event's agendas, events/{e}/schedules/{uid} (contract
 * scheduleDocSchema): what the programme, My agenda and the Join button read live, instead of the
 * agendas' rosters. Kept here from every roster write (roster.ts), whoever made it (a join or leave, a
 * promotion, the pickers, the import, a restore, a person removed from the event, an agenda deleted):
 * the people whose standing the write changed get their entry for that agenda written again from the
 * roster as it is now, read in the same transaction. A repeated or late trigger event therefore changes
 * nothing, and two writes of one roster converge on the last one whatever order their events run in.
 *
 * An entry is only ever trimmed, never added, once the agenda or its event is gone, so a trigger running
 * after an event's removal leaves nothing behind. A schedule with no entry left is deleted.
 */
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import {
  AGENDA_ROSTER,
  agendaRosterSchema,
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  NO_STANDING,
  scheduleConverter,
  standingOf,
  type AgendaRoster,
  type AgendaStanding,
} from '@agenda/contract';
import { db } from '../lib/firebase';
import { rosterRef } from './roster';

/** People whose schedules one transaction writes (each a document read and written). */
const SCHEDULES_PER_TRANSACTION = 200;

const rosterOrEmpty = (data: unknown): AgendaRoster =>
  agendaRosterSchema.safeParse(data ?? {}).data ?? { participants: [], mparticipants: [], waitlist: [] };

const sameStanding = (a: AgendaStanding, b: AgendaStanding) =>
  a.participant === b.participant && a.mparticipant === b.mparticipant && a.waiting === b.waiting;

const standsNowhere = (standing: AgendaStanding) => sameStanding(standing, NO_STANDING);

/** The people whose standing differs between two states of a roster (added, removed, moved on the waitlist). */
export function changedStandings(before: AgendaRoster, after: AgendaRoster): string[] {
  const everyone = new Set([
    ...before.participants,
    ...before.mparticipants,
    ...before.waitlist,
    ...after.participants,
    ...after.mparticipants,
    ...after.waitlist,
  ]);
  return [...everyone].filter((uid) => !sameStanding(standingOf(uid, before), standingOf(uid, after)));
}

/** Writes the entries of `uids` for the agenda from its roster as it is now, a chunk per transaction. */
export async function followRosterOf(eventId: string, agendaId: string, uids: readonly string[]): Promise<void> {
  const eventRef = db.collection(COLLECTIONS.events).doc(eventId);
  const agendaRef = eventRef.collection(EVENT_SUBCOLLECTIONS.agendas).doc(agendaId);
  const schedules = eventRef.collection(EVENT_SUBCOLLECTIONS.schedules).withConverter(scheduleConverter);
  for (let i = 0; i < uids.length; i += SCHEDULES_PER_TRANSACTION) {
    const chunk = uids.slice(i, i + SCHEDULES_PER_TRANSACTION);
    await db.runTransaction(async (tx) => {
      const [event, agenda, roster, ...stored] = await tx.getAll(
        eventRef,
        agendaRef,
        rosterRef(agendaRef).withConverter(null) as DocumentReference,
        ...chunk.map((uid) => schedules.doc(uid).withConverter(null) as DocumentReference),
      );
      const gone = !event?.exists || !agenda?.exists;
      const now = rosterOrEmpty(gone ? null : roster?.data());
      chunk.forEach((uid, index) => {
        const ref = schedules.doc(uid);
        const snapshot = stored[index];
        const current = snapshot?.exists ? scheduleConverter.fromFirestore(snapshot) : null;
        const before = current?.sessions ?? {};
        const standing = standingOf(uid, now);
        const { [agendaId]: _was, ...others } = before;
        const after = standsNowhere(standing) ? others : { ...others, [agendaId]: standing };
        if (standsNowhere(standing)) {
          if (!current?.sessions[agendaId]) return;
          if (Object.keys(after).length === 0) tx.delete(ref);
          else tx.update(ref, { [`sessions.${agendaId}`]: FieldValue.delete() });
        } else if (current) tx.update(ref, { [`sessions.${agendaId}`]: standing });
        else tx.set(ref, { uid, event_id: eventId, sessions: after });
      });
    });
  }
}

const ROSTER_DOCUMENT =
  `${COLLECTIONS.events}/{eventId}/${EVENT_SUBCOLLECTIONS.agendas}/{agendaId}/${AGENDA_ROSTER.collection}/${AGENDA_ROSTER.doc}` as const;

/** Every roster write: the schedules of the people it moved follow. */
export const followRoster = onDocumentWritten(
  { document: ROSTER_DOCUMENT, memory: '256MiB', timeoutSeconds: 300, retry: true },
  async (event) => {
    const changed = changedStandings(rosterOrEmpty(event.data?.before.data()), rosterOrEmpty(event.data?.after.data()));
    if (changed.length > 0) await followRosterOf(event.params.eventId, event.params.agendaId, changed);
  },
);
