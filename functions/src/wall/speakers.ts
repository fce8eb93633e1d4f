/**
 * Speakers take part in their event's wall through the sessions they speak at (docs/features.md, "The
 * wall"). The speakers are an array on each agenda document; the rules cannot search the agendas for
 * one, so each speaker of an event has a document of their own, events/{e}/speakers/{uid} (contract
 * speakerDocSchema), listing the agendas they speak at. It follows every write of an agenda document,
 * whoever made it (the speakers picker, the import, a restore, a deletion), as the schedules follow the
 * rosters (agendas/schedules.ts): the people whose place changed get their entry for that agenda
 * written again from the agenda as it is now, read in the same transaction, so a repeated or late
 * trigger event changes nothing; once the agenda or its event is gone entries are only ever removed.
 */
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { COLLECTIONS, EVENT_SUBCOLLECTIONS, speakerConverter } from '@agenda/contract';
import { db } from '../lib/firebase';

/** People whose documents one transaction writes. */
const SPEAKERS_PER_TRANSACTION = 200;

const speakersOf = (data: Record<string, unknown> | undefined): string[] =>
  Array.isArray(data?.['speakers'])
    ? (data['speakers'] as unknown[]).filter((s): s is string => typeof s === 'string')
    : [];

/** Those who speak at the agenda before or after a write, but not in both. */
export function changedSpeakers(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
) {
  const was = new Set(speakersOf(before));
  const is = new Set(speakersOf(after));
  return [...new Set([...was, ...is])].filter((uid) => was.has(uid) !== is.has(uid));
}

/** Writes the entries of `uids` for the agenda from the agenda as it is now, a chunk per transaction. */
export async function followSpeakersOf(eventId: string, agendaId: string, uids: readonly string[]): Promise<void> {
  const eventRef = db.collection(COLLECTIONS.events).doc(eventId);
  const agendaRef = eventRef.collection(EVENT_SUBCOLLECTIONS.agendas).doc(agendaId);
  const speakers = eventRef.collection(EVENT_SUBCOLLECTIONS.speakers);
  for (let i = 0; i < uids.length; i += SPEAKERS_PER_TRANSACTION) {
    const chunk = uids.slice(i, i + SPEAKERS_PER_TRANSACTION);
    await db.runTransaction(async (tx) => {
      const [event, agenda, ...stored] = await tx.getAll(
        eventRef,
        agendaRef,
        ...chunk.map((uid) => speakers.doc(uid) as DocumentReference),
      );
      const now = new Set(event?.exists && agenda?.exists ? speakersOf(agenda.data()) : []);
      chunk.forEach((uid, index) => {
        const ref = speakers.doc(uid);
        const snapshot = stored[index];
        const agendas = snapshot?.exists ? speakerConverter.fromFirestore(snapshot).agendas : [];
        const speaks = now.has(uid);
        if (speaks === agendas.includes(agendaId)) return;
        if (speaks && snapshot?.exists) tx.update(ref, { agendas: FieldValue.arrayUnion(agendaId) });
        else if (speaks) tx.set(ref, { uid, event_id: eventId, agendas: [agendaId] });
        else if (agendas.length === 1) tx.delete(ref);
        else tx.update(ref, { agendas: FieldValue.arrayRemove(agendaId) });
      });
    });
  }
}
