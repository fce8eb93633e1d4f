import { api } from '@agenda/contract';
import { ADMINS, ADMINS_OF_A, row } from './matrix';

/** What the groups rows run against. */
export interface GroupsContext {
  /** Plain users of country A (de), to put in groups. */
  members: { uid: string }[];
  /** A fresh group of A (de) with one member; its id. */
  storedGroup(): Promise<string>;
  /** A name no other group has. */
  freshName(): string;
}

const { list, save, remove, byId } = api.groups;

export const rows = [
  // Need to know: a French admin neither lists nor reads the groups of A.
  row(list, ADMINS_OF_A, () => ({ search: '', tenant_id: 'de', page: 1, pageSize: 25 as const }), {
    case: "A's groups",
  }),
  row(list, ADMINS, () => ({ search: '', page: 1, pageSize: 25 as const }), { case: "the caller's countries" }),
  row(save, ADMINS_OF_A, (c: GroupsContext) => ({ name: c.freshName(), tenantId: 'de', users: [c.members[0]!.uid] }), {
    case: 'a group of A',
  }),
  row(
    save,
    ADMINS_OF_A,
    async (c: GroupsContext) => ({
      id: await c.storedGroup(),
      name: 'Edited',
      tenantId: 'de',
      users: [c.members[1]!.uid],
    }),
    { case: 'edit a group of A' },
  ),
  row(remove, ADMINS_OF_A, async (c: GroupsContext) => ({ id: await c.storedGroup() }), { case: 'a group of A' }),
  row(byId, ADMINS_OF_A, async (c: GroupsContext) => ({ id: await c.storedGroup() }), { case: 'a group of A' }),
];
