import * as z from 'zod/mini';
import { MESSAGES } from '../messages';

/**
 * A required, trimmed text with the spec's general message. In zod/mini, so that stored documents read
 * live (agenda-doc.ts) use it without zod's full API; the API's request schemas nest it like any other.
 */
export const requiredText = (max = 1000) =>
  z
    .string({ error: MESSAGES.required })
    .check(z.trim(), z.minLength(1, MESSAGES.required), z.maxLength(max, `At most ${max} characters`));
