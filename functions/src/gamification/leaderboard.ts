/**
 * An event's leaderboard and a person's place on it (docs/features.md, "Points, badges and the
 * leaderboard"), from the points documents the ledger writes (functions/src/wall/ledger.ts): those
 * listed with points, highest first, of equal totals the one reached first (`reached_at`). The caller's
 * rank is the people ahead of them plus one, counted with two count() aggregations, so it costs the
 * same on an event of ten people or ten thousand.
 */
import type { Query } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  ENGAGEMENT_MESSAGES,
  LEADERBOARD_SIZE,
  POINTS_SUBCOLLECTION,
  userPointsConverter,
  type Leaderboard,
  type LeaderboardListing,
  type UserPointsDoc,
} from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { db } from '../lib/firebase';
import { forbidden } from '../lib/http-error';
import { visibleEvent } from '../events/access';

const pointsOfEvent = (eventId: string) =>
  db.collection(COLLECTIONS.gamification).doc(eventId).collection(POINTS_SUBCOLLECTION);
const listed = (eventId: string): Query => pointsOfEvent(eventId).where('listed', '==', true);

const countOf = async (query: Query): Promise<number> => (await query.count().get()).data().count;

/** The people listed ahead of `mine`: more points, or as many reached earlier. */
async function aheadOf(eventId: string, mine: UserPointsDoc): Promise<number> {
  const [more, earlier] = await Promise.all([
    countOf(listed(eventId).where('points', '>', mine.points)),
    mine.reached_at
      ? countOf(listed(eventId).where('points', '==', mine.points).where('reached_at', '<', mine.reached_at))
      : Promise.resolve(0),
  ]);
  return more + earlier;
}

/**
 * The event's top LEADERBOARD_SIZE and the caller's rank: whoever may see the event (404 otherwise),
 * refused (403) to all but its editors while the event hides gamification.
 */
export async function leaderboardOf(caller: Caller, eventId: string): Promise<Leaderboard> {
  const { event, canEdit } = await visibleEvent(caller, eventId);
  if (event.hide_gamification && !canEdit) throw forbidden(ENGAGEMENT_MESSAGES.gamificationHidden);
  const [top, own] = await Promise.all([
    listed(eventId)
      .where('points', '>', 0)
      .orderBy('points', 'desc')
      .orderBy('reached_at', 'asc')
      .limit(LEADERBOARD_SIZE)
      .withConverter(userPointsConverter)
      .get(),
    pointsOfEvent(eventId).doc(caller.uid).withConverter(userPointsConverter).get(),
  ]);
  const mine = own.data();
  const ranked = !!mine && mine.listed && mine.points > 0;
  return {
    top: top.docs.map((snapshot, index) => {
      const row = snapshot.data();
      return { rank: index + 1, uid: row.uid, name: row.name, avatar_url: row.avatar_url, points: row.points };
    }),
    me: {
      points: mine?.points ?? 0,
      rank: ranked ? (await aheadOf(eventId, mine)) + 1 : null,
      listed: mine ? mine.listed : await listingOf(caller.uid).then((listing) => listing.listed),
    },
  };
}

/** Whether the person appears on the leaderboards. */
export async function listingOf(uid: string): Promise<LeaderboardListing> {
  const user = await db.collection(COLLECTIONS.users).doc(uid).get();
  return { listed: user.get('leaderboard_hidden') !== true };
}

/**
 * Leaves the leaderboards (or joins them again): the flag on the person's record first, which every
 * later move of their points copies (the ledger reads it in its transaction, so a move racing this one
 * is retried), then the person's points documents in every event.
 */
export async function setListing(uid: string, listing: LeaderboardListing): Promise<LeaderboardListing> {
  await db.collection(COLLECTIONS.users).doc(uid).update({ leaderboard_hidden: !listing.listed });
  const docs = await db.collectionGroup(POINTS_SUBCOLLECTION).where('uid', '==', uid).get();
  const writer = db.bulkWriter();
  for (const doc of docs.docs) void writer.update(doc.ref, { listed: listing.listed });
  await writer.close();
  return listing;
}
