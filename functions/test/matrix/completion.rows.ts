import { api } from '../../src/contract';
import { row, SIGNED_IN } from './matrix';

/** What the completion rows run against. */
export interface CompletionContext {
  /** A tag in the names of the test users. */
  tag: string;
  /** A group of the test users. */
  groupId: string;
  /** A country id of the completion tests alone. */
  tenantId: string;
}

const { users, groups, usersInGroup, addAllUsers } = api.completion;

export const rows = [
  row(users, SIGNED_IN, (c: CompletionContext) => ({ user: `compl${c.tag}` })),
  row(groups, SIGNED_IN, () => ({ group: 'completion' })),
  row(usersInGroup, SIGNED_IN, (c: CompletionContext) => ({ group: c.groupId })),
  row(addAllUsers, SIGNED_IN, (c: CompletionContext) => ({ tenant_id: c.tenantId })),
];
