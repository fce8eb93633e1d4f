/**
 * 50 concurrent uploads through the Storage emulator all complete. Each one is decided by the rules
 * runtime with a Firestore round trip (the uploader is an organizer, read from the event document), so
 * many answers cross firebase-tools' stdout at once: the case its framing bug used to hang.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ARTIFACTS_DIR } from '../../scripts/lib/paths';
import { png, put, seedEvents, storageAs, storageEnvironment } from './storage-env';

const UPLOADS = 50;
let env: RulesTestEnvironment;
let events: Awaited<ReturnType<typeof seedEvents>>;

beforeAll(async () => {
  env = await storageEnvironment('demo-agenda-storage-uploads');
  await env.clearStorage();
  events = await seedEvents({ concurrent: { privacy: false } });
});

afterAll(async () => {
  await events?.remove();
  await env?.cleanup();
});

it(`${UPLOADS} concurrent uploads all complete`, async () => {
  const organizer = storageAs(env, 'organizer');
  const started = performance.now();
  const results = await Promise.allSettled(
    Array.from({ length: UPLOADS }, (_, i) =>
      put(organizer, `v2/events/${events.ids.concurrent}/posters/p${i}.png`, png, 'image/png'),
    ),
  );
  const elapsedMs = Math.round(performance.now() - started);
  expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
  let listed = 0;
  await env.withSecurityRulesDisabled(async (context) => {
    listed = (await context.storage().ref(`v2/events/${events.ids.concurrent}/posters`).listAll()).items.length;
  });
  expect(listed).toBe(UPLOADS);
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  writeFileSync(
    path.join(ARTIFACTS_DIR, 'storage-uploads.json'),
    `${JSON.stringify({ uploads: UPLOADS, elapsedMs }, null, 2)}\n`,
  );
  process.stdout.write(`${UPLOADS} concurrent uploads completed in ${elapsedMs} ms\n`);
}, 60_000);
