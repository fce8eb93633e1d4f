import {
  api,
  API_MESSAGES,
  checkAuthorityChange,
  docConverter,
  isAdminOf,
  isAdminOfAnyTenant,
  isRoot,
  MESSAGES,
  normaliseAuthorities,
  userAnswerDocSchema,
} from '../contract';
import { route } from '../lib/endpoints';
import { db } from '../lib/firebase';
import { badRequest, forbidden, notFound } from '../lib/http-error';
import { logs } from '../lib/logs';
import { syncRoleClaims } from '../services/claims';
import { tenantsById, toUserResponse, userByAddressOrId, userById, userRef } from '../services/users';

const authorityKey = (a: { authority_id: string; tenant_id?: string | null }) => `${a.authority_id}:${a.tenant_id ?? ''}`;

export const rightsRoutes = [
  route(api.rights.mine, async (_input, caller) => {
    const [snapshot, tenants] = await Promise.all([userById(caller.uid), tenantsById()]);
    return { authorities: toUserResponse(snapshot, tenants).user_authorities };
  }),

  route(api.rights.isRoot, (_input, caller) => ({ canEdit: isRoot(caller.principal) })),

  route(api.rights.isAdminOfAnyTenant, (_input, caller) => ({ canEdit: isAdminOfAnyTenant(caller.principal) })),

  route(api.rights.tenant, ({ t }, caller) => ({ canEdit: isAdminOf(caller.principal, t) })),

  route(api.rights.userRights, async ({ id }) => {
    const [snapshot, tenants] = await Promise.all([userByAddressOrId(id), tenantsById()]);
    if (!snapshot) throw notFound(API_MESSAGES.userNotFound);
    return { result: toUserResponse(snapshot, tenants) };
  }),

  // Replaces the user's authorities under the rules of spec §5 and §6, in a transaction, then puts the
  // new roles into the user's custom claims so the security rules follow.
  route(api.rights.update, async ({ id, authlist }, caller, { requestId }) => {
    const target = await userByAddressOrId(id);
    if (!target) throw notFound(API_MESSAGES.userNotFound);
    const tenants = await tenantsById();
    for (const entry of authlist) {
      if (entry.tenant_id && !tenants.has(entry.tenant_id)) throw badRequest(API_MESSAGES.unknownTenant(entry.tenant_id));
    }
    const after = normaliseAuthorities(authlist);
    const change = await db.runTransaction(async (tx) => {
      const stored = (await tx.get(userRef(target.id).withConverter(docConverter(userAnswerDocSchema)))).data();
      if (!stored) throw notFound(API_MESSAGES.userNotFound);
      const before = stored.user_authorities;
      const refusal = checkAuthorityChange(caller.principal, target.id === caller.uid, before, authlist, {
        needsTenant: MESSAGES.authorityNeedsTenant,
        duplicate: MESSAGES.authorityDuplicate,
      });
      if (refusal) throw refusal.kind === 'forbidden' ? forbidden(refusal.message) : badRequest(refusal.message);
      tx.update(userRef(target.id), { user_authorities: after });
      return {
        added: after.filter((a) => !before.some((b) => authorityKey(b) === authorityKey(a))).map(authorityKey),
        removed: before.filter((b) => !after.some((a) => authorityKey(a) === authorityKey(b))).map(authorityKey),
      };
    });
    await syncRoleClaims(target.id, { user_authorities: after });
    logs.rightsChanged(requestId, caller.uid, target.id, change.added, change.removed);
    return { result: toUserResponse(await userRef(target.id).get(), tenants) };
  }),
];
