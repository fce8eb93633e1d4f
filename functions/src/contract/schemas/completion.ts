import { z } from 'zod';
import { documentId, searchInput } from './common';

// GET /backendv2/completion/users?user -> { result: CompletionUser[] }
export const userCompletionQuerySchema = z.object({ user: searchInput });

// GET /backendv2/completion/groups?group -> { result: { name, id }[] }
export const groupCompletionQuerySchema = z.object({ group: searchInput });

// GET /backendv2/completion/usersInGroup?group={group id} -> { result: CompletionUser[] }
export const usersInGroupQuerySchema = z.object({ group: documentId });

// POST /backendv2/completion/addAllUsers { tenant_id } -> { result: CompletionUser[], count }
export const addAllUsersSchema = z.object({ tenant_id: documentId }).strict();
