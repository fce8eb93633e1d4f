import { z } from 'zod';
import { MESSAGES } from '../messages';
import { documentId, editedId, requiredText } from './common';
import { surveyDocSchema } from './event-content-doc';
import { isHttpUrl } from './event-doc';

/* A survey of an event (docs/product.md §3 Survey), stored at events/{e}/surveys/{id} (event-content-doc.ts). */

/** A survey as the API answers it. */
export const surveySchema = z.object({ ...surveyDocSchema.shape, id: z.string(), eventId: z.string() });
export type Survey = z.infer<typeof surveySchema>;

/** docs/product.md §5: required ("Required."), and an http or https address ("URL is not valid"). */
export const surveyUrlSchema = z
  .string({ error: MESSAGES.surveyUrlRequired })
  .trim()
  .min(1, { error: MESSAGES.surveyUrlRequired, abort: true })
  .max(2048, { error: MESSAGES.surveyUrlInvalid, abort: true })
  .refine(isHttpUrl, MESSAGES.surveyUrlInvalid);

// POST /backendv2/surveys/new { id (when editing), name, url, eventId } -> { result: survey }
export const surveySaveSchema = z
  .object({ id: editedId, name: requiredText(200), url: surveyUrlSchema, eventId: documentId })
  .strict();
export type SurveySave = z.input<typeof surveySaveSchema>;
