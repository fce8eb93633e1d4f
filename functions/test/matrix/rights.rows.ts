import { api } from '@agenda/contract';
import { ADMINS, ADMINS_OF_A, row, SIGNED_IN } from './matrix';

const GRANT_ADMIN_OF_A = [
  { authority_id: 'USER', tenant_id: null },
  { authority_id: 'ADMIN', tenant_id: 'de' },
] as const;

/** A plain user of country A (de), made afresh for every test. */
export interface RightsContext {
  target: { uid: string; email: string };
}

const { mine, isRoot, isAdminOfAnyTenant, tenant, userRights, update } = api.rights;

export const rows = [
  row(mine, SIGNED_IN, () => ({})),
  row(isRoot, SIGNED_IN, () => ({})),
  row(isAdminOfAnyTenant, SIGNED_IN, () => ({})),
  row(tenant, SIGNED_IN, () => ({ t: 'de' })),
  row(userRights, ADMINS, (c: RightsContext) => ({ id: c.target.email })),
  row(update, ADMINS_OF_A, (c: RightsContext) => ({ id: c.target.email, authlist: [...GRANT_ADMIN_OF_A] }), {
    case: 'grant ADMIN of A',
  }),
  row(
    update,
    { anonymous: 401, user: 403, organizer: 403, adminA: 403, adminB: 200, root: 200 },
    (c: RightsContext) => ({
      id: c.target.uid,
      authlist: [
        { authority_id: 'USER' as const, tenant_id: null },
        { authority_id: 'ADMIN' as const, tenant_id: 'fr' },
      ],
    }),
    { case: 'grant ADMIN of B to a user of A, by user id' },
  ),
];
