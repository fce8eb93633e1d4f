import { z } from 'zod';
import {
  addAllUsersSchema,
  groupCompletionQuerySchema,
  userCompletionPageSchema,
  userCompletionQuerySchema,
  usersInGroupQuerySchema,
} from '../schemas/completion';
import { completionUserSchema } from '../schemas/user';
import { endpoint } from './endpoint';

const completionUsers = z.object({ result: z.array(completionUserSchema) });

/**
 * docs/product.md §7 Completion: the lists of the user pickers, for those who edit groups or events (need to know:
 * docs/security.md): users for admins of any country, root and organizers of an event; groups (of one's
 * countries) and a group's members for the admins of its country; a country's users for its admins and the
 * organizers of an event there. Plain users get 403.
 */
export const completion = {
  users: endpoint({
    method: 'GET',
    path: '/completion/users',
    access: 'signedIn',
    input: userCompletionQuerySchema,
    output: completionUsers,
    summary: 'At most USER_COMPLETION_LIMIT users whose name or address has a word starting with the search',
  }),
  usersPage: endpoint({
    method: 'POST',
    path: '/completion/usersPage',
    access: 'signedIn',
    input: userCompletionPageSchema,
    output: z.object({ users: z.array(completionUserSchema), count: z.number().int() }),
    history: { exempt: 'a page of users asked for in a POST body: it reads, writes nothing' },
    summary:
      "Beyond the spec: a page of every user (id, name, address) by address for the picker of an organizer who administers no country; a search as /completion/users's",
  }),
  groups: endpoint({
    method: 'GET',
    path: '/completion/groups',
    access: 'signedIn',
    input: groupCompletionQuerySchema,
    output: z.object({ result: z.array(z.object({ name: z.string(), id: z.string() })) }),
    summary: 'At most GROUP_SEARCH_PAGE_SIZE groups whose name has a word starting with the search, by name',
  }),
  usersInGroup: endpoint({
    method: 'GET',
    path: '/completion/usersInGroup',
    access: 'signedIn',
    input: usersInGroupQuerySchema,
    output: completionUsers,
    summary: 'The users of a group',
  }),
  addAllUsers: endpoint({
    method: 'POST',
    path: '/completion/addAllUsers',
    access: 'signedIn',
    input: addAllUsersSchema,
    output: completionUsers.extend({ count: z.number().int() }),
    history: { exempt: "a country's users for a picker, asked for in a POST body: it reads, writes nothing" },
    summary:
      "A country's users for a picker's \"add all\": the first ADD_ALL_USERS_LIMIT by address, and the country's total",
  }),
};
