/**
 * The people lists a page at a time (GET /participants/…: `offset`, `limit`, `next_offset`, at most
 * PEOPLE_PAGE_MAX): a call reads the users of its page only, never every participant and their record.
 */
import { FieldPath } from 'firebase-admin/firestore';
import { COLLECTIONS, EVENT_SUBCOLLECTIONS, PEOPLE_PAGE_MAX, type PeoplePage } from '@agenda/contract';
import { db } from '../lib/firebase';

/** The ids of one page of a list, and where the next page starts (null after the last). */
export function pageOf(ids: readonly string[], page: PeoplePage): { ids: string[]; next_offset: number | null } {
  const offset = page.offset ?? 0;
  const end = offset + (page.limit ?? PEOPLE_PAGE_MAX);
  return { ids: ids.slice(offset, end), next_offset: end < ids.length ? end : null };
}

/** One page of an event's participants by user id, their number, and where the next page starts. */
export async function eventParticipantPage(
  eventId: string,
  page: PeoplePage,
): Promise<{ ids: string[]; count: number; next_offset: number | null }> {
  const offset = page.offset ?? 0;
  const limit = page.limit ?? PEOPLE_PAGE_MAX;
  const participants = db.collection(COLLECTIONS.events).doc(eventId).collection(EVENT_SUBCOLLECTIONS.participants);
  // One more than the page tells whether another follows; the count is an aggregation (no document read).
  const [found, counted] = await Promise.all([
    participants
      .select()
      .orderBy(FieldPath.documentId())
      .offset(offset)
      .limit(limit + 1)
      .get(),
    participants.count().get(),
  ]);
  const ids = found.docs.map((doc) => doc.id);
  return {
    ids: ids.slice(0, limit),
    count: counted.data().count,
    next_offset: ids.length > limit ? offset + limit : null,
  };
}
