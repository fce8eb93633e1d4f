/**
 * Permission logic of docs/product.md §6, shared by the API (which reads the caller's current authorities
 * from Firestore on every request) and the app (which shows or hides controls). `firestore.rules`
 * and `storage.rules` read the same facts from the custom claims built by `rolesToClaims`.
 */
import { GLOBAL_TENANT_LOCALE } from './constants';
import { API_MESSAGES } from './messages';

export const AUTHORITY_IDS = ['ROOT', 'ADMIN', 'USER'] as const;
export type AuthorityId = (typeof AUTHORITY_IDS)[number];
/** Authorities an admin may grant (docs/product.md §9 "Authority choices when granting"). */
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
  /** The rights version the claims were minted for (users/{uid}.rights_version); set by the API. */
  rv?: number;
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

export type AuthorityChangeRefusal = { kind: 'invalid'; message: string } | { kind: 'forbidden'; message: string };

const authorityKey = (a: UserAuthority) => `${a.authority_id}:${a.tenant_id ?? ''}`;

/** A global authority: ROOT (attached to the global tenant) or one without a country (USER). */
export function isGlobalAuthority(authority: UserAuthority): boolean {
  return authority.authority_id === 'ROOT' || !authority.tenant_id || authority.tenant_id === GLOBAL_TENANT_LOCALE;
}

/**
 * Whether the caller may add or remove this one authority (whoever holds it): a global authority
 * (ROOT, the global USER) only root; an authority of a country only the admins of that country.
 */
function authorityChangeRefusal(caller: Principal, authority: UserAuthority): AuthorityChangeRefusal | null {
  if (authority.authority_id === 'ROOT') {
    return isRoot(caller) ? null : { kind: 'forbidden', message: API_MESSAGES.onlyRootGrantsRoot };
  }
  if (isGlobalAuthority(authority)) {
    return isRoot(caller) ? null : { kind: 'forbidden', message: API_MESSAGES.onlyRootChangesGlobal };
  }
  return isAdminOf(caller, authority.tenant_id) ? null : { kind: 'forbidden', message: API_MESSAGES.notTenantAdmin };
}

/** Whether the caller may add or remove `authority` (the rights screen's buttons and the API agree). */
export function mayChangeAuthority(caller: Principal, authority: UserAuthority): boolean {
  return isAdminOfAnyTenant(caller) && authorityChangeRefusal(caller, authority) === null;
}

/**
 * Whether the viewer may edit the rights of a person holding `authorities` (the profile's Edit rights
 * button): root, or whoever may change one of those authorities (mayChangeAuthority, the rights
 * update's rule): an admin of the country each authority belongs to, whatever the person's own country.
 */
export function mayEditRightsOf(viewer: Principal | null | undefined, authorities: readonly UserAuthority[]): boolean {
  if (!viewer) return false;
  return isRoot(viewer) || authorities.some((authority) => mayChangeAuthority(viewer, authority));
}

/**
 * The rules of docs/product.md §5 and §6 for changing someone's authorities, used by the API to refuse and by
 * the app to disable. `entries` is the full new list as sent; `before` the stored one.
 * Returns the first refusal, or null when the change is allowed.
 */
export function checkAuthorityChange(
  caller: Principal,
  callerIsTarget: boolean,
  before: readonly UserAuthority[],
  entries: readonly { authority_id?: AuthorityId | null; tenant_id?: string | null }[],
  messages: { needsTenant: string; duplicate: string },
): AuthorityChangeRefusal | null {
  if (!isAdminOfAnyTenant(caller)) return { kind: 'forbidden', message: API_MESSAGES.onlyAdminsManageRights };
  const seen = new Set<string>();
  const after: UserAuthority[] = [];
  for (const entry of entries) {
    if (!entry.authority_id) return { kind: 'invalid', message: messages.needsTenant };
    const authority: UserAuthority =
      entry.authority_id === 'ROOT'
        ? { authority_id: 'ROOT', tenant_id: GLOBAL_TENANT_LOCALE }
        : { authority_id: entry.authority_id, tenant_id: entry.tenant_id ?? null };
    if (authority.authority_id === 'ADMIN' && !authority.tenant_id)
      return { kind: 'invalid', message: messages.needsTenant };
    const key = authorityKey(authority);
    if (seen.has(key)) return { kind: 'invalid', message: messages.duplicate };
    seen.add(key);
    after.push(authority);
  }
  const beforeKeys = new Set(before.map(authorityKey));
  const added = after.filter((a) => !beforeKeys.has(authorityKey(a)));
  const removed = before.filter((a) => !seen.has(authorityKey(a)));

  if (callerIsTarget && removed.some((a) => a.authority_id !== 'USER')) {
    return { kind: 'forbidden', message: API_MESSAGES.ownAuthoritiesFixed };
  }
  if (added.some((a) => a.authority_id === 'USER')) {
    return { kind: 'invalid', message: API_MESSAGES.onlyRootOrAdminGranted };
  }
  for (const authority of [...added, ...removed]) {
    const refusal = authorityChangeRefusal(caller, authority);
    if (refusal) return refusal;
  }
  return null;
}

