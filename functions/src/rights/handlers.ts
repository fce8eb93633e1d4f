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
  visibleAuthorities,
} from '@agenda/contract';
import { route } from '../http/endpoints';
import { db } from '../lib/firebase';
import { badRequest, forbidden, notFound } from '../lib/http-error';
import { logs } from '../lib/logs';
import { syncRoleClaims } from '../shared/claims';
import { tenantsById, tenantsOfUsers, toUserForAdmin, toUserResponse, userByAddressOrId, userById, userRef } from '../users/service';

const authorityKey = (a: { authority_id: string; tenant_id?: string | null }) => `${a.authority_id}:${a.tenant_id ?? ''}`;

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

  // Replaces the user's authorities under the rules of spec §5 and §6, in a transaction, then puts the
  // new roles into the user's custom claims so the security rules follow.
  route(api.rights.update, async ({ id, authlist }, caller, { requestId }) => {
    const target = await userByAddressOrId(id);
    if (!target) throw notFound(API_MESSAGES.userNotFound);
    const tenants = await tenantsById(authlist.map((entry) => entry.tenant_id));
    for (const entry of authlist) {
      if (entry.tenant_id && !tenants.has(entry.tenant_id)) throw badRequest(API_MESSAGES.unknownTenant(entry.tenant_id));
    }
    const change = await db.runTransaction(async (tx) => {
      const stored = (await tx.get(userRef(target.id).withConverter(docConverter(userAnswerDocSchema)))).data();
      if (!stored) throw notFound(API_MESSAGES.userNotFound);
      const before = stored.user_authorities;
      // The list sent is the one the caller sees (visibleAuthorities): authorities hidden from them
      // (of countries they do not administer) are kept as they are.
      const visible = new Set(visibleAuthorities(caller.principal, caller.uid, { id: target.id, tenant_id: stored.tenant_id }, before).map(authorityKey));
      const hidden = before.filter((a) => !visible.has(authorityKey(a)));
      const hiddenKeys = new Set(hidden.map(authorityKey));
      const entries = [...hidden, ...authlist.filter((e) => !(e.authority_id && hiddenKeys.has(authorityKey(normaliseAuthorities([e])[0]!))))];
      const after = normaliseAuthorities(entries);
      const refusal = checkAuthorityChange(caller.principal, target.id === caller.uid, before, entries, {
        needsTenant: MESSAGES.authorityNeedsTenant,
        duplicate: MESSAGES.authorityDuplicate,
      });
      if (refusal) throw refusal.kind === 'forbidden' ? forbidden(refusal.message) : badRequest(refusal.message);
      tx.update(userRef(target.id), { user_authorities: after });
      return {
        after,
        added: after.filter((a) => !before.some((b) => authorityKey(b) === authorityKey(a))).map(authorityKey),
        removed: before.filter((b) => !after.some((a) => authorityKey(a) === authorityKey(b))).map(authorityKey),
      };
    });
    await syncRoleClaims(target.id);
    logs.rightsChanged(requestId, caller.uid, target.id, change.added, change.removed);
    return { result: toUserForAdmin(await userRef(target.id).get(), tenants, caller) };
  }),
];
