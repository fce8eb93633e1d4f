/**
 * storage.rules for agenda files, v2/events/{e}/agendas/{a}/{file}: persona × operation for a
 * published event and a Draft, then what may be uploaded (documents and images up to the bound, never
 * SVG or HTML) and where (only into an agenda that exists).
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENDA_FILE_CONTENT_TYPES,
  AGENDA_FILE_MAX_BYTES,
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  storagePaths,
} from '@agenda/contract';
import { adminClients } from '../../scripts/lib/admin';
import {
  attempt,
  OPERATIONS,
  PERSONAS,
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
const AGENDA = 'storage-test-agenda';

const EDITORS: readonly Persona[] = ['organizer', 'adminA', 'root'];
const SIGNED_IN: readonly Persona[] = ['user', 'organizer', 'adminA', 'adminB', 'root'];

/** The expected table, written out: documents follow the event's visibility; the editors write. */
function allowed(draft: boolean, operation: Operation): readonly Persona[] {
  switch (operation) {
    case 'get':
      return draft ? EDITORS : SIGNED_IN;
    case 'list':
      return [];
    default:
      return EDITORS;
  }
}

const folderOf = (event: 'published' | 'draft') => storagePaths.agendaFiles(events.ids[event]!, AGENDA);

beforeAll(async () => {
  env = await storageEnvironment('demo-agenda-storage-agendas');
  events = await seedEvents({ published: { privacy: false }, draft: { privacy: true } });
  const { db } = adminClients();
  for (const eventId of Object.values(events.ids)) {
    await db
      .collection(COLLECTIONS.events)
      .doc(eventId)
      .collection(EVENT_SUBCOLLECTIONS.agendas)
      .doc(AGENDA)
      .set({ agenda_id: AGENDA, name: 'Session' });
  }
  for (const event of ['published', 'draft'] as const) await seedFile(env, `${folderOf(event)}existing.png`);
});

afterAll(async () => {
  const { db } = adminClients();
  for (const eventId of Object.values(events?.ids ?? {})) {
    await db.collection(COLLECTIONS.events).doc(eventId).collection(EVENT_SUBCOLLECTIONS.agendas).doc(AGENDA).delete();
  }
  await events?.remove();
  await env?.cleanup();
});

describe('agenda files: persona × operation', () => {
  const cases = (['published', 'draft'] as const).flatMap((event) =>
    OPERATIONS.map((operation) => ({ event, operation })),
  );
  it.each(cases)('$event event, $operation', async ({ event, operation }) => {
    const outcome: Record<string, boolean> = {};
    for (const persona of PERSONAS)
      outcome[persona] = await attempt(env, persona, operation, `${folderOf(event)}existing.png`);
    expect(outcome).toEqual(
      Object.fromEntries(PERSONAS.map((p) => [p, allowed(event === 'draft', operation).includes(p)])),
    );
  });
});

describe('agenda files: what may be uploaded, and where', () => {
  it('accepts every document type of the contract up to the bound, not one byte more', async () => {
    const organizer = storageAs(env, 'organizer');
    const folder = folderOf('published');
    for (const [index, type] of AGENDA_FILE_CONTENT_TYPES.entries()) {
      await expect(put(organizer, `${folder}doc-${index}`, pngOfSize(1024), type), type).resolves.toBeDefined();
    }
    await expect(
      put(organizer, `${folder}max.pdf`, pngOfSize(AGENDA_FILE_MAX_BYTES), 'application/pdf'),
    ).resolves.toBeDefined();
    await expect(
      put(organizer, `${folder}over.pdf`, pngOfSize(AGENDA_FILE_MAX_BYTES + 1), 'application/pdf'),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });

  it('refuses SVG, HTML and anything else, even to root', async () => {
    for (const persona of ['organizer', 'root'] as const) {
      const storage = storageAs(env, persona);
      await expect(
        put(storage, `${folderOf('published')}a.svg`, Buffer.from('<svg/>'), 'image/svg+xml'),
      ).rejects.toMatchObject({ code: 'storage/unauthorized' });
      await expect(
        put(storage, `${folderOf('published')}a.html`, Buffer.from('<html></html>'), 'text/html'),
      ).rejects.toMatchObject({ code: 'storage/unauthorized' });
      await expect(
        put(storage, `${folderOf('published')}a.zip`, Buffer.from('PK'), 'application/zip'),
      ).rejects.toMatchObject({ code: 'storage/unauthorized' });
    }
  });

  it('refuses files of an agenda that does not exist, and sub-folders', async () => {
    const admin = storageAs(env, 'adminA');
    const eventId = events.ids.published!;
    await expect(
      put(admin, `${storagePaths.agendaFiles(eventId, 'no-such-agenda')}a.pdf`, pngOfSize(10), 'application/pdf'),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await expect(
      put(admin, `${folderOf('published')}deeper/a.pdf`, pngOfSize(10), 'application/pdf'),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });
});
