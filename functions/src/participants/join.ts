/**
 * Joining and leaving an agenda (beyond the spec): one transaction on the agenda, which reads the agenda
 * document (places, Locked, mandatory, end), its roster (agendas/roster.ts) and the person's event
 * participant document. It writes the person into (or out of) the roster's `participants`, the counts on
 * the agenda document, and raises `participants_version` alone, so a speakers or mandatory picker open
 * meanwhile still saves (each list has its own version). The programmes listening to the agenda document
 * receive the counts, never the roster.
 *
 * Why a transaction and not the seat documents it replaces (one `seats/{n}` per place, created with
 * `create()`): the places and the claim must be checked against the same version of the agenda, or a
 * join that read 10 places commits after an editor saved 5 (the agenda form and the pickers are
 * transactions on the agenda, which now conflict with every join); and a seat scan read one document per
 * seated person on every join. A join here reads 2 documents in its transaction (4 with the event's
 * visibility and the agenda's event), whatever the agenda holds; it also keeps the agenda within
 * AGENDA_MAX_PEOPLE (joinRefusal), unlimited places or not. A freed place and whatever claims it next
 * (a waitlist's promotion) can then share one transaction.
 *
 * Contention: the joins of one agenda that reach one instance run one after another (`oneAtATime`, keyed
 * by the agenda), so a burst of fifty does not abort itself over and over; across instances, and against
 * the editors' saves, the transaction decides, and an aborted attempt is retried after a short random
 * pause until the retry window ends (503 `busy`). Only what changed in a join is written: the invite
 * trigger (notifications/invite-fields.ts) returns at once without reading anything.
 *
 * The waitlist lives on the same roster: waiting for a place is a transaction like a join
 * (a session with a free place seats the caller at once), and a leave promotes the first waiting into
 * the place it frees, in the same transaction (agendas/waitlist.ts), which also creates their inbox
 * item and mail. A join never takes a place someone waits for: with anyone waiting, none is free.
 */
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import {
  canSeeEvent,
  EVENT_MESSAGES,
  EVENT_SUBCOLLECTIONS,
  joinRefusal,
  joinRefusalDetails,
  leaveRefusal,
  PARTICIPANT_MESSAGES,
  seatsOf,
  standingOf,
  waitlistRefusal,
  type AgendaMembershipAnswer,
  type HistoryAuthor,
} from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { forbidden, HttpError, notFound } from '../lib/http-error';
import { eventChildren, eventRef } from '../events/access';
import { contendedTransaction, eventOfAgenda, placesOf } from './service';
import { notifyPromoted, promote } from '../agendas/waitlist';
import { historyAuthor, recordHistory } from '../shared/history';
import { countCall } from '../shared/rate-limit';
import { timed } from '../lib/timing';
import { readAgendaAndRoster, writeRoster, type AgendaAndRoster } from '../agendas/roster';

interface Refs {
  eventId: string;
  tenantId: string;
  /** Who joins or leaves, for the history entry. */
  actor: HistoryAuthor;
  /** For the promoted people's inbox item and mail. */
  eventName: string;
  agenda: DocumentReference;
  mine: DocumentReference;
}

/**
 * The agenda's event (found by the agenda's id when not given), which the caller must be able to see;
 * each call counts toward the caller's joins and leaves (429 beyond RATE_LIMITS.membership).
 */
async function refsOf(caller: Caller, agendaId: string, eventIdGiven: string | undefined): Promise<Refs> {
  // The count, the agenda's event and (when the app names it, as it does) the event, side by side: one
  // round trip before the transaction instead of three. A refused count (429) answers first.
  const [counted, found, given] = await Promise.allSettled([
    timed('rate', () => countCall(caller.uid, 'membership')),
    timed('event', () => eventOfAgenda(agendaId, eventIdGiven)),
    eventIdGiven ? timed('event', () => eventRef(eventIdGiven).get()) : Promise.resolve(null),
  ]);
  if (counted.status === 'rejected') throw counted.reason;
  if (found.status === 'rejected') throw found.reason;
  const eventId = found.value;
  const snapshot = given.status === 'fulfilled' && given.value ? given.value : await eventRef(eventId).get();
  const stored = snapshot.data();
  if (!stored || !canSeeEvent(caller.principal, caller.uid, stored)) throw notFound(EVENT_MESSAGES.eventNotFound);
  return {
    eventId,
    tenantId: stored.tenant_id,
    actor: historyAuthor(caller),
    eventName: stored.name,
    agenda: eventChildren(eventId, EVENT_SUBCOLLECTIONS.agendas).doc(agendaId),
    mine: eventChildren(eventId, EVENT_SUBCOLLECTIONS.participants).doc(caller.uid),
  };
}

