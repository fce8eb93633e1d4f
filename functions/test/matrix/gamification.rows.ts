import { api, COLLECTIONS, gamificationConverter } from '@agenda/contract';
import { db } from '../helpers';
import { EDIT_DRAFT, EDIT_PUBLIC, READ_DRAFT, READ_PUBLIC, row, SIGNED_IN } from './matrix';
import type { EventContentContext } from './event-context';

const { get, save, remove, leaderboard, listing, setListing } = api.gamification;
const body = (eventId: string) => ({ eventId, like_points: 2, comment_points: 3, wall_post_points: 5 });

/** Points stored for the event, so that every persona meets some to delete. */
async function storedPoints(eventId: string): Promise<{ eventId: string }> {
  await db
    .collection(COLLECTIONS.gamification)
    .doc(eventId)
    .withConverter(gamificationConverter)
    .set({ event_id: eventId, like_points: 1, comment_points: 1, wall_post_points: 1 });
  return { eventId };
}

export const rows = [
  row(get, READ_PUBLIC, (c: EventContentContext) => ({ eventId: c.publicEvent.id })),
  row(get, READ_DRAFT, (c: EventContentContext) => ({ eventId: c.draftEvent.id }), { case: 'a draft' }),
  row(save, EDIT_PUBLIC, (c: EventContentContext) => body(c.publicEvent.id)),
  row(save, EDIT_DRAFT, (c: EventContentContext) => body(c.draftEvent.id), { case: 'a draft' }),
  row(remove, EDIT_PUBLIC, (c: EventContentContext) => storedPoints(c.publicEvent.id)),
  row(remove, EDIT_DRAFT, (c: EventContentContext) => storedPoints(c.draftEvent.id), { case: 'a draft' }),
  row(leaderboard, READ_PUBLIC, (c: EventContentContext) => ({ eventId: c.publicEvent.id })),
  row(leaderboard, READ_DRAFT, (c: EventContentContext) => ({ eventId: c.draftEvent.id }), { case: 'a draft' }),
  row(listing, SIGNED_IN, () => ({})),
  row(setListing, SIGNED_IN, () => ({ listed: true })),
];
