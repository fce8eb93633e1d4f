import { z } from 'zod';
import { MESSAGES } from '../messages';
import { storagePaths } from '../paths';
import { documentId, editedId, requiredText, withAliases } from './common';
import { fileRefSchema, fileUrlSchema } from './event-doc';
import { NEWS_CONTENT_MAX, NEWS_TITLE_MAX } from './news-doc';
import { tenantSummarySchema } from './tenant';

/*
 * Country news (docs/product.md §2 News, §3 News, §5, §6): items of one country, read by everyone signed in,
 * written through the API by the admins of the item's country (root: every country). Stored at
 * news/{id} (news-doc.ts); the photo lies in the country's folder, v2/news/{tenantId}/ (storage.rules).
 */

/** Texts of our own for news, where the spec names none. */
export const NEWS_MESSAGES = {
  chooseCountry: 'Choose the country of the news',
  notFound: 'News not found',
  notCountryAdmin: 'Only an admin of that country can write its news',
  photoNeedsReference: 'A photo needs both its address and its storage reference',
  photoOutsideFolder: `Photos must be stored under ${storagePaths.news}`,
  photoOfAnotherCountry: "The photo must be stored in the folder of the news item's country",
} as const;

const isFileName = (name: string) => name.length > 0 && !name.includes('/') && name !== '.' && name !== '..';

/**
 * The folder a news photo lies in: `{ country }` for v2/news/{country}/{file}, `{ country: null }` for
 * a photo recorded before photos had country folders (v2/news/{file}); null for anything else.
 */
export function newsPhotoFolderOf(ref: string): { country: string | null } | null {
  if (!ref.startsWith(storagePaths.news)) return null;
  const parts = ref.slice(storagePaths.news.length).split('/');
  if (parts.length === 1) return isFileName(parts[0]!) ? { country: null } : null;
  if (parts.length === 2 && isFileName(parts[0]!) && isFileName(parts[1]!)) return { country: parts[0]! };
  return null;
}

/** A reference in v2/news/{country}/ or, recorded earlier, directly in v2/news/ (no deeper, no dot names). */
export const isNewsPhotoRef = (ref: string): boolean => newsPhotoFolderOf(ref) !== null;

/**
 * Whether a news item of `tenantId` may record the photo `ref`: a new photo must lie
 * in that country's folder; the photo the item already records may stay (an item moved to another
 * country, or a photo from before country folders), since keeping it exposes nothing new.
 */
export const newsPhotoAllowed = (ref: string, tenantId: string, recorded: string | null | undefined): boolean =>
  ref === recorded || newsPhotoFolderOf(ref)?.country === tenantId;

// ---- answers

/** A news item as the API answers it; instants are ISO strings (UTC). */
export const newsSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  tenant_id: z.string(),
  tenant: tenantSummarySchema.nullable(),
  sticky: z.boolean(),
  attachment_url: z.string().nullable(),
  attachment_ref: z.string().nullable(),
  creation_date: z.string(),
  last_updated: z.string(),
  author_id: z.string(),
  author_name: z.string(),
  updated_by: z.string(),
});
export type News = z.infer<typeof newsSchema>;

// ---- requests

const emptyToNull = (value: unknown): unknown => (typeof value === 'string' && value.trim() === '' ? null : value);

// GET /backendv2/news?t={tenant}, or GET /backendv2/news for all (t absent, empty or 0)
export const newsListQuerySchema = z.object({ t: z.string().trim().max(128).optional() });
// GET /backendv2/news/byId?event_id (the spec's name for the item's id)
export const newsByIdQuerySchema = z.object({ event_id: documentId });

/** The fields a person types or picks, shared by the API's input and the app's form. */
export const newsFormFields = {
  title: requiredText(NEWS_TITLE_MAX),
  content: requiredText(NEWS_CONTENT_MAX),
  tenant: z.string({ error: NEWS_MESSAGES.chooseCountry }).trim().min(1, NEWS_MESSAGES.chooseCountry).pipe(documentId),
  sticky: z.boolean({ error: MESSAGES.invalidProperty }).default(false),
};

/**
 * POST /backendv2/news/new { id (when editing), title, content, tenant, sticky, img_url, img_id }
 * -> { result: news }. The photo is uploaded first (under v2/news/); a photo the record no longer
 * uses is removed from Storage after the save. The country may be named `tenant_id`, docs/product.md §3's name.
 */
export const newsSaveSchema = withAliases(
  { tenant_id: 'tenant' },
  z
    .object({
      id: editedId,
      ...newsFormFields,
      img_url: z.preprocess(emptyToNull, z.nullish(fileUrlSchema)).transform((value) => value ?? null),
      img_id: z.preprocess(emptyToNull, z.nullish(fileRefSchema)).transform((value) => value ?? null),
    })
    .strict()
    .superRefine((value, ctx) => {
      // Object checks run even when a field failed: only well-formed values are compared.
      const url = typeof value.img_url === 'string' ? value.img_url : null;
      const ref = typeof value.img_id === 'string' ? value.img_id : null;
      if (url && !ref) ctx.addIssue({ code: 'custom', path: ['img_id'], message: NEWS_MESSAGES.photoNeedsReference });
      if (ref && !url) ctx.addIssue({ code: 'custom', path: ['img_url'], message: NEWS_MESSAGES.photoNeedsReference });
      if (ref && !isNewsPhotoRef(ref))
        ctx.addIssue({ code: 'custom', path: ['img_id'], message: NEWS_MESSAGES.photoOutsideFolder });
    }),
);
export type NewsSave = z.input<typeof newsSaveSchema>;
export type ParsedNewsSave = z.output<typeof newsSaveSchema>;

// DELETE /backendv2/news?id
export const newsDeleteQuerySchema = z.object({ id: documentId });
