import { z } from 'zod';
import { GAMIFICATION_POINTS_MAX, GAMIFICATION_POINTS_MIN } from '../constants';
import { docConverter } from '../firestore';
import { MESSAGES } from '../messages';
import { documentId, withAliases } from './common';

/*
 * docs/product.md §3 Gamification and Badge. An event's points live at gamificationv2/{eventId} and go through
 * the API (GET /gamification?eventId, POST /gamification/new, DELETE /gamification?eventId); its badges
 * live at gamificationv2/{eventId}/badges/{badgeId} and are read and written by the app directly, under
 * firestore.rules, which repeat every bound of `badgeDocSchema` (rules cannot import). The badges and a
 * participant's points, which the event home reads live, are in gamification-doc.ts.
 */

// ---- points (through the API)

/** docs/product.md §5: an integer from 1 to 100 ("Invalid property"); missing is "You must enter a value". */
export const gamificationPointsSchema = z
  .number({ error: MESSAGES.required })
  .int(MESSAGES.invalidProperty)
  .min(GAMIFICATION_POINTS_MIN, MESSAGES.invalidProperty)
  .max(GAMIFICATION_POINTS_MAX, MESSAGES.invalidProperty);

export const GAMIFICATION_POINT_FIELDS = ['like_points', 'comment_points', 'wall_post_points'] as const;
export type GamificationPointField = (typeof GAMIFICATION_POINT_FIELDS)[number];

/** Stored at gamificationv2/{eventId} (docs/product.md §3: id, event_id and the three points; the id is the event's). */
export const gamificationDocSchema = z.object({
  event_id: z.string(),
  like_points: z.number().int(),
  comment_points: z.number().int(),
  wall_post_points: z.number().int(),
});
export type GamificationDoc = z.infer<typeof gamificationDocSchema>;
export const gamificationConverter = docConverter(gamificationDocSchema);

/** The points as the API answers them. */
export const gamificationSchema = gamificationDocSchema.extend({ id: z.string() });
export type Gamification = z.infer<typeof gamificationSchema>;

// GET /backendv2/gamification?eventId, DELETE /backendv2/gamification?eventId
export const gamificationQuerySchema = z.object({ eventId: documentId });

/**
 * POST /backendv2/gamification/new { eventId, like_points, comment_points, wall_post_points } ->
 * { result: gamification }. The event is named eventId as in every other save payload of docs/product.md §3
 * (locations, tags, surveys…); the stored entity and the answer name it event_id. docs/product.md §3's own names
 * are accepted too: `event_id`, and `id`, the points' id, which is the event's.
 */
export const gamificationSaveSchema = withAliases(
  { event_id: 'eventId', id: 'eventId' },
  z
    .object({
      eventId: documentId,
      like_points: gamificationPointsSchema,
      comment_points: gamificationPointsSchema,
      wall_post_points: gamificationPointsSchema,
    })
    .strict(),
);
export type GamificationSave = z.input<typeof gamificationSaveSchema>;
