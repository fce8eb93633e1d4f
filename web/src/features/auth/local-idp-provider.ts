import { API_BASE_PATH } from '@agenda/contract';
import { toCorporateToken, type CorporateIdentityProvider } from './corporate-token';
import { signInWithLocalIdpPopup } from './local-idp-popup';
import { responseErrorText } from './response-error';

/**
 * The emulator's corporate identity: the local identity provider's popup, and its token endpoint
 * as the "silent" refresh (the emulator's stand-in for MSAL's acquireTokenSilent).
 */
export const localIdpProvider: CorporateIdentityProvider = {
  async signInInteractively() {
    return toCorporateToken(await signInWithLocalIdpPopup());
  },

  // POST /backendv2/local-idp/token { email } -> { id_token, expires_in }
  async refreshSilently(previous) {
    const response = await fetch(`${API_BASE_PATH}/local-idp/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email: previous.email }),
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(await responseErrorText(response));
    const body = (await response.json()) as { id_token?: unknown };
    if (typeof body.id_token !== 'string') throw new Error('The identity provider answered without a token');
    return toCorporateToken(body.id_token);
  },

  // The emulator's directory is the demo data in Firestore: the API needs no directory token.
  async directoryToken() {
    return null;
  },

  async forget() {},
};
