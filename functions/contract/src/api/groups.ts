import { z } from 'zod';
import { documentIdQuerySchema } from '../schemas/common';
import { groupDetailSchema, groupPageSchema, groupSaveSchema, groupSummarySchema } from '../schemas/group';
import { endpoint } from './endpoint';

/** docs/product.md §7 Groups: named lists of users of a country, kept by the administrators. */
export const groups = {
  list: endpoint({
    method: 'POST',
    path: '/groups',
    access: 'adminOfAnyTenant',
    input: groupPageSchema,
    output: z.object({ groups: z.array(groupSummarySchema), count: z.number().int() }),
    history: { exempt: 'a page of groups asked for in a POST body: it reads, writes nothing' },
    summary:
      "A page of the groups of the caller's countries (root: all; or one country's, which they administer), sorted by name; a search matches the start of any word",
  }),
  save: endpoint({
    method: 'POST',
    path: '/groups/new',
    access: 'adminOfAnyTenant',
    rights: 'tenantAdmin',
    input: groupSaveSchema,
    output: z.object({ result: groupDetailSchema }),
    summary:
      'Creates a group, or edits the one named by id (admins of its country, of both when it moves); unknown spreadsheet addresses answer 400',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/groups',
    access: 'adminOfAnyTenant',
    rights: 'tenantAdmin',
    input: documentIdQuerySchema,
    output: z.object({ result: z.object({ id: z.string() }) }),
    summary: 'Deletes a group (admins of its country)',
  }),
  byId: endpoint({
    method: 'GET',
    path: '/groups/byId',
    access: 'adminOfAnyTenant',
    input: documentIdQuerySchema,
    output: z.object({ result: groupDetailSchema }),
    summary: "A group with the id, address and names of its users (admins of the group's country)",
  }),
};
