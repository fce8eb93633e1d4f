/**
 * The corporate side of the session (docs/product.md §4): interactive sign-in, exchange for a Firebase
 * session, the stored corporate token kept fresh, and forgetting it all at logout. Loaded on demand
 * (see sign-in.ts); the Firebase SDK and MSAL are loaded later still, when they are needed.
 */
import { IS_EMULATOR_BUILD } from '@/config/build-flags';
import {
  clearCorporateToken,
  createTokenKeeper,
  readCorporateToken,
  writeCorporateToken,
  type CorporateIdentityProvider,
  type CorporateToken,
} from './corporate-token';
import { localIdpProvider } from './local-idp-provider';

// Emulator builds never contain MSAL, production builds never contain the local popup: the flag
// is a build-time constant, so the other branch is dropped.
async function identityProvider(): Promise<CorporateIdentityProvider> {
  if (IS_EMULATOR_BUILD) return localIdpProvider;
  return (await import('./msal-provider')).msalProvider;
}

// The exchange brings the endpoint table (and zod); it is fetched while the popup is open.
const tokenExchange = () => import('./token-exchange');

async function exchangeForFirebaseSession(idToken: string, exchange: ReturnType<typeof tokenExchange>): Promise<void> {
  const token = await (await exchange).firebaseCustomToken(idToken);
  const { signInWithFirebaseCustomToken } = await import('@/lib/firebase');
  await signInWithFirebaseCustomToken(token);
}

/** The popup, the exchange at /firebasetoken, then signInWithCustomToken. */
export async function signInWithCorporateAccount(): Promise<void> {
  const provider = await identityProvider();
  const signedIn = provider.signInInteractively();
  const exchange = tokenExchange();
  exchange.catch(() => undefined); // a failed download is reported where it is awaited, after the popup
  const token = await signedIn;
  await exchangeForFirebaseSession(token.idToken, exchange);
  // Stored only once the Firebase session exists: the token belongs to that session.
  writeCorporateToken(token);
}

/** The uid a Firebase custom token signs in (its payload's `uid`), read without verifying it. */
function customTokenUid(token: string): string | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const uid: unknown = (JSON.parse(json) as { uid?: unknown }).uid;
    return typeof uid === 'string' ? uid : null;
  } catch {
    return null;
  }
}

/**
 * A new Firebase session for the signed-in person with a fresh corporate verification: a
 * new corporate token through the provider's silent path (MSAL acquireTokenSilent, the
 * local provider's token endpoint), or, when `interactive` and that fails, the popup (docs/product.md §4);
 * exchanged at GET /firebasetoken and signed in with signInWithCustomToken. The same uid signs in
 * again, so Firebase keeps the signed-in user and no screen is left. A popup answered with another
 * account is refused and changes nothing.
 */
export async function renewFirebaseSession({ interactive }: { interactive: boolean }): Promise<void> {
  const provider = await identityProvider();
  const stored = readCorporateToken();
  let next: CorporateToken;
  try {
    if (!stored) throw new Error('No corporate token is stored in this tab');
    next = await provider.refreshSilently(stored);
  } catch (error) {
    if (!interactive) throw error;
    next = await provider.signInInteractively();
  }
  if (stored && next.email.toLowerCase() !== stored.email.toLowerCase())
    throw new Error(`Please sign in again as ${stored.email}`);
  const token = await (await tokenExchange()).firebaseCustomToken(next.idToken);
  const { currentUid, signInWithFirebaseCustomToken } = await import('@/lib/firebase');
  const uid = currentUid();
  if (uid && customTokenUid(token) !== uid) throw new Error('Please sign in again with the account of this session');
  await signInWithFirebaseCustomToken(token);
  writeCorporateToken(next);
}

const keeper = createTokenKeeper({ provider: identityProvider });

/**
 * The corporate ID token, refreshed when expired or within 10 minutes of expiry: silently, and
 * with the interactive popup when that fails (docs/product.md §4, §8).
 */
export function getCorporateToken(): Promise<string> {
  return keeper.get();
}

/**
 * The X-Graph-Token for directory calls (null where the server needs none). A directory refresh
 * acts for the signed-in corporate identity, so that identity must still be valid first.
 */
export async function getDirectoryToken(): Promise<string | null> {
  await getCorporateToken();
  return (await identityProvider()).directoryToken();
}

/** Logout: the stored corporate token and user details, and the provider's cached account. */
export async function forgetCorporateSession(): Promise<void> {
  clearCorporateToken();
  await identityProvider()
    .then((provider) => provider.forget())
    .catch(() => undefined);
}

/** Downloads what the popup needs before the click, so that it opens while the click still counts. */
export function prepareCorporateSignIn(): void {
  if (!IS_EMULATOR_BUILD) void import('./msal-provider').then((m) => m.prepareMsal());
}
