/**
 * Permission logic of spec §6, shared by the API (which reads the caller's current authorities
 * from Firestore on every request) and the app (which shows or hides controls). `firestore.rules`
 * and `storage.rules` read the same facts from the custom claims built by `rolesToClaims`.
 */
import { GLOBAL_TENANT_LOCALE } from './constants';

export const AUTHORITY_IDS = ['ROOT', 'ADMIN', 'USER'] as const;
export type AuthorityId = (typeof AUTHORITY_IDS)[number];
/** Authorities an admin may grant (spec §9 "Authority choices when granting"). */
export const GRANTABLE_AUTHORITY_IDS = ['ROOT', 'ADMIN'] as const satisfies readonly AuthorityId[];

export interface UserAuthority {
  authority_id: AuthorityId;
  /** Absent for global authorities; ROOT is attached to the global tenant (locale `un`). */
  tenant_id?: string | null;
}

export interface Principal {
  user_authorities: readonly UserAuthority[];
}

export function isRoot(principal: Principal | null | undefined): boolean {
  return !!principal?.user_authorities.some((a) => a.authority_id === 'ROOT');
}

/** Tenant ids the principal administers directly (root administers every tenant implicitly). */
export function adminTenantIds(principal: Principal | null | undefined): string[] {
  if (!principal) return [];
  const ids = principal.user_authorities
    .filter((a) => a.authority_id === 'ADMIN' && a.tenant_id)
    .map((a) => a.tenant_id as string);
  return [...new Set(ids)].sort();
}

export function isAdminOf(principal: Principal | null | undefined, tenantId: string | null | undefined): boolean {
  if (!principal || !tenantId) return false;
  return isRoot(principal) || adminTenantIds(principal).includes(tenantId);
}

export function isAdminOfAnyTenant(principal: Principal | null | undefined): boolean {
  return isRoot(principal) || adminTenantIds(principal).length > 0;
}

/**
 * Custom claims read by the security rules. Kept short so that an admin of every country still
 * fits in Firebase's 1000-character claims limit: tenant ids are two-letter locales joined by commas.
 */
export interface RoleClaims {
  root?: true;
  /** Comma-separated tenant ids the user administers, e.g. "de,fr". */
  adm?: string;
}

export function rolesToClaims(principal: Principal): RoleClaims {
  const claims: RoleClaims = {};
  if (isRoot(principal)) claims.root = true;
  const tenants = adminTenantIds(principal);
  if (tenants.length > 0) claims.adm = tenants.join(',');
  return claims;
}

export function claimsToPrincipal(claims: { root?: unknown; adm?: unknown } | null | undefined): Principal {
  const authorities: UserAuthority[] = [];
  if (claims?.root === true) authorities.push({ authority_id: 'ROOT', tenant_id: GLOBAL_TENANT_LOCALE });
  if (typeof claims?.adm === 'string' && claims.adm.length > 0) {
    for (const tenantId of claims.adm.split(',')) authorities.push({ authority_id: 'ADMIN', tenant_id: tenantId });
  }
  return { user_authorities: authorities };
}
