/**
 * storage.rules for wall photos, v2/events/{eventId}/wall/{uid}/{file} (docs/features.md, "The wall"):
 * persona × operation written out, then what may be uploaded. Read by their author at once, and by the
 * wall's readers (its editors; its participants and speakers unless it is a Draft or hidden) once the
 * upload check removed their metadata (the WALL_PHOTO_CHECKED mark) and while a post shows them that is
 * not hidden (its editors read hidden ones too); uploaded, replaced and deleted by the folder's owner
 * alone while they take part and the wall is shown; png or jpeg up to WALL_PHOTO_MAX_BYTES. The check
 * itself runs in wall-photo-check.test.ts (the trigger listens to the demo project's bucket only).
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  WALL_PHOTO_CHECKED,
  WALL_PHOTO_FILES,
  WALL_PHOTO_MAX_BYTES,
  wallPhotoFolder,
  type WallPhotoDoc,
} from '@agenda/contract';
import { adminClients } from '../../scripts/lib/admin';
import {
  attempt,
  PERSONAS,
  png,
  pngOfSize,
  put,
  seedEvents,
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
  await seedPhoto('existing.png', { checked: true, post: { hidden: false } });
});

/** The owner's photo in the published event: marked checked or not, shown by a post (hidden or not) or by none. */
async function seedPhoto(file: string, { checked, post }: { checked: boolean; post: { hidden: boolean } | null }) {
  const eventId = events.ids.published!;
  await env.withSecurityRulesDisabled(async (context) => {
    const customMetadata: Record<string, string> = checked
      ? { [WALL_PHOTO_CHECKED.key]: WALL_PHOTO_CHECKED.value }
      : {};
    await context
      .storage()
      .ref(`${folder('published')}${file}`)
      .put(png, { contentType: 'image/png', customMetadata });
  });
  const ref = adminClients()
    .db.collection(COLLECTIONS.events)
    .doc(eventId)
    .collection(EVENT_SUBCOLLECTIONS.wallPhotos)
    .doc(uidOf(OWNER))
    .collection(WALL_PHOTO_FILES)
    .doc(file);
  const doc: WallPhotoDoc | null = post && { event_id: eventId, post_id: `post-${file}`, uid: uidOf(OWNER), ...post };
  if (doc) await ref.set(doc);
  else await ref.delete();
}

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

describe('wall photos: others read them only checked, and while a post shows them', () => {
  const readers = async (file: string) => {
    const found: Persona[] = [];
    for (const persona of PERSONAS)
      if (await attempt(env, persona, 'get', `${folder('published')}${file}`)) found.push(persona);
    return found;
  };

  it('an unchecked upload (its metadata not yet removed) is read by its author alone', async () => {
    await seedPhoto('unchecked.png', { checked: false, post: { hidden: false } });
    expect(await readers('unchecked.png')).toEqual([OWNER]);
  });

  it('a photo no post shows (uploaded, not posted yet) is read by its author alone', async () => {
    await seedPhoto('unposted.png', { checked: true, post: null });
    expect(await readers('unposted.png')).toEqual([OWNER]);
  });

  it("a hidden post's photo is read by its author and the event's editors, not by the other readers", async () => {
    await seedPhoto('hidden.png', { checked: true, post: { hidden: true } });
    expect(await readers('hidden.png')).toEqual([OWNER, 'organizer', 'adminA', 'root']);
    // Shown again: the readers are back.
    await seedPhoto('hidden.png', { checked: true, post: { hidden: false } });
    expect(await readers('hidden.png')).toEqual(PERSONAS.filter((persona) => READERS.includes(persona)));
  });

  it('an upload may not name the checked mark itself', async () => {
    const owner = storageAs(env, OWNER);
    const ref = owner.ref(`${folder('published')}forged.png`);
    await expect(
      new Promise((resolve, reject) => {
        ref
          .put(png, { contentType: 'image/png', customMetadata: { [WALL_PHOTO_CHECKED.key]: 'true' } })
          .then(resolve, reject);
      }),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
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
