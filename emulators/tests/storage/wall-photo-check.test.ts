/**
 * Wall photos lose their metadata before anyone else may read them (docs/features.md, "The wall"): a
 * participant uploads a JPEG as a phone writes it (EXIF with a GPS position, XMP, a comment, a second
 * picture after the end); the Storage trigger `checkUploadedFile` (functions/src/triggers/) replaces it
 * with its bytes without them and marks it checked; another participant of the event then reads it,
 * as the wall does (with the SDK, under storage.rules), and finds no position. Until the mark, they
 * cannot read it at all. Runs on the demo project's bucket, the one the trigger listens to.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  WALL_PHOTO_CHECKED,
  WALL_PHOTO_FILES,
  wallPhotoFolder,
  type WallPhotoDoc,
} from '@agenda/contract';
import { adminClients } from '../../scripts/lib/admin';
import { jpegWithGps, METADATA_MARKERS, plainJpeg } from '../../scripts/lib/jpeg';
import { DEMO_PROJECT_ID } from '../../scripts/lib/paths';
import { put, seedEvents, storageAs, storageEnvironment, uidOf } from './storage-env';

/** The app's bucket (web/.env.emulator), the one the trigger listens to. */
const BUCKET = `gs://${DEMO_PROJECT_ID}.appspot.com`;
const AUTHOR = 'user' as const;
/** Another participant of the event (a speaker of one of its sessions). */
const READER = 'adminB' as const;

let env: RulesTestEnvironment;
let events: Awaited<ReturnType<typeof seedEvents>>;
const eventId = () => events.ids.wall!;

beforeAll(async () => {
  // The suite's own project: never clearStorage() here, the demo files live in this bucket.
  env = await storageEnvironment(DEMO_PROJECT_ID);
  events = await seedEvents({ wall: { privacy: false } });
  const event = adminClients().db.collection(COLLECTIONS.events).doc(eventId());
  await event
    .collection(EVENT_SUBCOLLECTIONS.participants)
    .doc(uidOf(AUTHOR))
    .set({ uid: uidOf(AUTHOR), event_id: eventId(), added_at: Date.now() });
  await event
    .collection(EVENT_SUBCOLLECTIONS.speakers)
    .doc(uidOf(READER))
    .set({ uid: uidOf(READER), event_id: eventId(), agendas: ['a1'] });
});

afterAll(async () => {
  await env?.withSecurityRulesDisabled(async (context) => {
    const listed = await context
      .storage(BUCKET)
      .ref(wallPhotoFolder(eventId(), uidOf(AUTHOR)))
      .listAll();
    await Promise.all(listed.items.map((item) => item.delete()));
  });
  await adminClients().db.recursiveDelete(
    adminClients().db.collection(COLLECTIONS.events).doc(eventId()).collection(EVENT_SUBCOLLECTIONS.wallPhotos),
  );
  await events?.remove();
  await env?.cleanup();
});

/** The object's custom metadata as stored, or null once it is gone. */
async function customMetadata(file: string): Promise<Record<string, string> | null> {
  let found: Record<string, string> | null = null;
  await env.withSecurityRulesDisabled(async (context) => {
    try {
      found = (await context.storage(BUCKET).ref(file).getMetadata()).customMetadata ?? {};
    } catch (error) {
      if ((error as { code?: string }).code !== 'storage/object-not-found') throw error;
    }
  });
  return found;
}

/** What `persona` reads of the file with the SDK: its bytes, or the refusal's code. */
async function readAs(persona: typeof AUTHOR | typeof READER, file: string): Promise<Buffer | string> {
  const ref = storageAs(env, persona, BUCKET).ref(file);
  try {
    const url = await ref.getDownloadURL();
    return Buffer.from(await (await fetch(url)).arrayBuffer());
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

describe('a wall photo with GPS', () => {
  it('is read by others only once checked, and then without its position or any other metadata', async () => {
    const file = `${wallPhotoFolder(eventId(), uidOf(AUTHOR))}${randomUUID().slice(0, 8)}.jpg`;
    const photo = jpegWithGps();
    // The post that shows it (the API writes this document with the post).
    const doc: WallPhotoDoc = { event_id: eventId(), post_id: 'post-1', uid: uidOf(AUTHOR), hidden: false };
    await adminClients()
      .db.collection(COLLECTIONS.events)
      .doc(eventId())
      .collection(EVENT_SUBCOLLECTIONS.wallPhotos)
      .doc(uidOf(AUTHOR))
      .collection(WALL_PHOTO_FILES)
      .doc(file.slice(file.lastIndexOf('/') + 1))
      .set(doc);
    await put(storageAs(env, AUTHOR, BUCKET), file, photo, 'image/jpeg');

    // Until the check has marked it, the reader is refused; whatever they ever read has no metadata.
    const seen: (Buffer | string)[] = [];
    await expect
      .poll(
        async () => {
          const read = await readAs(READER, file);
          seen.push(read);
          return (await customMetadata(file))?.[WALL_PHOTO_CHECKED.key] === WALL_PHOTO_CHECKED.value
            ? Buffer.isBuffer(read)
            : false;
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe(true);
    for (const read of seen) {
      if (typeof read === 'string') expect(read).toBe('storage/unauthorized');
      else for (const marker of METADATA_MARKERS) expect(read.toString('latin1')).not.toContain(marker);
    }

    const read = await readAs(READER, file);
    expect(Buffer.isBuffer(read)).toBe(true);
    if (!Buffer.isBuffer(read)) return;
    for (const marker of METADATA_MARKERS) expect(read.toString('latin1')).not.toContain(marker);
    // Still a JPEG, with its image data (the tables, frame and scan) as uploaded.
    expect(read.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const image = plainJpeg().subarray(plainJpeg().indexOf(Buffer.from([0xff, 0xdb])));
    expect(read.subarray(read.length - image.length).equals(image)).toBe(true);
    expect(read.length).toBeLessThan(photo.length);
  });
});
