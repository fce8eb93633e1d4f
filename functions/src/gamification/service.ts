/** gamificationv2/{eventId}: the event's points (its badges live below it, written by the app under the rules). */
import { COLLECTIONS, EVENT_MESSAGES, gamificationConverter, type GamificationDoc } from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { db } from '../lib/firebase';
import { notFound } from '../lib/http-error';
import { editEvent } from '../events/access';

const pointsRef = (eventId: string) =>
  db.collection(COLLECTIONS.gamification).doc(eventId).withConverter(gamificationConverter);

/** The event's points, or undefined while none are set. */
export const pointsOf = async (eventId: string): Promise<GamificationDoc | undefined> =>
  (await pointsRef(eventId).get()).data();

/** Editors of the event, on their current rights, in one transaction with the event's read. */
export async function savePoints(caller: Caller, doc: GamificationDoc): Promise<void> {
  await editEvent(caller, doc.event_id, async (tx) => {
    tx.set(pointsRef(doc.event_id), doc);
  });
}

/** Editors. The badges stay: they are the app's, under the rules, and go with the event. */
export async function removePoints(caller: Caller, eventId: string): Promise<void> {
  await editEvent(caller, eventId, async (tx) => {
    const ref = pointsRef(eventId);
    if (!(await tx.get(ref)).exists) throw notFound(EVENT_MESSAGES.itemNotFound);
    tx.delete(ref);
  });
}