/** Normalises a validated authority list as it is stored (ROOT always on the global tenant). */
export function normaliseAuthorities(
  entries: readonly { authority_id?: AuthorityId | null; tenant_id?: string | null }[],
): UserAuthority[] {
  return entries.flatMap((entry): UserAuthority[] => {
    if (!entry.authority_id) return [];
    if (entry.authority_id === 'ROOT') return [{ authority_id: 'ROOT', tenant_id: GLOBAL_TENANT_LOCALE }];
    return [{ authority_id: entry.authority_id, tenant_id: entry.tenant_id ?? null }];
  });
}

/** What the event rights depend on: its country, its organizers (user ids) and its Draft flag. */
export interface EventRightsFacts {
  tenant_id: string;
  organizers?: readonly string[] | null;
  privacy?: boolean | null;
}

/** Edit rights on an event (docs/product.md §6): root, admin of the event's country, or one of its organizers. */
export function canEditEvent(
  principal: Principal | null | undefined,
  uid: string | null | undefined,
  event: EventRightsFacts | null | undefined,
): boolean {
  if (!principal || !event) return false;
  return isAdminOf(principal, event.tenant_id) || (!!uid && (event.organizers ?? []).includes(uid));
}

/** Deleting an event, or moving it to another country, stays with the admins of its country. */
export function canDeleteEvent(
  principal: Principal | null | undefined,
  event: EventRightsFacts | null | undefined,
): boolean {
  return !!event && isAdminOf(principal, event.tenant_id);
}

/** A Draft event (privacy true), and everything in it, is seen only by those who may edit it. */
export function canSeeEvent(
  principal: Principal | null | undefined,
  uid: string | null | undefined,
  event: EventRightsFacts | null | undefined,
): boolean {
  if (!event) return false;
  return event.privacy !== true || canEditEvent(principal, uid, event);
}

/**
 * Taking part in an event (docs/product.md §2 User files per event): its participants (events/{e}/participants/{uid}
 * exists: `isParticipant`) and whoever may edit it (its organizers, the admins of its country, root),
 * as long as they may see it. storage.rules `takesPart` says the same.
 */
export function takesPartInEvent(
  principal: Principal | null | undefined,
  uid: string | null | undefined,
  event: EventRightsFacts | null | undefined,
  isParticipant: boolean,
): boolean {
  if (!event || !uid || !canSeeEvent(principal, uid, event)) return false;
  return isParticipant || canEditEvent(principal, uid, event);
}

/** Who a user record is about, for the people-data decisions below. */
export interface UserFacts {
  id: string;
  tenant_id?: string | null;
}

/**
 * People data on a need-to-know basis (docs/security.md): a colleague's name, job title, avatar and country
 * are public to every signed-in user; the e-mail address only to the person, the admins of their
 * country and root — root also for a user without a country (every first sign-in has none),
 * which `isAdminOf` alone would refuse. `firestore.rules` lets only the person and root read users/{id}
 * itself: the record holds every authority of the person, more than an admin may see (visibleAuthorities).
 */
export function maySeeFullUser(
  viewer: Principal | null | undefined,
  viewerUid: string | null | undefined,
  target: UserFacts,
): boolean {
  return (!!viewerUid && viewerUid === target.id) || isRoot(viewer) || isAdminOf(viewer, target.tenant_id);
}

/**
 * The authorities of `target` the viewer may read: all of them for the person and for root;
 * for an admin exactly the authorities of the countries they administer (the ones they may change),
 * whatever the person's own country is or whether they have one; never a global one (ROOT, USER).
 * The rights update keeps whatever this hides as it is, so what the viewer sees is what they edit.
 */
export function visibleAuthorities<A extends UserAuthority>(
  viewer: Principal | null | undefined,
  viewerUid: string | null | undefined,
  target: UserFacts,
  authorities: readonly A[],
): A[] {
  if ((!!viewerUid && viewerUid === target.id) || isRoot(viewer)) return [...authorities];
  const mine = adminTenantIds(viewer);
  return authorities.filter((a) => !isGlobalAuthority(a) && mine.includes(a.tenant_id as string));
}
