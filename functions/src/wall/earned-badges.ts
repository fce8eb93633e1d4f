/**
 * Badges earned live (docs/features.md, "Points, badges and the leaderboard"): when a move of the points
 * ledger (ledger.ts) brings a person's total to a badge's threshold, the same transaction records the
 * badge on their points document (gamificationv2/{e}/points/{uid}.badges) and leaves one item in their
 * bell (users/{uid}/inbox/{earnedBadgeId}). Only the attempt that commits writes either, the item's id is
 * the (event, badge, person), and a badge recorded is never recorded again (it stays when the total
 * falls), so each badge is told exactly once.
 */
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  badgeConverter,
  BADGES_SUBCOLLECTION,
  COLLECTIONS,
  docConverter,
  ENGAGEMENT_MESSAGES,
  INBOX_SUBCOLLECTION,
  inboxItemDocSchema,
  newlyEarned,
  type Badge,
  type EarnedBadge,
} from '@agenda/contract';
import { db } from '../lib/firebase';

const inboxConverter = docConverter(inboxItemDocSchema);

/** The id of the bell item of one badge earned by one person in one event. */
const earnedBadgeId = (eventId: string, badgeId: string): string => `badge_${eventId}_${badgeId}`;

/** The event's badges, read in the transaction (a read: before any write). */
export async function readBadges(tx: Transaction, eventId: string): Promise<Badge[]> {
  const badges = await tx.get(
    db.collection(COLLECTIONS.gamification).doc(eventId).collection(BADGES_SUBCOLLECTION).withConverter(badgeConverter),
  );
  return badges.docs.map((badge) => ({ id: badge.id, ...badge.data() }));
}

/**
 * The badges `uid` holds after their total became `points`: those held, and those newly reached, each of
 * which is told in their bell (the transaction's writes).
 */
export function earnBadges(
  tx: Transaction,
  event: { id: string; name: string },
  uid: string,
  points: number,
  badges: readonly Badge[],
  held: readonly EarnedBadge[],
  now = new Date(),
): EarnedBadge[] {
  const reached = newlyEarned(points, badges, held);
  const at = Timestamp.fromDate(now);
  for (const badge of reached) {
    const id = earnedBadgeId(event.id, badge.id);
    tx.set(
      db.collection(COLLECTIONS.users).doc(uid).collection(INBOX_SUBCOLLECTION).doc(id).withConverter(inboxConverter),
      {
        message: ENGAGEMENT_MESSAGES.badgeEarned(badge.n, points),
        subject: event.name,
        type: 'TEXT',
        link: null,
        notification_id: id,
        event_id: event.id,
        agenda_id: null,
        created_at: at,
        read_at: null,
      },
    );
  }
  return [...held, ...reached.map((badge) => ({ id: badge.id, name: badge.n, at }))];
}
