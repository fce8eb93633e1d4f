/**
 * Joining and leaving an agenda (beyond the spec; issue 13), without a transaction on the agenda: a join
 * takes a free seat with create() in one batch that also adds the person to the agenda's participants
 * (services/participants-seats.ts explains the seats). Fifty people joining ten places at once end with
 * exactly ten seated and forty told the session is full, and none of them waits on another's lock.
 *
 * What a join checks is read just before its batch (the event, the agenda, the person's participant
 * document). The batch carries a precondition on that participant document (unchanged since it was read),
 * so someone removed from the event meanwhile does not land in its agenda. A Locked or mandatory state
 * saved while a join is between its read and its batch (milliseconds) applies from the next join on.
 */
import { FieldValue, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import {
  agendaConverter,
  canSeeEvent,
  EVENT_MESSAGES,
  EVENT_SUBCOLLECTIONS,
  joinRefusal,
  leaveRefusal,
  PARTICIPANT_MESSAGES,
  type AgendaMembershipAnswer,
  type StoredAgenda,
} from '../contract';
import type { Caller } from '../lib/caller';
import { db } from '../lib/firebase';
import { forbidden, HttpError, notFound } from '../lib/http-error';
import { eventChildren, eventRef } from './events';
import { eventOfAgenda, placesOf } from './participants';
import { isEmptyPlan, planSeats, seatHoldersOf, seatsFrom, seatsOf, writeSeatsOnPreconditions, type Seat, type SeatDoc, type SeatHolderDoc, type SeatPlan } from './participants-seats';

/** Attempts of one join or leave before it answers 503 (each failed attempt means someone else's write landed first). */
const ATTEMPTS = 40;
/** gRPC codes of a batch that lost a race: the seat or holder exists, a precondition changed, the document went, aborted. */
const LOST_RACE = new Set([5, 6, 9, 10]);
const lostRace = (error: unknown) => LOST_RACE.has((error as { code?: unknown }).code as number);

interface Refs {
  eventId: string;
  agenda: DocumentReference;
  mine: DocumentReference;
  holder: DocumentReference;
}

async function refsOf(caller: Caller, agendaId: string, eventIdGiven: string | undefined): Promise<Refs> {
  const eventId = await eventOfAgenda(agendaId, eventIdGiven);
  const agenda = eventChildren(eventId, EVENT_SUBCOLLECTIONS.agendas).doc(agendaId);
  return {
    eventId,
    agenda,
    mine: eventChildren(eventId, EVENT_SUBCOLLECTIONS.participants).doc(caller.uid),
    holder: seatHoldersOf(agenda).doc(caller.uid),
  };
}

/** The event (may the caller see it?) and the agenda as they are now. */
async function readState(caller: Caller, refs: Refs): Promise<{ agenda: StoredAgenda; mine: DocumentSnapshot; holder: DocumentSnapshot }> {
  const [event, agenda, mine, holder] = await Promise.all([
    eventRef(refs.eventId).get(),
    refs.agenda.withConverter(agendaConverter).get(),
    refs.mine.get(),
    refs.holder.get(),
  ]);
  const stored = event.data();
  if (!stored || !canSeeEvent(caller.principal, caller.uid, stored)) throw notFound(EVENT_MESSAGES.eventNotFound);
  const data = agenda.data();
  if (!data) throw notFound(EVENT_MESSAGES.agendaNotFound);
  return { agenda: data, mine, holder };
}

function answerOf(refs: Refs, agendaId: string, agenda: StoredAgenda, participant: boolean): AgendaMembershipAnswer {
  return { agendaId, eventId: refs.eventId, participant, count: agenda.participants.length, ...placesOf(agenda) };
}

/** The agenda after a write, read again for the answer (the places left include everyone else's joins). */
async function answerAfter(refs: Refs, agendaId: string, fallback: StoredAgenda, participant: boolean): Promise<AgendaMembershipAnswer> {
  const after = (await refs.agenda.withConverter(agendaConverter).get()).data() ?? fallback;
  return answerOf(refs, agendaId, after, participant);
}

const endOf = (agenda: StoredAgenda) => ({ end: agenda.end_date.toDate(), now: new Date() });

/** What a re-seat of the agenda would write, from what was read of it; null when there is nothing to do. */
function reseatPlan(stored: StoredAgenda | undefined, seats: Seat[], holderExists: boolean, staleHolder?: string): SeatPlan | null {
  if (!stored) return null;
  const plan = planSeats(seats, stored.participants, stored.no_of_places);
  if (staleHolder && holderExists && !stored.participants.includes(staleHolder) && !plan.holders.has(staleHolder)) plan.holders.set(staleHolder, null);
  return isEmptyPlan(plan) ? null : plan;
}

/**
 * Brings an agenda's seats in line with its participants and places (an agenda whose places were changed
 * by an edit or an import, or whose people were written before seats existed), and drops a holder
 * document `staleHolder` left for someone who is no longer a participant.
 *
 * Like a join, it is one batch on preconditions, not a transaction: the agenda as read is written back
 * on its update time (its participants and places are what the plan follows), new seats are created,
 * and changed or freed seats carry their own update time. When several people join a seatless agenda at
 * once, each of them re-seats it: one batch lands, the others lose the race, read again and find nothing
 * left to do. As transactions, they held each other's locks on the emulator until its lock timeout, and
 * the late joiners were told "busy" (503) where the answer is "full" (409).
 */
export async function reseat(agenda: DocumentReference, staleHolder?: string): Promise<void> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const [snapshot, seats, holder] = await Promise.all([
      agenda.withConverter(agendaConverter).get(),
      seatsOf(agenda).select('uid').get(),
      staleHolder ? seatHoldersOf(agenda).doc(staleHolder).get() : null,
    ]);
    const stored = snapshot.data();
    const plan = reseatPlan(stored, seatsFrom(seats.docs), holder?.exists ?? false, staleHolder);
    if (!stored || !plan) return;
    const batch = db.batch();
    batch.update(agenda, { no_of_places: stored.no_of_places }, { lastUpdateTime: snapshot.updateTime! });
    writeSeatsOnPreconditions(batch, agenda, plan, seats.docs);
    try {
      await batch.commit();
      return;
    } catch (error) {
      if (lostRace(error)) continue;
      throw error;
    }
  }
  throw new HttpError(503, PARTICIPANT_MESSAGES.busy);
}

