import { COLLECTIONS, EVENT_SUBCOLLECTIONS, wallPostConverter } from '@agenda/contract';
import { collection, limit, orderBy, query, where, type Firestore } from 'firebase/firestore';

/** An event's wall posts, decoded by the contract's converter. */
export const wallPosts = (firestore: Firestore, eventId: string) =>
  collection(firestore, COLLECTIONS.events, eventId, EVENT_SUBCOLLECTIONS.wall).withConverter(wallPostConverter);

/** The wall's order: pinned posts on top, then newest first (compareWallPosts in wall-model.ts). */
export const POST_ORDER = [orderBy('pinned', 'desc'), orderBy('created_at', 'desc')];

/**
 * The shown posts of a wall whose first `count` are on screen: one more is read, to know whether more follow.
 * The same query for every reader, so the first page can be asked for before the viewer's role is known.
 */
export const shownWallPosts = (firestore: Firestore, eventId: string, count: number) =>
  query(wallPosts(firestore, eventId), where('hidden', '==', false), ...POST_ORDER, limit(count + 1));
