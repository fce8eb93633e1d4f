import { z } from 'zod';
import { MESSAGES } from '../messages';

/** A required, trimmed text with the spec's general message. */
export const requiredText = (max = 1000) =>
  z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(max, `At most ${max} characters`);

/** Document ids accepted from clients: no slashes, no dots-only names, bounded. */
export const documentId = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .regex(/^(?!\.\.?$)[^/]+$/, 'Invalid id');

/** The error body every failing API call answers with (spec §8: an `error` field). */
export const apiErrorSchema = z.object({
  error: z.string(),
  requestId: z.string().optional(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
  stack: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
