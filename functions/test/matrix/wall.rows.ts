import { api } from '@agenda/contract';
import { storedComment, storedPost } from '../wall-fixtures';
import { EDIT_DRAFT, EDIT_PUBLIC, READ_DRAFT, row, type Expected } from './matrix';
import type { EventContentContext } from './event-context';

const { wall } = api;
type Ctx = EventContentContext;

/*
 * The wall (docs/features.md, "The wall"). The wall test (functions/test/api/wall.test.ts) makes the plain
 * user a participant of both test events before the rows run: the wall's people are its participants,
 * speakers and editors, so ADMIN of another country, who sees the public event, is refused (403); a
 * Draft's wall is its editors' alone (the others do not see the event: 404).
 */

/** Taking part in the public event's wall: its participant, its organizer, ADMIN of its country, root. */
const WALL_PEOPLE: Expected = { anonymous: 401, user: 200, organizer: 200, adminA: 200, adminB: 403, root: 200 };
/** Changing the plain user's own post or comment: its author alone (others who take part: 403). */
const AUTHOR_ONLY: Expected = { anonymous: 401, user: 200, organizer: 403, adminA: 403, adminB: 403, root: 403 };

const text = 'Hello from the matrix';

export const rows = [
  row(wall.savePost, WALL_PEOPLE, (c: Ctx) => ({ eventId: c.publicEvent.id, text })),
  row(wall.savePost, READ_DRAFT, (c: Ctx) => ({ eventId: c.draftEvent.id, text }), { case: 'a draft' }),
  row(
    wall.savePost,
    AUTHOR_ONLY,
    async (c: Ctx) => ({ eventId: c.publicEvent.id, id: await storedPost(c.publicEvent.id, c.people.user.uid), text }),
    { case: "edit the user's post" },
  ),
  // Its author or an editor deletes a post.
  row(wall.deletePost, WALL_PEOPLE, async (c: Ctx) => ({
    eventId: c.publicEvent.id,
    id: await storedPost(c.publicEvent.id, c.people.user.uid),
  })),
  row(
    wall.deletePost,
    EDIT_DRAFT,
    async (c: Ctx) => ({ eventId: c.draftEvent.id, id: await storedPost(c.draftEvent.id, c.people.organizer.uid) }),
    { case: 'a draft' },
  ),
  row(wall.pinPost, EDIT_PUBLIC, async (c: Ctx) => ({
    eventId: c.publicEvent.id,
    id: await storedPost(c.publicEvent.id, c.people.user.uid),
    pinned: true,
  })),
  row(wall.hidePost, EDIT_PUBLIC, async (c: Ctx) => ({
    eventId: c.publicEvent.id,
    id: await storedPost(c.publicEvent.id, c.people.user.uid),
    hidden: true,
  })),
  row(
    wall.hidePost,
    EDIT_DRAFT,
    async (c: Ctx) => ({
      eventId: c.draftEvent.id,
      id: await storedPost(c.draftEvent.id, c.people.organizer.uid),
      hidden: true,
    }),
    { case: 'a draft' },
  ),
  row(wall.likePost, WALL_PEOPLE, async (c: Ctx) => ({
    eventId: c.publicEvent.id,
    id: await storedPost(c.publicEvent.id, c.people.organizer.uid),
    liked: true,
  })),
  row(
    wall.likePost,
    READ_DRAFT,
    async (c: Ctx) => ({
      eventId: c.draftEvent.id,
      id: await storedPost(c.draftEvent.id, c.people.organizer.uid),
      liked: true,
    }),
    { case: 'a draft' },
  ),
  row(wall.reportPost, WALL_PEOPLE, async (c: Ctx) => ({
    eventId: c.publicEvent.id,
    id: await storedPost(c.publicEvent.id, c.people.organizer.uid),
    reason: 'Off topic',
  })),
  row(wall.saveComment, WALL_PEOPLE, async (c: Ctx) => ({
    eventId: c.publicEvent.id,
    postId: await storedPost(c.publicEvent.id, c.people.organizer.uid),
    text,
  })),
  row(
    wall.saveComment,
    AUTHOR_ONLY,
    async (c: Ctx) => {
      const postId = await storedPost(c.publicEvent.id, c.people.organizer.uid);
      return {
        eventId: c.publicEvent.id,
        postId,
        id: await storedComment(c.publicEvent.id, postId, c.people.user.uid),
        text,
      };
    },
    { case: "edit the user's comment" },
  ),
  row(wall.deleteComment, WALL_PEOPLE, async (c: Ctx) => {
    const postId = await storedPost(c.publicEvent.id, c.people.organizer.uid);
    return { eventId: c.publicEvent.id, postId, id: await storedComment(c.publicEvent.id, postId, c.people.user.uid) };
  }),
  row(wall.hideComment, EDIT_PUBLIC, async (c: Ctx) => {
    const postId = await storedPost(c.publicEvent.id, c.people.organizer.uid);
    return {
      eventId: c.publicEvent.id,
      postId,
      id: await storedComment(c.publicEvent.id, postId, c.people.user.uid),
      hidden: true,
    };
  }),
  row(wall.reportComment, WALL_PEOPLE, async (c: Ctx) => {
    const postId = await storedPost(c.publicEvent.id, c.people.organizer.uid);
    return {
      eventId: c.publicEvent.id,
      postId,
      id: await storedComment(c.publicEvent.id, postId, c.people.organizer.uid),
      reason: 'Rude',
    };
  }),
];
