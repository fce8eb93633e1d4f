import * as z from 'zod/mini';
import { BADGE_NAME_MAX, BADGE_THRESHOLD_MAX, BADGE_THRESHOLD_MIN } from '../constants';
import { docConverter, timestampSchema } from '../firestore';
import { MESSAGES } from '../messages';
import { storagePaths } from '../paths';
import { isHttpUrl } from './event-doc';
import { requiredText } from './required-text';

/*
 * docs/product.md §3 Badge, and a participant's points, as stored (gamification.ts tells the feature): in zod/mini,
 * apart from the API's points schemas, because the event home reads badges and points live (no full
 * zod on its path: firestore.ts says why). firestore.rules repeat every bound of `badgeDocSchema` (rules
 * cannot import).
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
 * Stored at gamificationv2/{eventId}/badges/{badgeId} (docs/product.md §3 Badge): n name, t threshold (integer
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

/** docs/product.md §7: badges are listed by threshold ascending (then by name, so that ties keep one order). */
export const compareBadges = (a: BadgeDoc, b: BadgeDoc): number => a.t - b.t || a.n.localeCompare(b.n);

// ---- a person's points (written by the functions, read by their owner under firestore.rules)

/** gamificationv2/{eventId}/badges/{badgeId}: the event's badges (badgeDocSchema). */
export const BADGES_SUBCOLLECTION = 'badges';
/** gamificationv2/{eventId}/points/{uid}: one person's total in one event. */
export const POINTS_SUBCOLLECTION = 'points';
/** gamificationv2/{eventId}/ledger/{entryId}: what each point was earned for (pointsLedgerEntrySchema). */
export const LEDGER_SUBCOLLECTION = 'ledger';
export const userPointsPath = (eventId: string, uid: string): string =>
  `gamificationv2/${eventId}/${POINTS_SUBCOLLECTION}/${uid}`;

/** A badge a person earned: its id, its name then, and when (it stays earned if the total falls). */
export const earnedBadgeSchema = z.object({ id: z.string(), name: z.string(), at: timestampSchema });
export type EarnedBadge = z.infer<typeof earnedBadgeSchema>;

/**
 * Stored at gamificationv2/{eventId}/points/{uid} by the functions (functions/src/wall/ledger.ts), for
 * the person alone to read (firestore.rules; also by collection group, filtered on `uid`): their total,
 * always the sum of `points` over their ledger entries that stand, written in the same transaction as
 * every entry. No document: no points yet. The fields after `updated_at` came with the leaderboard and
 * the earned badges (documents written before them read with their defaults until their next move).
 */
export const userPointsDocSchema = z.object({
  uid: z.string(),
  event_id: z.string(),
  tenant_id: z.string(),
  points: z.int().check(z.minimum(0)),
  updated_at: timestampSchema,
  /** The person's name and avatar when their points last moved (the leaderboard shows them). */
  name: z._default(z.string(), ''),
  avatar_url: z._default(z.nullable(z.string()), null),
  /** When the total last rose: of two equal totals, the one reached first ranks first. */
  reached_at: z._default(z.nullable(timestampSchema), null),
  /** False while the person has left the leaderboards (users/{uid}.leaderboard_hidden); they still earn points. */
  listed: z._default(z.boolean(), true),
  /** The badges earned, in the order earned: recorded with the move that reached each, never taken back. */
  badges: z._default(z.array(earnedBadgeSchema), []),
});
export type UserPointsDoc = z.infer<typeof userPointsDocSchema>;
export const userPointsConverter = docConverter(userPointsDocSchema);

/** What earns points on an event's wall (docs/product.md §3 Gamification: wall post, comment and like points). */
export const POINT_ACTIONS = ['post', 'comment', 'like'] as const;
export type PointAction = (typeof POINT_ACTIONS)[number];

/** The setting of the event's gamification (gamificationv2/{eventId}) that prices each action. */
export const POINTS_SETTING: Readonly<Record<PointAction, 'wall_post_points' | 'comment_points' | 'like_points'>> = {
  post: 'wall_post_points',
  comment: 'comment_points',
  like: 'like_points',
};

/** The points an action earns under the event's settings at the time; no settings document: none. */
export const pointsFor = (
  action: PointAction,
  settings: Partial<Record<'wall_post_points' | 'comment_points' | 'like_points', number>> | null | undefined,
): number => settings?.[POINTS_SETTING[action]] ?? 0;

/**
 * The ledger entry of one (person, action, target): its id, so that a retried action finds its own
 * entry instead of counting twice. The target of a post and a like is the post, of a comment the comment.
 */
export const ledgerEntryId = (action: PointAction, targetId: string, uid: string): string =>
  `${action}_${targetId}_${uid}`;

/**
 * gamificationv2/{eventId}/ledger/{ledgerEntryId}: the points one action earned, with the points of the
 * settings when it was done (a changed setting applies to new actions only). It stands while neither
 * its post nor its comment is hidden; taking the like back or deleting the comment or post removes it.
 * The person's total is the sum of `points` over the entries that stand.
 */
export const pointsLedgerEntrySchema = z.object({
  uid: z.string(),
  event_id: z.string(),
  tenant_id: z.string(),
  action: z.enum(POINT_ACTIONS),
  post_id: z.string(),
  /** The comment of a 'comment' entry; null for a post or a like. */
  comment_id: z.nullable(z.string()),
  points: z.int().check(z.minimum(0)),
  post_hidden: z.boolean(),
  comment_hidden: z.boolean(),
  at: timestampSchema,
});
export type PointsLedgerEntry = z.infer<typeof pointsLedgerEntrySchema>;
export const pointsLedgerConverter = docConverter(pointsLedgerEntrySchema);

/** Whether an entry counts toward its person's total. */
export const ledgerEntryStands = (entry: Pick<PointsLedgerEntry, 'post_hidden' | 'comment_hidden'>): boolean =>
  !entry.post_hidden && !entry.comment_hidden;

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

/**
 * The badges `points` reach that are not among `earned` yet (by id), lowest first: what a move of the
 * total records and tells its person (a badge earned stays earned, so a total that falls and rises
 * again tells nothing twice).
 */
export const newlyEarned = <B extends Badge>(
  points: number,
  badges: readonly B[],
  earned: readonly { id: string }[],
): B[] =>
  [...badges].sort(compareBadges).filter((badge) => badge.t <= points && !earned.some((had) => had.id === badge.id));
