import { Router } from 'express';
import { COLLECTIONS, userKey, userSearchKeys, type Principal, type UserDoc } from '../contract';
import { corporateTokenVerifier } from '../identity/verifier';
import { auth, db } from '../lib/firebase';
import { unauthorized } from '../lib/http-error';
import { logs } from '../lib/logs';
import { syncRoleClaims } from '../services/claims';

export const identityRouter = Router();

const BEARER = /^Bearer\s+(\S+)$/i;

// GET /backendv2/firebasetoken (Authorization: Bearer <corporate ID token>) -> { token }
// Exchanges a verified corporate identity for a Firebase custom token. The first sign-in creates
// the user record, or links the one an admin created from the directory (same tid/oid key).
identityRouter.get('/firebasetoken', async (req, res) => {
  const bearer = BEARER.exec(req.get('authorization') ?? '')?.[1];
  if (!bearer) throw unauthorized('A corporate token is required');
  const identity = await corporateTokenVerifier()(bearer);
  if (!identity.email) throw unauthorized('The corporate token carries no e-mail address');
  const email = identity.email;
  const uid = userKey(identity.tid, identity.oid);

  const principal = await db.runTransaction(async (tx): Promise<Principal> => {
    const ref = db.collection(COLLECTIONS.users).doc(uid);
    const snapshot = await tx.get(ref);
    if (snapshot.exists) {
      const data = snapshot.data() as UserDoc;
      // A changed address changes the search keys; records from before the keys existed get theirs here.
      if (data.email_lower !== email.toLowerCase() || !Array.isArray(data.search_keys)) {
        tx.update(ref, {
          email,
          email_lower: email.toLowerCase(),
          search_keys: userSearchKeys({ first_name: data.first_name, last_name: data.last_name, email }),
        });
      }
      return { user_authorities: data.user_authorities };
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
    };
    tx.create(ref, doc);
    return { user_authorities: doc.user_authorities };
  });

  try {
    await auth.updateUser(uid, { displayName: identity.name ?? email });
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    await auth.createUser({ uid, displayName: identity.name ?? email });
  }
  await syncRoleClaims(uid, principal);
  logs.signedIn(req.requestId, uid);
  res.set('Cache-Control', 'no-store').json({ token: await auth.createCustomToken(uid) });
});
