import { api, API_MESSAGES, isAdminOf, isAdminOfAnyTenant, isRoot } from '@agenda/contract';
import { route } from '../http/endpoints';
import { badRequest, notFound } from '../lib/http-error';
import { logs } from '../lib/logs';
import { syncRoleClaims } from '../shared/claims';
import { tenantsById } from '../tenants/service';
import {
  tenantsOfUsers,
  toUserForAdmin,
  toUserResponse,
  userByAddressOrId,
  userById,
  userSnapshot,
} from '../users/service';
import { replaceAuthorities } from './service';

export const rightsRoutes = [
  route(api.rights.mine, async (_input, caller) => {
    const snapshot = await userById(caller.uid);
    return { authorities: toUserResponse(snapshot, await tenantsOfUsers([snapshot])).user_authorities };
  }),

  route(api.rights.isRoot, (_input, caller) => ({ canEdit: isRoot(caller.principal) })),

  route(api.rights.isAdminOfAnyTenant, (_input, caller) => ({ canEdit: isAdminOfAnyTenant(caller.principal) })),

  route(api.rights.tenant, ({ t }, caller) => ({ canEdit: isAdminOf(caller.principal, t) })),

  // An admin of other countries than the person's sees only the authorities of their own countries.
  route(api.rights.userRights, async ({ id }, caller) => {
    const snapshot = await userByAddressOrId(id);
    if (!snapshot) throw notFound(API_MESSAGES.userNotFound);
    return { result: toUserForAdmin(snapshot, await tenantsOfUsers([snapshot]), caller) };
  }),

  // Replaces the user's authorities under the rules of docs/product.md §5 and §6, in a transaction, then puts the
  // new roles into the user's custom claims so the security rules follow.
  route(api.rights.update, async ({ id, authlist }, caller, { requestId }) => {
    const target = await userByAddressOrId(id);
    if (!target) throw notFound(API_MESSAGES.userNotFound);
    const tenants = await tenantsById(authlist.map((entry) => entry.tenant_id));
    for (const entry of authlist) {
      if (entry.tenant_id && !tenants.has(entry.tenant_id))
        throw badRequest(API_MESSAGES.unknownTenant(entry.tenant_id));
    }
    const change = await replaceAuthorities(caller, target.id, authlist);
    await syncRoleClaims(target.id);
    logs.rightsChanged(requestId, caller.uid, target.id, change.added, change.removed);
    return { result: toUserForAdmin(await userSnapshot(target.id), tenants, caller) };
  }),
];
