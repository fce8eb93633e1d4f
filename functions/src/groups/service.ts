/** Groups (docs/product.md §3 Group): reading and shaping them for the API's answers, and the group screens' writes. */
import type { DocumentSnapshot, Query } from 'firebase-admin/firestore';
import {
  API_MESSAGES,
  COLLECTIONS,
  docConverter,
  GROUP_SUMMARY_FIELDS,
  groupDocSchema,
  groupSummaryDocSchema,
  isAdminOf,
  searchKeyOf,
  type GroupDetail,
  type GroupDoc,
  type GroupSummary,
  type HistoryRecord,
  type Tenant,
} from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { db } from '../lib/firebase';
import { badRequest, forbidden, notFound } from '../lib/http-error';
import { pageOf } from '../shared/paging';
import { allTenants, tenantRef } from '../tenants/service';
import { existingUsers, MEMBER_FIELDS, toGroupMember } from '../users/service';
import { fieldChanges, historyAuthor, recordHistory } from '../shared/history';
import { listChanges } from '../shared/history-people';

/** The entry of a group from `before` (null: created) to `after` (null: deleted); members as people added or removed. */
async function groupEntry(id: string, before: GroupDoc | null, after: GroupDoc | null): Promise<HistoryRecord> {
  const record = (after ?? before) as GroupDoc;
  return {
    tenant_id: record.tenant_id,
    event_id: null,
    entity: 'group',
    entity_id: id,
    entity_label: record.name,
    action: !after ? 'delete' : before ? 'update' : 'create',
    changes: [
      ...fieldChanges(before, after, { omit: ['name_lower', 'search_keys', 'users', 'user_count'] }),
      ...(await listChanges('users', before?.users ?? [], after?.users ?? [])),
    ],
    restorable: false,
  };
}

/** The groups, read and written through their document schema. */
const groupsCollection = () => db.collection(COLLECTIONS.groups).withConverter(docConverter(groupDocSchema));
const groupRef = (id: string) => groupsCollection().doc(id);

/** The stored group, or undefined. */
export const groupById = async (id: string): Promise<GroupDoc | undefined> => (await groupRef(id).get()).data();

async function tenantsMap(): Promise<Map<string, Tenant>> {
  return new Map((await allTenants()).map((tenant) => [tenant.id, tenant]));
}

/** A row of the list, from a group read with `GROUP_SUMMARY_FIELDS` as field mask. */
function toGroupSummary(snapshot: DocumentSnapshot, tenants: Map<string, Tenant>): GroupSummary {
  const { name, tenant_id, user_count } = groupSummaryDocSchema.parse(snapshot.data());
  return { id: snapshot.id, name, tenant_id, tenant: tenants.get(tenant_id) ?? null, user_count };
}

/** A group with the id, address and names of its users that still exist. */
export async function toGroupDetail(id: string, group: GroupDoc): Promise<GroupDetail> {
  const [members, tenants] = await Promise.all([existingUsers(group.users, MEMBER_FIELDS), tenantsMap()]);
  return {
    id,
    name: group.name,
    tenant_id: group.tenant_id,
    tenant: tenants.get(group.tenant_id) ?? null,
    users: members.map(toGroupMember),
  };
}

/** Which groups a list reads: one country's, those of some countries (at most 30, Firestore's `in`), or all. */
export type GroupScope = { tenant_id: string } | { tenantIds: readonly string[] } | 'all';

/** A page of the groups of `scope` by name; a search matches the start of any word of the name. */
export async function groupsPage(
  scope: GroupScope,
  search: string,
  page: number,
  pageSize: number,
): Promise<{ groups: GroupSummary[]; count: number }> {
  let query: Query = db.collection(COLLECTIONS.groups);
  if (scope !== 'all')
    query =
      'tenant_id' in scope
        ? query.where('tenant_id', '==', scope.tenant_id)
        : query.where('tenant_id', 'in', scope.tenantIds);
  const key = searchKeyOf(search);
  if (key) query = query.where('search_keys', 'array-contains', key);
  const [found, tenants] = await Promise.all([
    pageOf(query, 'name_lower', GROUP_SUMMARY_FIELDS, page, pageSize),
    tenantsMap(),
  ]);
  return { groups: found.docs.map((doc) => toGroupSummary(doc, tenants)), count: found.count };
}

/**
 * Creates (no id) or replaces a group, in a transaction that checks its country exists and that
 * the caller administers the country the group is in now (the new one is the caller's to check).
 * Answers its id.
 */
export async function saveGroup(caller: Caller, id: string | null | undefined, doc: GroupDoc): Promise<string> {
  const { principal } = caller;
  const actor = historyAuthor(caller);
  const ref = id ? groupRef(id) : groupsCollection().doc();
  await db.runTransaction(async (tx) => {
    const [tenant, existing] = await Promise.all([tx.get(tenantRef(doc.tenant_id)), id ? tx.get(ref) : null]);
    if (!tenant.exists)
      throw badRequest(API_MESSAGES.unknownTenant(doc.tenant_id), {
        tenantId: [API_MESSAGES.unknownTenant(doc.tenant_id)],
      });
    if (existing && !existing.exists) throw notFound(API_MESSAGES.groupNotFound);
    const before = existing?.data();
    if (before && !isAdminOf(principal, before.tenant_id)) throw forbidden(API_MESSAGES.notGroupTenantAdmin);
    recordHistory(tx, actor, await groupEntry(ref.id, before ?? null, doc));
    tx.set(ref, doc);
  });
  return ref.id;
}

/** Deletes a group, in a transaction that checks the caller administers its country. */
export async function removeGroup(caller: Caller, id: string): Promise<void> {
  const actor = historyAuthor(caller);
  await db.runTransaction(async (tx) => {
    const group = (await tx.get(groupRef(id))).data();
    if (!group) throw notFound(API_MESSAGES.groupNotFound);
    if (!isAdminOf(caller.principal, group.tenant_id)) throw forbidden(API_MESSAGES.notGroupTenantAdmin);
    recordHistory(tx, actor, await groupEntry(id, group, null));
    tx.delete(groupRef(id));
  });
}
