import { api, type UserPageRequest } from '@agenda/contract';
import { call } from '@/lib/api';
import type { User } from './user-schema';

export interface UserPage {
  users: User[];
  /** Every user the search matches, over all pages. */
  count: number;
}

// Admins: a page of every user, sorted by address.
export async function getExistingUsers(request: UserPageRequest): Promise<UserPage> {
  return call(api.users.existing, request);
}
