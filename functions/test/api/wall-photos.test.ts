/**
 * Which post shows each wall photo (contract wallPhotoDocSchema), the document storage.rules read so
 * that a hidden post's photo is not readable by its path either (docs/security.md, "Wall photos"): the
 * API writes it with the post, follows hiding and showing, an edit that changes the photo and the
 * deletion, and refuses a photo another post already shows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { stripesPng } from '../../../emulators/scripts/lib/png';
import { EVENT_SUBCOLLECTIONS, WALL_MESSAGES, WALL_PHOTO_FILES, wallPhotoFolder } from '@agenda/contract';
import {
  addEventParticipants,
  createEventPeople,
  createTestEvent,
  eventDoc,
  type EventPeople,
} from '../event-fixtures';
import { createUser, testBucket, type TestUser } from '../helpers';
import { wallCalls } from '../wall-fixtures';

/** A whole PNG: the upload check (it runs on these uploads too) deletes images it cannot walk. */
const PHOTO = stripesPng({ width: 2, height: 2, colors: [[10, 20, 30]], direction: 'horizontal' });

let people: EventPeople;
let eventId: string;

beforeAll(async () => {
  people = await createEventPeople();
  ({ id: eventId } = await createTestEvent(people.organizer.uid));
});

async function participant(): Promise<TestUser> {
  const person = await createUser([{ authority_id: 'USER', tenant_id: null }], 'de');
  await addEventParticipants(eventId, [person.uid]);
  return person;
}

/** Uploads a photo to the person's wall folder as the upload check leaves it; returns its reference. */
async function uploaded(person: TestUser, file: string): Promise<string> {
  const ref = `${wallPhotoFolder(eventId, person.uid)}${file}`;
  await testBucket().file(ref).save(PHOTO);
  return ref;
}

const photoDoc = async (person: TestUser, file: string) =>
  (
    await eventDoc(eventId)
      .collection(EVENT_SUBCOLLECTIONS.wallPhotos)
      .doc(person.uid)
      .collection(WALL_PHOTO_FILES)
      .doc(file)
      .get()
  ).data() ?? null;

const idOf = (body: unknown) => (body as { result: { id: string } }).result.id;

describe('the photo → post document', () => {
  it('is written with the post, follows hiding and showing, and leaves with the post', async () => {
    const ann = await participant();
    const photo = await uploaded(ann, 'a.png');
    const created = await wallCalls.post(ann.token, eventId, 'With a photo', { photo });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = idOf(created.body);
    expect(await photoDoc(ann, 'a.png')).toEqual({ event_id: eventId, post_id: id, uid: ann.uid, hidden: false });

    expect((await wallCalls.hide(people.organizer.token, eventId, id)).status).toBe(200);
    expect(await photoDoc(ann, 'a.png')).toMatchObject({ post_id: id, hidden: true });
    expect((await wallCalls.hide(people.organizer.token, eventId, id, false)).status).toBe(200);
    expect(await photoDoc(ann, 'a.png')).toMatchObject({ post_id: id, hidden: false });

    expect((await wallCalls.deletePost(ann.token, eventId, id)).status).toBe(200);
    expect(await photoDoc(ann, 'a.png')).toBeNull();
  });

  it('moves to the new photo when an edit replaces it, and goes when an edit removes it', async () => {
    const ann = await participant();
    const first = await uploaded(ann, 'first.png');
    const second = await uploaded(ann, 'second.png');
    const id = idOf((await wallCalls.post(ann.token, eventId, 'Photo', { photo: first })).body);
    expect((await wallCalls.post(ann.token, eventId, 'Photo', { id, photo: second })).status).toBe(200);
    expect(await photoDoc(ann, 'first.png')).toBeNull();
    expect(await photoDoc(ann, 'second.png')).toMatchObject({ post_id: id, hidden: false });
    expect((await wallCalls.post(ann.token, eventId, 'No photo', { id, photo: null })).status).toBe(200);
    expect(await photoDoc(ann, 'second.png')).toBeNull();
  });

  it('refuses a photo another post shows (its deletion would take the photo from both)', async () => {
    const ann = await participant();
    const photo = await uploaded(ann, 'shared.png');
    expect((await wallCalls.post(ann.token, eventId, 'Mine', { photo })).status).toBe(200);
    const again = await wallCalls.post(ann.token, eventId, 'Mine again', { photo });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(WALL_MESSAGES.photoInUse);
  });
});
