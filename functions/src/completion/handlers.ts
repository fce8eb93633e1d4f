import type { Query } from 'firebase-admin/firestore';
import {
  ADD_ALL_USERS_LIMIT,
  api,
  API_MESSAGES,
  COLLECTIONS,
  adminTenantIds,
  GROUP_SEARCH_PAGE_SIZE,
  isAdminOf,
  isAdminOfAnyTenant,
  isRoot,
  searchKeyOf,
  USER_COMPLETION_LIMIT,
} from '@agenda/contract';
import { route } from '../http/endpoints';
import { db } from '../lib/firebase';
import type { Caller } from '../lib/caller';
import { forbidden, notFound } from '../lib/http-error';
import { groupRef } from '../groups/service';
import { existingUsers, MEMBER_FIELDS, searchUsersPage, toCompletionUser } from '../users/service';

/** Firestore's `in` filter takes at most 30 values. */
const IN_LIMIT = 30;

/** Whether the caller organizes at least one event (organizers pick people for their events). */
async function organizesAnEvent(uid: string, tenantId?: string): Promise<boolean> {
  let query: Query = db.collection(COLLECTIONS.events).where('organizers', 'array-contains', uid);
  if (tenantId) query = query.where('tenant_id', '==', tenantId);
  return !(await query.select().limit(1).get()).empty;
}

/**
 * Completion is for those who edit groups or events (issue 12, need to know): admins of any country,
 * root and the organizers of at least one event. A plain user gets 403, so nobody lists the user
 * base with one-letter searches.
 */
async function requireEditor(caller: Caller, tenantId?: string): Promise<void> {
  if (tenantId ? isAdminOf(caller.principal, tenantId) : isAdminOfAnyTenant(caller.principal)) return;
  if (await organizesAnEvent(caller.uid, tenantId)) return;
  throw forbidden(API_MESSAGES.completionForEditors);
}

/** Completion lists of the user pickers, for those who edit groups or events. */
export const completionRoutes = [
  // At most USER_COMPLETION_LIMIT users whose name or address has a word starting with `user`.
  route(api.completion.users, async ({ user }, caller) => {
    await requireEditor(caller);
    const key = searchKeyOf(user);
    let query: Query = db.collection(COLLECTIONS.users);
    if (key) query = query.where('search_keys', 'array-contains', key);
    const snapshot = await query.orderBy('email_lower').select(...MEMBER_FIELDS).limit(USER_COMPLETION_LIMIT).get();
    return { result: snapshot.docs.map(toCompletionUser) };
  }),

  // The picker's available table for organizers (admins use /getExistingUsers): pages of the same summaries.
  route(api.completion.usersPage, async ({ search, page, pageSize }, caller) => {
    await requireEditor(caller);
    const found = await searchUsersPage(search, MEMBER_FIELDS, page, pageSize);
    return { users: found.docs.map(toCompletionUser), count: found.count };
  }),

  // Groups are the tools of the admins of their country: at most GROUP_SEARCH_PAGE_SIZE groups of the
  // caller's countries (root: all) whose name has a word starting with `group`, by name.
  route(api.completion.groups, async ({ group }, caller) => {
    if (!isAdminOfAnyTenant(caller.principal)) throw forbidden(API_MESSAGES.onlyAdminsManageGroups);
    const key = searchKeyOf(group);
    let query: Query = db.collection(COLLECTIONS.groups);
    if (!isRoot(caller.principal)) query = query.where('tenant_id', 'in', adminTenantIds(caller.principal).slice(0, IN_LIMIT));
    if (key) query = query.where('search_keys', 'array-contains', key);
    const snapshot = await query.orderBy('name_lower').select('name').limit(GROUP_SEARCH_PAGE_SIZE).get();
    return { result: snapshot.docs.map((doc) => ({ name: doc.get('name') as string, id: doc.id })) };
  }),

  // The members of a group: the admins of the group's country and root.
  route(api.completion.usersInGroup, async ({ group }, caller) => {
    const stored = (await groupRef(group).get()).data();
    if (!stored) throw notFound(API_MESSAGES.groupNotFound);
    if (!isAdminOf(caller.principal, stored.tenant_id)) throw forbidden(API_MESSAGES.notGroupTenantAdmin);
    const members = await existingUsers(stored.users, MEMBER_FIELDS);
    return { result: members.map(toCompletionUser) };
  }),

  // The users of a country for a picker's "add all": the first ADD_ALL_USERS_LIMIT by address, and
  // `count`, the country's total, so that the app can say when the list was cut. For the admins of the
  // country, root and the organizers of an event of that country.
  route(api.completion.addAllUsers, async ({ tenant_id }, caller) => {
    await requireEditor(caller, tenant_id);
    const query = db.collection(COLLECTIONS.users).where('tenant_id', '==', tenant_id);
    const [snapshot, aggregate] = await Promise.all([
      query.orderBy('email_lower').select(...MEMBER_FIELDS).limit(ADD_ALL_USERS_LIMIT).get(),
      query.count().get(),
    ]);
    return { result: snapshot.docs.map(toCompletionUser), count: aggregate.data().count };
  }),
];
