/**
 * The people of events and agendas as they are read (contract/schemas/participants.ts): event
 * participants are documents events/{e}/participants/{uid}; organizers and speakers are arrays on
 * their documents; an agenda's participants, mandatory participants and waitlist are its roster
 * (agendas/roster.ts). Here are the reads (the lists, one's schedule, the event's participant ids
 * the notifications use) and the retried transaction the saves (saves.ts) and joins (join.ts) run in.
 */
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  EVENT_MESSAGES,
  EVENT_SUBCOLLECTIONS,
  PARTICIPANT_MESSAGES,
  placesLeft,
  scheduleOf,
  type ParticipantPerson,
} from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { db } from '../lib/firebase';
import { badRequest, HttpError, notFound } from '../lib/http-error';
import { oneAtATime, retriedTransaction } from '../lib/transactions';
import { visibleEvent } from '../events/access';
import { findAgenda } from '../agendas/service';
import { existingUsers, MEMBER_FIELDS, personOf, PROFILE_FIELDS, profileOf } from '../users/service';
import { readAgendaAndRoster, withRosters, type AgendaAndRoster } from '../agendas/roster';

/**
 * A transaction that many callers race for (the last places of a session, pickers saving at once):
 * retried until it commits (lib/transactions.ts), or 503 after CONTENDED_RETRY_MS.
 */
export async function contendedTransaction<T>(work: (tx: Transaction) => Promise<T>, queue?: string): Promise<T> {
  if (queue) return oneAtATime(queue, () => contendedTransaction(work));
  return retriedTransaction(work, () => new HttpError(503, PARTICIPANT_MESSAGES.busy));
}

/** The participant documents of an event, one per participant keyed by user id. */
export const participantsOf = (event: DocumentReference) => event.collection(EVENT_SUBCOLLECTIONS.participants);
const eventDocRef = (eventId: string) => db.collection(COLLECTIONS.events).doc(eventId);

/** The ids of an event's participants (one document each, keyed by user id). */
export async function eventParticipantIds(eventId: string): Promise<string[]> {
  const snapshot = await participantsOf(eventDocRef(eventId)).select().get();
  return snapshot.docs.map((doc) => doc.id);
}

/** Whether `uid` takes part in the event, and their schedule: the agendas they speak at, take part in or must attend, by start. */
export async function scheduleIn(
  eventId: string,
  uid: string,
): Promise<{ participant: boolean; schedule: ReturnType<typeof scheduleOf> }> {
  const [participant, agendas] = await Promise.all([
    participantsOf(eventDocRef(eventId))
      .doc(uid)
      .get()
      .then((snapshot) => snapshot.exists),
    eventDocRef(eventId).collection(EVENT_SUBCOLLECTIONS.agendas).orderBy('start_time').get(),
  ]);
  const stored = await withRosters(agendas.docs);
  return {
    participant,
    schedule: scheduleOf(
      uid,
      participant,
      stored.map((agenda) => ({ id: agenda.id, ...agenda.stored })),
    ),
  };
}

// ---- people as the lists answer them

const byName = (a: ParticipantPerson, b: ParticipantPerson) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/** The people of a list with their job title and photo (users that no longer exist are left out), by name. */
export async function peopleOf(
  uids: readonly string[],
  viewer: Caller,
  viewerEdits: boolean,
): Promise<ParticipantPerson[]> {
  if (uids.length === 0) return [];
  return (await existingUsers(uids, [...MEMBER_FIELDS, ...PROFILE_FIELDS]))
    .map((snapshot) => ({ ...personOf(snapshot, viewer, viewerEdits), ...profileOf(snapshot) }))
    .sort(byName);
}

/** The people of a waitlist in its order (users that no longer exist are left out). */
export async function peopleInOrder(
  uids: readonly string[],
  viewer: Caller,
  viewerEdits: boolean,
): Promise<ParticipantPerson[]> {
  const people = await peopleOf(uids, viewer, viewerEdits);
  const position = new Map(uids.map((uid, index) => [uid, index]));
  return people.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}

// ---- agendas

/** The event of an agenda: the one named (the agenda must be there) or found by the agenda's id alone. */
export async function eventOfAgenda(agendaId: string, eventId?: string): Promise<string> {
  if (eventId) {
    const snapshot = await eventDocRef(eventId).collection(EVENT_SUBCOLLECTIONS.agendas).doc(agendaId).get();
    if (snapshot.exists) return eventId;
    if (await findAgenda(agendaId))
      throw badRequest(PARTICIPANT_MESSAGES.wrongEvent, { eventId: [PARTICIPANT_MESSAGES.wrongEvent] });
    throw notFound(EVENT_MESSAGES.agendaNotFound);
  }
  const found = await findAgenda(agendaId);
  if (!found) throw notFound(EVENT_MESSAGES.agendaNotFound);
  return found.eventId;
}

/** An agenda of an event the caller may see, with whether they may edit it (404 when hidden or missing). */
export async function visibleAgenda(
  caller: Caller,
  agendaId: string,
): Promise<{ eventId: string; agenda: AgendaAndRoster; canEdit: boolean }> {
  const eventId = await eventOfAgenda(agendaId);
  const { canEdit } = await visibleEvent(caller, eventId);
  const agenda = await readAgendaAndRoster(eventDocRef(eventId).collection(EVENT_SUBCOLLECTIONS.agendas).doc(agendaId));
  if (!agenda) throw notFound(EVENT_MESSAGES.agendaNotFound);
  return { eventId, agenda, canEdit };
}

/** What the participants answers and join/leave say about places. */
export const placesOf = (agenda: AgendaAndRoster) => ({
  no_of_places: agenda.no_of_places,
  available_places: placesLeft(agenda),
  locked: agenda.locked,
  mandatory: agenda.mandatory,
});
