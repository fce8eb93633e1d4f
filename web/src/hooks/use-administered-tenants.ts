import { useMemo } from 'react';
import { useRights } from '@/lib/rights';
import { useLiveTenants, type LiveTenants } from './use-live-tenants';

/**
 * The countries the viewer administers (root: every one), sorted by name: the live list of
 * `useLiveTenants` (one listener the whole app shares) seen through the viewer's rights, as the API's
 * own check sees them. Loading until both the list and the rights are known.
 */
export function useAdministeredTenants(): LiveTenants {
  const live = useLiveTenants();
  const rights = useRights();
  return useMemo(
    () =>
      live.status === 'ready' && rights.ready
        ? { status: 'ready', tenants: live.tenants.filter((tenant) => rights.isAdminOf(tenant.id)) }
        : { status: 'loading' },
    [live, rights],
  );
}
