import type { RequestHandler } from 'express';
import { auth } from '../lib/firebase';
import { HttpError, unauthorized } from '../lib/http-error';
import { logs } from '../lib/logs';

const BEARER = /^Bearer\s+(\S+)$/i;

/** The only Firebase sign-in we accept: the custom token minted by GET /firebasetoken. */
export const CORPORATE_SIGN_IN_PROVIDER = 'custom';
export const NOT_CORPORATE_MESSAGE = 'Sign in with your corporate account';

/**
 * Requires a valid Firebase ID token in `Authorization: Bearer …` from a corporate sign-in: the
 * custom token that GET /firebasetoken mints after verifying the corporate identity. An anonymous
 * or e-mail/password account of the same Firebase project gets nothing (401). Revoked tokens and
 * disabled users are refused too (`checkRevoked`). Any failure is 401 with an `error` field.
 */
export const authenticate: RequestHandler = async (req, _res, next) => {
  const match = BEARER.exec(req.get('authorization') ?? '');
  if (!match?.[1]) {
    logs.authRejected(req.requestId, 'missing bearer token');
    throw unauthorized();
  }
  let decoded: Awaited<ReturnType<typeof auth.verifyIdToken>>;
  try {
    decoded = await auth.verifyIdToken(match[1], true);
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
  next();
};
