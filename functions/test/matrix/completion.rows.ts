import { api } from '@agenda/contract';
import { ADMINS_OF_A, row, type Expected } from './matrix';

/** What the completion rows run against. */
export interface CompletionContext {
  /** A tag in the names of the test users. */
  tag: string;
  /** A group of the test users. */
  groupId: string;
  /** A country id of the completion tests alone. */
  tenantId: string;
}

const { users, usersPage, groups, usersInGroup, addAllUsers } = api.completion;

/**
 * Need to know (docs/security.md): completion is for those who edit groups or events. The organizer organizes
 * an event of A (de); the group is a group of A; `tenantId` a country nobody but root administers.
 */
const EDITORS: Expected = { anonymous: 401, user: 403, organizer: 200, adminA: 200, adminB: 200, root: 200 };
const ADMINS_ONLY: Expected = { anonymous: 401, user: 403, organizer: 403, adminA: 200, adminB: 200, root: 200 };
const EDITORS_OF_A: Expected = { anonymous: 401, user: 403, organizer: 200, adminA: 200, adminB: 403, root: 200 };
const ONLY_ROOT: Expected = { anonymous: 401, user: 403, organizer: 403, adminA: 403, adminB: 403, root: 200 };

export const rows = [
  row(users, EDITORS, (c: CompletionContext) => ({ user: `compl${c.tag}` })),
  row(users, EDITORS, () => ({ user: 'a' }), { case: 'a one-letter search' }),
  row(usersPage, EDITORS, (c: CompletionContext) => ({ search: `compl${c.tag}`, page: 1, pageSize: 100 as const })),
  row(usersPage, EDITORS, () => ({}), { case: 'every user, the first page' }),
  row(groups, ADMINS_ONLY, () => ({ group: 'completion' })),
  row(usersInGroup, ADMINS_OF_A, (c: CompletionContext) => ({ group: c.groupId }), { case: 'a group of A' }),
  row(addAllUsers, EDITORS_OF_A, () => ({ tenant_id: 'de' }), { case: 'the users of A' }),
  row(addAllUsers, ONLY_ROOT, (c: CompletionContext) => ({ tenant_id: c.tenantId }), {
    case: 'a country nobody here administers or organizes in',
  }),
];
