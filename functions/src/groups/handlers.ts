import { adminTenantIds, api, API_MESSAGES, GROUP_MAX_USERS, isAdminOf, isRoot, newGroupDoc } from '@agenda/contract';
import { route } from '../http/endpoints';
import { badRequest, forbidden, notFound } from '../lib/http-error';
import { logs } from '../lib/logs';
import { existingUsers, userIdsByEmail } from '../users/service';
import { groupById, groupsPage, removeGroup, saveGroup, toGroupDetail, type GroupScope } from './service';

export const groupRoutes = [
  // Every country's groups (the list shows the delete button only for the admins of a group's
  // country), sorted by name; a search matches the start of any word of the name.
  // Only the groups of the caller's countries (root: all): a French admin does not read German groups.
  route(api.groups.list, async ({ search, tenant_id, page, pageSize }, caller) => {
    let scope: GroupScope = 'all';
    if (tenant_id) {
      if (!isAdminOf(caller.principal, tenant_id)) throw forbidden(API_MESSAGES.notTenantAdmin);
      scope = { tenant_id };
    } else if (!isRoot(caller.principal)) {
      scope = { tenantIds: adminTenantIds(caller.principal).slice(0, 30) };
    }
    return groupsPage(scope, search, page, pageSize);
  }),

  // Admins of the group's country (of both countries when an edit moves it). Spreadsheet addresses
  // are resolved to users; any that is not a user's is answered back (400, `fields.emails` lists
  // them) and nothing is saved.
  route(api.groups.save, async (input, caller, { requestId }) => {
    const { principal } = caller;
    if (!isAdminOf(principal, input.tenantId)) throw forbidden(API_MESSAGES.notTenantAdmin);

    const byEmail = input.emails ? await userIdsByEmail(input.emails) : new Map<string, string>();
    const unknownAddresses = (input.emails ?? []).filter((email) => !byEmail.has(email));
    if (unknownAddresses.length > 0) {
      throw badRequest(API_MESSAGES.unknownAddresses(unknownAddresses), { emails: unknownAddresses });
    }
    // Chosen users first, then the spreadsheet's, in the sheet's order.
    const ids = [...new Set([...input.users, ...(input.emails ?? []).flatMap((email) => byEmail.get(email) ?? [])])];
    if (ids.length > GROUP_MAX_USERS) throw badRequest(API_MESSAGES.tooManyUsers(GROUP_MAX_USERS));
    const found = new Set((await existingUsers(ids, ['email'])).map((snapshot) => snapshot.id));
    const unknownIds = ids.filter((id) => !found.has(id));
    if (unknownIds.length > 0) throw badRequest(API_MESSAGES.unknownUsers(unknownIds), { users: unknownIds });

    const doc = newGroupDoc({ name: input.name, tenant_id: input.tenantId, users: ids });
    const id = await saveGroup(caller, input.id, doc);
    logs.groupSaved(requestId, caller.uid, id, ids.length);
    return { result: await toGroupDetail(id, doc) };
  }),

  // Admins of the group's country.
  route(api.groups.remove, async ({ id }, caller, { requestId }) => {
    await removeGroup(caller, id);
    logs.groupDeleted(requestId, caller.uid, id);
    return { result: { id } };
  }),

  // The admins of the group's country and root.
  route(api.groups.byId, async ({ id }, caller) => {
    const group = await groupById(id);
    if (!group) throw notFound(API_MESSAGES.groupNotFound);
    if (!isAdminOf(caller.principal, group.tenant_id)) throw forbidden(API_MESSAGES.notGroupTenantAdmin);
    return { result: await toGroupDetail(id, group) };
  }),
];
