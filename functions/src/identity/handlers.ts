import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { API_MESSAGES, api, COLLECTIONS, docConverter, userDocSchema, userKey, userSearchKeys, type UserDoc } from '@agenda/contract';
import { corporateTokenVerifier } from './verifier';
import { route } from '../http/endpoints';
import { auth, db } from '../lib/firebase';
import { conflict, unauthorized } from '../lib/http-error';
import { logs } from '../lib/logs';
import { syncRoleClaims } from '../shared/claims';
import { addressHolders, claimAddress, releaseAddress } from '../shared/user-emails';

const BEARER = /^Bearer\s+(\S+)$/i;

/** What sign-in reads of an existing record: records from before the search keys have none. */
const signInDocSchema = userDocSchema
  .pick({ email_lower: true, first_name: true, last_name: true, user_authorities: true })
  .extend({ search_keys: z.array(z.string()).optional() });

const users = () => db.collection(COLLECTIONS.users);

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

    // One identity per address: the address must be free or already this identity's (address
    // index, and the records from before it); otherwise the sign-in is refused with 409 and logged.
    await db.runTransaction(async (tx): Promise<void> => {
      // The session's proof of a recent corporate verification (SESSION_MAX_AGE_MS, http/endpoints.ts).
      const verifiedAt = Timestamp.now();
      const snapshot = await tx.get(users().doc(uid).withConverter(docConverter(signInDocSchema)));
      const data = snapshot.data();
      const holders = await addressHolders(tx, email);
      const others = holders.filter((holder) => holder !== uid);
      if (others.length > 0) {
        logs.addressTaken(requestId, uid, others);
        throw conflict(API_MESSAGES.addressTaken(email));
      }
      if (data) {
        const changed = data.email_lower !== email.toLowerCase();
        const release = changed ? await releaseAddress(tx, data.email_lower, uid) : null;
        // A changed address changes the search keys; records from before the keys existed get theirs here.
        tx.update(snapshot.ref, {
          verified_at: verifiedAt,
          ...(changed || !data.search_keys
            ? {
                email,
                email_lower: email.toLowerCase(),
                search_keys: userSearchKeys({ first_name: data.first_name, last_name: data.last_name, email }),
              }
            : {}),
        });
        release?.();
        claimAddress(tx, email, uid);
        return;
      }
      const [first = '', ...rest] = (identity.name ?? email.split('@')[0] ?? '').split(' ');
      const names = { first_name: first, last_name: rest.join(' ') };
      const doc: UserDoc = {
        tid: identity.tid,
        oid: identity.oid,
        email,
        email_lower: email.toLowerCase(),
        ...names,
        job_title: null,
        avatar_url: null,
        tenant_id: null,
        user_authorities: [{ authority_id: 'USER', tenant_id: null }],
        search_keys: userSearchKeys({ ...names, email }),
        verified_at: verifiedAt,
      };
      tx.create(users().doc(uid).withConverter(docConverter(userDocSchema)), doc);
      claimAddress(tx, email, uid);
    });

    try {
      await auth.updateUser(uid, { displayName: identity.name ?? email });
    } catch (error) {
      if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
      await auth.createUser({ uid, displayName: identity.name ?? email });
    }
    // The claims follow the roles as stored now, read with the rights version (services/claims.ts).
    await syncRoleClaims(uid);
    logs.signedIn(requestId, uid);
    return { token: await auth.createCustomToken(uid) };
  }),
];
