/**
 * The demo images (emulators/demo/images.ts) display: a poster is fetched by its token-less address with
 * no credentials, as an <img> does; a detail file and a badge image only with their token; the demo
 * event's wall has its posts, a photo the upload check marked, and points that match its ledger.
 */
import { beforeAll, expect, it } from 'vitest';
import { getStorage } from 'firebase-admin/storage';
import {
  badgeConverter,
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  gamificationConverter,
  LEDGER_SUBCOLLECTION,
  newsConverter,
  POINTS_SUBCOLLECTION,
  pointsFor,
  pointsLedgerConverter,
  WALL_PHOTO_CHECKED,
  wallPostConverter,
  type DetailFile,
} from '@agenda/contract';
import { DEMO_GAMIFICATION_EVENT } from '../../demo/gamification';
import { DEMO_BUCKET, DEMO_STYLED_EVENT, downloadAddress, seedDemoImages } from '../../demo/images';
import { DEMO_WALL_EVENT } from '../../demo/wall';
import { adminClients } from '../../scripts/lib/admin';

const PNG_MAGIC = '89504e470d0a1a0a';
let counts: Awaited<ReturnType<typeof seedDemoImages>>;

beforeAll(async () => {
  // Idempotent: `npm test` has uploaded them already; a run of this file alone uploads them here.
  counts = await seedDemoImages(adminClients().db);
  // Every demo image drawn and uploaded again, the wall's photo among them: over a minute on a loaded 2-core machine.
}, 180_000);

it('gives every demo event a poster that loads without credentials', async () => {
  const events = await adminClients().db.collection(COLLECTIONS.events).where('poster_id', '!=', null).get();
  expect(counts.posters).toBeGreaterThan(0);
  expect(events.size).toBeGreaterThanOrEqual(counts.posters);
  const event = events.docs.find((doc) => doc.get('poster_id') === `v2/events/${doc.id}/posters/poster.png`)!;
  const address = event.get('poster_url') as string;
  expect(address).toBe(downloadAddress(`v2/events/${event.id}/posters/poster.png`));
  expect(address).not.toContain('token=');
  const response = await fetch(address);
  expect(response.status).toBe(200);
  expect(
    Buffer.from(await response.arrayBuffer())
      .subarray(0, 8)
      .toString('hex'),
  ).toBe(PNG_MAGIC);
});

it('gives details a file that loads with its token only', async () => {
  expect(counts.detailFiles).toBeGreaterThan(0);
  const details = await adminClients().db.collectionGroup(EVENT_SUBCOLLECTIONS.details).get();
  const file = details.docs
    .flatMap((doc) => (doc.get('event_details_file') ?? []) as DetailFile[])
    .find((f) => f.url.includes('token='))!;
  expect(file.reference).toMatch(/^v2\/events\/[^/]+\/details\/[^/]+\.png$/);
  const withToken = await fetch(file.url);
  expect(withToken.status).toBe(200);
  expect(
    Buffer.from(await withToken.arrayBuffer())
      .subarray(0, 8)
      .toString('hex'),
  ).toBe(PNG_MAGIC);
  expect((await fetch(downloadAddress(file.reference))).status).toBe(403);
});

it('gives the demo gamification event two badges whose images load with their token only', async () => {
  expect(counts.badges).toBe(2);
  const badges = await adminClients()
    .db.collection(COLLECTIONS.gamification)
    .doc(DEMO_GAMIFICATION_EVENT)
    .collection('badges')
    .withConverter(badgeConverter)
    .orderBy('t')
    .get();
  const docs = badges.docs.map((doc) => doc.data());
  expect(docs.map((badge) => badge.t)).toEqual([10, 250]);
  for (const badge of docs) {
    expect(badge.f).toMatch(new RegExp(`^eventBadges/${DEMO_GAMIFICATION_EVENT}/[^/]+\\.png$`));
    const withToken = await fetch(badge.u);
    expect(withToken.status).toBe(200);
    expect(
      Buffer.from(await withToken.arrayBuffer())
        .subarray(0, 8)
        .toString('hex'),
    ).toBe(PNG_MAGIC);
    expect((await fetch(downloadAddress(badge.f))).status).toBe(403);
  }
});

