import type { CompletionUser } from '@contract';
import { z } from 'zod';
import { apiGet } from '@/lib/api';
import { completionUserSchema } from './group-schema';

const completionAnswerSchema = z.object({ result: z.array(completionUserSchema) });

// GET /backendv2/completion/users?user -> { result: [{ id, name, email }] }: the first users whose
// name or address has a word starting with `user`.
export async function completeUsers(user: string): Promise<CompletionUser[]> {
  return (await apiGet('/completion/users', { user }, completionAnswerSchema)).result;
}
