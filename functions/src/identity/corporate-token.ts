/**
 * Verifies corporate identity tokens (Microsoft Entra ID v2 ID tokens, or the local identity
 * provider's in the emulator) with jose: RS256 only, the exact issuer of the token's own allowed
 * tenant, our audience, expiry and not-before with a small tolerance, and the claims we key on.
 */
import { createRemoteJWKSet, decodeJwt, errors, jwtVerify, type JWTPayload } from 'jose';
import { HttpError, unauthorized } from '../lib/http-error';

export interface CorporateIdentity {
  tid: string;
  oid: string;
  email: string | null;
  name: string | null;
}

export interface VerifierOptions {
  clientId: string;
  allowedTenants: readonly string[];
  /** Issuer template filled with the token's tenant id, never taken from the token itself. */
  issuerFor: (tid: string) => string;
  jwksUrl: URL;
  clockToleranceSeconds?: number;
  jwksTimeoutMs?: number;
}

export type CorporateTokenVerifier = (token: string) => Promise<CorporateIdentity>;

class IdentityProviderUnavailable extends HttpError {
  constructor() {
    super(503, 'The corporate identity provider cannot be reached; try again in a moment');
  }
}

export function createCorporateTokenVerifier(options: VerifierOptions): CorporateTokenVerifier {
  const jwks = createRemoteJWKSet(options.jwksUrl, {
    timeoutDuration: options.jwksTimeoutMs ?? 5_000,
    cooldownDuration: 30_000,
    cacheMaxAge: 10 * 60_000,
  });
  return async (token) => {
    let tid: unknown;
    try {
      tid = decodeJwt(token).tid;
    } catch {
      throw unauthorized('Malformed corporate token');
    }
    if (typeof tid !== 'string' || !options.allowedTenants.includes(tid)) {
      throw unauthorized('This organisation is not allowed to sign in');
    }
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, jwks, {
        algorithms: ['RS256'],
        issuer: options.issuerFor(tid),
        audience: options.clientId,
        clockTolerance: options.clockToleranceSeconds ?? 60,
        requiredClaims: ['exp', 'iat', 'tid', 'oid'],
      }));
    } catch (error) {
      if (isProviderOutage(error)) throw new IdentityProviderUnavailable();
      throw unauthorized(`Invalid corporate token${error instanceof errors.JOSEError ? ` (${error.code})` : ''}`);
    }
    const oid = payload.oid;
    if (typeof oid !== 'string' || oid.length === 0) throw unauthorized('Invalid corporate token (no oid)');
    return {
      tid,
      oid,
      email: stringClaim(payload, 'email') ?? stringClaim(payload, 'preferred_username'),
      name: stringClaim(payload, 'name'),
    };
  };
}

/** The key set could not be fetched: a timeout, a network failure, or a non-200 answer. */
function isProviderOutage(error: unknown): boolean {
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) return true;
  if (error instanceof errors.JOSEError)
    return error.code === 'ERR_JOSE_GENERIC' && /JSON Web Key Set/.test(error.message);
  return error instanceof TypeError || (error instanceof Error && error.name === 'AbortError');
}

function stringClaim(payload: JWTPayload, name: string): string | null {
  const value = payload[name];
  return typeof value === 'string' && value.length > 0 ? value : null;
}