it('gives each demo country three news items, the sticky one with a photo readable only with a token', async () => {
  const items = await adminClients().db.collection(COLLECTIONS.news).withConverter(newsConverter).get();
  const demo = items.docs.filter((doc) => doc.id.startsWith('demo-')).map((doc) => doc.data());
  const countries = new Set(demo.map((item) => item.tenant_id));
  expect(countries.size).toBeGreaterThan(1);
  for (const country of countries) {
    const own = demo.filter((item) => item.tenant_id === country);
    expect(own).toHaveLength(3);
    expect(own.filter((item) => item.sticky)).toHaveLength(1);
  }
  expect(counts.newsPhotos).toBe(countries.size);
  const photo = demo.find((item) => item.sticky)?.attachment_ref;
  expect(photo).toMatch(/^v2\/news\/[a-z]+\/demo-[a-z]+-welcome\.png$/);
  // The record keeps the token-less address: storage.rules want a signed-in reader.
  expect((await fetch(downloadAddress(photo ?? ''))).status).toBe(403);
});

it('gives the Berlin Tech Summit a background, a logo and a cover that load without credentials', async () => {
  expect(counts.styleImages).toBe(3);
  const event = await adminClients().db.collection(COLLECTIONS.events).doc(DEMO_STYLED_EVENT).get();
  for (const [url, id, folder] of [
    ['background_image_url', 'background_image_id', 'backgrounds'],
    ['logo_url', 'logo_id', 'logos'],
    ['cover_url', 'cover_id', 'covers'],
  ] as const) {
    expect(event.get(id)).toMatch(new RegExp(`^v2/events/${DEMO_STYLED_EVENT}/${folder}/`));
    const response = await fetch(event.get(url) as string);
    expect(response.status).toBe(200);
  }
});

it("gives the Berlin Tech Summit's wall posts, one with a checked photo, and points that match the ledger and the settings", async () => {
  const { db } = adminClients();
  expect(counts.wallPosts).toBe(4);
  const event = db.collection(COLLECTIONS.events).doc(DEMO_WALL_EVENT);
  const posts = (await event.collection(EVENT_SUBCOLLECTIONS.wall).withConverter(wallPostConverter).get()).docs.map(
    (doc) => ({ id: doc.id, ...doc.data() }),
  );
  expect(posts).toHaveLength(4);
  expect(posts.filter((post) => post.report_count > 0)).toHaveLength(1);
  const photo = posts.find((post) => post.photo)?.photo ?? '';
  const [metadata] = await getStorage(adminClients().app).bucket(DEMO_BUCKET).file(photo).getMetadata();
  expect(metadata.metadata?.[WALL_PHOTO_CHECKED.key]).toBe(WALL_PHOTO_CHECKED.value);

  const gamification = db.collection(COLLECTIONS.gamification).doc(DEMO_WALL_EVENT);
  const settings = (await gamification.withConverter(gamificationConverter).get()).data();
  const entries = (await gamification.collection(LEDGER_SUBCOLLECTION).withConverter(pointsLedgerConverter).get()).docs;
  const expected = new Map<string, number>();
  for (const entry of entries.map((doc) => doc.data())) {
    expect(entry.points).toBe(pointsFor(entry.action, settings));
    expected.set(entry.uid, (expected.get(entry.uid) ?? 0) + entry.points);
  }
  const totals = (await gamification.collection(POINTS_SUBCOLLECTION).get()).docs;
  expect(new Map(totals.map((doc) => [doc.id, doc.get('points') as number]))).toEqual(expected);
  // Somebody has earned the first badge (10 points), so the leaderboard and badges show something.
  expect(Math.max(...expected.values())).toBeGreaterThanOrEqual(10);
});
