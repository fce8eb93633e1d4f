import { api, COLLECTIONS, EVENT_MESSAGES, gamificationConverter, type Gamification, type GamificationDoc } from '@agenda/contract';
import { route } from '../http/endpoints';
import { db } from '../lib/firebase';
import { notFound } from '../lib/http-error';
import { logs } from '../lib/logs';
import { editEvent, visibleEvent } from '../events/service';

const KIND = 'gamification';

/** gamificationv2/{eventId}: the event's points (its badges live below it, written by the app). */
const pointsRef = (eventId: string) => db.collection(COLLECTIONS.gamification).doc(eventId).withConverter(gamificationConverter);

const toAnswer = (eventId: string, doc: GamificationDoc): Gamification => ({ id: eventId, ...doc });

export const gamificationRoutes = [
  // Whoever may see the event (404 for a Draft they may not see); null while no points are set.
  route(api.gamification.get, async ({ eventId }, caller) => {
    await visibleEvent(caller, eventId);
    const stored = (await pointsRef(eventId).get()).data();
    return { gamification: stored ? toAnswer(eventId, stored) : null };
  }),

  // Editors of the event, on their current rights, in one transaction with the event's read.
  route(api.gamification.save, async (input, caller, { requestId }) => {
    const doc: GamificationDoc = {
      event_id: input.eventId,
      like_points: input.like_points,
      comment_points: input.comment_points,
      wall_post_points: input.wall_post_points,
    };
    await editEvent(caller, input.eventId, async (tx) => {
      tx.set(pointsRef(input.eventId), doc);
    });
    logs.eventContentSaved(requestId, caller.uid, input.eventId, KIND, input.eventId);
    return { result: toAnswer(input.eventId, doc) };
  }),

  // Editors. The badges stay: they are the app's, under the rules, and go with the event.
  route(api.gamification.remove, async ({ eventId }, caller, { requestId }) => {
    await editEvent(caller, eventId, async (tx) => {
      const ref = pointsRef(eventId);
      if (!(await tx.get(ref)).exists) throw notFound(EVENT_MESSAGES.itemNotFound);
      tx.delete(ref);
    });
    logs.eventContentDeleted(requestId, caller.uid, eventId, KIND, eventId);
    return { result: { eventId } };
  }),
];
