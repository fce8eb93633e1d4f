import { GLOBAL_TENANT_LOCALE, normaliseSearchText, type Tenant } from '@agenda/contract';

/** Countries whose name or locale contains the search text, ignoring case and accents. */
export function filterTenants<T extends Pick<Tenant, 'country_name' | 'locale'>>(
  tenants: readonly T[],
  search: string,
): T[] {
  const wanted = normaliseSearchText(search);
  if (!wanted) return [...tenants];
  return tenants.filter(
    (tenant) =>
      normaliseSearchText(tenant.country_name).includes(wanted) || normaliseSearchText(tenant.locale) === wanted,
  );
}

/**
 * The select-country grid leaves out the global tenant: it holds no country's events, only the
 * ROOT authority (spec §3).
 */
export function selectableCountries<T extends Pick<Tenant, 'id'>>(tenants: readonly T[]): T[] {
  return tenants.filter((tenant) => tenant.id !== GLOBAL_TENANT_LOCALE);
}
