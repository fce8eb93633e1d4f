import type { Query } from 'firebase-admin/firestore';
import {
  adminTenantIds,
  api,
  API_MESSAGES,
  COLLECTIONS,
  GROUP_MAX_USERS,
  GROUP_SUMMARY_FIELDS,
  isAdminOf,
  isRoot,
  newGroupDoc,
  searchKeyOf,
} from '@agenda/contract';
import { route } from '../http/endpoints';
import { db } from '../lib/firebase';
import { badRequest, forbidden, notFound } from '../lib/http-error';
import { logs } from '../lib/logs';
import { groupRef, groupsCollection, tenantsMap, toGroupDetail, toGroupSummary } from './service';
import { pageOf } from '../shared/paging';
import { tenantRef } from '../tenants/service';
import { existingUsers, userIdsByEmail } from '../users/service';

export const groupRoutes = [
  // Every country's groups (the list shows the delete button only for the admins of a group's
  // country), sorted by name; a search matches the start of any word of the name.
  // Only the groups of the caller's countries (root: all): a French admin does not read German groups.
  route(api.groups.list, async ({ search, tenant_id, page, pageSize }, caller) => {
    let query: Query = db.collection(COLLECTIONS.groups);
    if (tenant_id) {
      if (!isAdminOf(caller.principal, tenant_id)) throw forbidden(API_MESSAGES.notTenantAdmin);
      query = query.where('tenant_id', '==', tenant_id);
    } else if (!isRoot(caller.principal)) {
      query = query.where('tenant_id', 'in', adminTenantIds(caller.principal).slice(0, 30));
    }
    const key = searchKeyOf(search);
    if (key) query = query.where('search_keys', 'array-contains', key);
    const [found, tenants] = await Promise.all([pageOf(query, 'name_lower', GROUP_SUMMARY_FIELDS, page, pageSize), tenantsMap()]);
    return { groups: found.docs.map((doc) => toGroupSummary(doc, tenants)), count: found.count };
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

    const ref = input.id ? groupRef(input.id) : groupsCollection().doc();
    const doc = newGroupDoc({ name: input.name, tenant_id: input.tenantId, users: ids });
    await db.runTransaction(async (tx) => {
      const [tenant, existing] = await Promise.all([tx.get(tenantRef(input.tenantId)), input.id ? tx.get(ref) : null]);
      if (!tenant.exists) throw badRequest(API_MESSAGES.unknownTenant(input.tenantId), { tenantId: [API_MESSAGES.unknownTenant(input.tenantId)] });
      if (existing && !existing.exists) throw notFound(API_MESSAGES.groupNotFound);
      const before = existing?.data();
      if (before && !isAdminOf(principal, before.tenant_id)) throw forbidden(API_MESSAGES.notGroupTenantAdmin);
      tx.set(ref, doc);
    });
    logs.groupSaved(requestId, caller.uid, ref.id, ids.length);
    return { result: await toGroupDetail(ref.id, doc) };
  }),

  // Admins of the group's country.
  route(api.groups.remove, async ({ id }, caller, { requestId }) => {
    await db.runTransaction(async (tx) => {
      const group = (await tx.get(groupRef(id))).data();
      if (!group) throw notFound(API_MESSAGES.groupNotFound);
      if (!isAdminOf(caller.principal, group.tenant_id)) throw forbidden(API_MESSAGES.notGroupTenantAdmin);
      tx.delete(groupRef(id));
    });
    logs.groupDeleted(requestId, caller.uid, id);
    return { result: { id } };
  }),

  // The admins of the group's country and root.
  route(api.groups.byId, async ({ id }, caller) => {
    const group = (await groupRef(id).get()).data();
    if (!group) throw notFound(API_MESSAGES.groupNotFound);
    if (!isAdminOf(caller.principal, group.tenant_id)) throw forbidden(API_MESSAGES.notGroupTenantAdmin);
    return { result: await toGroupDetail(id, group) };
  }),
];
