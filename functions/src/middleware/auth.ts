import type { RequestHandler } from 'express';
import { auth } from '../lib/firebase';
import { unauthorized } from '../lib/http-error';
import { logs } from '../lib/logs';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Requires a valid Firebase ID token in `Authorization: Bearer …`. Revoked tokens and disabled
 * users are refused too (`checkRevoked`). Any failure is 401 with an `error` field.
 */
export const authenticate: RequestHandler = async (req, _res, next) => {
  const match = BEARER.exec(req.get('authorization') ?? '');
  if (!match?.[1]) {
    logs.authRejected(req.requestId, 'missing bearer token');
    throw unauthorized();
  }
  try {
    req.caller = await auth.verifyIdToken(match[1], true);
  } catch (error) {
    logs.authRejected(req.requestId, error instanceof Error ? error.message : 'invalid token');
    throw unauthorized('Invalid or expired token');
  }
  next();
};
