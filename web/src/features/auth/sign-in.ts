/**
 * Entry points of the corporate sign-in. This module is part of the first visit's script, so it
 * only loads corporate-session.ts (and through it the identity provider) on demand.
 */
const corporateSession = () => import('./corporate-session');

/** docs/product.md §4: interactive sign-in in a popup, then the Firebase session. Rejects with a message for the home screen. */
export async function startSignIn(): Promise<void> {
  await (await corporateSession()).signInWithCorporateAccount();
}

/** Called when the login button is pointed at or focused: fetches the sign-in code ahead of the click. */
export function prepareSignIn(): void {
  void corporateSession()
    .then((m) => m.prepareCorporateSignIn())
    .catch(() => undefined);
}

/** Clears the stored corporate token and user details (logout, or a session ended elsewhere). */
export async function forgetCorporateSession(): Promise<void> {
  await (await corporateSession()).forgetCorporateSession();
}

/**
 * A fresh corporate verification for the signed-in session: silently, or with the
 * popup when `interactive` and the silent path fails (see corporate-session.ts).
 */
export async function renewSession(interactive: boolean): Promise<void> {
  await (await corporateSession()).renewFirebaseSession({ interactive });
}

/** When the signed-in session signed in (epoch ms), or null: the Firebase SDK is loaded by then. */
export async function sessionAuthTimeMs(): Promise<number | null> {
  return (await import('@/lib/firebase')).currentAuthTimeMs();
}
