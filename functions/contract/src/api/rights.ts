import { z } from 'zod';
import { addressQuerySchema, rootSettingsUpdateSchema, tenantRightsQuerySchema } from '../schemas/rights';
import { userAuthorityViewSchema, userResultSchema } from '../schemas/user';
import { endpoint, noInput } from './endpoint';

const canEdit = z.object({ canEdit: z.boolean() });

/** docs/product.md §7 Rights: the caller's own rights, and the administration of everyone's authorities. */
export const rights = {
  mine: endpoint({
    method: 'GET',
    path: '/rights',
    access: 'signedIn',
    rights: 'self',
    input: noInput,
    output: z.object({ authorities: z.array(userAuthorityViewSchema) }),
    summary: "The caller's authorities, with their countries",
  }),
  isRoot: endpoint({
    method: 'GET',
    path: '/rights/isRoot',
    access: 'signedIn',
    input: noInput,
    output: canEdit,
    summary: 'Whether the caller is root',
  }),
  isAdminOfAnyTenant: endpoint({
    method: 'GET',
    path: '/rights/isadminforanytenant',
    access: 'signedIn',
    input: noInput,
    output: canEdit,
    summary: 'Whether the caller is root or admin of at least one country',
  }),
  tenant: endpoint({
    method: 'GET',
    path: '/rights/tenant',
    access: 'signedIn',
    input: tenantRightsQuerySchema,
    output: canEdit,
    summary: 'Whether the caller is root or admin of the country `t`',
  }),
  userRights: endpoint({
    method: 'GET',
    path: '/rootsettings/get',
    access: 'adminOfAnyTenant',
    input: addressQuerySchema,
    output: userResultSchema,
    summary: 'A user found by address or by user id, with their authorities',
  }),
  update: endpoint({
    method: 'POST',
    path: '/rootsettings/update',
    access: 'adminOfAnyTenant',
    rights: 'authorityChange',
    input: rootSettingsUpdateSchema,
    output: userResultSchema,
    summary:
      "Replaces a user's authorities (spec §5–6) and their custom claims; `id` is their address or their user id",
  }),
};
