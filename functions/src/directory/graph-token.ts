import { API_MESSAGES } from '@agenda/contract';
import { HttpError } from '../lib/http-error';

/**
 * The directory (Entra ID tenant) a Graph token reads: the `tid` of its payload. The token is not
 * proof of anyone's identity (it is never verified here, and grants nothing by itself); Graph has just
 * accepted it, so the people it returned belong to that directory, and a user created from them signs
 * in with that `tid`. With several allowed directories, taking the first one would have keyed such a
 * person under a directory they never sign in from. A token of a directory that is
 * not allowed, or without a `tid`, is refused.
 */
export function directoryTenantOf(graphToken: string, allowedTenants: readonly string[]): string {
  const payload = graphToken.split('.')[1];
  let tid: unknown;
  try {
    tid = payload
      ? (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { tid?: unknown }).tid
      : undefined;
  } catch {
    tid = undefined;
  }
  if (typeof tid !== 'string' || !allowedTenants.includes(tid))
    throw new HttpError(403, API_MESSAGES.directoryTokenRefused);
  return tid;
}
