import { config } from '../config';
import { createCorporateTokenVerifier, type CorporateTokenVerifier } from './corporate-token';

let verifier: CorporateTokenVerifier | undefined;

/** How long the emulator's verifier waits for the local identity provider's key set (Entra's: 5 s). */
const LOCAL_JWKS_TIMEOUT_MS = 30_000;

/**
 * The verifier of this deployment: Microsoft Entra ID, or in the emulator the local identity
 * provider, through the very same jose checks.
 */
export function corporateTokenVerifier(): CorporateTokenVerifier {
  verifier ??= config.localIdpUrl
    ? createCorporateTokenVerifier({
        clientId: config.entra.clientId,
        allowedTenants: config.entra.allowedTenants,
        issuerFor: (tid) => `${config.localIdpUrl}/${tid}/v2.0`,
        jwksUrl: new URL(`${config.localIdpUrl}/discovery/v2.0/keys`),
        // The local provider is this API itself, behind Hosting: when sign-ins arrive together, the
        // Functions emulator starts a worker for each, and the one that serves the key set may take
        // longer than Entra's 5 s to start on a busy two-core machine (seen as a 503 under load).
        jwksTimeoutMs: LOCAL_JWKS_TIMEOUT_MS,
      })
    : createCorporateTokenVerifier({
        clientId: config.entra.clientId,
        allowedTenants: config.entra.allowedTenants,
        issuerFor: (tid) => `${config.entra.authorityHost}/${tid}/v2.0`,
        jwksUrl: new URL(`${config.entra.authorityHost}/common/discovery/v2.0/keys`),
      });
  return verifier;
}
