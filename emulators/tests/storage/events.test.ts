/**
 * storage.rules for event files, v2/events/{e}/{posters|details|backgrounds|logos|covers}: every
 * folder × persona × operation, for a published event and a Draft (privacy true), then the upload
 * bounds (size at the bound and one byte over, declared types) per folder.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_FILE_FOLDERS, EVENT_FILE_MAX_BYTES, type EventFileFolder } from '@agenda/contract';
import { emulatorPorts } from '../../scripts/lib/toolchain';
import {
  attempt,
  OPERATIONS,
  PERSONAS,
  png,
  pngOfSize,
  put,
  seedEvents,
  seedFile,
  storageAs,
  storageEnvironment,
  type Operation,
  type Persona,
} from './storage-env';

let env: RulesTestEnvironment;
let events: Awaited<ReturnType<typeof seedEvents>>;

const EDITORS: readonly Persona[] = ['organizer', 'adminA', 'root'];
const SIGNED_IN: readonly Persona[] = ['user', 'organizer', 'adminA', 'adminB', 'root'];
const EVERYONE = PERSONAS;
const NOBODY: readonly Persona[] = [];

/** Who may do what (docs/product.md §5–7): the expected table, written out rather than derived from the rules. */
function allowed(folder: EventFileFolder, draft: boolean, operation: Operation): readonly Persona[] {
  switch (operation) {
    case 'get':
      // Images are public (token-less addresses); detail files follow the event's visibility.
      if (folder !== 'details') return EVERYONE;
      return draft ? EDITORS : SIGNED_IN;
    case 'list':
      return NOBODY;
    case 'create':
    case 'update':
    case 'delete':
      return EDITORS;
  }
}

beforeAll(async () => {
  env = await storageEnvironment('demo-agenda-storage-events');
  await env.clearStorage();
  events = await seedEvents({ published: { privacy: false }, draft: { privacy: true } });
  for (const eventId of Object.values(events.ids)) {
    for (const folder of EVENT_FILE_FOLDERS) await seedFile(env, `v2/events/${eventId}/${folder}/existing.png`);
  }
});

afterAll(async () => {
  await events?.remove();
  await env?.cleanup();
});

const cases = (['published', 'draft'] as const).flatMap((event) =>
  EVENT_FILE_FOLDERS.flatMap((folder) => OPERATIONS.map((operation) => ({ event, folder, operation }))),
);

describe('event files: folder × persona × operation', () => {
  it.each(cases)('$event event, $folder, $operation', async ({ event, folder, operation }) => {
    const file = `v2/events/${events.ids[event]}/${folder}/existing.png`;
    const outcome: Record<string, boolean> = {};
    for (const persona of PERSONAS) outcome[persona] = await attempt(env, persona, operation, file);
    const expected = Object.fromEntries(
      PERSONAS.map((p) => [p, allowed(folder, event === 'draft', operation).includes(p)]),
    );
    expect(outcome).toEqual(expected);
  });
});

describe('event files: what may be uploaded', () => {
  it.each(EVENT_FILE_FOLDERS)('%s: png and jpeg up to the bound, not one byte more', async (folder) => {
    const bound = EVENT_FILE_MAX_BYTES[folder];
    const base = `v2/events/${events.ids.published}/${folder}`;
    const organizer = storageAs(env, 'organizer');
    await expect(put(organizer, `${base}/max.png`, pngOfSize(bound), 'image/png')).resolves.toBeDefined();
    await expect(put(organizer, `${base}/max.jpg`, pngOfSize(bound), 'image/jpeg')).resolves.toBeDefined();
    await expect(put(organizer, `${base}/over.png`, pngOfSize(bound + 1), 'image/png')).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    // Replacing an existing file is an update under the same bound.
    await expect(put(organizer, `${base}/max.png`, pngOfSize(bound + 1), 'image/png')).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
  });

  it.each(EVENT_FILE_FOLDERS)('%s: SVG, HTML and GIF are refused, even to root', async (folder) => {
    const base = `v2/events/${events.ids.published}/${folder}`;
    for (const persona of ['organizer', 'root'] as const) {
      const storage = storageAs(env, persona);
      await expect(
        put(storage, `${base}/a.svg`, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'),
      ).rejects.toMatchObject({ code: 'storage/unauthorized' });
      await expect(
        put(storage, `${base}/a.html`, Buffer.from('<html><script>alert(1)</script></html>'), 'text/html'),
      ).rejects.toMatchObject({ code: 'storage/unauthorized' });
      await expect(put(storage, `${base}/a.gif`, Buffer.from('GIF89a'), 'image/gif')).rejects.toMatchObject({
        code: 'storage/unauthorized',
      });
    }
  });

  it('refuses files of unknown events, unknown folders and sub-folders', async () => {
    const admin = storageAs(env, 'adminA');
    await expect(put(admin, 'v2/events/no-such-event/covers/a.png', png, 'image/png')).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    await expect(
      put(admin, `v2/events/${events.ids.published}/elsewhere/a.png`, png, 'image/png'),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await expect(
      put(admin, `v2/events/${events.ids.published}/covers/deeper/a.png`, png, 'image/png'),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
    // Root may write into any event folder, even one whose document is not there (yet).
    await expect(
      put(storageAs(env, 'root'), 'v2/events/no-such-event/covers/a.png', png, 'image/png'),
    ).resolves.toBeDefined();
  });

  it('keeps detail files of unknown events unreadable, and images of any event readable', async () => {
    await seedFile(env, 'v2/events/no-such-event/details/d.png');
    await seedFile(env, 'v2/events/no-such-event/posters/p.png');
    expect(await attempt(env, 'user', 'get', 'v2/events/no-such-event/details/d.png')).toBe(false);
    expect(await attempt(env, 'anonymous', 'get', 'v2/events/no-such-event/posters/p.png')).toBe(true);
  });

  it('downloads a public image without credentials by its token-less address', async () => {
    const address = (file: string) =>
      `http://127.0.0.1:${emulatorPorts().storage}/v0/b/demo-agenda-storage-events/o/${encodeURIComponent(file)}?alt=media`;
    const response = await fetch(address(`v2/events/${events.ids.draft}/posters/existing.png`));
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
    const refused = await fetch(address(`v2/events/${events.ids.published}/details/existing.png`));
    expect(refused.status).toBe(403);
  });
});
