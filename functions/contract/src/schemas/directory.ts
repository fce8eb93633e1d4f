import { z } from 'zod';
import { API_MESSAGES } from '../messages';

/**
 * A person of the corporate directory, as Microsoft Graph describes them (the fields we use). The demo
 * directory of the emulator suite (directory/{oid}) stores people with more (the demo role,
 * `mail_lower`, search keys); a read through this schema keeps only the person.
 */
export const directoryPersonSchema = z.object({
  oid: z.string(),
  tid: z.string(),
  displayName: z.string(),
  givenName: z.string(),
  surname: z.string(),
  mail: z.string(),
  jobTitle: z.string().nullable(),
  /** Tenant id (lower-case locale) of the person's country, when known. */
  country: z.string().nullable(),
});
export type DirectoryPerson = z.infer<typeof directoryPersonSchema>;

// GET /backendv2/directory/search?q
export const directorySearchQuerySchema = z.object({
  q: z.string({ error: API_MESSAGES.searchRequired }).trim().min(1, API_MESSAGES.searchRequired).max(100),
});

/** One answer of the directory search; `exists` is true when the person is already a user. */
export const directorySearchHitSchema = z.object({
  oid: z.string(),
  displayName: z.string(),
  mail: z.string(),
  jobTitle: z.string().nullable(),
  country: z.string().nullable(),
  exists: z.boolean(),
});
export type DirectorySearchHit = z.infer<typeof directorySearchHitSchema>;
