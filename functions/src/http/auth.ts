import type { Request, RequestHandler } from 'express';
import { auth } from '../lib/firebase';
import { HttpError, unauthorized } from '../lib/http-error';
import { logs } from '../lib/logs';
import { timed } from '../lib/timing';

const BEARER = /^Bearer\s+(\S+)$/i;

/** The only Firebase sign-in we accept: the custom token minted by GET /firebasetoken. */
const CORPORATE_SIGN_IN_PROVIDER = 'custom';
const NOT_CORPORATE_MESSAGE = 'Sign in with your corporate account';

/**
 * Requires a valid Firebase ID token in `Authorization: Bearer …` from a corporate sign-in: the
 * custom token that GET /firebasetoken mints after verifying the corporate identity. An anonymous
 * or e-mail/password account of the same Firebase project gets nothing (401). Any failure is 401 with
 * an `error` field. The token is checked here as signed and current; whether it was revoked or its
 * account disabled (`refuseRevoked`, a call to Auth) is asked beside the caller's record (endpoints.ts),
 * not before it: both must pass before any handler runs, and the request waits for one round trip, not two.
 */
export const authenticate: RequestHandler = async (req, _res, next) => {
  const match = BEARER.exec(req.get('authorization') ?? '');
  const token = match?.[1];
  if (!token) {
    logs.authRejected(req.requestId, 'missing bearer token');
    throw unauthorized();
  }
  let decoded: Awaited<ReturnType<typeof auth.verifyIdToken>>;
  try {
    decoded = await timed('auth', () => auth.verifyIdToken(token));
  } catch (error) {
    logs.authRejected(req.requestId, error instanceof Error ? error.message : 'invalid token');
    throw unauthorized('Invalid or expired token');
  }
  const provider = decoded.firebase?.sign_in_provider;
  if (provider !== CORPORATE_SIGN_IN_PROVIDER) {
    logs.authRejected(req.requestId, `sign-in provider ${String(provider)}`);
    throw new HttpError(401, NOT_CORPORATE_MESSAGE);
  }
  req.caller = decoded;
  req.idToken = token;
  next();
};

/** Refuses (401) a token whose refresh tokens were revoked ("Sign out everywhere") or whose account is disabled. */
export async function refuseRevoked(req: Request): Promise<void> {
  try {
    await timed('revoked', () => auth.verifyIdToken(req.idToken ?? '', true));
  } catch (error) {
    logs.authRejected(req.requestId, error instanceof Error ? error.message : 'revoked token');
    throw unauthorized('Invalid or expired token');
  }
}
