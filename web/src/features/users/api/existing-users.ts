import type { UserPageRequest } from '@contract';
import { z } from 'zod';
import { apiPost } from '@/lib/api';
import { userSchema, type User } from './user-schema';

const userPageAnswerSchema = z.object({ users: z.array(userSchema), count: z.number().int() });

export interface UserPage {
  users: User[];
  /** Every user the search matches, over all pages. */
  count: number;
}

// POST /backendv2/getExistingUsers { search, page, pageSize } -> { users, count } (admins)
export async function getExistingUsers(request: UserPageRequest): Promise<UserPage> {
  return apiPost('/getExistingUsers', request, userPageAnswerSchema);
}
