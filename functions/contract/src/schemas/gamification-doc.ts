import * as z from 'zod/mini';
import { BADGE_NAME_MAX, BADGE_THRESHOLD_MAX, BADGE_THRESHOLD_MIN, POINTS_PER_JOINED_SESSION } from '../constants';
import { docConverter, timestampSchema } from '../firestore';
import { MESSAGES } from '../messages';
import { storagePaths } from '../paths';
import { isHttpUrl } from './event-doc';
import { requiredText } from './required-text';

/*
 * Spec §3 Badge, and a participant's points, as stored (gamification.ts tells the feature): in zod/mini,
 * apart from the API's points schemas, because the event home reads badges and points live (issue 33:
 * no full zod on its path). firestore.rules repeat every bound of `badgeDocSchema` (rules cannot import).
 */

const isFiniteNumber = (value: unknown): boolean => typeof value === 'number' && Number.isFinite(value);

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
export const badgeDocSchema = z.strictObject({
  n: requiredText(BADGE_NAME_MAX),
  // Not a number (or none): "You must enter a value"; a number out of bounds or not whole: "Invalid property".
  t: z
    .int({ error: (issue) => (isFiniteNumber(issue.input) ? MESSAGES.invalidProperty : MESSAGES.required) })
    .check(
      z.minimum(BADGE_THRESHOLD_MIN, MESSAGES.invalidProperty),
      z.maximum(BADGE_THRESHOLD_MAX, MESSAGES.invalidProperty),
    ),
  f: z.string().check(z.minLength(1), z.maxLength(500)),
  u: z.string().check(z.maxLength(2048), z.refine(isHttpUrl, MESSAGES.invalidData)),
});
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
  sessions: z.int().check(z.minimum(0)),
  points: z.int().check(z.minimum(0)),
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
