import type { DirectorySearchHit } from '@contract';
import { z } from 'zod';
import { apiGet, apiPost } from '@/lib/api';
import { userResultSchema, type User } from './user-schema';

const directoryHitSchema = z.object({
  oid: z.string(),
  displayName: z.string(),
  mail: z.string(),
  jobTitle: z.string().nullable(),
  country: z.string().nullable(),
  exists: z.boolean(),
}) satisfies z.ZodType<DirectorySearchHit>;

const directoryAnswerSchema = z.object({ result: z.array(directoryHitSchema) });

// GET /backendv2/directory/search?q -> { result: people } (admins). Production asks Microsoft
// Graph with the user's directory token; the emulator reads the demo directory.
export async function searchDirectory(q: string): Promise<DirectorySearchHit[]> {
  return (await apiGet('/directory/search', { q }, directoryAnswerSchema, { directory: true })).result;
}

// POST /backendv2/users/new { oid } -> { result: user } (admins): the record of a directory person,
// keyed by their corporate identity; 409 when they are a user already.
export async function createUserFromDirectory(oid: string): Promise<User> {
  return (await apiPost('/users/new', { oid }, userResultSchema, { directory: true })).result;
}
