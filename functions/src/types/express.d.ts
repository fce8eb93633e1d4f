import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Principal } from '@agenda/contract';

declare global {
  // Fields the API's middleware adds to every request.
  namespace Express {
    interface Request {
      /** Set by http/request-id. */
      requestId: string;
      /** The unparsed body, as Cloud Functions hands it over. */
      rawBody?: Buffer;
      /** Set by http/auth once the Firebase ID token is verified. */
      caller?: DecodedIdToken;
      /** The bearer token itself, set with `caller` (its revocation is checked beside the caller's record). */
      idToken?: string;
      /** Set for endpoints of the table: the caller's current authorities, read once per request. */
      principal?: Principal;
      /** Set with `principal`: the caller's name from the same read (for history entries). */
      callerName?: string;
    }
  }
}

export {};
