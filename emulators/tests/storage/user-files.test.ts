/**
 * storage.rules for user files per event, user-files/{eventId}/{uid}/{file}, and news photos,
 * v2/news/{tenantId}/{file}: persona × operation written out, then what may be uploaded.
 * User files: the owner (a participant) and the event's editors read; the owner, while taking part,
 * and the event's editors (for a person they choose) write; never listed. News photos: everyone signed in reads; root and the admins of the
 * photo's country write; photos from before country folders (v2/news/{file}) nobody writes.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  NEWS_PHOTO_MAX_BYTES,
  storagePaths,
  USER_FILE_CONTENT_TYPES,
  USER_FILE_MAX_BYTES,
  userFilesFolder,
} from '@agenda/contract';
import { adminClients } from '../../scripts/lib/admin';
import { COUNTRY_A, COUNTRY_B } from '../personas';
import {
  attempt,
  pngOfSize,
  put,
  seedEvents,
  seedFile,
  storageAs,
  storageEnvironment,
  uidOf,
  type Operation,
  type Persona,
  expectedTable,
  outcomeTable,
} from './storage-env';

let env: RulesTestEnvironment;
let events: Awaited<ReturnType<typeof seedEvents>>;

/** The plain user takes part in the published event (a participant); the organizer edits both. */
const OWNER = 'user' as const;
const READERS: readonly Persona[] = ['user', 'organizer', 'adminA', 'root'];
/** The owner and the event's editors; adminB edits events of another country only. */
const WRITERS: readonly Persona[] = READERS;
const SIGNED_IN: readonly Persona[] = ['user', 'organizer', 'adminA', 'adminB', 'root'];
/** Who writes a photo in country A's folder (adminB administers another country). */
const ADMINS_OF_A: readonly Persona[] = ['adminA', 'root'];

function userFilesAllowed(operation: Operation): readonly Persona[] {
  if (operation === 'get') return READERS;
  if (operation === 'list') return [];
  return WRITERS;
}

function newsAllowed(operation: Operation): readonly Persona[] {
  if (operation === 'get') return SIGNED_IN;
  if (operation === 'list') return [];
  return ADMINS_OF_A;
}

function legacyNewsAllowed(operation: Operation): readonly Persona[] {
  return operation === 'get' ? SIGNED_IN : [];
}

const newsFolder = storagePaths.newsPhotos(COUNTRY_A);

const ownerFolder = () => userFilesFolder(events.ids.published!, uidOf(OWNER));

beforeAll(async () => {
  env = await storageEnvironment('demo-agenda-storage-user-files');
  events = await seedEvents({ published: { privacy: false }, other: { privacy: false } });
  const published = events.ids.published!;
  await adminClients()
    .db.collection(COLLECTIONS.events)
    .doc(published)
    .collection(EVENT_SUBCOLLECTIONS.participants)
    .doc(uidOf(OWNER))
    .set({ uid: uidOf(OWNER), event_id: published, added_at: Date.now() });
  await seedFile(env, `${ownerFolder()}existing.pdf`, pngOfSize(64), 'application/pdf');
  await seedFile(env, `${newsFolder}existing.png`);
  await seedFile(env, `${storagePaths.news}existing.png`);
});

afterAll(async () => {
  await events?.remove();
  await env?.cleanup();
});

const outcome = (file: string) => outcomeTable(env, file);

describe('user files: persona × operation', () => {
  it("a participant's own folder: the owner and the event's editors read and write", async () => {
    expect(await outcome(`${ownerFolder()}existing.pdf`)).toEqual(expectedTable(userFilesAllowed));
  });
});

