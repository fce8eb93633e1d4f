import { api, API_MESSAGES, isAdminOf, isAdminOfAnyTenant } from '@agenda/contract';
import { route } from '../http/endpoints';
import type { Caller } from '../lib/caller';
import { forbidden, notFound } from '../lib/http-error';
import { groupById } from '../groups/service';
import { existingUsers, MEMBER_FIELDS, searchUsersPage, toCompletionUser } from '../users/service';
import { groupsMatching, organizesAnEvent, usersMatching, usersOfCountry } from './service';

/**
 * Completion is for those who edit groups or events (need to know: docs/security.md): admins of any country,
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
    return { result: await usersMatching(user) };
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
    return { result: await groupsMatching(caller.principal, group) };
  }),

  // The members of a group: the admins of the group's country and root.
  route(api.completion.usersInGroup, async ({ group }, caller) => {
    const stored = await groupById(group);
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
    const { users, count } = await usersOfCountry(tenant_id);
    return { result: users, count };
  }),
];
