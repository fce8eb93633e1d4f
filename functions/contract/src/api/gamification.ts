import { z } from 'zod';
import { gamificationQuerySchema, gamificationSaveSchema, gamificationSchema } from '../schemas/gamification';
import { leaderboardListingSchema, leaderboardQuerySchema, leaderboardSchema } from '../schemas/leaderboard';
import { endpoint, noInput } from './endpoint';

/**
 * docs/product.md §7 Gamification: an event's like, comment and wall-post points, read by whoever may see the
 * event, written by its editors. Badges are not here: the app keeps them in Firestore under the rules.
 */
export const gamification = {
  get: endpoint({
    method: 'GET',
    path: '/gamification',
    access: 'signedIn',
    rights: 'eventViewer',
    input: gamificationQuerySchema,
    output: z.object({ gamification: gamificationSchema.nullable() }),
    summary: "The event's points, or null while none are set",
  }),
  save: endpoint({
    method: 'POST',
    path: '/gamification/new',
    access: 'signedIn',
    rights: 'eventEditor',
    input: gamificationSaveSchema,
    output: z.object({ result: gamificationSchema }),
    summary: "Sets the event's like, comment and wall-post points (integers 1–100)",
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/gamification',
    access: 'signedIn',
    rights: 'eventEditor',
    input: gamificationQuerySchema,
    output: z.object({ result: z.object({ eventId: z.string() }) }),
    summary: "Deletes the event's points (its badges stay)",
  }),
  leaderboard: endpoint({
    method: 'GET',
    path: '/gamification/leaderboard',
    access: 'signedIn',
    rights: 'eventViewer',
    input: leaderboardQuerySchema,
    output: z.object({ result: leaderboardSchema }),
    summary:
      "The event's top 10 by points (ties: who reached the total first) and the caller's rank; refused (403) to all but its editors while the event hides gamification",
  }),
  listing: endpoint({
    method: 'GET',
    path: '/gamification/listing',
    access: 'signedIn',
    rights: 'self',
    input: noInput,
    output: z.object({ result: leaderboardListingSchema }),
    summary: 'Whether the caller appears on the leaderboards',
  }),
  setListing: endpoint({
    method: 'POST',
    path: '/gamification/listing',
    access: 'signedIn',
    rights: 'self',
    input: leaderboardListingSchema,
    output: z.object({ result: leaderboardListingSchema }),
    history: { exempt: "a person's own choice to appear on the leaderboards or not, which their profile shows" },
    summary: 'Leaves the leaderboards of all the caller’s events (they still earn points), or joins them again',
  }),
};
