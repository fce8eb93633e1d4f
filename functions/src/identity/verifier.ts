import { config } from '../config';
import { createCorporateTokenVerifier, type CorporateTokenVerifier } from './corporate-token';

let verifier: CorporateTokenVerifier | undefined;

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
      })
    : createCorporateTokenVerifier({
        clientId: config.entra.clientId,
        allowedTenants: config.entra.allowedTenants,
        issuerFor: (tid) => `${config.entra.authorityHost}/${tid}/v2.0`,
        jwksUrl: new URL(`${config.entra.authorityHost}/common/discovery/v2.0/keys`),
      });
  return verifier;
}
