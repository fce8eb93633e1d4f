import {
  claimsToPrincipal,
  rolesToClaims,
  userAuthoritySchema,
  type Principal,
  type UserAuthority,
} from '@agenda/contract';

/** The role claims of an ID token (see contract/permissions.ts, RoleClaims). */
export interface TokenClaims {
  root?: unknown;
  adm?: unknown;
  /** The rights version the token was minted for (the rules trust its roles only while it is current). */
  rv?: unknown;
}

export interface RightsSnapshot {
  /** From the ID token's claims: what the security rules see too. */
  principal: Principal;
  /** False until the token has been compared with the stored authorities at least once. */
  ready: boolean;
}

export interface RightsSyncOptions {
  /**
   * Follows the user's own users/{uid} document: its authorities (null when it has none), its
   * rights_version (0 when absent), and whether this copy came from the local cache rather than the
   * server (`fromCache`). Returns unsubscribe.
   */
  watchAuthorities: (
    next: (authorities: readonly UserAuthority[] | null, version?: number, fromCache?: boolean) => void,
    fail: (error: unknown) => void,
  ) => () => void;
  /** The current ID token's claims; `forceRefresh` fetches a new token first (getIdToken(true)). */
  readClaims: (forceRefresh: boolean) => Promise<TokenClaims>;
  onChange: (rights: RightsSnapshot) => void;
  /**
   * Pauses before each forced refresh. The API writes the authorities first and the custom claims
   * just after, so the first refresh can still carry the old claims.
   */
  retryDelaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
}

const DEFAULT_RETRY_DELAYS_MS = [0, 1000, 2000, 3000, 5000] as const;

const EMPTY: Principal = { user_authorities: [] };

/**
 * Two claim sets grant the same roles, for the same rights version, when these keys are equal
 * (rolesToClaims sorts `adm`). A token whose `rv` is behind the record counts for nothing in the rules.
 */
function roleKey(claims: TokenClaims): string {
  return `${claims.root === true}|${typeof claims.adm === 'string' ? claims.adm : ''}|${typeof claims.rv === 'number' ? claims.rv : 0}`;
}

/**
 * The authorities of the user's own document, each decoded with the contract's schema; entries
 * that do not match it are left out (null when the document holds no list).
 */
export function readAuthorities(value: unknown): UserAuthority[] | null {
  if (!Array.isArray(value)) return null;
  return value.flatMap((entry: unknown): UserAuthority[] => {
    const authority = userAuthoritySchema.safeParse(entry);
    return authority.success
      ? [{ authority_id: authority.data.authority_id, tenant_id: authority.data.tenant_id ?? null }]
      : [];
  });
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Keeps the signed-in user's rights fresh: whenever their stored authorities and their ID token's
 * claims disagree (an admin changed them, possibly while the user was away), the token is
 * refreshed until the new claims arrive, so that the security rules and the UI follow within
 * seconds instead of at the hourly token refresh. Returns a function that stops it.
 */
export function startRightsSync({
  watchAuthorities,
  readClaims,
  onChange,
  retryDelaysMs = DEFAULT_RETRY_DELAYS_MS,
  sleep = wait,
}: RightsSyncOptions): () => void {
  let stopped = false;
  let ready = false;
  let generation = 0;
  let principal: Principal = EMPTY;

  const publish = (claims: TokenClaims | null, isReady: boolean) => {
    if (claims) principal = claimsToPrincipal(claims);
    ready ||= isReady;
    onChange({ principal, ready });
  };

  // The cached token answers at once; the stored authorities then confirm or correct it.
  readClaims(false)
    .then((claims) => {
      if (!stopped && !ready) publish(claims, false);
    })
    .catch(() => undefined);

  // A copy of the document from the local cache (a returning visit) may be as old as the cached token:
  // the two agreeing proves nothing, so only the server's copy confirms the rights. Before it came,
  // a list that read with the old token was refused, and the rights were already called confirmed, so
  // the refusal showed and was never asked again (browser test firestore-cache, on a busy machine).
  const reconcile = async (
    authorities: readonly UserAuthority[] | null,
    version: number,
    mine: number,
    confirms: boolean,
  ) => {
    const current = () => !stopped && mine === generation;
    try {
      let claims = await readClaims(false);
      // Only the server's copy is worth a new token: the cached one may be older than the token itself.
      if (authorities && confirms) {
        const wanted = roleKey({ ...rolesToClaims({ user_authorities: authorities }), rv: version });
        for (const delay of retryDelaysMs) {
          if (roleKey(claims) === wanted) break;
          await sleep(delay);
          if (!current()) return;
          claims = await readClaims(true);
        }
      }
      if (current()) publish(claims, confirms);
    } catch {
      // Offline or refused: keep what the token said; the next document change tries again.
      if (current()) publish(null, true);
    }
  };

  const unsubscribe = watchAuthorities(
    (authorities, version = 0, fromCache = false) => {
      generation += 1;
      void reconcile(authorities, version, generation, !fromCache);
    },
    () => {
      if (!stopped) publish(null, true);
    },
  );

  return () => {
    stopped = true;
    unsubscribe();
  };
}
