import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  API_MESSAGES,
  EVENT_MESSAGES,
  USER_FILE_MESSAGES,
  USER_FILES_SUBCOLLECTION,
  userFilesFolder,
  type UserFilesEntry,
} from '@agenda/contract';
import { createTestEvent, eventDoc } from '../event-fixtures';
import { call, downloadAddress, randomTag, testBucket } from '../helpers';
import { describeMatrix, requestOf } from '../matrix/matrix';
import { createUserFilesContext, rows, type UserFilesContext } from '../matrix/user-files.rows';

let ctx: UserFilesContext;

beforeAll(async () => {
  ctx = await createUserFilesContext();
});

describe('authorization matrix', () => {
  describeMatrix(
    rows,
    () => ctx,
    () => ctx.people,
  );
});

type Persona = 'user' | 'organizer' | 'adminA' | 'adminB' | 'root';
type Answer = { status: number; body: { files: UserFilesEntry[]; error?: string; fields?: Record<string, string[]> } };

async function send(
  endpoint: typeof api.events.userFiles | typeof api.events.updateUserFiles,
  input: unknown,
  persona: Persona = 'user',
): Promise<Answer> {
  const [path, options] = requestOf(endpoint, input);
  return (await call(path, { ...options, token: ctx.people[persona].token })) as Answer;
}

const bucket = testBucket;
/** A file in the persona's own folder of the member event (or `owner`'s), as the app uploads it. */
async function uploaded(persona: Persona, name = 'notes.pdf', owner = ctx.people[persona].uid) {
  const reference = `${userFilesFolder(ctx.memberEvent.id, owner)}${randomTag()}.pdf`;
  await bucket().file(reference).save(Buffer.from('%PDF-1.4\n'), { contentType: 'application/pdf' });
  return { name, url: downloadAddress(reference, false), reference };
}
const exists = async (reference: string) => (await bucket().file(reference).exists())[0];

