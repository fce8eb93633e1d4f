import { FieldValue } from 'firebase-admin/firestore';
import { API_MESSAGES, COLLECTIONS } from '../contract';
import { auth, db } from '../lib/firebase';
import { notFound } from '../lib/http-error';

/**
 * Ends every session of a user at once (issue 12, item 4; root's POST /users/signOutEverywhere).
 * One transaction on their record removes the corporate verification (the API answers their next
 * call 401 `reauthentication-required`) and raises the rights version (firestore.rules and
 * storage.rules stop trusting the role claims of every token minted before: rightsCurrent). Then
 * their refresh tokens are revoked, so no session gets a new ID token and the API's revocation check
 * refuses the ones already issued. Someone without an Auth account (created by an admin, never
 * signed in) has no session to end. Repeating the call does no harm.
 */
export async function signOutEverywhere(uid: string): Promise<void> {
  const ref = db.collection(COLLECTIONS.users).doc(uid);
  await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw notFound(API_MESSAGES.userNotFound);
    const version: unknown = snapshot.get('rights_version');
    tx.update(ref, {
      rights_version: (typeof version === 'number' ? version : 0) + 1,
      verified_at: FieldValue.delete(),
    });
  });
  try {
    await auth.revokeRefreshTokens(uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
}
