import { adminTenantIds, GLOBAL_TENANT_LOCALE, type Tenant } from '@agenda/contract';
import type { LiveTenants } from '@/hooks/use-live-tenants';
import type { Rights } from '@/lib/rights';

/** Which list the address asks for (docs/product.md §2): a country's, upcoming, the main search's, or one's own. */
export type EventListSource =
  { kind: 'country'; tenantId: string } | { kind: 'upcoming' } | { kind: 'search'; text: string } | { kind: 'own' };

export function eventListSource(params: URLSearchParams, upcomingRoute: boolean): EventListSource {
  const q = params.get('q')?.trim();
  if (q) return { kind: 'search', text: q };
  const t = params.get('t')?.trim();
  if (t && t !== '0') return { kind: 'country', tenantId: t };
  if (upcomingRoute || params.get('m') === '1') return { kind: 'upcoming' };
  return { kind: 'own' };
}

/**
 * The country code of a country list that no country has, once the server has answered (`?t=zz`);
 * null while the countries are read or only this tab's cache has them (offline: the list's kept snapshot
 * shows), for another list, or a known country.
 */
export function unknownCountryOf(source: EventListSource, tenants: LiveTenants): string | null {
  if (source.kind !== 'country' || tenants.status !== 'ready' || tenants.unconfirmed) return null;
  return tenants.tenants.some((tenant) => tenant.id === source.tenantId) ? null : source.tenantId;
}

/** The country a new event goes to: the listed one, the selected one, or the first one administered. */
export function newEventTenant(
  rights: Pick<Rights, 'isAdminOf' | 'principal'>,
  listed: string | null,
  selected: string | null,
): string | null {
  if (listed && rights.isAdminOf(listed)) return listed;
  if (selected && rights.isAdminOf(selected)) return selected;
  return adminTenantIds(rights.principal).find((id) => id !== GLOBAL_TENANT_LOCALE) ?? null;
}

/** The list's heading. */
export function titleOf(source: EventListSource, tenants: ReadonlyMap<string, Tenant>): string {
  switch (source.kind) {
    case 'country':
      return `${tenants.get(source.tenantId)?.country_name ?? source.tenantId.toUpperCase()} events`;
    case 'upcoming':
      return 'Upcoming events';
    case 'search':
      return `Search results for “${source.text}”`;
    case 'own':
      return 'My events';
  }
}
