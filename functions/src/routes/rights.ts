import { Router } from 'express';
import {
  adminTenantIds,
  checkAuthorityChange,
  isAdminOf,
  isAdminOfAnyTenant,
  isRoot,
  MESSAGES,
  normaliseAuthorities,
  addressQuerySchema,
  rootSettingsUpdateSchema,
  tenantRightsQuerySchema,
  type UserDoc,
} from '../contract';
import { authenticate, callerPrincipal, callerUid, requireAdminOfAnyTenant } from '../middleware/auth';
import { db } from '../lib/firebase';
import { badRequest, forbidden, HttpError, notFound } from '../lib/http-error';
import { logs } from '../lib/logs';
import { validate } from '../lib/validate';
import { syncRoleClaims } from '../services/claims';
import { tenantsById, toUserResponse, userByEmail, userRef } from '../services/users';

export const rightsRouter = Router();
rightsRouter.use(['/rights', '/tenants/admin', '/rootsettings'], authenticate);

// GET /backendv2/rights -> { authorities }: the caller's authorities, with their countries.
rightsRouter.get('/rights', async (req, res) => {
  const [snapshot, tenants] = await Promise.all([userRef(callerUid(req)).get(), tenantsById()]);
  if (!snapshot.exists) throw notFound('User not found');
  res.json({ authorities: toUserResponse(snapshot, tenants).user_authorities });
});

// GET /backendv2/rights/isRoot -> { canEdit }
rightsRouter.get('/rights/isRoot', async (req, res) => {
  res.json({ canEdit: isRoot(await callerPrincipal(req)) });
});

// GET /backendv2/rights/isadminforanytenant -> { canEdit }
rightsRouter.get('/rights/isadminforanytenant', async (req, res) => {
  res.json({ canEdit: isAdminOfAnyTenant(await callerPrincipal(req)) });
});

// GET /backendv2/rights/tenant?t -> { canEdit }
rightsRouter.get('/rights/tenant', async (req, res) => {
  const { t } = validate(tenantRightsQuerySchema, req.query);
  res.json({ canEdit: isAdminOf(await callerPrincipal(req), t) });
});

// GET /backendv2/tenants/admin -> { tenants }: the countries the caller administers (root: all).
rightsRouter.get('/tenants/admin', async (req, res) => {
  const [principal, tenants] = await Promise.all([callerPrincipal(req), tenantsById()]);
  const ids = isRoot(principal) ? [...tenants.keys()] : adminTenantIds(principal);
  const list = ids.flatMap((id) => tenants.get(id) ?? []).sort((a, b) => a.country_name.localeCompare(b.country_name));
  res.json({ tenants: list });
});

// GET /backendv2/rootsettings/get?id={address} -> { result: user } (admins)
rightsRouter.get('/rootsettings/get', requireAdminOfAnyTenant, async (req, res) => {
  const { id } = validate(addressQuerySchema, req.query);
  const [snapshot, tenants] = await Promise.all([userByEmail(id), tenantsById()]);
  if (!snapshot) throw notFound('User not found');
  res.json({ result: toUserResponse(snapshot, tenants) });
});

// POST /backendv2/rootsettings/update { id: address, authlist } -> { result: user }
// Replaces the user's authorities under the rules of spec §5 and §6, in a transaction, then puts the
// new roles into the user's custom claims so the security rules follow.
rightsRouter.post('/rootsettings/update', requireAdminOfAnyTenant, async (req, res) => {
  const { id, authlist } = validate(rootSettingsUpdateSchema, req.body);
  const target = await userByEmail(id);
  if (!target) throw notFound('User not found');
  const tenants = await tenantsById();
  for (const entry of authlist) {
    if (entry.tenant_id && !tenants.has(entry.tenant_id)) throw badRequest(`Unknown country: ${entry.tenant_id}`);
  }
  const uid = callerUid(req);
  const after = normaliseAuthorities(authlist);
  const change = await db.runTransaction(async (tx) => {
    const caller = await callerPrincipal(req);
    const snapshot = await tx.get(userRef(target.id));
    const before = (snapshot.data() as UserDoc).user_authorities;
    const refusal = checkAuthorityChange(caller, target.id === uid, before, authlist, {
      needsTenant: MESSAGES.authorityNeedsTenant,
      duplicate: MESSAGES.authorityDuplicate,
    });
    if (refusal) throw refusal.kind === 'forbidden' ? forbidden(refusal.message) : new HttpError(400, refusal.message);
    tx.update(userRef(target.id), { user_authorities: after });
    const key = (a: { authority_id: string; tenant_id?: string | null }) => `${a.authority_id}:${a.tenant_id ?? ''}`;
    return {
      added: after.filter((a) => !before.some((b) => key(b) === key(a))).map(key),
      removed: before.filter((b) => !after.some((a) => key(a) === key(b))).map(key),
    };
  });
  await syncRoleClaims(target.id, { user_authorities: after });
  logs.rightsChanged(req.requestId, uid, target.id, change.added, change.removed);
  res.json({ result: toUserResponse(await userRef(target.id).get(), tenants) });
});
