import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { API_MESSAGES, CALENDAR_FEEDS_COLLECTION, COLLECTIONS, type HistoryAuthor } from '@agenda/contract';
import { auth, db } from '../lib/firebase';
import { notFound } from '../lib/http-error';
import { historyValue, recordHistory } from '../shared/history';
import { userEntry } from './history';

/**
 * Ends every session of a user at once (root's POST /users/signOutEverywhere; docs/security.md,
 * "Sign out everywhere"). One transaction on their record removes the corporate
 * verification (the API answers their next call 401 `reauthentication-required`), raises the rights
 * version (the rules stop trusting the role claims of every older token: rightsCurrent) and records
 * the moment, to the whole second, in `signed_out_everywhere_at`: firestore.rules and storage.rules
 * refuse every token signed in before it (sessionCurrent), whatever right it comes for, and keep
 * refusing it after the person signs in again. The whole second is Firebase's own revocation cut-off
 * (revokeRefreshTokens, which the API's verifyIdToken(…, true) applies), so API and rules agree: a
 * sign-in within that same second still counts. The same transaction deletes their personal calendar
 * feed token (a feed carries Teams links): they make a new one once signed in again. Then their
 * refresh tokens are revoked, so no session gets a new ID token and the API's revocation check
 * refuses the ones already issued. Someone without an Auth account (created by an admin, never signed
 * in) has no session to end. Repeating the call does no harm.
 */
export async function signOutEverywhere(actor: HistoryAuthor, uid: string): Promise<void> {
  const ref = db.collection(COLLECTIONS.users).doc(uid);
  await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw notFound(API_MESSAGES.userNotFound);
    const version: unknown = snapshot.get('rights_version');
    const at = Timestamp.fromMillis(Math.floor(Date.now() / 1000) * 1000);
    const field = 'signed_out_everywhere_at';
    recordHistory(
      tx,
      actor,
      userEntry(snapshot, 'update', [{ field, before: historyValue(snapshot.get(field)), after: historyValue(at) }]),
    );
    tx.update(ref, {
      rights_version: (typeof version === 'number' ? version : 0) + 1,
      verified_at: FieldValue.delete(),
      signed_out_everywhere_at: at,
    });
    // The calendar feed's token (calendar/service.ts), by its path alone: users/ never imports calendar/.
    tx.delete(db.collection(CALENDAR_FEEDS_COLLECTION).doc(uid));
  });
  try {
    await auth.revokeRefreshTokens(uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
}
