/**
 * The corporate side of the session (spec §4): interactive sign-in, exchange for a Firebase
 * session, the stored corporate token kept fresh, and forgetting it all at logout. Loaded on demand
 * (see sign-in.ts); the Firebase SDK and MSAL are loaded later still, when they are needed.
 */
import { API_BASE_PATH } from '@contract';
import { IS_EMULATOR_BUILD } from '@/config/build-flags';
import { clearCorporateToken, createTokenKeeper, writeCorporateToken, type CorporateIdentityProvider } from './corporate-token';
import { localIdpProvider } from './local-idp-provider';
import { responseErrorText } from './response-error';

// Emulator builds never contain MSAL, production builds never contain the local popup: the flag
// is a build-time constant, so the other branch is dropped.
async function identityProvider(): Promise<CorporateIdentityProvider> {
  if (IS_EMULATOR_BUILD) return localIdpProvider;
  return (await import('./msal-provider')).msalProvider;
}

// GET /backendv2/firebasetoken (Authorization: Bearer <corporate ID token>) -> { token }
async function exchangeForFirebaseSession(idToken: string): Promise<void> {
  const response = await fetch(`${API_BASE_PATH}/firebasetoken`, {
    headers: { Authorization: `Bearer ${idToken}`, Accept: 'application/json' },
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(await responseErrorText(response));
  const body = (await response.json().catch(() => null)) as { token?: unknown } | null;
  if (typeof body?.token !== 'string') throw new Error('The server answered without a sign-in token');
  const { signInWithFirebaseCustomToken } = await import('@/lib/firebase');
  await signInWithFirebaseCustomToken(body.token);
}

/** The popup, the exchange at /firebasetoken, then signInWithCustomToken. */
export async function signInWithCorporateAccount(): Promise<void> {
  const provider = await identityProvider();
  const token = await provider.signInInteractively();
  await exchangeForFirebaseSession(token.idToken);
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
