/**
 * Signing in (GET /firebasetoken): the user record of a verified corporate identity, its Auth account,
 * and the custom token the app signs in to Firebase with.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { API_MESSAGES, COLLECTIONS, docConverter, userDocSchema, userSearchKeys, type UserDoc } from '@agenda/contract';
import { auth, db } from '../lib/firebase';
import { conflict } from '../lib/http-error';
import { logs } from '../lib/logs';
import { oneAtATime, retriedTransaction } from '../lib/transactions';
import { addressBusy, addressHolders, claimAddress, releaseAddress } from '../shared/user-emails';
import type { CorporateIdentity } from './corporate-token';

/** What sign-in reads of an existing record: records from before the search keys have none. */
const signInDocSchema = userDocSchema
  .pick({ email_lower: true, first_name: true, last_name: true, user_authorities: true })
  .extend({ search_keys: z.array(z.string()).optional() });

const users = () => db.collection(COLLECTIONS.users);

/**
 * The first sign-in creates the user record, or links the one an admin created from the directory
 * (same tid/oid key, `uid`); every sign-in records the corporate verification. One identity per address:
 * the address must be free or already this identity's (address index, and the records from before
 * it); otherwise the sign-in is refused with 409 and logged.
 */
export async function recordSignIn(
  requestId: string,
  uid: string,
  identity: CorporateIdentity,
  email: string,
): Promise<void> {
  // Retried when it loses a race (two sign-ins with one new address): the loser then finds the address taken.
  // The sign-ins of one address that reach one instance run one after another: two transactions that
  // both read the free address and both claim it can abort each other until the retry window ends
  // (both 503 on a busy emulator); across instances the transaction still decides.
  await oneAtATime(`sign-in ${email.toLowerCase()}`, () => recordSignInOnce(requestId, uid, identity, email));
}

async function recordSignInOnce(
  requestId: string,
  uid: string,
  identity: CorporateIdentity,
  email: string,
): Promise<void> {
  await retriedTransaction(async (tx): Promise<void> => {
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
  }, addressBusy);
}

/** The person's Auth account under `uid`, created at their first sign-in, named as the directory names them. */
export async function ensureAuthAccount(uid: string, displayName: string): Promise<void> {
  try {
    await auth.updateUser(uid, { displayName });
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    try {
      await auth.createUser({ uid, displayName });
    } catch (raced) {
      // Two first sign-ins of one person at once (two tabs): the other created the account in between.
      if ((raced as { code?: string }).code !== 'auth/uid-already-exists') throw raced;
      await auth.updateUser(uid, { displayName });
    }
  }
}

/** The Firebase custom token the app signs in with. */
export const customToken = (uid: string): Promise<string> => auth.createCustomToken(uid);
