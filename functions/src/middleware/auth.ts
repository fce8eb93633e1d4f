import type { Request, RequestHandler } from 'express';
import { isAdminOfAnyTenant, type Principal } from '../contract';
import { auth } from '../lib/firebase';
import { forbidden, unauthorized } from '../lib/http-error';
import { logs } from '../lib/logs';
import { loadPrincipal } from '../lib/principal';

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

/** The authenticated caller's uid (after `authenticate`). */
export function callerUid(req: Request): string {
  if (!req.caller) throw unauthorized();
  return req.caller.uid;
}

/** The caller's current authorities, read from Firestore (never from the token alone). */
export async function callerPrincipal(req: Request): Promise<Principal> {
  return loadPrincipal(callerUid(req));
}

/** Requires the caller to be admin of at least one tenant (or root), by their current rights. */
export const requireAdminOfAnyTenant: RequestHandler = async (req, _res, next) => {
  if (!isAdminOfAnyTenant(await callerPrincipal(req))) throw forbidden();
  next();
};
