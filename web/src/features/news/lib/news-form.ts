import { newsFormFields, type News, type NewsSave } from '@agenda/contract';
import { z } from 'zod';
import { zodResolver } from '@/lib/zod-resolver';

/** The form's fields: the contract's own (title, content, country, sticky), so the form shows the API's messages. */
export const newsFormSchema = z.object(newsFormFields);
export type NewsFormValues = z.input<typeof newsFormSchema>;
export type NewsFormOutput = z.output<typeof newsFormSchema>;
export const newsResolver = zodResolver<NewsFormValues, NewsFormOutput>(newsFormSchema);

/** The form's start: the item, or a new one in `tenant`. */
export const newsFormDefaults = (item: News | null, tenant: string): NewsFormValues => ({
  title: item?.title ?? '',
  content: item?.content ?? '',
  tenant: item?.tenant_id ?? tenant,
  sticky: item?.sticky ?? false,
});

/** The photo the record will point at: a new upload, the stored one kept, or none. */
export type PhotoChoice = { kind: 'kept' } | { kind: 'removed' } | { kind: 'new'; url: string; reference: string };

/** POST /news/new's payload from the form and the photo choice. */
export function newsSavePayload(
  id: string | null,
  values: NewsFormOutput,
  item: News | null,
  photo: PhotoChoice,
): NewsSave {
  const stored =
    item?.attachment_ref && item.attachment_url ? { url: item.attachment_url, reference: item.attachment_ref } : null;
  const chosen = photo.kind === 'new' ? photo : photo.kind === 'kept' ? stored : null;
  return { id, ...values, img_url: chosen?.url ?? null, img_id: chosen?.reference ?? null };
}

export const NEWS_EDIT_TEXTS = {
  titleNew: 'Add news',
  titleEdit: 'Edit news',
  saved: 'News saved',
  photo: 'Photo',
  choosePhoto: 'Choose photo',
  removePhoto: 'Remove photo',
  noPhoto: 'No photo: the item shows its text only.',
  photoHint: 'A png or jpeg of at most 1 MB.',
  sticky: 'Sticky (shown first)',
  country: 'Country',
  blockedSaving: 'Saving…',
  blockedIncomplete: 'Enter a title and a content, and choose a country.',
  blockedUnchanged: 'Nothing has changed yet.',
  noCountry: 'You administer no country: only country admins write news.',
} as const;
