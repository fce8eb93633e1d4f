/**
 * storage.rules for badge images, eventBadges/{eventId}/{file}: written by the
 * event's editors only (png or jpeg, at most 1 MB), read by whoever may see the event (a Draft only by
 * its editors), never listed; a demoted admin's old token writes nothing.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BADGE_IMAGE_RULE, COLLECTIONS, imageRuleMaxBytes, rolesToClaims } from '@agenda/contract';
import { adminClients } from '../../scripts/lib/admin';
import { PRINCIPALS } from '../personas';
import {
  attempt,
  OPERATIONS,
  PERSONAS,
  png,
  pngOfSize,
  put,
  seedEvents,
  seedFile,
  signInClaim,
  storageAs,
  storageEnvironment,
  type Persona,
} from './storage-env';

let env: RulesTestEnvironment;
let events: Awaited<ReturnType<typeof seedEvents>>;

const EDITORS: readonly Persona[] = ['organizer', 'adminA', 'root'];
const SIGNED_IN: readonly Persona[] = ['user', 'organizer', 'adminA', 'adminB', 'root'];
const NOBODY: readonly Persona[] = [];
const MAX_BYTES = imageRuleMaxBytes(BADGE_IMAGE_RULE);
const DEMOTED = 'storage-test-badges-demoted-admin';

/** The expected table, written out rather than derived from the rules. */
const ALLOWED = {
  published: { get: SIGNED_IN, list: NOBODY, create: EDITORS, update: EDITORS, delete: EDITORS },
  draft: { get: EDITORS, list: NOBODY, create: EDITORS, update: EDITORS, delete: EDITORS },
} as const;

beforeAll(async () => {
  env = await storageEnvironment('demo-agenda-storage-badges');
  events = await seedEvents({ published: { privacy: false }, draft: { privacy: true } });
  for (const eventId of Object.values(events.ids)) await seedFile(env, `eventBadges/${eventId}/existing.png`);
  // An admin of `de` whose record moved on since their token was minted (rights_version 1, token rv 0).
  await adminClients()
    .db.collection(COLLECTIONS.users)
    .doc(DEMOTED)
    .set({
      email: 'demoted@storage.example',
      tenant_id: 'de',
      user_authorities: [{ authority_id: 'USER', tenant_id: null }],
      rights_version: 1,
    });
});

afterAll(async () => {
  await adminClients().db.collection(COLLECTIONS.users).doc(DEMOTED).delete();
  await events?.remove();
  await env?.cleanup();
});

const cases = (['published', 'draft'] as const).flatMap((event) =>
  OPERATIONS.map((operation) => ({ event, operation })),
);

describe('badge images: persona × operation', () => {
  it.each(cases)('$event event, $operation', async ({ event, operation }) => {
    const file = `eventBadges/${events.ids[event]}/existing.png`;
    const outcome: Record<string, boolean> = {};
    for (const persona of PERSONAS) outcome[persona] = await attempt(env, persona, operation, file);
    expect(outcome).toEqual(Object.fromEntries(PERSONAS.map((p) => [p, ALLOWED[event][operation].includes(p)])));
  });
});

describe('badge images: what may be uploaded', () => {
  it('png and jpeg up to 1 MB, not one byte more', async () => {
    const base = `eventBadges/${events.ids.published}`;
    const organizer = storageAs(env, 'organizer');
    await expect(put(organizer, `${base}/max.png`, pngOfSize(MAX_BYTES), 'image/png')).resolves.toBeDefined();
    await expect(put(organizer, `${base}/max.jpg`, pngOfSize(MAX_BYTES), 'image/jpeg')).resolves.toBeDefined();
    await expect(put(organizer, `${base}/over.png`, pngOfSize(MAX_BYTES + 1), 'image/png')).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    await expect(put(organizer, `${base}/max.png`, pngOfSize(MAX_BYTES + 1), 'image/png')).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
  });

  it('SVG, HTML, other names and sub-folders are refused, even to root', async () => {
    const base = `eventBadges/${events.ids.published}`;
    for (const persona of ['organizer', 'root'] as const) {
      const storage = storageAs(env, persona);
      await expect(
        put(storage, `${base}/a.svg`, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'),
      ).rejects.toMatchObject({ code: 'storage/unauthorized' });
      await expect(
        put(storage, `${base}/a.html`, Buffer.from('<script>alert(1)</script>'), 'text/html'),
      ).rejects.toMatchObject({ code: 'storage/unauthorized' });
      await expect(put(storage, `${base}/a.svg`, png, 'image/png')).rejects.toMatchObject({
        code: 'storage/unauthorized',
      });
      await expect(put(storage, `${base}/deeper/a.png`, png, 'image/png')).rejects.toMatchObject({
        code: 'storage/unauthorized',
      });
    }
  });

  it('nobody uploads a badge image for an event that does not exist but root', async () => {
    await expect(
      put(storageAs(env, 'adminA'), 'eventBadges/no-such-event/a.png', png, 'image/png'),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await expect(
      put(storageAs(env, 'organizer'), 'eventBadges/no-such-event/a.png', png, 'image/png'),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });

  it("a demoted admin's old token (ADMIN of de in its claims) uploads and deletes nothing", async () => {
    const storage = env
      .authenticatedContext(DEMOTED, { ...rolesToClaims(PRINCIPALS.adminA), ...signInClaim('custom') })
      .storage();
    const base = `eventBadges/${events.ids.published}`;
    await expect(put(storage, `${base}/demoted.png`, png, 'image/png')).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    await expect(storage.ref(`${base}/existing.png`).delete()).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await expect(storage.ref(`eventBadges/${events.ids.draft}/existing.png`).getMetadata()).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
  });
});
