/**
 * Seats: how an agenda's places hold when many people join at once, without contending on one document.
 *
 * An agenda with places (no_of_places > 0) has one seat document per participant,
 * `events/{e}/agendas/{a}/seats/{n}` with n in 0..no_of_places-1, and one holder document per participant,
 * `…/seatHolders/{uid}` naming their seat. A join creates both with `create()` (precondition: does not
 * exist) in one batch with the agenda's `participants` (arrayUnion): at most no_of_places seats can
 * exist, so the participants never exceed the places, and a person cannot take two seats. Joins read
 * nothing in a transaction, so fifty of them do not abort each other; two that pick the same seat see
 * one of them fail with ALREADY_EXISTS, and that one picks another free seat.
 *
 * The agenda's `participants` array stays the list every reader uses (answers, schedules, invites, the
 * live screens); the seats only guard the places. The organizers' saves rewrite the seats in their
 * transaction (planSeats). Agendas whose seats do not match their participants (written before seats
 * existed, their places changed by an edit or an import, or seeded directly) are re-seated the first
 * time someone tries to join them (reseat, one batch on preconditions like a join).
 */
import type { DocumentReference, DocumentSnapshot, Firestore, Transaction, WriteBatch } from 'firebase-admin/firestore';
import { AGENDA_SUBCOLLECTIONS } from '../contract';

export interface Seat {
  index: number;
  uid: string;
}

/** What a seat document holds. */
export interface SeatDoc {
  uid: string;
  taken_at: number;
}
/** What a holder document holds. */
export interface SeatHolderDoc {
  seat: number;
}

export const seatsOf = (agenda: DocumentReference) => agenda.collection(AGENDA_SUBCOLLECTIONS.seats);
export const seatHoldersOf = (agenda: DocumentReference) => agenda.collection(AGENDA_SUBCOLLECTIONS.seatHolders);

/** The seats of a query's documents (ids that are not seat numbers, or without a holder, are left out). */
export function seatsFrom(docs: readonly { id: string; get(field: string): unknown }[]): Seat[] {
  return docs.flatMap((doc) => {
    const index = Number(doc.id);
    const uid = doc.get('uid');
    return Number.isInteger(index) && index >= 0 && typeof uid === 'string' ? [{ index, uid }] : [];
  });
}

/** How the seats must change so that each participant holds one seat below `places` (none when unlimited). */
export interface SeatPlan {
  /** Seat number → its new holder (the document is written whole), or null (the seat is deleted). */
  seats: Map<number, string | null>;
  /** Holder → their seat, or null (the holder document is deleted). */
  holders: Map<string, number | null>;
  /** Participants left without a seat (more participants than places: only data written before the rule). */
  unseated: string[];
}

/**
 * The smallest change from `current` seats to one seat per participant: seats below `places` whose holder
 * is still a participant are kept; every other seat is freed; participants without a seat get the lowest
 * free ones. With unlimited places (0), every seat goes.
 */
export function planSeats(current: readonly Seat[], participants: readonly string[], places: number): SeatPlan {
  const seats = new Map<number, string | null>();
  const holders = new Map<string, number | null>();
  const wanted = new Set(places > 0 ? participants : []);
  const kept = new Map<string, number>();
  const taken = new Set<number>();
  for (const seat of [...current].sort((a, b) => a.index - b.index)) {
    if (seat.index < places && wanted.has(seat.uid) && !kept.has(seat.uid) && !taken.has(seat.index)) {
      kept.set(seat.uid, seat.index);
      taken.add(seat.index);
    }
  }
  for (const seat of current) {
    if (kept.get(seat.uid) === seat.index) continue;
    seats.set(seat.index, null);
    if (!kept.has(seat.uid)) holders.set(seat.uid, null);
  }
  const unseated: string[] = [];
  let next = 0;
  for (const uid of new Set(places > 0 ? participants : [])) {
    if (kept.has(uid)) continue;
    while (next < places && taken.has(next)) next += 1;
    if (next >= places) {
      unseated.push(uid);
      continue;
    }
    taken.add(next);
    seats.set(next, uid);
    holders.set(uid, next);
  }
  return { seats, holders, unseated };
}

export const isEmptyPlan = (plan: SeatPlan): boolean => plan.seats.size === 0 && plan.holders.size === 0;

/**
 * Writes a plan in a batch, each seat on the state it was read in (`read`, the seat documents): a new seat
 * is created, a changed or freed one carries its update time. The batch fails whole if any of them moved.
 */
export function writeSeatsOnPreconditions(batch: WriteBatch, agenda: DocumentReference, plan: SeatPlan, read: readonly DocumentSnapshot[], now = Date.now()): void {
  const before = new Map(read.map((doc) => [doc.id, doc]));
  for (const [index, uid] of plan.seats) {
    const ref = seatsOf(agenda).doc(String(index));
    const existing = before.get(ref.id);
    const precondition = existing?.updateTime ? { lastUpdateTime: existing.updateTime } : undefined;
    if (uid === null) {
      if (precondition) batch.delete(ref, precondition);
    } else if (precondition) batch.update(ref, { uid, taken_at: now } satisfies SeatDoc, precondition);
    else batch.create(ref, { uid, taken_at: now } satisfies SeatDoc);
  }
  for (const [uid, seat] of plan.holders) {
    const ref = seatHoldersOf(agenda).doc(uid);
    if (seat === null) batch.delete(ref);
    else batch.set(ref, { seat } satisfies SeatHolderDoc);
  }
}

/** Reads the agenda's seats in a transaction (before its writes). */
export async function readSeats(tx: Transaction, agenda: DocumentReference): Promise<Seat[]> {
  return seatsFrom((await tx.get(seatsOf(agenda).select('uid'))).docs);
}

/** Writes a plan in the transaction that read the seats. */
export function writeSeats(tx: Transaction, agenda: DocumentReference, plan: SeatPlan, now = Date.now()): void {
  for (const [index, uid] of plan.seats) {
    const ref = seatsOf(agenda).doc(String(index));
    if (uid === null) tx.delete(ref);
    else tx.set(ref, { uid, taken_at: now } satisfies SeatDoc);
  }
  for (const [uid, seat] of plan.holders) {
    const ref = seatHoldersOf(agenda).doc(uid);
    if (seat === null) tx.delete(ref);
    else tx.set(ref, { seat } satisfies SeatHolderDoc);
  }
}

/** Deletes an agenda's seats and holders (the agenda is gone). */
export async function deleteSeats(firestore: Firestore, agenda: DocumentReference): Promise<void> {
  await Promise.all([firestore.recursiveDelete(seatsOf(agenda)), firestore.recursiveDelete(seatHoldersOf(agenda))]);
}
