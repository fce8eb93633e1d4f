/**
 * A post's points follow the post (ledger.ts): hidden, its entries and those of its likes and comments
 * stop counting; shown again, they count again as recorded; deleted, they are removed. A popular post
 * has more entries than one transaction may write, so they move a chunk per transaction: the first in
 * the moderation act's own transaction, the rest after it, each chunk re-reading the post and stopping
 * when a later act changed it (that act moves them itself). Running once more after the act also
 * catches an entry whose like committed while the act ran, so the entries always end as the post is.
 */
import type { Transaction } from 'firebase-admin/firestore';
import { eventRef } from '../events/access';
import { postRef, wallTransaction } from './access';
import { ownersOf, PointsBook, postEntries } from './ledger';

/**
 * Entries moved per transaction: each may move another person's total and tell them of badges reached
 * (ledger.ts, earned-badges.ts), so a chunk stays well under the 500 writes a transaction takes.
 */
const SETTLE_CHUNK = 100;

/**
 * Moves one chunk of the post's entries toward `hidden` (null: the post is deleted) in `tx`, after its
 * other reads and before its writes. Answers whether there may be more.
 */
export async function settlePost(
  tx: Transaction,
  wall: { id: string; event: { tenant_id: string; name: string } },
  postId: string,
  hidden: boolean | null,
): Promise<boolean> {
  const query = hidden === null ? postEntries(wall.id, postId) : postEntries(wall.id, postId, hidden);
  const entries = (await tx.get(query.limit(SETTLE_CHUNK))).docs;
  if (entries.length === 0) return false;
  const book = await PointsBook.open(
    tx,
    { id: wall.id, tenantId: wall.event.tenant_id, name: wall.event.name },
    ownersOf(entries),
  );
  for (const entry of entries) {
    if (hidden === null) book.remove(entry);
    else book.setHidden(entry, 'post_hidden', hidden);
  }
  book.close();
  return entries.length === SETTLE_CHUNK;
}

/** After the act: the rest of the post's entries, a chunk per transaction, while the post is as the act left it. */
export async function settlePostRest(eventId: string, postId: string, hidden: boolean | null): Promise<void> {
  for (;;) {
    const more = await wallTransaction(async (tx) => {
      const stored = (await tx.get(eventRef(eventId))).data();
      const post = (await tx.get(postRef(eventId, postId))).data();
      const now = post ? post.hidden : null;
      if (!stored || now !== hidden) return false;
      return settlePost(tx, { id: eventId, event: stored }, postId, hidden);
    });
    if (!more) return;
  }
}
