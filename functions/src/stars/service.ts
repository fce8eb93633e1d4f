/**
 * Stars (docs/features.md, "The attendee's programme"): users/{uid}/stars/{eventId} lists the agendas a
 * person follows without a seat. Written here alone (the rules let its owner read it, nobody write it), in a
 * transaction on that one document, so two taps racing from two tabs both land. The caller must be able to
 * see the event (a Draft only its editors) and the agenda must be the event's; unstarring a deleted agenda is
 * allowed (it cleans the list), starring one is not.
 */
import { FieldValue } from 'firebase-admin/firestore';
import {
  agendaConverter,
  canSeeEvent,
  COLLECTIONS,
  EVENT_MESSAGES,
  EVENT_SUBCOLLECTIONS,
  STAR_MESSAGES,
  STARS_SUBCOLLECTION,
  starsConverter,
  toggledStars,
  type StarAnswer,
} from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { db } from '../lib/firebase';
import { conflict, notFound } from '../lib/http-error';
import { eventRef } from '../events/access';

const starsRef = (uid: string, eventId: string) =>
  db.collection(COLLECTIONS.users).doc(uid).collection(STARS_SUBCOLLECTION).doc(eventId).withConverter(starsConverter);

export async function setStar(
  caller: Caller,
  eventId: string,
  agendaId: string,
  starred: boolean,
): Promise<StarAnswer> {
  const event = (await eventRef(eventId).get()).data();
  if (!event || !canSeeEvent(caller.principal, caller.uid, event)) throw notFound(EVENT_MESSAGES.eventNotFound);
  if (starred) {
    const agenda = await eventRef(eventId)
      .collection(EVENT_SUBCOLLECTIONS.agendas)
      .doc(agendaId)
      .withConverter(agendaConverter)
      .get();
    if (!agenda.exists) throw notFound(EVENT_MESSAGES.agendaNotFound);
  }
  const ref = starsRef(caller.uid, eventId);
  const agendas = await db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data()?.agendas ?? [];
    const next = toggledStars(current, agendaId, starred);
    if (next === null) throw conflict(STAR_MESSAGES.tooMany);
    // The converter checks the stored shape; the server's time is set past it.
    tx.set(ref.withConverter(null), { event_id: eventId, agendas: next, updated_at: FieldValue.serverTimestamp() });
    return next;
  });
  return { eventId, agendaId, starred, agendas };
}
