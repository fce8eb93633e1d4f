import type { TenantSummary } from '@agenda/contract';
import type { User, UserAuthorityView } from './api/user-schema';

/** Test data and rendering for the users feature's screens (test-only module). */
const tenant = (id: string, country_name: string): TenantSummary => ({
  id,
  locale: id.toUpperCase(),
  country_name,
  flag_image_url: `data:image/png;base64,${id}`,
});

export const GERMANY = tenant('de', 'Germany');
export const FRANCE = tenant('fr', 'France');
export const GLOBAL = { ...tenant('un', 'Global'), locale: 'un' };

export const authority = (
  authority_id: UserAuthorityView['authority_id'],
  country: TenantSummary | null,
): UserAuthorityView => ({ authority_id, tenant_id: country?.id ?? null, tenant: country });

export function user(overrides: Partial<User> = {}): User {
  return {
    id: 'tid_lukas',
    email: 'lukas.hoffmann@corp.example',
    first_name: 'Lukas',
    last_name: 'Hoffmann',
    job_title: 'Software Engineer',
    avatar_url: null,
    tenant_id: 'de',
    tenant: GERMANY,
    user_authorities: [authority('USER', null)],
    ...overrides,
  };
}

export { ADMIN_DE, ADMIN_FR, NOBODY, renderScreen, ROOT } from '@/test/render-screen';