/** The agenda with its roster, in the transaction (404 when it is gone). */
async function readAgenda(tx: Transaction, refs: Refs): Promise<AgendaAndRoster> {
  const agenda = await readAgendaAndRoster(refs.agenda, tx);
  if (!agenda) throw notFound(EVENT_MESSAGES.agendaNotFound);
  return agenda;
}

/** The agenda, its roster and the caller's event participant document, in the transaction (its only reads). */
async function readState(tx: Transaction, refs: Refs): Promise<{ agenda: AgendaAndRoster; mine: DocumentSnapshot }> {
  const [agenda, mine] = await Promise.all([readAgenda(tx, refs), tx.get(refs.mine)]);
  return { agenda, mine };
}

/** The rules' view of the agenda for `uid`: their standing and its seats. */
const factsOf = (agendaId: string, agenda: AgendaAndRoster, uid: string) =>
  [standingOf(uid, agenda), seatsOf({ id: agendaId, ...agenda })] as const;

function answerOf(refs: Refs, agendaId: string, agenda: AgendaAndRoster, uid: string): AgendaMembershipAnswer {
  const position = agenda.waitlist.indexOf(uid);
  return {
    agendaId,
    eventId: refs.eventId,
    participant: agenda.participants.includes(uid),
    count: agenda.participants.length,
    waiting: position >= 0 ? position + 1 : null,
    waitlist_count: agenda.waitlist.length,
    ...placesOf(agenda),
  };
}

/**
 * The entry of a join or a leave (of the agenda, or of its waitlist), in the transaction that makes it:
 * the person as `{ id, name }` put in or taken out. A call that changes nothing (already in) records none.
 */
function recordMembership(
  tx: Transaction,
  refs: Refs,
  agendaId: string,
  agenda: AgendaAndRoster,
  change: { list: 'participants' | 'waitlist'; joined: boolean },
): void {
  const person = { id: refs.actor.uid, name: refs.actor.name };
  recordHistory(tx, refs.actor, {
    tenant_id: refs.tenantId,
    event_id: refs.eventId,
    entity: change.list,
    entity_id: agendaId,
    entity_label: agenda.name,
    action: change.joined ? 'join' : 'leave',
    changes: [
      change.joined
        ? { field: `${change.list}.added`, before: null, after: [person] }
        : { field: `${change.list}.removed`, before: [person], after: null },
    ],
    restorable: false,
  });
}

const endOf = (agenda: AgendaAndRoster) => ({ end: agenda.end_date.toDate(), now: new Date() });

/** One transaction on the agenda, after the others of this agenda that reached this instance. */
const onAgenda = <T>(refs: Refs, work: (tx: Transaction) => Promise<T>): Promise<T> =>
  timed('tx', () => contendedTransaction(work, refs.agenda.path));

/** The caller joins the agenda: 403 outside the event; 409 for an ended, locked, mandatory, full or crowded session. */
export async function joinAgenda(
  caller: Caller,
  agendaId: string,
  eventIdGiven?: string,
): Promise<AgendaMembershipAnswer> {
  const refs = await refsOf(caller, agendaId, eventIdGiven);
  return onAgenda(refs, async (tx) => {
    const { agenda, mine } = await readState(tx, refs);
    const [standing, seats] = factsOf(agendaId, agenda, caller.uid);
    const refusal = joinRefusal(standing, seats, { ...endOf(agenda), isEventParticipant: mine.exists });
    // A full session says so in its details: the app offers its waitlist at once.
    if (refusal)
      throw refusal === PARTICIPANT_MESSAGES.notEventParticipant
        ? forbidden(refusal)
        : new HttpError(409, refusal, undefined, joinRefusalDetails(seats, refusal));
    if (agenda.participants.includes(caller.uid)) return answerOf(refs, agendaId, agenda, caller.uid);
    return seat(tx, refs, agendaId, agenda, caller.uid);
  });
}

