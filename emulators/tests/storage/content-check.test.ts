/**
 * Content checked, not only declared: the Storage trigger `checkUploadedImage` (functions/src/triggers/)
 * runs in the functions emulator on uploads to the app's bucket and deletes what is not a real PNG or
 * JPEG, such as an SVG declared as image/png, which storage.rules cannot tell apart.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PROJECT_ID } from '../../scripts/lib/paths';
import { png, put, seedEvents, storageAs, storageEnvironment } from './storage-env';

/** The app's bucket (web/.env.emulator), the one the trigger listens to. */
const BUCKET = `gs://${DEMO_PROJECT_ID}.appspot.com`;
let env: RulesTestEnvironment;
let events: Awaited<ReturnType<typeof seedEvents>>;

beforeAll(async () => {
  // The suite's own project: never clearStorage() here, the demo files live in this bucket.
  env = await storageEnvironment(DEMO_PROJECT_ID);
  events = await seedEvents({ content: { privacy: false } });
});

afterAll(async () => {
  await events?.remove();
  await env?.cleanup();
});

async function exists(file: string): Promise<boolean> {
  let found = true;
  await env.withSecurityRulesDisabled(async (context) => {
    try {
      await context.storage(BUCKET).ref(file).getMetadata();
    } catch (error) {
      if ((error as { code?: string }).code !== 'storage/object-not-found') throw error;
      found = false;
    }
  });
  return found;
}

async function removeQuietly(file: string): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await context.storage(BUCKET).ref(file).delete().catch(() => undefined);
  });
}

it('deletes an SVG uploaded as image/png and keeps a real PNG', async () => {
  const folder = `v2/events/${events.ids.content}/posters`;
  const organizer = storageAs(env, 'organizer', BUCKET);
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="4" height="4"/></svg>');
  // Both uploads pass the rules: the declared type is all they can see.
  await put(organizer, `${folder}/real.png`, png, 'image/png');
  await put(organizer, `${folder}/fake.png`, svg, 'image/png');
  try {
    await expect.poll(() => exists(`${folder}/fake.png`), { timeout: 30_000, interval: 250 }).toBe(false);
    expect(await exists(`${folder}/real.png`)).toBe(true);
  } finally {
    await removeQuietly(`${folder}/real.png`);
    await removeQuietly(`${folder}/fake.png`);
  }
}, 60_000);

it('checks news photos too: an HTML page declared as image/jpeg under v2/news/ is deleted', async () => {
  const admin = storageAs(env, 'adminA', BUCKET);
  const fake = `v2/news/fake-${events.ids.content}.jpg`;
  const real = `v2/news/real-${events.ids.content}.png`;
  await put(admin, real, png, 'image/png');
  await put(admin, fake, Buffer.from('<html><script>alert(1)</script></html>'), 'image/jpeg');
  try {
    await expect.poll(() => exists(fake), { timeout: 30_000, interval: 250 }).toBe(false);
    expect(await exists(real)).toBe(true);
  } finally {
    await removeQuietly(real);
    await removeQuietly(fake);
  }
}, 60_000);

it('does the same for badge images under eventBadges/{event}/ (issue 16)', async () => {
  const folder = `eventBadges/${events.ids.content}`;
  const organizer = storageAs(env, 'organizer', BUCKET);
  const html = Buffer.from('<html><script>alert(1)</script></html>');
  await put(organizer, `${folder}/real.png`, png, 'image/png');
  await put(organizer, `${folder}/fake.png`, html, 'image/png');
  try {
    await expect.poll(() => exists(`${folder}/fake.png`), { timeout: 30_000, interval: 250 }).toBe(false);
    expect(await exists(`${folder}/real.png`)).toBe(true);
  } finally {
    await removeQuietly(`${folder}/real.png`);
    await removeQuietly(`${folder}/fake.png`);
  }
}, 60_000);
