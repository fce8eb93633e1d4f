import { api, type DirectorySearchHit } from '@agenda/contract';
import { AT_THE_FORM, call } from '@/lib/api';
import type { User } from './user-schema';

// Admins. Production asks Microsoft Graph with the user's directory token; the emulator reads the
// demo directory.
export async function searchDirectory(q: string): Promise<DirectorySearchHit[]> {
  return (await call(api.directory.search, { q })).result;
}

// Admins: the record of a directory person, keyed by their corporate identity; 409 when they are a
// user already, shown on the screen (not in the error dialog).
export async function createUserFromDirectory(oid: string): Promise<User> {
  return (await call(api.users.create, { oid }, AT_THE_FORM)).result;
}
