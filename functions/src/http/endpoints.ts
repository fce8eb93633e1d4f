/**
 * Mounts the endpoint table (contract/api) on Express. For each entry: authentication unless the
 * entry is public, the caller resolved once (uid and current principal), the entry's access check,
 * the input parsed with its schema, and the handler's answer sent as JSON. Inside the emulator suite
 * every answer is also checked against the entry's answer schema, so the API tests prove the contract.
 * Handlers see no Express types: they get parsed input, the caller and a few request facts.
 */
import type { Request, RequestHandler, Response, Router } from 'express';
import { CALENDAR_FEED_MAX_AGE_S, calendarFileSchema } from '@agenda/contract';
import {
  API_MESSAGES,
  endpointName,
  isAdminOfAnyTenant,
  isRoot,
  isVerificationCurrent,
  REAUTHENTICATION_REQUIRED,
  type AnswerOf,
  type Endpoint,
  type ParsedInputOf,
} from '@agenda/contract';
import { config } from '../config';
import { authenticate, refuseRevoked } from './auth';
import { timed } from '../lib/timing';
import { setServerTiming } from './timing';
import type { Caller } from '../lib/caller';
import { forbidden, HttpError } from '../lib/http-error';
import { logs } from '../lib/logs';
import { loadCallerRecord } from '../lib/principal';
import { validate } from '../lib/validate';

/** What a handler knows of its request besides the input. */
interface RequestContext {
  requestId: string;
  /** A request header (lower-case name), e.g. the corporate bearer or X-Graph-Token. */
  header(name: string): string | undefined;
}

type CallerOf<E extends Endpoint> = E['access'] extends 'public' ? null : Caller;

export type Handler<E extends Endpoint> = (
  input: ParsedInputOf<E>,
  caller: CallerOf<E>,
  request: RequestContext,
) => Promise<AnswerOf<E>> | AnswerOf<E>;

/** One endpoint with its handler, ready to mount. */
export interface Route {
  endpoint: Endpoint;
  handler: Handler<Endpoint>;
}

export const route = <E extends Endpoint>(endpoint: E, handler: Handler<E>): Route => ({
  endpoint,
  handler: handler as unknown as Handler<Endpoint>,
});

const NO_USER_RECORD_MESSAGE = 'No user record for this account: sign in with your corporate account';

/**
 * The caller's current authorities, read once per request. Only people with a user record exist for
 * the API (GET /firebasetoken writes it before minting their token): a Firebase account without one
 * is refused (403) whatever its claims.
 */
const resolveCaller: RequestHandler = async (req, _res, next) => {
  const uid = req.caller?.uid;
  if (!uid) throw forbidden();
  // One round trip for both; a revoked token is refused first, whatever the record says.
  const [revoked, found] = await Promise.allSettled([refuseRevoked(req), timed('caller', () => loadCallerRecord(uid))]);
  if (revoked.status === 'rejected') throw revoked.reason;
  if (found.status === 'rejected') throw found.reason;
  const record = found.value;
  if (!record) {
    logs.authRejected(req.requestId, 'no user record');
    throw forbidden(NO_USER_RECORD_MESSAGE);
  }
  checkVerificationAge(req.requestId, uid, record.verifiedAtMs, req.caller?.auth_time);
  req.principal = record.principal;
  req.callerName = record.name;
  next();
};

/**
 * Sessions end with the corporate identity (docs/security.md): the person's last exchange at
 * GET /firebasetoken (users/{uid}.verified_at, which root's sign-out-everywhere removes) and this
 * session's own sign-in (the ID token's auth_time, which the security rules check too) must both be
 * younger than the maximum age. Otherwise 401 with the code the app answers by exchanging again.
 */
function checkVerificationAge(
  requestId: string,
  uid: string,
  verifiedAtMs: number | null,
  authTimeS: number | undefined,
): void {
  const now = Date.now();
  const maxAge = config.sessionMaxAgeMs;
  const reason = !isVerificationCurrent(verifiedAtMs, now, maxAge)
    ? verifiedAtMs === null
      ? 'no corporate verification on record'
      : 'last corporate verification too old'
    : !isVerificationCurrent(typeof authTimeS === 'number' ? authTimeS * 1000 : null, now, maxAge)
      ? 'session sign-in too old'
      : null;
  if (!reason) return;
  logs.reauthenticationRequired(requestId, uid, reason);
  throw new HttpError(401, API_MESSAGES.reauthenticationRequired, undefined, { code: REAUTHENTICATION_REQUIRED });
}

function checkAccess(endpoint: Endpoint): RequestHandler {
  return (req, _res, next) => {
    const principal = req.principal ?? { user_authorities: [] };
    if (endpoint.access === 'adminOfAnyTenant' && !isAdminOfAnyTenant(principal)) throw forbidden();
    if (endpoint.access === 'root' && !isRoot(principal)) throw forbidden();
    next();
  };
}

function context(req: Request): RequestContext {
  return { requestId: req.requestId, header: (name) => req.get(name) ?? undefined };
}

/** The answer against the entry's schema; a mismatch is the server's fault (500), named precisely. */
function checkAnswer(endpoint: Endpoint, answer: unknown): void {
  const wire: unknown = JSON.parse(JSON.stringify(answer ?? null));
  const parsed = endpoint.output.safeParse(wire);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new HttpError(
      500,
      `The answer of ${endpointName(endpoint)} breaks the contract at ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? ''}`,
    );
  }
}

/** A calendar file (`calendarFileSchema`) as text/calendar, fresh within CALENDAR_FEED_MAX_AGE_S. */
function sendCalendar(res: Response, cache: 'public' | 'private', answer: unknown): void {
  const file = calendarFileSchema.parse(answer);
  res
    .set('Cache-Control', `${cache}, max-age=${CALENDAR_FEED_MAX_AGE_S}`)
    .set('Content-Disposition', `inline; filename="${file.filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
    .type('text/calendar; charset=utf-8')
    .send(file.ics);
}

/**
 * Mounts every route on `router`. Each route carries its own authentication, so no route depends on
 * the order of mounting; a path declared twice for one method is refused at start.
 */
export function mountRoutes(router: Router, routes: readonly Route[]): void {
  const seen = new Set<string>();
  for (const { endpoint, handler } of routes) {
    const name = endpointName(endpoint);
    if (seen.has(name)) throw new Error(`${name} is mounted twice`);
    seen.add(name);
    const guards: RequestHandler[] =
      endpoint.access === 'public' ? [] : [authenticate, resolveCaller, checkAccess(endpoint)];
    const run: RequestHandler = async (req, res) => {
      const input = validate(endpoint.input, endpoint.method === 'POST' ? (req.body ?? {}) : req.query);
      const caller: Caller | null =
        req.caller && req.principal
          ? { uid: req.caller.uid, principal: req.principal, name: req.callerName ?? '', endpoint: name }
          : null;
      const answer = await timed('handler', async () => handler(input, caller as Caller, context(req)));
      if (config.isEmulator) checkAnswer(endpoint, answer);
      setServerTiming(res);
      if (endpoint.produces) return sendCalendar(res, endpoint.produces.cache, answer);
      res.set('Cache-Control', 'no-store').json(answer);
    };
    const method = endpoint.method === 'GET' ? 'get' : endpoint.method === 'POST' ? 'post' : 'delete';
    router[method](endpoint.path, ...guards, run);
  }
}
