import { describe, expect, it } from 'vitest';
import {
  adminTenantIds,
  checkAuthorityChange,
  claimsToPrincipal,
  isAdminOf,
  isAdminOfAnyTenant,
  isRoot,
  mayChangeAuthority,
  mayEditRightsOf,
  maySeeFullUser,
  rolesToClaims,
  visibleAuthorities,
  type Principal,
  type UserAuthority,
} from './permissions';
import { authorityOf, CELLS, grantStatus, removes, sees, tenantOf, viewerAuthorities } from '../../test/rights-table';

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

describe('checkAuthorityChange: an admin changes only the authorities of their own countries', () => {
  const MESSAGES = { needsTenant: 'needs tenant', duplicate: 'duplicate' };
  const adminFr: Principal = { user_authorities: [{ authority_id: 'ADMIN', tenant_id: 'fr' }] };
  const USER: UserAuthority = { authority_id: 'USER', tenant_id: null };
  const ADMIN_DE: UserAuthority = { authority_id: 'ADMIN', tenant_id: 'de' };
  const ROOT: UserAuthority = { authority_id: 'ROOT', tenant_id: 'un' };
  const change = (caller: Principal, before: UserAuthority[], after: UserAuthority[]) =>
    checkAuthorityChange(caller, false, before, after, MESSAGES);

  it("refuses an admin removing someone's global USER authority (only root changes it)", () => {
    expect(change(adminFr, [USER], [])).toMatchObject({ kind: 'forbidden' });
    expect(change(adminDe, [USER, ADMIN_DE], [ADMIN_DE])).toMatchObject({ kind: 'forbidden' });
    expect(change(root, [USER], [])).toBeNull();
  });

  it('lets an admin grant and remove ADMIN of their own country only, keeping the rest as it is', () => {
    expect(change(adminDe, [USER], [USER, ADMIN_DE])).toBeNull();
    expect(change(adminDe, [USER, ADMIN_DE], [USER])).toBeNull();
    expect(change(adminFr, [USER], [USER, ADMIN_DE])).toMatchObject({ kind: 'forbidden' });
    expect(change(adminFr, [USER, ADMIN_DE], [USER])).toMatchObject({ kind: 'forbidden' });
    // An authority of a country held by someone else is never touched by an admin of another country.
    expect(change(adminFr, [{ authority_id: 'USER', tenant_id: 'de' }], [])).toMatchObject({ kind: 'forbidden' });
  });

  it('keeps ROOT with root', () => {
    expect(change(adminDe, [USER], [USER, ROOT])).toMatchObject({ kind: 'forbidden' });
    expect(change(adminDe, [USER, ROOT], [USER])).toMatchObject({ kind: 'forbidden' });
    expect(change(root, [USER], [USER, ROOT])).toBeNull();
  });

  it('offers on the screen exactly what it allows (mayChangeAuthority)', () => {
    expect(mayChangeAuthority(adminDe, USER)).toBe(false);
    expect(mayChangeAuthority(adminDe, ADMIN_DE)).toBe(true);
    expect(mayChangeAuthority(adminFr, ADMIN_DE)).toBe(false);
    expect(mayChangeAuthority(adminDe, ROOT)).toBe(false);
    expect(mayChangeAuthority(root, USER)).toBe(true);
    expect(mayChangeAuthority(user, ADMIN_DE)).toBe(false);
  });

  it("decides the profile's Edit rights by each authority's own country, not the person's (mayEditRightsOf)", () => {
    // A German user holding a French authority: France's admins edit it, Germany's have nothing to edit.
    const germanWithFrenchAdmin: UserAuthority[] = [USER, { authority_id: 'ADMIN', tenant_id: 'fr' }];
    expect(mayEditRightsOf(adminFr, germanWithFrenchAdmin)).toBe(true);
    expect(mayEditRightsOf(adminDe, germanWithFrenchAdmin)).toBe(false);
    // The reverse: a French user holding a German authority.
    expect(mayEditRightsOf(adminDe, [ADMIN_DE])).toBe(true);
    expect(mayEditRightsOf(adminFr, [ADMIN_DE])).toBe(false);
    // Root edits anybody's, even a person with global authorities only; a plain user nobody's.
    expect(mayEditRightsOf(root, [USER])).toBe(true);
    expect(mayEditRightsOf(adminDe, [USER, ROOT])).toBe(false);
    expect(mayEditRightsOf(user, [ADMIN_DE])).toBe(false);
    expect(mayEditRightsOf(null, [ADMIN_DE])).toBe(false);
  });
});

describe('the rights truth table: root sees and changes everything, an admin exactly their countries', () => {
  const MESSAGES = { needsTenant: 'needs tenant', duplicate: 'duplicate' };
  const key = (a: UserAuthority) => `${a.authority_id}:${a.tenant_id ?? ''}`;

  it.each(CELLS)('$viewer, a user of country $country holding $authority', ({ viewer, country, authority }) => {
    const principal: Principal = { user_authorities: viewerAuthorities(viewer) };
    const target = { id: 'target', tenant_id: tenantOf(country) };
    const held = authorityOf(authority);
    const seen = visibleAuthorities(principal, 'viewer', target, [held]);
    expect(seen.map(key)).toEqual(sees(viewer, authority) ? [key(held)] : []);
    // What the screen offers and what the API allows agree with what is seen.
    expect(mayChangeAuthority(principal, held)).toBe(sees(viewer, authority));
    if (removes(viewer, authority)) expect(checkAuthorityChange(principal, false, [held], [], MESSAGES)).toBeNull();
    const granted = checkAuthorityChange(principal, false, [], [held], MESSAGES);
    expect(granted === null ? 200 : granted.kind === 'invalid' ? 400 : 403).toBe(grantStatus(viewer, authority));
  });

  it('shows root the address of a user without a country, and nobody else but the person', () => {
    const noCountry = { id: 'target', tenant_id: null };
    expect(maySeeFullUser(root, 'viewer', noCountry)).toBe(true);
    expect(maySeeFullUser(adminDe, 'viewer', noCountry)).toBe(false);
    expect(maySeeFullUser(user, 'target', noCountry)).toBe(true);
    expect(maySeeFullUser(adminDe, 'viewer', { id: 'target', tenant_id: 'de' })).toBe(true);
  });

  it('shows the person all of their own authorities', () => {
    const mine = [authorityOf('USER'), authorityOf('ADMIN:X'), authorityOf('ROOT')];
    expect(visibleAuthorities(adminDe, 'me', { id: 'me', tenant_id: null }, mine)).toEqual(mine);
  });
});
