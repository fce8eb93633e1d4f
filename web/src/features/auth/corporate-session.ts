/**
 * The corporate side of the session (spec §4): interactive sign-in, exchange for a Firebase
 * session, the stored corporate token kept fresh, and forgetting it all at logout. Loaded on demand
 * (see sign-in.ts); the Firebase SDK and MSAL are loaded later still, when they are needed.
 */
import { IS_EMULATOR_BUILD } from '@/config/build-flags';
import { clearCorporateToken, createTokenKeeper, writeCorporateToken, type CorporateIdentityProvider } from './corporate-token';
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

const keeper = createTokenKeeper({ provider: identityProvider });

/**
 * The corporate ID token, refreshed when expired or within 10 minutes of expiry: silently, and
 * with the interactive popup when that fails (spec §4, §8).
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
