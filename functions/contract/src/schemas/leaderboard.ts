import { z } from 'zod';
import { documentId } from './common';

/*
 * An event's leaderboard (docs/features.md, "Points, badges and the leaderboard"), answered by the API
 * from the points documents (gamificationv2/{e}/points/{uid}, which only their owner reads): the top
 * LEADERBOARD_SIZE of the people listed, highest total first and, of equal totals, the one reached
 * first; and the caller's own rank, the people listed ahead of them plus one.
 */

// GET /backendv2/gamification/leaderboard?eventId
export const leaderboardQuerySchema = z.object({ eventId: documentId }).strict();

export const leaderboardRowSchema = z.object({
  rank: z.int().min(1),
  uid: z.string(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  points: z.int().min(0),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const leaderboardSchema = z.object({
  top: z.array(leaderboardRowSchema),
  /** The caller: their rank among those listed (null while they have no points or left the leaderboards). */
  me: z.object({ points: z.int().min(0), rank: z.int().min(1).nullable(), listed: z.boolean() }),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

// GET /backendv2/gamification/listing -> { listed }; POST /backendv2/gamification/listing { listed }
// Whether the caller appears on the leaderboards of their events (they earn points either way).
export const leaderboardListingSchema = z.object({ listed: z.boolean() }).strict();
export type LeaderboardListing = z.infer<typeof leaderboardListingSchema>;
