/**
 * Production sign-in with Microsoft Entra ID through MSAL. Only ever imported dynamically, and only
 * by production builds: MSAL weighs more than the first visit's whole remaining script budget.
 */
import {
  AuthError,
  BrowserAuthErrorCodes,
  InteractionRequiredAuthError,
  PublicClientApplication,
  type AccountInfo,
  type AuthenticationResult,
} from '@azure/msal-browser';
import { APP_BASE_PATH, TOKEN_REFRESH_MARGIN_MS } from '@agenda/contract';
import { env } from '@/config/env';
import { toCorporateToken, type CorporateIdentityProvider } from './corporate-token';
import { POPUP_BLOCKED, SIGN_IN_CANCELLED } from './sign-in-messages';

/**
 * Reading a colleague's job title and country (GET /users/{mail} with usageLocation) needs
 * User.Read.All; the API forwards this token to Microsoft Graph as X-Graph-Token.
 */
const GRAPH_SCOPES = ['https://graph.microsoft.com/User.Read.All'];

let instance: Promise<PublicClientApplication> | undefined;

function msal(): Promise<PublicClientApplication> {
  instance ??= (async () => {
    const { clientId, authority } = env.entra;
    if (!clientId) throw new Error('Corporate sign-in is not configured (VITE_ENTRA_CLIENT_ID is missing)');
    const app = new PublicClientApplication({
      auth: {
        clientId,
        authority,
        // A static blank page (register it as the SPA redirect URI of the app registration): the app
        // itself would start up inside the popup and could disturb the answer MSAL reads from its address.
        redirectUri: new URL(`${APP_BASE_PATH}/auth-redirect.html`, window.location.origin).href,
      },
      // Corporate and Graph tokens stay with the tab (sessionStorage), never in localStorage where
      // they would outlive the browser session; another tab renews through Entra's own session
      // (ssoSilent below) or the popup.
      cache: { cacheLocation: 'sessionStorage' },
      // MSAL renews its own tokens with the margin of docs/product.md §4 too.
      system: { tokenRenewalOffsetSeconds: TOKEN_REFRESH_MARGIN_MS / 1000 },
    });
    await app.initialize();
    return app;
  })();
  instance.catch(() => {
    instance = undefined;
  });
  return instance;
}

function loginScopes(): string[] {
  return ['openid', 'profile', 'email', ...(env.entra.apiScope ? [env.entra.apiScope] : [])];
}

function accountFor(app: PublicClientApplication, email: string | null): AccountInfo {
  const accounts = app.getAllAccounts();
  const account =
    (email ? accounts.find((a) => a.username.toLowerCase() === email.toLowerCase()) : undefined) ??
    app.getActiveAccount() ??
    accounts[0];
  if (!account) throw new InteractionRequiredAuthError('no_account', 'No signed-in corporate account');
  return account;
}

function remember(app: PublicClientApplication, result: AuthenticationResult): AuthenticationResult {
  app.setActiveAccount(result.account);
  return result;
}

/** MSAL's popup failures in the words the emulator's popup uses, for the home screen's alert. */
async function interactive<T>(popup: () => Promise<T>): Promise<T> {
  try {
    return await popup();
  } catch (error) {
    if (error instanceof AuthError && error.errorCode === BrowserAuthErrorCodes.userCancelled)
      throw new Error(SIGN_IN_CANCELLED);
    if (error instanceof AuthError && error.errorCode === BrowserAuthErrorCodes.popupWindowError)
      throw new Error(POPUP_BLOCKED);
    throw error;
  }
}

/** Warms MSAL up (download and initialise) so that the popup can open straight from the click. */
export function prepareMsal(): void {
  void msal().catch(() => undefined);
}

export const msalProvider: CorporateIdentityProvider = {
  async signInInteractively() {
    const app = await msal();
    const result = remember(
      app,
      await interactive(() => app.loginPopup({ scopes: loginScopes(), prompt: 'select_account' })),
    );
    return toCorporateToken(result.idToken);
  },

  async refreshSilently(previous) {
    const app = await msal();
    // This tab's cache may not know the account (sessionStorage): Entra's session signs in silently.
    if (app.getAllAccounts().length === 0) {
      return toCorporateToken(
        remember(app, await app.ssoSilent({ scopes: loginScopes(), loginHint: previous.email })).idToken,
      );
    }
    // forceRefresh: the stored ID token is (nearly) expired, so a cached answer would not do.
    const result = await app.acquireTokenSilent({
      scopes: loginScopes(),
      account: accountFor(app, previous.email),
      forceRefresh: true,
    });
    return toCorporateToken(remember(app, result).idToken);
  },

  async directoryToken() {
    const app = await msal();
    const account = accountFor(app, null);
    try {
      return (await app.acquireTokenSilent({ scopes: GRAPH_SCOPES, account })).accessToken;
    } catch (error) {
      // docs/product.md §8: a token failure falls back to the interactive popup.
      if (!(error instanceof InteractionRequiredAuthError)) throw error;
      return (await interactive(() => app.acquireTokenPopup({ scopes: GRAPH_SCOPES, account }))).accessToken;
    }
  },

  async forget() {
    const app = await msal();
    await app.clearCache();
  },
};