/** Seats `uid` (off the waitlist if they were on it); the caller checked the rules in this transaction. */
function seat(
  tx: Transaction,
  refs: Refs,
  agendaId: string,
  agenda: AgendaAndRoster,
  uid: string,
): AgendaMembershipAnswer {
  recordMembership(tx, refs, agendaId, agenda, { list: 'participants', joined: true });
  // The event participant document was read in the transaction: someone removed from the event meanwhile aborts it.
  const next = {
    ...agenda,
    participants: [...agenda.participants, uid],
    waitlist: agenda.waitlist.filter((id) => id !== uid),
    participants_version: agenda.participants_version + 1,
  };
  writeRoster(tx, refs.agenda, next, { participants_version: next.participants_version });
  return answerOf(refs, agendaId, next, uid);
}

/** The caller leaves the agenda and frees their place: 409 for an ended or locked session. */
export async function leaveAgenda(
  caller: Caller,
  agendaId: string,
  eventIdGiven?: string,
): Promise<AgendaMembershipAnswer> {
  const refs = await refsOf(caller, agendaId, eventIdGiven);
  return onAgenda(refs, async (tx) => {
    const agenda = await readAgenda(tx, refs);
    const refusal = leaveRefusal(...factsOf(agendaId, agenda, caller.uid), endOf(agenda));
    if (refusal) throw new HttpError(409, refusal);
    if (!agenda.participants.includes(caller.uid)) return answerOf(refs, agendaId, agenda, caller.uid);
    // The freed place goes to the first waiting, in this write.
    const left = { ...agenda, participants: agenda.participants.filter((uid) => uid !== caller.uid) };
    const { agenda: next, users } = await promote(tx, left, agenda.end_date.toDate());
    const participantsVersion = agenda.participants_version + 1;
    recordMembership(tx, refs, agendaId, agenda, {
      list: 'participants',
      joined: false,
    });
    writeRoster(tx, refs.agenda, next, { participants_version: participantsVersion });
    notifyPromoted(
      tx,
      { eventId: refs.eventId, eventName: refs.eventName, agendaId, agendaName: agenda.name, participantsVersion },
      users,
    );
    return answerOf(refs, agendaId, { ...next, participants_version: participantsVersion }, caller.uid);
  });
}

/**
 * The caller waits for a place (last on the waitlist): the reasons of a join but the places (403
 * outside the event, 409 for an ended, locked, mandatory or crowded session). A session with a free
 * place (nobody waits then) seats them at once; already in or waiting changes nothing.
 */
export async function joinWaitlist(
  caller: Caller,
  agendaId: string,
  eventIdGiven?: string,
): Promise<AgendaMembershipAnswer> {
  const refs = await refsOf(caller, agendaId, eventIdGiven);
  return onAgenda(refs, async (tx) => {
    const { agenda, mine } = await readState(tx, refs);
    const refusal = waitlistRefusal(...factsOf(agendaId, agenda, caller.uid), {
      ...endOf(agenda),
      isEventParticipant: mine.exists,
    });
    if (refusal)
      throw refusal === PARTICIPANT_MESSAGES.notEventParticipant ? forbidden(refusal) : new HttpError(409, refusal);
    if (agenda.participants.includes(caller.uid) || agenda.waitlist.includes(caller.uid))
      return answerOf(refs, agendaId, agenda, caller.uid);
    const full = agenda.no_of_places > 0 && agenda.participants.length >= agenda.no_of_places;
    if (!full) return seat(tx, refs, agendaId, agenda, caller.uid);
    recordMembership(tx, refs, agendaId, agenda, {
      list: 'waitlist',
      joined: true,
    });
    const next = { ...agenda, waitlist: [...agenda.waitlist, caller.uid] };
    writeRoster(tx, refs.agenda, next);
    return answerOf(refs, agendaId, next, caller.uid);
  });
}

/** The caller stops waiting (always allowed: it frees no place and takes none); not waiting changes nothing. */
export async function leaveWaitlist(
  caller: Caller,
  agendaId: string,
  eventIdGiven?: string,
): Promise<AgendaMembershipAnswer> {
  const refs = await refsOf(caller, agendaId, eventIdGiven);
  return onAgenda(refs, async (tx) => {
    const agenda = await readAgenda(tx, refs);
    if (!agenda.waitlist.includes(caller.uid)) return answerOf(refs, agendaId, agenda, caller.uid);
    recordMembership(tx, refs, agendaId, agenda, {
      list: 'waitlist',
      joined: false,
    });
    const next = { ...agenda, waitlist: agenda.waitlist.filter((uid) => uid !== caller.uid) };
    writeRoster(tx, refs.agenda, next);
    return answerOf(refs, agendaId, next, caller.uid);
  });
}
