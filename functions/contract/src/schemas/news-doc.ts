import * as z from 'zod/mini';
import { docConverter, timestampSchema } from '../firestore';
import type { News } from './news';
import type { TenantSummary } from './tenant';

/*
 * Country news as stored (news.ts tells the feature), its bounds, and what the live lists do with a stored
 * item: in zod/mini, apart from the API's requests and answers, because the event home and the news list
 * read news live (no full zod on their path: firestore.ts says why).
 */

/** Bounds of a news item's texts. */
export const NEWS_TITLE_MAX = 200;
export const NEWS_CONTENT_MAX = 10_000;
/** The photo: png or jpeg, at most 1 MB (repeated in storage.rules). */
export const NEWS_PHOTO_MAX_MEGABYTES = 1;
export const NEWS_PHOTO_MAX_BYTES = NEWS_PHOTO_MAX_MEGABYTES * 1024 * 1024;
/** How many items one list answers (newest first, sticky ones before them). */
export const NEWS_LIST_MAX = 500;
/** How many items the event page shows of its country's news. */
export const EVENT_PAGE_NEWS = 3;

/** Stored at news/{id}. `attachment_ref` is the spec's img_id (the photo's Storage reference). */
export const newsDocSchema = z.object({
  title: z.string(),
  /** Lower-case title, for the search by title. */
  title_lower: z.string(),
  content: z.string(),
  tenant_id: z.string(),
  sticky: z.boolean(),
  attachment_url: z.nullable(z.string()),
  attachment_ref: z.nullable(z.string()),
  creation_date: timestampSchema,
  last_updated: timestampSchema,
  /** Who wrote the item first (uid and name at the time), shown as its author. */
  author_id: z.string(),
  author_name: z.string(),
  /** Who saved it last (uid). */
  updated_by: z.string(),
});
export type NewsDoc = z.infer<typeof newsDocSchema>;

/** Reads and writes news/{id} for the API, the app's live list and the seed (one parser for all). */
export const newsConverter = docConverter(newsDocSchema);

/** A stored item as the API and the live lists give it: dates as ISO instants, its country's summary for the flag. */
export function newsAnswerOf(id: string, doc: NewsDoc, tenants: ReadonlyMap<string, TenantSummary>): News {
  return {
    id,
    title: doc.title,
    content: doc.content,
    tenant_id: doc.tenant_id,
    tenant: tenants.get(doc.tenant_id) ?? null,
    sticky: doc.sticky,
    attachment_url: doc.attachment_url,
    attachment_ref: doc.attachment_ref,
    creation_date: doc.creation_date.toDate().toISOString(),
    last_updated: doc.last_updated.toDate().toISOString(),
    author_id: doc.author_id,
    author_name: doc.author_name,
    updated_by: doc.updated_by,
  };
}

/** Spec order: sticky items first, then the newest. */
export function compareNews(
  a: Pick<News, 'sticky' | 'creation_date' | 'id'>,
  b: Pick<News, 'sticky' | 'creation_date' | 'id'>,
): number {
  if (a.sticky !== b.sticky) return a.sticky ? -1 : 1;
  return b.creation_date.localeCompare(a.creation_date) || a.id.localeCompare(b.id);
}

/** Whether a title matches what someone typed in the search box (case-insensitive, anywhere). */
export const newsTitleMatches = (title: string, search: string): boolean =>
  title.toLowerCase().includes(search.trim().toLowerCase());