describe('user files: what may be uploaded, and where', () => {
  it('accepts the agenda-file types up to the bound, not one byte more, never SVG or HTML', async () => {
    const owner = storageAs(env, OWNER);
    for (const [index, type] of USER_FILE_CONTENT_TYPES.entries()) {
      await expect(put(owner, `${ownerFolder()}doc-${index}`, pngOfSize(512), type), type).resolves.toBeDefined();
    }
    await expect(
      put(owner, `${ownerFolder()}max.pdf`, pngOfSize(USER_FILE_MAX_BYTES), 'application/pdf'),
    ).resolves.toBeDefined();
    await expect(
      put(owner, `${ownerFolder()}over.pdf`, pngOfSize(USER_FILE_MAX_BYTES + 1), 'application/pdf'),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await expect(put(owner, `${ownerFolder()}a.svg`, Buffer.from('<svg/>'), 'image/svg+xml')).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    await expect(put(owner, `${ownerFolder()}a.html`, Buffer.from('<html></html>'), 'text/html')).rejects.toMatchObject(
      { code: 'storage/unauthorized' },
    );
  });

  it('someone who does not take part writes nothing, even in their own folder; an organizer writes in theirs', async () => {
    const notPart = userFilesFolder(events.ids.other!, uidOf(OWNER));
    await expect(put(storageAs(env, OWNER), `${notPart}a.pdf`, pngOfSize(64), 'application/pdf')).rejects.toMatchObject(
      { code: 'storage/unauthorized' },
    );
    const adminB = userFilesFolder(events.ids.published!, uidOf('adminB'));
    await expect(
      put(storageAs(env, 'adminB'), `${adminB}a.pdf`, pngOfSize(64), 'application/pdf'),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
    const organizer = userFilesFolder(events.ids.published!, uidOf('organizer'));
    await expect(
      put(storageAs(env, 'organizer'), `${organizer}a.pdf`, pngOfSize(64), 'application/pdf'),
    ).resolves.toBeDefined();
    await expect(
      put(
        storageAs(env, OWNER),
        `${userFilesFolder('no-such-event', uidOf(OWNER))}a.pdf`,
        pngOfSize(64),
        'application/pdf',
      ),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });
});

describe("user files: the event's editors for a chosen person (issue 32, item 7)", () => {
  it('an editor uploads and deletes in any person’s folder of their event, even one who does not take part', async () => {
    const folder = userFilesFolder(events.ids.other!, uidOf(OWNER));
    for (const persona of ['organizer', 'adminA', 'root'] as const) {
      await expect(
        put(storageAs(env, persona), `${folder}by-${persona}.pdf`, pngOfSize(64), 'application/pdf'),
        persona,
      ).resolves.toBeDefined();
      expect(await attempt(env, persona, 'delete', `${folder}by-${persona}.pdf`), persona).toBe(true);
    }
  });

  it("an editor of another country's events, a plain user and another user neither write nor delete there", async () => {
    const folder = userFilesFolder(events.ids.published!, uidOf('adminB'));
    await seedFile(env, `${folder}kept.pdf`, pngOfSize(64), 'application/pdf');
    await expect(
      put(storageAs(env, 'adminB'), `${ownerFolder()}by-adminB.pdf`, pngOfSize(64), 'application/pdf'),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
    // The participant (a plain user) in another person's folder: neither read, write nor delete.
    const user = storageAs(env, OWNER);
    await expect(put(user, `${folder}by-user.pdf`, pngOfSize(64), 'application/pdf')).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    expect(await attempt(env, OWNER, 'get', `${folder}kept.pdf`)).toBe(false);
    expect(await attempt(env, OWNER, 'delete', `${folder}kept.pdf`)).toBe(false);
    expect(await attempt(env, 'adminB', 'delete', `${ownerFolder()}existing.pdf`)).toBe(false);
  });
});

describe('news photos', () => {
  it("persona × operation: everyone signed in reads, the photo's country's admins and root write, nobody lists", async () => {
    expect(await outcome(`${newsFolder}existing.png`)).toEqual(expectedTable(newsAllowed));
  });

  it('photos from before country folders: read as before, written or deleted by nobody', async () => {
    expect(await outcome(`${storagePaths.news}existing.png`)).toEqual(expectedTable(legacyNewsAllowed));
  });

  it("an admin of FR neither uploads into nor deletes from DE's folder (issue 28)", async () => {
    const adminB = storageAs(env, 'adminB');
    await expect(put(adminB, `${newsFolder}from-fr.png`, pngOfSize(64), 'image/png')).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    await expect(
      put(adminB, `${storagePaths.newsPhotos(COUNTRY_B)}own.png`, pngOfSize(64), 'image/png'),
    ).resolves.toBeDefined();
    expect(await attempt(env, 'adminB', 'delete', `${newsFolder}existing.png`)).toBe(false);
  });

  it('png and jpeg up to the bound, not one byte more; never SVG, HTML or a deeper folder', async () => {
    const admin = storageAs(env, 'adminA');
    await expect(
      put(admin, `${newsFolder}max.png`, pngOfSize(NEWS_PHOTO_MAX_BYTES), 'image/png'),
    ).resolves.toBeDefined();
    await expect(put(admin, `${newsFolder}max.jpg`, pngOfSize(1024), 'image/jpeg')).resolves.toBeDefined();
    await expect(
      put(admin, `${newsFolder}over.png`, pngOfSize(NEWS_PHOTO_MAX_BYTES + 1), 'image/png'),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await expect(put(admin, `${newsFolder}a.svg`, Buffer.from('<svg/>'), 'image/svg+xml')).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    await expect(put(admin, `${newsFolder}a.png`, Buffer.from('<html></html>'), 'text/html')).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    await expect(
      put(storageAs(env, 'root'), `${newsFolder}deeper/a.png`, pngOfSize(64), 'image/png'),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await expect(
      put(storageAs(env, 'root'), `${storagePaths.news}flat.png`, pngOfSize(64), 'image/png'),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });
});
