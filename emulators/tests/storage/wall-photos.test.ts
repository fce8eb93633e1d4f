/**
 * storage.rules for wall photos, v2/events/{eventId}/wall/{uid}/{file} (docs/features.md, "The wall"):
 * persona × operation written out, then what may be uploaded. Read by the wall's readers (its editors;
 * its participants and speakers unless it is a Draft or hidden); uploaded, replaced and deleted by the
 * folder's owner alone while they take part and the wall is shown; png or jpeg up to WALL_PHOTO_MAX_BYTES.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, EVENT_SUBCOLLECTIONS, WALL_PHOTO_MAX_BYTES, wallPhotoFolder } from '@agenda/contract';
import { adminClients } from '../../scripts/lib/admin';
import {
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

/** The plain user takes part in every event (a participant); adminB speaks at a session of each. */
const OWNER = 'user' as const;
const READERS: readonly Persona[] = ['user', 'adminB', 'organizer', 'adminA', 'root'];

function wallPhotoAllowed(operation: Operation): readonly Persona[] {
  if (operation === 'get') return READERS;
  if (operation === 'list') return [];
  return [OWNER];
}

const folder = (key: string) => wallPhotoFolder(events.ids[key]!, uidOf(OWNER));

beforeAll(async () => {
  env = await storageEnvironment('demo-agenda-storage-wall-photos');
  events = await seedEvents({ published: { privacy: false }, draft: { privacy: true }, nowall: { privacy: false } });
  const { db } = adminClients();
  await db.collection(COLLECTIONS.events).doc(events.ids.nowall!).update({ hide_wall: true });
  for (const id of Object.values(events.ids)) {
    const event = db.collection(COLLECTIONS.events).doc(id);
    await event
      .collection(EVENT_SUBCOLLECTIONS.participants)
      .doc(uidOf(OWNER))
      .set({ uid: uidOf(OWNER), event_id: id, added_at: Date.now() });
    await event
      .collection(EVENT_SUBCOLLECTIONS.speakers)
      .doc(uidOf('adminB'))
      .set({ uid: uidOf('adminB'), event_id: id, agendas: ['a1'] });
  }
  await seedFile(env, `${folder('published')}existing.png`);
});

afterAll(async () => {
  await events?.remove();
  await env?.cleanup();
});

const outcome = (file: string) => outcomeTable(env, file);

describe('wall photos: persona × operation', () => {
  it("a participant's own folder: the wall's readers read, the owner alone writes", async () => {
    expect(await outcome(`${folder('published')}existing.png`)).toEqual(expectedTable(wallPhotoAllowed));
  });
});

describe('wall photos: what may be uploaded, and where', () => {
  it('accepts png and jpeg up to the bound, not one byte more, never SVG or HTML', async () => {
    const owner = storageAs(env, OWNER);
    const at = folder('published');
    await expect(put(owner, `${at}max.png`, pngOfSize(WALL_PHOTO_MAX_BYTES), 'image/png')).resolves.toBeDefined();
    await expect(put(owner, `${at}photo.jpg`, pngOfSize(512), 'image/jpeg')).resolves.toBeDefined();
    await expect(put(owner, `${at}over.png`, pngOfSize(WALL_PHOTO_MAX_BYTES + 1), 'image/png')).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    await expect(put(owner, `${at}a.svg`, Buffer.from('<svg/>'), 'image/svg+xml')).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    await expect(put(owner, `${at}a.png`, Buffer.from('<html></html>'), 'text/html')).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
  });

  it("a participant uploads to no Draft's or hidden wall, an editor to no hidden one, nobody to another's folder", async () => {
    const owner = storageAs(env, OWNER);
    for (const key of ['draft', 'nowall'])
      await expect(put(owner, `${folder(key)}a.png`, pngOfSize(64), 'image/png'), key).rejects.toMatchObject({
        code: 'storage/unauthorized',
      });
    // An editor uploads to their own folder of the Draft, but not while the wall is hidden.
    const organizer = storageAs(env, 'organizer');
    const own = (key: string) => wallPhotoFolder(events.ids[key]!, uidOf('organizer'));
    await expect(put(organizer, `${own('draft')}a.png`, pngOfSize(64), 'image/png')).resolves.toBeDefined();
    await expect(put(organizer, `${own('nowall')}a.png`, pngOfSize(64), 'image/png')).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    await expect(
      put(storageAs(env, 'adminB'), `${folder('published')}theirs.png`, pngOfSize(64), 'image/png'),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });
});
