import { describe, expect, it } from 'vitest';
import {
  adminTenantIds,
  claimsToPrincipal,
  isAdminOf,
  isAdminOfAnyTenant,
  isRoot,
  rolesToClaims,
  type Principal,
} from './permissions';

const root: Principal = { user_authorities: [{ authority_id: 'ROOT', tenant_id: 'un' }] };
const adminDe: Principal = { user_authorities: [{ authority_id: 'ADMIN', tenant_id: 'de' }] };
const user: Principal = { user_authorities: [{ authority_id: 'USER', tenant_id: null }] };

describe('permissions', () => {
  it('treats root as admin of every tenant', () => {
    expect(isRoot(root)).toBe(true);
    expect(isAdminOf(root, 'fr')).toBe(true);
    expect(isAdminOfAnyTenant(root)).toBe(true);
  });

  it('limits an admin to their tenants', () => {
    expect(isAdminOf(adminDe, 'de')).toBe(true);
    expect(isAdminOf(adminDe, 'fr')).toBe(false);
    expect(isRoot(adminDe)).toBe(false);
  });

  it('gives plain users no admin rights', () => {
    expect(isAdminOfAnyTenant(user)).toBe(false);
    expect(isAdminOf(user, 'de')).toBe(false);
    expect(isAdminOf(null, 'de')).toBe(false);
    expect(isAdminOf(adminDe, undefined)).toBe(false);
  });

  it('round-trips roles through custom claims', () => {
    const principal: Principal = {
      user_authorities: [
        { authority_id: 'ADMIN', tenant_id: 'fr' },
        { authority_id: 'ADMIN', tenant_id: 'de' },
        { authority_id: 'ADMIN', tenant_id: 'de' },
      ],
    };
    expect(rolesToClaims(principal)).toEqual({ adm: 'de,fr' });
    expect(adminTenantIds(claimsToPrincipal(rolesToClaims(principal)))).toEqual(['de', 'fr']);
    expect(isRoot(claimsToPrincipal(rolesToClaims(root)))).toBe(true);
    expect(rolesToClaims(user)).toEqual({});
  });

  it('keeps the claims of an admin of every country under 1000 characters', () => {
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const everyLocale = [...letters].flatMap((a) => [...letters].map((b) => `${a}${b}`)).slice(0, 260);
    const principal: Principal = {
      user_authorities: [
        { authority_id: 'ROOT', tenant_id: 'un' },
        ...everyLocale.map((tenant_id) => ({ authority_id: 'ADMIN' as const, tenant_id })),
      ],
    };
    expect(JSON.stringify(rolesToClaims(principal)).length).toBeLessThan(1000);
  });
});