const seatless = (agenda: StoredAgenda, seats: { index: number; uid: string }[]) => {
  const seated = new Set(seats.filter((seat) => seat.index < agenda.no_of_places).map((seat) => seat.uid));
  return agenda.participants.some((uid) => !seated.has(uid));
};

/** The caller joins the agenda: 403 outside the event; 409 for an ended, locked, mandatory or full session. */
export async function joinAgenda(caller: Caller, agendaId: string, eventIdGiven?: string): Promise<AgendaMembershipAnswer> {
  const refs = await refsOf(caller, agendaId, eventIdGiven);
  let reseated = false;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const { agenda, mine, holder } = await readState(caller, refs);
    const refusal = joinRefusal(caller.uid, { id: agendaId, ...agenda }, { ...endOf(agenda), isEventParticipant: mine.exists });
    if (refusal) throw refusal === PARTICIPANT_MESSAGES.notEventParticipant ? forbidden(refusal) : new HttpError(409, refusal);
    if (agenda.participants.includes(caller.uid)) return answerOf(refs, agendaId, agenda, true);

    const batch = db.batch();
    const places = agenda.no_of_places;
    if (places > 0) {
      if (holder.exists && !reseated) {
        // A seat left from before (someone removed them without freeing it): freed first.
        await reseat(refs.agenda, caller.uid);
        reseated = true;
        continue;
      }
      const seats = seatsFrom((await seatsOf(refs.agenda).select('uid').get()).docs);
      if (!reseated && seatless(agenda, seats)) {
        await reseat(refs.agenda);
        reseated = true;
        continue;
      }
      const taken = new Set(seats.map((seat) => seat.index));
      const free = Array.from({ length: places }, (_, index) => index).filter((index) => !taken.has(index));
      if (free.length === 0) {
        // Every seat is taken. The agenda read again says whether that is so (it is, unless seats were left behind).
        const now = (await refs.agenda.withConverter(agendaConverter).get()).data();
        if (reseated || !now || now.participants.length >= places) throw new HttpError(409, PARTICIPANT_MESSAGES.full(places));
        await reseat(refs.agenda);
        reseated = true;
        continue;
      }
      const index = free[Math.floor(Math.random() * free.length)]!;
      batch.create(seatsOf(refs.agenda).doc(String(index)), { uid: caller.uid, taken_at: Date.now() } satisfies SeatDoc);
      batch.create(refs.holder, { seat: index } satisfies SeatHolderDoc);
    }
    // Still a participant of the event, as read above (the same value written back, on its precondition).
    batch.update(refs.mine, { uid: caller.uid }, { lastUpdateTime: mine.updateTime! });
    batch.update(refs.agenda, { participants: FieldValue.arrayUnion(caller.uid), people_version: FieldValue.increment(1) });
    try {
      await batch.commit();
    } catch (error) {
      if (lostRace(error)) continue;
      throw error;
    }
    return answerAfter(refs, agendaId, { ...agenda, participants: [...agenda.participants, caller.uid] }, true);
  }
  throw new HttpError(503, PARTICIPANT_MESSAGES.busy);
}

/** The caller leaves the agenda and frees their seat: 409 for an ended or locked session. */
export async function leaveAgenda(caller: Caller, agendaId: string, eventIdGiven?: string): Promise<AgendaMembershipAnswer> {
  const refs = await refsOf(caller, agendaId, eventIdGiven);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const { agenda, holder } = await readState(caller, refs);
    const refusal = leaveRefusal(caller.uid, { id: agendaId, ...agenda }, endOf(agenda));
    if (refusal) throw new HttpError(409, refusal);
    const isIn = agenda.participants.includes(caller.uid);
    if (!isIn && !holder.exists) return answerOf(refs, agendaId, agenda, false);

    const batch = db.batch();
    if (holder.exists) {
      const seat = seatsOf(refs.agenda).doc(String(holder.get('seat')));
      const seatSnapshot = await seat.get();
      batch.delete(refs.holder, { lastUpdateTime: holder.updateTime! });
      if (seatSnapshot.get('uid') === caller.uid) batch.delete(seat, { lastUpdateTime: seatSnapshot.updateTime! });
    }
    if (isIn) batch.update(refs.agenda, { participants: FieldValue.arrayRemove(caller.uid), people_version: FieldValue.increment(1) });
    try {
      await batch.commit();
    } catch (error) {
      if (lostRace(error)) continue;
      throw error;
    }
    return answerAfter(refs, agendaId, { ...agenda, participants: agenda.participants.filter((uid) => uid !== caller.uid) }, false);
  }
  throw new HttpError(503, PARTICIPANT_MESSAGES.busy);
}
