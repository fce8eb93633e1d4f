import { z } from 'zod';
import {
  POINTS_PER_JOINED_SESSION,
  BADGE_NAME_MAX,
  BADGE_THRESHOLD_MAX,
  BADGE_THRESHOLD_MIN,
  GAMIFICATION_POINTS_MAX,
  GAMIFICATION_POINTS_MIN,
} from '../constants';
import { docConverter, timestampSchema } from '../firestore';
import { MESSAGES } from '../messages';
import { storagePaths } from '../paths';
import { documentId, requiredText, withAliases } from './common';
import { isHttpUrl } from './event-doc';

/*
 * Spec §3 Gamification and Badge. An event's points live at gamificationv2/{eventId} and go through
 * the API (GET /gamification?eventId, POST /gamification/new, DELETE /gamification?eventId); its badges
 * live at gamificationv2/{eventId}/badges/{badgeId} and are read and written by the app directly, under
 * firestore.rules, which repeat every bound of `badgeDocSchema` (rules cannot import).
 */

// ---- points (through the API)

/** Spec §5: an integer from 1 to 100 ("Invalid property"); missing is "You must enter a value". */
export const gamificationPointsSchema = z
  .number({ error: MESSAGES.required })
  .int(MESSAGES.invalidProperty)
  .min(GAMIFICATION_POINTS_MIN, MESSAGES.invalidProperty)
  .max(GAMIFICATION_POINTS_MAX, MESSAGES.invalidProperty);

export const GAMIFICATION_POINT_FIELDS = ['like_points', 'comment_points', 'wall_post_points'] as const;
export type GamificationPointField = (typeof GAMIFICATION_POINT_FIELDS)[number];

/** Stored at gamificationv2/{eventId} (spec §3: id, event_id and the three points; the id is the event's). */
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
 * { result: gamification }. The event is named eventId as in every other save payload of spec §3
 * (locations, tags, surveys…); the stored entity and the answer name it event_id. Spec §3's own names
 * are accepted too (issue 32): `event_id`, and `id`, the points' id, which is the event's.
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

// ---- badges (written by the app under firestore.rules)

/** Where an event's badge images go (storage.rules: png or jpeg, BADGE_IMAGE_RULE, editors of the event). */
export const badgeImageFolder = (eventId: string): string => storagePaths.eventBadges(eventId);

/** A badge image's reference: one png or jpg file directly in the event's eventBadges folder. */
export function isBadgeImageRef(ref: string, eventId: string): boolean {
  const prefix = badgeImageFolder(eventId);
  return ref.startsWith(prefix) && /^[^/]+\.(png|jpg)$/.test(ref.slice(prefix.length));
}

export const BADGE_FIELDS = ['n', 't', 'f', 'u'] as const;

/**
 * Stored at gamificationv2/{eventId}/badges/{badgeId} (spec §3 Badge): n name, t threshold (integer
 * 1–1000), f the image's Storage reference, u its download address. firestore.rules check the same
 * key set, types and bounds on every create and update.
 */
export const badgeDocSchema = z
  .object({
    n: requiredText(BADGE_NAME_MAX),
    t: z
      .number({ error: MESSAGES.required })
      .int(MESSAGES.invalidProperty)
      .min(BADGE_THRESHOLD_MIN, MESSAGES.invalidProperty)
      .max(BADGE_THRESHOLD_MAX, MESSAGES.invalidProperty),
    f: z.string().min(1).max(500),
    u: z.string().max(2048).refine(isHttpUrl, MESSAGES.invalidData),
  })
  .strict();
export type BadgeDoc = z.infer<typeof badgeDocSchema>;
export const badgeConverter = docConverter(badgeDocSchema);

/** A badge as the screens show it. */
export type Badge = BadgeDoc & { id: string };

/** Spec §7: badges are listed by threshold ascending (then by name, so that ties keep one order). */
export const compareBadges = (a: BadgeDoc, b: BadgeDoc): number => a.t - b.t || a.n.localeCompare(b.n);

// ---- a participant's points (written by the functions, read by their owner under firestore.rules)

/** gamificationv2/{eventId}/points/{uid}: one participant's points in one event. */
export const POINTS_SUBCOLLECTION = 'points';
export const userPointsPath = (eventId: string, uid: string): string =>
  `gamificationv2/${eventId}/${POINTS_SUBCOLLECTION}/${uid}`;

/**
 * Stored at gamificationv2/{eventId}/points/{uid} by the functions (gamification/points.ts), for the
 * person alone to read (firestore.rules; also by collection group, filtered on `uid`): the sessions of
 * the event they joined and their points, POINTS_PER_JOINED_SESSION each. No document: no points yet.
 */
export const userPointsDocSchema = z.object({
  uid: z.string(),
  event_id: z.string(),
  tenant_id: z.string(),
  sessions: z.number().int().min(0),
  points: z.number().int().min(0),
  updated_at: timestampSchema,
});
export type UserPointsDoc = z.infer<typeof userPointsDocSchema>;
export const userPointsConverter = docConverter(userPointsDocSchema);

/** Points for `sessions` joined sessions. */
export const pointsForSessions = (sessions: number): number => sessions * POINTS_PER_JOINED_SESSION;

export interface BadgeProgress<B extends BadgeDoc = BadgeDoc> {
  points: number;
  /** The badges reached (threshold at or below the points), lowest first. */
  earned: B[];
  /** The lowest badge not reached yet, how many points it still needs and how far along the way from the last one (0–100). */
  next: { badge: B; missing: number; percent: number } | null;
}

/**
 * Where `points` stand among the event's badges: those earned (threshold ≤ points) and the next one,
 * with the progress from the last threshold reached (or 0) to its own, as a whole percentage.
 */
export function badgeProgress<B extends BadgeDoc>(points: number, badges: readonly B[]): BadgeProgress<B> {
  const sorted = [...badges].sort(compareBadges);
  const earned = sorted.filter((badge) => badge.t <= points);
  const upcoming = sorted.find((badge) => badge.t > points);
  if (!upcoming) return { points, earned, next: null };
  const from = earned.at(-1)?.t ?? 0;
  const percent = Math.min(99, Math.max(0, Math.floor(((points - from) / (upcoming.t - from)) * 100)));
  return { points, earned, next: { badge: upcoming, missing: upcoming.t - points, percent } };
}
