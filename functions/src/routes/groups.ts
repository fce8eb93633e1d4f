import { Router } from 'express';
import type { DocumentSnapshot, Query } from 'firebase-admin/firestore';
import {
  API_MESSAGES,
  COLLECTIONS,
  GROUP_MAX_USERS,
  groupPageSchema,
  groupSaveSchema,
  groupSearchKeys,
  documentIdQuerySchema,
  isAdminOf,
  searchKeyOf,
  type GroupDetail,
  type GroupDoc,
  type GroupSummary,
  type Tenant,
} from '../contract';
import { authenticate, callerPrincipal, callerUid, requireAdminOfAnyTenant } from '../middleware/auth';
import { db } from '../lib/firebase';
import { badRequest, forbidden, notFound } from '../lib/http-error';
import { logs } from '../lib/logs';
import { validate } from '../lib/validate';
import { pageOf } from '../services/paging';
import { allTenants, tenantRef } from '../services/tenants';
import { existingUsers, MEMBER_FIELDS, toGroupMember, userIdsByEmail } from '../services/users';

export const groupsRouter = Router();
groupsRouter.use('/groups', authenticate, requireAdminOfAnyTenant);

const groupRef = (id: string) => db.collection(COLLECTIONS.groups).doc(id);
const SUMMARY_FIELDS = ['name', 'tenant_id', 'user_count'] as const;

async function tenantsMap(): Promise<Map<string, Tenant>> {
  return new Map((await allTenants()).map((tenant) => [tenant.id, tenant]));
}

function toSummary(snapshot: DocumentSnapshot, tenants: Map<string, Tenant>): GroupSummary {
  const tenantId = snapshot.get('tenant_id') as string;
  return {
    id: snapshot.id,
    name: snapshot.get('name') as string,
    tenant_id: tenantId,
    tenant: tenants.get(tenantId) ?? null,
    user_count: (snapshot.get('user_count') as number | undefined) ?? 0,
  };
}

async function toDetail(snapshot: DocumentSnapshot): Promise<GroupDetail> {
  const group = snapshot.data() as GroupDoc;
  const [members, tenants] = await Promise.all([existingUsers(group.users, MEMBER_FIELDS), tenantsMap()]);
  return {
    id: snapshot.id,
    name: group.name,
    tenant_id: group.tenant_id,
    tenant: tenants.get(group.tenant_id) ?? null,
    users: members.map(toGroupMember),
  };
}

// POST /backendv2/groups { search, tenant_id, pageSize, page } -> { groups, count } (admins)
// Every country's groups (the list shows the delete button only for the admins of a group's
// country), sorted by name; a search matches the start of any word of the name.
groupsRouter.post('/groups', async (req, res) => {
  const { search, tenant_id, page, pageSize } = validate(groupPageSchema, req.body);
  let query: Query = db.collection(COLLECTIONS.groups);
  if (tenant_id) query = query.where('tenant_id', '==', tenant_id);
  const key = searchKeyOf(search);
  if (key) query = query.where('search_keys', 'array-contains', key);
  const [found, tenants] = await Promise.all([pageOf(query, 'name_lower', SUMMARY_FIELDS, page, pageSize), tenantsMap()]);
  res.json({ groups: found.docs.map((doc) => toSummary(doc, tenants)), count: found.count });
});

// POST /backendv2/groups/new { id?, name, users, tenantId, emails? } -> { result: group with its users }
// Admins of the group's country (of both countries when an edit moves it). Spreadsheet addresses
// are resolved to users; any that is not a user's is answered back (400, `fields.emails` lists
// them) and nothing is saved.
groupsRouter.post('/groups/new', async (req, res) => {
  const input = validate(groupSaveSchema, req.body);
  const principal = await callerPrincipal(req);
  if (!isAdminOf(principal, input.tenantId)) throw forbidden('You are not admin of that country');

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

  const ref = input.id ? groupRef(input.id) : db.collection(COLLECTIONS.groups).doc();
  const doc: GroupDoc = {
    name: input.name,
    name_lower: input.name.toLowerCase(),
    tenant_id: input.tenantId,
    users: ids,
    user_count: ids.length,
    search_keys: groupSearchKeys(input.name),
  };
  await db.runTransaction(async (tx) => {
    const [tenant, existing] = await Promise.all([tx.get(tenantRef(input.tenantId)), input.id ? tx.get(ref) : null]);
    if (!tenant.exists) throw badRequest(API_MESSAGES.unknownTenant(input.tenantId), { tenantId: [API_MESSAGES.unknownTenant(input.tenantId)] });
    if (existing && !existing.exists) throw notFound(API_MESSAGES.groupNotFound);
    if (existing && !isAdminOf(principal, existing.get('tenant_id') as string)) throw forbidden('You are not admin of that group\'s country');
    tx.set(ref, doc);
  });
  logs.groupSaved(req.requestId, callerUid(req), ref.id, ids.length);
  res.json({ result: await toDetail(await ref.get()) });
});

// DELETE /backendv2/groups?id -> { result: { id } } (admins of the group's country)
groupsRouter.delete('/groups', async (req, res) => {
  const { id } = validate(documentIdQuerySchema, req.query);
  const principal = await callerPrincipal(req);
  await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(groupRef(id));
    if (!snapshot.exists) throw notFound(API_MESSAGES.groupNotFound);
    if (!isAdminOf(principal, snapshot.get('tenant_id') as string)) throw forbidden('You are not admin of that group\'s country');
    tx.delete(groupRef(id));
  });
  logs.groupDeleted(req.requestId, callerUid(req), id);
  res.json({ result: { id } });
});

// GET /backendv2/groups/byId?id -> { result: { id, name, tenant_id, tenant, users: [{ id, email, first_name, last_name }] } } (admins)
groupsRouter.get('/groups/byId', async (req, res) => {
  const { id } = validate(documentIdQuerySchema, req.query);
  const snapshot = await groupRef(id).get();
  if (!snapshot.exists) throw notFound(API_MESSAGES.groupNotFound);
  res.json({ result: await toDetail(snapshot) });
});
