import { api, EVENT_SUBCOLLECTIONS } from '@agenda/contract';
import { createTestEvent, eventDoc } from '../event-fixtures';
import { EDIT_DRAFT, EDIT_PUBLIC, READ_DRAFT, READ_PUBLIC, row, type Expected } from './matrix';
import { createEventContentContext, type EventContentContext } from './event-context';

const { userFiles, updateUserFiles } = api.events;

/** The content context plus a public event of A in which the plain `user` takes part. */
export interface UserFilesContext extends EventContentContext {
  memberEvent: { id: string };
}

export async function createUserFilesContext(): Promise<UserFilesContext> {
  const ctx = await createEventContentContext();
  const memberEvent = await createTestEvent(ctx.people.organizer.uid);
  const uid = ctx.people.user.uid;
  await eventDoc(memberEvent.id)
    .collection(EVENT_SUBCOLLECTIONS.participants)
    .doc(uid)
    .set({ uid, event_id: memberEvent.id, added_at: Date.now() });
  return { ...ctx, memberEvent };
}

/** Those who take part in the member event: its participant and its editors. */
const MEMBERS: Expected = { anonymous: 401, user: 200, organizer: 200, adminA: 200, adminB: 403, root: 200 };

export const rows = [
  row(userFiles, READ_PUBLIC, (c: UserFilesContext) => ({ e: c.publicEvent.id }), { case: 'own files' }),
  row(userFiles, READ_DRAFT, (c: UserFilesContext) => ({ e: c.draftEvent.id }), { case: 'own files of a draft' }),
  row(userFiles, EDIT_PUBLIC, (c: UserFilesContext) => ({ e: c.memberEvent.id, u: 'all' }), { case: "everyone's" }),
  row(userFiles, MEMBERS, (c: UserFilesContext) => ({ e: c.memberEvent.id, u: c.people.user.uid }), {
    case: "the participant's, named",
  }),
  row(userFiles, EDIT_DRAFT, (c: UserFilesContext) => ({ e: c.draftEvent.id, u: 'all' }), {
    case: "everyone's of a draft",
  }),
  row(updateUserFiles, MEMBERS, (c: UserFilesContext) => ({ e: c.memberEvent.id, files: [], deletedFiles: [] }), {
    case: 'a participant',
  }),
  // Another person's files: the event's editors only; the participant's own with u named.
  row(
    updateUserFiles,
    MEMBERS,
    (c: UserFilesContext) => ({ e: c.memberEvent.id, u: c.people.user.uid, files: [], deletedFiles: [] }),
    { case: "the participant's, named" },
  ),
  row(
    updateUserFiles,
    EDIT_PUBLIC,
    (c: UserFilesContext) => ({ e: c.memberEvent.id, u: c.people.adminB.uid, files: [], deletedFiles: [] }),
    { case: "another person's" },
  ),
  row(updateUserFiles, EDIT_PUBLIC, (c: UserFilesContext) => ({ e: c.publicEvent.id, files: [], deletedFiles: [] }), {
    case: 'not a participant',
  }),
  row(updateUserFiles, EDIT_DRAFT, (c: UserFilesContext) => ({ e: c.draftEvent.id, files: [], deletedFiles: [] }), {
    case: 'a draft',
  }),
];
