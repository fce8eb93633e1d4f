import { API_MESSAGES, api, userKey } from '@agenda/contract';
import { route } from '../http/endpoints';
import { unauthorized } from '../lib/http-error';
import { logs } from '../lib/logs';
import { syncRoleClaims } from '../shared/claims';
import { refreshAvatar } from '../users/avatar';
import { customToken, ensureAuthAccount, recordSignIn } from './service';
import { corporateTokenVerifier } from './verifier';

const BEARER = /^Bearer\s+(\S+)$/i;

export const identityRoutes = [
  // Exchanges a verified corporate identity (the bearer is the corporate ID token, not a Firebase
  // one) for a Firebase custom token. The first sign-in creates the user record, or links the one
  // an admin created from the directory (same tid/oid key).
  route(api.identity.firebaseToken, async (_input, _caller, { requestId, header }) => {
    const bearer = BEARER.exec(header('authorization') ?? '')?.[1];
    if (!bearer) throw unauthorized(API_MESSAGES.corporateTokenRequired);
    const identity = await corporateTokenVerifier()(bearer);
    if (!identity.email) throw unauthorized(API_MESSAGES.corporateTokenWithoutEmail);
    const email = identity.email;
    const uid = userKey(identity.tid, identity.oid);

    await recordSignIn(requestId, uid, identity, email);
    await ensureAuthAccount(uid, identity.name ?? email);
    // The person's directory photo becomes their avatar (users/avatar.ts); in production only when the app
    // sends its Graph token.
    await refreshAvatar(requestId, uid, identity.oid, header('x-graph-token'));
    // The claims follow the roles as stored now, read with the rights version (shared/claims.ts).
    await syncRoleClaims(uid);
    logs.signedIn(requestId, uid);
    return { token: await customToken(uid) };
  }),
];
