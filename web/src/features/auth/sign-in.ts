/**
 * Starts the interactive corporate sign-in. The identity-provider popup and the exchange for a
 * Firebase custom token are delivered by the next release; until then the home screen shows this
 * error's message.
 */
export function startSignIn(): Promise<void> {
  return Promise.reject(new Error('Sign-in is configured in the next release'));
}
