import { detailSaveSchema, locationSaveSchema, surveySaveSchema, tagSaveSchema } from '@agenda/contract';
import { z } from 'zod';
import { zodResolver } from '@/lib/zod-resolver';

/** Form values are what the inputs hold (text); the API's own schemas give the messages (docs/product.md §5). */
export interface LocationFormValues {
  id: string | null;
  eventId: string;
  name: string;
  lat: string;
  long: string;
}

const toNumber = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed);
};

export const locationFormSchema = z.preprocess((value) => {
  if (typeof value !== 'object' || value === null) return value;
  const form = value as Record<string, unknown>;
  return { ...form, lat: toNumber(form.lat), long: toNumber(form.long) };
}, locationSaveSchema);

export const locationResolver = zodResolver<LocationFormValues, z.output<typeof locationSaveSchema>>(
  locationFormSchema,
);

export interface TagFormValues {
  id: string | null;
  eventId: string;
  name: string;
  /** Empty until a colour is chosen: docs/product.md §5 keeps Save disabled until then. */
  colour: string;
}
export const tagResolver = zodResolver<TagFormValues, z.output<typeof tagSaveSchema>>(tagSaveSchema);

export interface SurveyFormValues {
  id: string | null;
  eventId: string;
  name: string;
  url: string;
}
export const surveyResolver = zodResolver<SurveyFormValues, z.output<typeof surveySaveSchema>>(surveySaveSchema);

export interface DetailFormValues {
  id: string | null;
  eventId: string;
  title: string;
  /** The order number as typed; a whole number from 0 once valid. */
  order: string;
  description: string;
}

/** The text fields of a detail; its files are kept apart (details/detail-draft) and added on save. */
export const detailFormSchema = z.preprocess((value) => {
  if (typeof value !== 'object' || value === null) return value;
  const form = value as Record<string, unknown>;
  return { ...form, order: toNumber(form.order) };
}, detailSaveSchema);

export type DetailFormOutput = z.output<typeof detailSaveSchema>;
export const detailResolver = zodResolver<DetailFormValues, DetailFormOutput>(detailFormSchema);