describe('user files per event', () => {
  it('a participant saves their files, reads them back, and a removed file leaves Storage after the save', async () => {
    const [first, second] = [await uploaded('user', 'notes.pdf'), await uploaded('user', 'slides.pdf')];
    const saved = await send(api.events.updateUserFiles, {
      e: ctx.memberEvent.id,
      files: [first, second],
      deletedFiles: [],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.files).toEqual([
      { user: expect.objectContaining({ id: ctx.people.user.uid }), files: [first, second] },
    ]);
    const own = await send(api.events.userFiles, { e: ctx.memberEvent.id });
    expect(own.body.files[0]?.files.map((file) => file.name)).toEqual(['notes.pdf', 'slides.pdf']);

    const kept = await send(api.events.updateUserFiles, {
      e: ctx.memberEvent.id,
      files: [second],
      deletedFiles: [first.reference],
    });
    expect(kept.status).toBe(200);
    expect(await exists(first.reference)).toBe(false);
    expect(await exists(second.reference)).toBe(true);
    const stored = await eventDoc(ctx.memberEvent.id)
      .collection(USER_FILES_SUBCOLLECTION)
      .doc(ctx.people.user.uid)
      .get();
    expect(stored.get('files')).toEqual([second]);
  });

  it("the event's organizers see everyone's files grouped by person; others see only their own", async () => {
    const organizers = await uploaded('organizer', 'agenda.pdf');
    expect(
      (
        await send(
          api.events.updateUserFiles,
          { e: ctx.memberEvent.id, files: [organizers], deletedFiles: [] },
          'organizer',
        )
      ).status,
    ).toBe(200);
    const all = await send(api.events.userFiles, { e: ctx.memberEvent.id, u: 'all' }, 'organizer');
    expect(all.body.files.map((entry) => entry.user.id).sort()).toEqual(
      [ctx.people.organizer.uid, ctx.people.user.uid].sort(),
    );
    const refused = await send(api.events.userFiles, { e: ctx.memberEvent.id, u: ctx.people.organizer.uid }, 'user');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(USER_FILE_MESSAGES.othersFiles);
    const root = await send(api.events.userFiles, { e: ctx.memberEvent.id, u: ctx.people.user.uid }, 'root');
    expect(root.body.files[0]?.user.id).toBe(ctx.people.user.uid);
  });

  it("refuses files outside the caller's own folder or not stored by us, and someone who does not take part, writing nothing", async () => {
    const mine = await uploaded('user');
    const before = (
      await eventDoc(ctx.memberEvent.id).collection(USER_FILES_SUBCOLLECTION).doc(ctx.people.user.uid).get()
    ).get('files') as unknown;
    const others = await uploaded('organizer');
    const outside = await send(api.events.updateUserFiles, {
      e: ctx.memberEvent.id,
      files: [others],
      deletedFiles: [],
    });
    expect(outside.status).toBe(400);
    expect(outside.body.fields?.['files.0.reference']).toEqual([
      USER_FILE_MESSAGES.outsideFolder(userFilesFolder(ctx.memberEvent.id, ctx.people.user.uid)),
    ]);
    const deleteOthers = await send(api.events.updateUserFiles, {
      e: ctx.memberEvent.id,
      files: [],
      deletedFiles: [others.reference],
    });
    expect(deleteOthers.status).toBe(400);
    expect(await exists(others.reference)).toBe(true);
    const tracker = await send(api.events.updateUserFiles, {
      e: ctx.memberEvent.id,
      files: [{ ...mine, url: 'https://tracker.example/x.pdf' }],
      deletedFiles: [],
    });
    expect(tracker.status).toBe(400);
    expect(tracker.body.fields?.['files.0.url']).toEqual([EVENT_MESSAGES.fileNotOurs]);
    const stranger = await send(api.events.updateUserFiles, { e: ctx.publicEvent.id, files: [], deletedFiles: [] });
    expect(stranger.status).toBe(403);
    expect(stranger.body.error).toBe(USER_FILE_MESSAGES.notTakingPart);
    expect(
      (await eventDoc(ctx.memberEvent.id).collection(USER_FILES_SUBCOLLECTION).doc(ctx.people.user.uid).get()).get(
        'files',
      ),
    ).toEqual(before);
  });

  it("an editor keeps a chosen person's files: uploads, the person reads them, a deletion leaves Storage", async () => {
    const owner = ctx.people.adminB.uid;
    const [first, second] = [
      await uploaded('organizer', 'agenda.pdf', owner),
      await uploaded('organizer', 'ticket.pdf', owner),
    ];
    const saved = await send(
      api.events.updateUserFiles,
      { e: ctx.memberEvent.id, u: owner, files: [first, second], deletedFiles: [] },
      'organizer',
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.files).toEqual([{ user: expect.objectContaining({ id: owner }), files: [first, second] }]);
    const theirs = await send(api.events.userFiles, { e: ctx.memberEvent.id }, 'adminB');
    expect(theirs.body.files[0]?.files.map((file) => file.name)).toEqual(['agenda.pdf', 'ticket.pdf']);

    const kept = await send(
      api.events.updateUserFiles,
      { e: ctx.memberEvent.id, u: owner, files: [second], deletedFiles: [first.reference] },
      'adminA',
    );
    expect(kept.status).toBe(200);
    expect(await exists(first.reference)).toBe(false);
    expect(await exists(second.reference)).toBe(true);
  });

  it("refuses another person's files to a non-editor, a person who is no user, and files outside that person's folder", async () => {
    const owner = ctx.people.organizer.uid;
    const before = (await eventDoc(ctx.memberEvent.id).collection(USER_FILES_SUBCOLLECTION).doc(owner).get()).get(
      'files',
    ) as unknown;
    const theirs = await uploaded('user', 'theirs.pdf', owner);
    const plain = await send(
      api.events.updateUserFiles,
      { e: ctx.memberEvent.id, u: owner, files: [theirs], deletedFiles: [] },
      'user',
    );
    expect(plain.status).toBe(403);
    expect(plain.body.error).toBe(USER_FILE_MESSAGES.othersFilesChange);
    const nobody = `no-user-${randomTag()}`;
    const ghost = await uploaded('organizer', 'ghost.pdf', nobody);
    const missing = await send(
      api.events.updateUserFiles,
      { e: ctx.memberEvent.id, u: nobody, files: [ghost], deletedFiles: [] },
      'organizer',
    );
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(API_MESSAGES.userNotFound);
    const outside = await send(
      api.events.updateUserFiles,
      { e: ctx.memberEvent.id, u: ctx.people.user.uid, files: [theirs], deletedFiles: [] },
      'organizer',
    );
    expect(outside.status).toBe(400);
    expect(outside.body.fields?.['files.0.reference']).toEqual([
      USER_FILE_MESSAGES.outsideFolder(userFilesFolder(ctx.memberEvent.id, ctx.people.user.uid)),
    ]);
    expect(
      (await eventDoc(ctx.memberEvent.id).collection(USER_FILES_SUBCOLLECTION).doc(owner).get()).get('files'),
    ).toEqual(before);
  });

  it("deleting the event removes everyone's files from Storage", async () => {
    const event = await createTestEvent(ctx.people.organizer.uid);
    const reference = `${userFilesFolder(event.id, ctx.people.organizer.uid)}${randomTag()}.pdf`;
    await bucket().file(reference).save(Buffer.from('%PDF-1.4\n'), { contentType: 'application/pdf' });
    const saved = await send(
      api.events.updateUserFiles,
      { e: event.id, files: [{ name: 'a.pdf', url: downloadAddress(reference, false), reference }], deletedFiles: [] },
      'organizer',
    );
    expect(saved.status).toBe(200);
    const [path, options] = requestOf(api.events.remove, { id: event.id });
    expect((await call(path, { ...options, token: ctx.people.adminA.token })).status).toBe(200);
    expect(await exists(reference)).toBe(false);
  });
});
