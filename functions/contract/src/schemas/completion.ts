import { z } from 'zod';
import { USER_PICKER_LEFT_PAGE_SIZE, USER_PICKER_PAGE_SIZES } from '../constants';
import { documentId, pageNumber, pageSizeOf, searchInput } from './common';

// GET /backendv2/completion/users?user -> { result: CompletionUser[] }
export const userCompletionQuerySchema = z.object({ user: searchInput });

// GET /backendv2/completion/groups?group -> { result: { name, id }[] }
export const groupCompletionQuerySchema = z.object({ group: searchInput });

// GET /backendv2/completion/usersInGroup?group={group id} -> { result: CompletionUser[] }
export const usersInGroupQuerySchema = z.object({ group: documentId });

// POST /backendv2/completion/addAllUsers { tenant_id } -> { result: CompletionUser[], count }
export const addAllUsersSchema = z.object({ tenant_id: documentId }).strict();

/**
 * POST /backendv2/completion/usersPage { search, page, pageSize } -> { users: CompletionUser[], count }:
 * the user picker's available table for those who pick people without administering a country (the
 * organizers of an event): every user, a page at a time, as the same summary completion answers.
 */
export const userCompletionPageSchema = z
  .object({
    search: searchInput,
    page: pageNumber,
    pageSize: pageSizeOf(USER_PICKER_PAGE_SIZES, USER_PICKER_LEFT_PAGE_SIZE),
  })
  .strict();
export type UserCompletionPageRequest = z.input<typeof userCompletionPageSchema>;
