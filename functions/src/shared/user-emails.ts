/**
 * One identity per address: the address index userEmails/{userEmailKey(address)} → { uid }. Every
 * user record the API creates, and every address change, goes through a transaction that reads the
 * index (and, for records from before the index, the users with that address) and claims the
 * address; a second identity presenting an address that another user holds is refused with 409.
 */
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { API_MESSAGES, COLLECTIONS, docConverter, userEmailKey } from '@agenda/contract';
import { db } from '../lib/firebase';
import { HttpError } from '../lib/http-error';

const userEmailEntrySchema = z.object({ uid: z.string() });
type UserEmailEntry = z.infer<typeof userEmailEntrySchema>;

const userEmailRef = (email: string): DocumentReference<UserEmailEntry> =>
  db.collection(COLLECTIONS.userEmails).withConverter(docConverter(userEmailEntrySchema)).doc(userEmailKey(email));

/**
 * The users holding `email` (inside the transaction, so that two claims of one address cannot both
 * commit): the index entry's user and any user record with that address. Usually none or one.
 */
export async function addressHolders(tx: Transaction, email: string): Promise<string[]> {
  const lower = email.trim().toLowerCase();
  const [entry, records] = await Promise.all([
    tx.get(userEmailRef(lower)),
    tx.get(db.collection(COLLECTIONS.users).where('email_lower', '==', lower).select().limit(5)),
  ]);
  const holder = entry.data()?.uid;
  const indexed = holder ? [holder] : [];
  return [...new Set([...indexed, ...records.docs.map((doc) => doc.id)])];
}

/**
 * The answer when a transaction claiming an address kept losing races for the whole retry time
 * (lib/transactions.ts): 503, try again.
 */
export const addressBusy = (): HttpError => new HttpError(503, API_MESSAGES.addressBusy);

/** Claims `email` for `uid` in the transaction (after `addressHolders` found it free or theirs). */
export function claimAddress(tx: Transaction, email: string, uid: string): void {
  tx.set(userEmailRef(email), { uid } satisfies UserEmailEntry);
}

/**
 * Gives up `email` held by `uid` (their address changed): reads the entry, to be called in the read
 * phase of the transaction; the returned function deletes it in the write phase (someone else's
 * entry is left alone).
 */
export async function releaseAddress(tx: Transaction, email: string, uid: string): Promise<() => void> {
  const entry = await tx.get(userEmailRef(email));
  const held = entry.data()?.uid === uid;
  return () => {
    if (held) tx.delete(entry.ref);
  };
}
