import { z } from 'zod';
import { API_MESSAGES } from '../messages';

/** A person of the corporate directory, as Microsoft Graph describes them (the fields we use). */
export interface DirectoryPerson {
  oid: string;
  tid: string;
  displayName: string;
  givenName: string;
  surname: string;
  mail: string;
  jobTitle: string | null;
  /** Tenant id (lower-case locale) of the person's country, when known. */
  country: string | null;
}

// GET /backendv2/directory/search?q
export const directorySearchQuerySchema = z.object({
  q: z.string({ error: API_MESSAGES.searchRequired }).trim().min(1, API_MESSAGES.searchRequired).max(100),
});

/** One answer of the directory search; `exists` is true when the person is already a user. */
export interface DirectorySearchHit {
  oid: string;
  displayName: string;
  mail: string;
  jobTitle: string | null;
  country: string | null;
  exists: boolean;
}
