/**
 * Removes the point totals of the joined-sessions era (docs/deploy.md, "Points"): before the wall's
 * ledger, gamificationv2/{e}/points/{uid} held `sessions` (the sessions the person had joined) and
 * `points` = sessions × 10, recounted by triggers that are gone. The ledger's transactions add to the
 * stored total (functions/src/wall/ledger.ts), so such a total would carry the old session points on
 * for ever, disagreeing with the person's ledger entries. For each total that still has `sessions`, in
 * one transaction: the total becomes the sum of the person's ledger entries that stand (the entries
 * earned since the deploy), or is deleted when they have none.
 *
 * Idempotent: a total without `sessions` is left alone, so running it again, or while the app writes,
 * changes nothing more. A deploy runs it once per database (`npm run backfill`).
 */
import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  LEDGER_SUBCOLLECTION,
  ledgerEntryStands,
  POINTS_SUBCOLLECTION,
  pointsLedgerConverter,
} from '@agenda/contract';

/** Where a database records that its session-era totals were removed (the Admin SDK only reads it). */
export const SESSION_POINTS_MIGRATION = 'migrations/session-points';

/** Recounts one total from its ledger; 'recounted', 'deleted', or 'none' (not a session-era total). */
async function recountOne(db: Firestore, total: DocumentReference): Promise<'recounted' | 'deleted' | 'none'> {
  const eventId = total.parent.parent?.id;
  if (!eventId) return 'none';
  const ledger = db
    .collection(COLLECTIONS.gamification)
    .doc(eventId)
    .collection(LEDGER_SUBCOLLECTION)
    .withConverter(pointsLedgerConverter);
  return db.runTransaction(async (tx) => {
    const stored = await tx.get(total);
    if (!stored.exists || stored.get('sessions') === undefined) return 'none';
    const entries = await tx.get(ledger.where('uid', '==', total.id));
    const points = entries.docs
      .map((entry) => entry.data())
      .reduce((sum, entry) => sum + (ledgerEntryStands(entry) ? entry.points : 0), 0);
    if (entries.empty) {
      tx.delete(total);
      return 'deleted';
    }
    tx.update(total, { points, sessions: FieldValue.delete(), updated_at: Timestamp.now() });
    return 'recounted';
  });
}

/** What a run changed. */
export interface SessionPointsCounts {
  recounted: number;
  deleted: number;
}

/** Removes every session-era total in the database, once (again with `force`). */
export async function migrateSessionPoints(
  db: Firestore,
  { force = false }: { force?: boolean } = {},
): Promise<{ ran: boolean } & SessionPointsCounts> {
  const marker = db.doc(SESSION_POINTS_MIGRATION);
  const counts: SessionPointsCounts = { recounted: 0, deleted: 0 };
  if (!force && (await marker.get()).exists) return { ran: false, ...counts };
  // Per event (listDocuments: also those whose gamification document was never written), the totals
  // with `sessions` only: the ledger writes none (orderBy leaves out documents without the field; a
  // collection's single-field index, no collection group index to declare for a one-off).
  for (const event of await db.collection(COLLECTIONS.gamification).listDocuments()) {
    const legacy = await event.collection(POINTS_SUBCOLLECTION).orderBy('sessions').select().get();
    for (const total of legacy.docs) {
      const outcome = await recountOne(db, total.ref);
      if (outcome !== 'none') counts[outcome] += 1;
    }
  }
  await marker.set({ done_at: Timestamp.now(), ...counts });
  return { ran: true, ...counts };
}
