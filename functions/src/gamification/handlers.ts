import { api, type Gamification, type GamificationDoc } from '@agenda/contract';
import { route } from '../http/endpoints';
import { logs } from '../lib/logs';
import { visibleEvent } from '../events/access';
import { leaderboardOf, listingOf, setListing } from './leaderboard';
import { pointsOf, removePoints, savePoints } from './service';

const KIND = 'gamification';

const toAnswer = (eventId: string, doc: GamificationDoc): Gamification => ({ id: eventId, ...doc });

export const gamificationRoutes = [
  // Whoever may see the event (404 for a Draft they may not see); null while no points are set.
  route(api.gamification.get, async ({ eventId }, caller) => {
    await visibleEvent(caller, eventId);
    const stored = await pointsOf(eventId);
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
    await savePoints(caller, doc);
    logs.eventContentSaved(requestId, caller.uid, input.eventId, KIND, input.eventId);
    return { result: toAnswer(input.eventId, doc) };
  }),

  // Editors. The badges stay: they are the app's, under the rules, and go with the event.
  route(api.gamification.remove, async ({ eventId }, caller, { requestId }) => {
    await removePoints(caller, eventId);
    logs.eventContentDeleted(requestId, caller.uid, eventId, KIND, eventId);
    return { result: { eventId } };
  }),

  // Whoever may see the event; while it hides gamification, its editors alone (leaderboard.ts).
  route(api.gamification.leaderboard, async ({ eventId }, caller) => ({
    result: await leaderboardOf(caller, eventId),
  })),

  // The caller's own choice, on every event's leaderboard.
  route(api.gamification.listing, async (_input, caller) => ({ result: await listingOf(caller.uid) })),
  route(api.gamification.setListing, async (input, caller) => ({ result: await setListing(caller.uid, input) })),
];
