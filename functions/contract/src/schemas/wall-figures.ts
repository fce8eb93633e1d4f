import * as z from 'zod/mini';
import { docConverter, timestampSchema } from '../firestore';

/*
 * The wall's engagement on the dashboards (docs/features.md, "Dashboards"): one figures document per
 * post, events/{e}/wallFigures/{postId}, kept by a trigger from the post and its counter shards
 * (functions/src/dashboards/wall-figures.ts), stamped with the event's country. The event dashboard
 * lists the most liked (orderBy likes), the country dashboard sums them (collection group, tenant_id).
 * The likes and comments per day are counted from the likes and comments themselves (their event_id
 * and instant), one aggregation query per day.
 */

/** How many of the most liked posts the event dashboard lists. */
export const WALL_TOP_POSTS = 5;
/** The length of a post's text the figures keep (the dashboard's list shows the start). */
export const WALL_FIGURES_TEXT_MAX = 140;
/** events/{e}/wallFigures/{postId}; also a collection group, for a country's totals. */
export const WALL_FIGURES_COLLECTION = 'wallFigures';

export const wallPostFiguresDocSchema = z.object({
  event_id: z.string(),
  tenant_id: z.string(),
  post_id: z.string(),
  author_name: z.string(),
  /** The post's text, cut at WALL_FIGURES_TEXT_MAX characters. */
  text: z.string(),
  created_at: timestampSchema,
  hidden: z.boolean(),
  likes: z.int().check(z.minimum(0)),
  comments: z.int().check(z.minimum(0)),
});
export type WallPostFiguresDoc = z.infer<typeof wallPostFiguresDocSchema>;
export const wallPostFiguresConverter = docConverter(wallPostFiguresDocSchema);

/** The text the figures keep of a post. */
export const figuresText = (text: string): string =>
  text.length > WALL_FIGURES_TEXT_MAX ? `${text.slice(0, WALL_FIGURES_TEXT_MAX - 1)}…` : text;
