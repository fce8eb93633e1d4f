import type { Tenant } from '@agenda/contract';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RightsContext, rightsOf } from '@/lib/rights';
import { ADMIN_DE, principal, ROOT } from '@/test/render-screen';
import { useAdministeredTenants } from './use-administered-tenants';
import { useLiveTenants } from './use-live-tenants';

vi.mock('./use-live-tenants', () => ({ useLiveTenants: vi.fn() }));

const tenant = (id: string, country_name: string): Tenant => ({
  id,
  locale: id.toUpperCase(),
  country_name,
  flag_image_url: null,
  flag_image_ref: null,
});
const ALL = [tenant('fr', 'France'), tenant('de', 'Germany'), tenant('un', 'Global')];

function Names() {
  const tenants = useAdministeredTenants();
  return (
    <p>{tenants.status === 'ready' ? tenants.tenants.map((t) => t.country_name).join(', ') || 'none' : 'loading'}</p>
  );
}

const show = (rights: ReturnType<typeof rightsOf>) =>
  render(
    <RightsContext.Provider value={rights}>
      <Names />
    </RightsContext.Provider>,
  );

beforeEach(() => {
  vi.mocked(useLiveTenants).mockReturnValue({ status: 'ready', tenants: ALL });
});

describe('useAdministeredTenants', () => {
  it('offers an admin their own countries of the live list, root every one, a user none', () => {
    show(rightsOf('u1', ADMIN_DE));
    expect(screen.getByText('Germany')).toBeTruthy();
    show(rightsOf('u2', ROOT));
    expect(screen.getByText('France, Germany, Global')).toBeTruthy();
    show(rightsOf('u3', principal({ authority_id: 'USER', tenant_id: 'de' })));
    expect(screen.getByText('none')).toBeTruthy();
  });

  it('is loading until the list and the rights are known', () => {
    show(rightsOf('u1', ADMIN_DE, false));
    expect(screen.getByText('loading')).toBeTruthy();
    vi.mocked(useLiveTenants).mockReturnValue({ status: 'loading' });
    show(rightsOf('u1', ADMIN_DE));
    expect(screen.getAllByText('loading')).toHaveLength(2);
  });
});
