import { api, type CompletionUser } from '@contract';
import { call } from '@/lib/api';

// The first users whose name or address has a word starting with `user`.
export async function completeUsers(user: string): Promise<CompletionUser[]> {
  return (await call(api.completion.users, { user })).result;
}
