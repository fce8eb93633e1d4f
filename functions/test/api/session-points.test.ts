/**
 * `npm run backfill` removes the point totals of the joined-sessions era (docs/deploy.md, "Points";
 * emulators/scripts/lib/session-points.ts): a total that still has `sessions` becomes the sum of the
 * person's ledger entries that stand, or goes when they have none; the ledger's own totals are left
 * alone; it runs once per database (again with `force`).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  LEDGER_SUBCOLLECTION,
  ledgerEntryId,
  POINTS_SUBCOLLECTION,
  type PointsLedgerEntry,
} from '@agenda/contract';
import { migrateSessionPoints, SESSION_POINTS_MIGRATION } from '../../../emulators/scripts/lib/session-points';
import { db } from '../helpers';

const eventId = `session-points-${Date.now()}`;
const gamification = db.collection(COLLECTIONS.gamification).doc(eventId);
const total = (uid: string) => gamification.collection(POINTS_SUBCOLLECTION).doc(uid);

function entry(uid: string, postId: string, points: number, hidden = false): PointsLedgerEntry {
  return {
    uid,
    event_id: eventId,
    tenant_id: 'de',
    action: 'like',
    post_id: postId,
    comment_id: null,
    points,
    post_hidden: hidden,
    comment_hidden: false,
    at: Timestamp.now(),
  };
}

describe('the joined-sessions era totals', () => {
  it('are recounted from the ledger or deleted, once; the ledger’s totals are left alone', async () => {
    const old = { event_id: eventId, tenant_id: 'de', updated_at: Timestamp.now() };
    // An old total (3 sessions) to which the ledger has since added 2 likes (one on a hidden post).
    await total('ann').set({ ...old, uid: 'ann', sessions: 3, points: 32 });
    await gamification
      .collection(LEDGER_SUBCOLLECTION)
      .doc(ledgerEntryId('like', 'p1', 'ann'))
      .set(entry('ann', 'p1', 1));
    await gamification
      .collection(LEDGER_SUBCOLLECTION)
      .doc(ledgerEntryId('like', 'p2', 'ann'))
      .set(entry('ann', 'p2', 1, true));
    // An old total with no entry since; a total the ledger wrote.
    await total('bob').set({ ...old, uid: 'bob', sessions: 2, points: 20 });
    await total('cat').set({ ...old, uid: 'cat', points: 7 });
    await db.doc(SESSION_POINTS_MIGRATION).delete();

    const first = await migrateSessionPoints(db);
    expect(first.ran).toBe(true);
    expect(first.recounted).toBeGreaterThanOrEqual(1);
    expect(first.deleted).toBeGreaterThanOrEqual(1);
    const ann = (await total('ann').get()).data();
    expect(ann?.['points']).toBe(1);
    expect(ann && 'sessions' in ann).toBe(false);
    expect((await total('bob').get()).exists).toBe(false);
    expect((await total('cat').get()).data()?.['points']).toBe(7);

    await total('bob').set({ ...old, uid: 'bob', sessions: 2, points: 20 });
    expect(await migrateSessionPoints(db)).toEqual({ ran: false, recounted: 0, deleted: 0 });
    expect((await total('bob').get()).exists).toBe(true);
    expect((await migrateSessionPoints(db, { force: true })).ran).toBe(true);
    expect((await total('bob').get()).exists).toBe(false);
  });
});
