import { CORPORATE_TOKEN_STORAGE_KEY, TOKEN_REFRESH_MARGIN_MS } from '@agenda/contract';

/** A corporate (Microsoft Entra ID, or local identity provider) ID token and whom it names. */
export interface CorporateToken {
  idToken: string;
  /** Expiry instant, epoch milliseconds. */
  expiresAt: number;
  /** The signed-in person's address: the "user details" kept with the token. */
  email: string;
}

/** Where the corporate identity comes from: MSAL in production, the local popup in the emulator. */
export interface CorporateIdentityProvider {
  /** Interactive sign-in in a popup. */
  signInInteractively(): Promise<CorporateToken>;
  /** A new token for the same person without any interaction; rejects when interaction is needed. */
  refreshSilently(previous: CorporateToken): Promise<CorporateToken>;
  /** Token for the corporate directory (X-Graph-Token), or null where the server needs none. */
  directoryToken(): Promise<string | null>;
  /** Forgets the provider's own cached accounts (logout). */
  forget(): Promise<void>;
}

function isCorporateToken(value: unknown): value is CorporateToken {
  if (typeof value !== 'object' || value === null) return false;
  const token = value as Partial<Record<keyof CorporateToken, unknown>>;
  return typeof token.idToken === 'string' && typeof token.expiresAt === 'number' && typeof token.email === 'string';
}

function defaultStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Kept in session storage: the corporate ID token lives only as long as the tab (reloads keep it),
 * never in local storage where it would outlast the browser session. A new tab
 * of a signed-in user keeps its Firebase session and asks for a corporate token only when it needs
 * one (a directory call), through the provider.
 */
export function readCorporateToken(storage: Storage | null = defaultStorage()): CorporateToken | null {
  const text = storage?.getItem(CORPORATE_TOKEN_STORAGE_KEY);
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isCorporateToken(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeCorporateToken(token: CorporateToken, storage: Storage | null = defaultStorage()): void {
  storage?.setItem(CORPORATE_TOKEN_STORAGE_KEY, JSON.stringify(token));
}

export function clearCorporateToken(storage: Storage | null = defaultStorage()): void {
  storage?.removeItem(CORPORATE_TOKEN_STORAGE_KEY);
}

/** docs/product.md §4: a token is treated as expired TOKEN_REFRESH_MARGIN_MS (10 min) before it really expires. */
export function isTokenFresh(token: CorporateToken, now: number): boolean {
  return token.expiresAt - TOKEN_REFRESH_MARGIN_MS > now;
}

export interface TokenKeeperOptions {
  provider: () => Promise<CorporateIdentityProvider>;
  storage?: () => Storage | null;
  now?: () => number;
}

export interface TokenKeeper {
  /** A corporate ID token valid for at least the refresh margin (see getCorporateToken). */
  get(): Promise<string>;
}

/**
 * docs/product.md §4: returns the stored token while it is fresh; otherwise refreshes it silently and, when
 * that fails, with the interactive popup. Concurrent callers share one refresh, so that a burst of
 * calls never opens two popups.
 */
export function createTokenKeeper({
  provider,
  storage = defaultStorage,
  now = Date.now,
}: TokenKeeperOptions): TokenKeeper {
  let pending: Promise<string> | null = null;

  const refresh = async (): Promise<string> => {
    const stored = readCorporateToken(storage());
    if (stored && isTokenFresh(stored, now())) return stored.idToken;
    const source = await provider();
    let next: CorporateToken;
    try {
      if (!stored) throw new Error('No corporate token is stored');
      next = await source.refreshSilently(stored);
    } catch {
      next = await source.signInInteractively();
    }
    // The Firebase session belongs to the stored person; a popup answered with another account
    // must not silently mix two identities.
    if (stored && next.email.toLowerCase() !== stored.email.toLowerCase()) {
      throw new Error(`Please sign in again as ${stored.email}`);
    }
    writeCorporateToken(next, storage());
    return next.idToken;
  };

  return {
    get() {
      pending ??= refresh().finally(() => {
        pending = null;
      });
      return pending;
    },
  };
}

interface IdTokenClaims {
  exp: number;
  email: string;
}

/**
 * Reads `exp` and the address from an ID token's payload, without verifying it: the API verifies
 * the token; the app only needs to know when to refresh it and whom it names.
 */
export function readIdTokenClaims(idToken: string): IdTokenClaims {
  const payload = idToken.split('.')[1];
  if (!payload) throw new Error('The identity provider answered with a malformed token');
  const base64 = payload
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(payload.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const claims = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
  const email = [claims.email, claims.preferred_username].find((value) => typeof value === 'string');
  if (typeof claims.exp !== 'number' || typeof email !== 'string') {
    throw new Error('The identity provider answered with a token without expiry or address');
  }
  return { exp: claims.exp, email };
}

export function toCorporateToken(idToken: string): CorporateToken {
  const { exp, email } = readIdTokenClaims(idToken);
  return { idToken, expiresAt: exp * 1000, email };
}
