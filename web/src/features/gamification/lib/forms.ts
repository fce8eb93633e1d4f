import {
  BADGE_NAME_MAX,
  BADGE_THRESHOLD_DEFAULT,
  badgeDocSchema,
  gamificationSaveSchema,
  requiredText,
  type Badge,
  type Gamification,
  type GamificationSave,
} from '@agenda/contract';
import { z } from 'zod';
import { zodResolver } from '@/lib/zod-resolver';

/** What a number input holds (text) as the contract's schemas take it: empty is missing. */
const toNumber = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed);
};

const numbersOf =
  <K extends string>(keys: readonly K[]) =>
  (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const form = { ...(value as Record<string, unknown>) };
    for (const key of keys) form[key] = toNumber(form[key]);
    return form;
  };

// ---- points (spec §5: integers 1 to 100, "Invalid property"; "You must enter a value")

export interface PointsFormValues {
  eventId: string;
  like_points: string;
  comment_points: string;
  wall_post_points: string;
}

export const pointsFormValues = (eventId: string, stored: Gamification | null): PointsFormValues => ({
  eventId,
  like_points: stored ? String(stored.like_points) : '',
  comment_points: stored ? String(stored.comment_points) : '',
  wall_post_points: stored ? String(stored.wall_post_points) : '',
});

export const pointsFormSchema = z.preprocess(
  numbersOf(['like_points', 'comment_points', 'wall_post_points']),
  gamificationSaveSchema,
);
export const pointsResolver = zodResolver<PointsFormValues, GamificationSave>(pointsFormSchema);

// ---- badges (spec §5: name required, threshold 1 to 1000, default 10)

export interface BadgeFormValues {
  name: string;
  threshold: string;
}

export const badgeFormValues = (badge: Badge | null): BadgeFormValues => ({
  name: badge?.n ?? '',
  threshold: String(badge?.t ?? BADGE_THRESHOLD_DEFAULT),
});

/** The name and threshold with the stored badge's own rules (contract badgeDocSchema). */
export const badgeFormSchema = z.preprocess(
  numbersOf(['threshold']),
  z.object({ name: requiredText(BADGE_NAME_MAX), threshold: badgeDocSchema.shape.t }),
);
export type BadgeFormOutput = z.output<typeof badgeFormSchema>;
export const badgeResolver = zodResolver<BadgeFormValues, BadgeFormOutput>(badgeFormSchema);
