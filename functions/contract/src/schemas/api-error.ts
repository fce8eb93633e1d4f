import * as z from 'zod/mini';

/*
 * Apart from the request schemas of common.ts because every screen's API client parses failures with
 * it, the signed-in frame's included (a module's schemas are all built when it loads).
 */

/** The error body every failing API call answers with (docs/product.md §8: an `error` field). */
export const apiErrorSchema = z.object({
  error: z.string(),
  requestId: z.optional(z.string()),
  fields: z.optional(z.record(z.string(), z.array(z.string()))),
  /** Facts to act on a refusal, e.g. a 409's newer version. */
  details: z.optional(z.record(z.string(), z.unknown())),
  stack: z.optional(z.string()),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
