/**
 * Demo images in the Storage emulator, uploaded after the demo documents (`seedDemoData`): a poster for
 * every event and a file for each detail of the events that have details. Posters are recorded with
 * token-less download addresses (docs/product.md §7: public images an <img> fetches without credentials); detail
 * files, readable only by those who may see the event, with a token; two badge images of one event
 * (emulators/demo/gamification.ts); a background, a logo and a cover for the Berlin Tech Summit, so that
 * the screens that show them have something to show (the event style screen and the event home), and its wall with a photo
 * (emulators/demo/wall.ts). (Demo flags stay inline images.)
 * PNGs are drawn by the project's encoder: no binary files in the repository.
 */
import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { COLLECTIONS, EVENT_SUBCOLLECTIONS, type DetailFile } from '@agenda/contract';
import { adminClients } from '../scripts/lib/admin';
import { DEMO_PROJECT_ID } from '../scripts/lib/paths';
import { logoPixel, pixelsPng, scenePixel, stripesPng, type Rgb } from '../scripts/lib/png';
import { emulatorPorts } from '../scripts/lib/toolchain';
import { uploadDemoPng } from './demo-upload';
import { DEMO_GAMIFICATION_EVENT, seedDemoGamification } from './gamification';
import { seedDemoNewsPhotos } from './news';
import { seedDemoWall } from './wall';

/** The app's bucket in the emulator suite (web/.env.emulator). */
export const DEMO_BUCKET = `${DEMO_PROJECT_ID}.appspot.com`;

const PALETTES: readonly (readonly Rgb[])[] = [
  [
    [18, 52, 86],
    [52, 120, 180],
    [240, 240, 240],
  ],
  [
    [120, 20, 60],
    [230, 90, 70],
    [250, 220, 160],
  ],
  [
    [20, 90, 60],
    [90, 170, 110],
    [230, 240, 200],
  ],
  [
    [60, 40, 110],
    [140, 100, 200],
    [245, 235, 255],
  ],
  [
    [150, 90, 0],
    [240, 170, 30],
    [255, 245, 220],
  ],
];

/** The download address the Storage emulator serves an object at, with `token` when given. */
export function downloadAddress(ref: string, token?: string): string {
  const base = `http://127.0.0.1:${emulatorPorts().storage}/v0/b/${DEMO_BUCKET}/o/${encodeURIComponent(ref)}?alt=media`;
  return token ? `${base}&token=${token}` : base;
}

const hash = (text: string): number => [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);

export async function seedDemoImages(db: Firestore): Promise<{
  posters: number;
  detailFiles: number;
  badges: number;
  newsPhotos: number;
  styleImages: number;
  wallPosts: number;
}> {
  // The emulator needs no credentials: keep google-auth-library from probing a cloud metadata server.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const bucket = getStorage(adminClients().app).bucket(DEMO_BUCKET);
  const upload = (ref: string, data: Buffer, token?: string) => uploadDemoPng(bucket, ref, data, token);
  const counts = { posters: 0, detailFiles: 0, badges: 0, newsPhotos: 0, styleImages: 0, wallPosts: 0 };

  const events = await db.collection(COLLECTIONS.events).get();
  // One event at a time: every upload starts a `checkUploadedFile` trigger, and a burst of them made the
  // Functions emulator of a 2-core machine start two dozen workers at once, most failing to load.
  for (const event of events.docs) {
    const colors = PALETTES[hash(event.id) % PALETTES.length]!;
    const poster = `v2/events/${event.id}/posters/poster.png`;
    await upload(poster, stripesPng({ width: 480, height: 640, colors, direction: 'horizontal', weights: [3, 1, 2] }));
    await event.ref.update({ poster_url: downloadAddress(poster), poster_id: poster });
    counts.posters += 1;

    const details = await event.ref.collection(EVENT_SUBCOLLECTIONS.details).get();
    await Promise.all(
      details.docs.map(async (detail) => {
        const reference = `v2/events/${event.id}/details/${detail.id}.png`;
        const token = randomUUID();
        await upload(
          reference,
          stripesPng({ width: 800, height: 500, colors: [...colors].reverse(), direction: 'vertical' }),
          token,
        );
        const file: DetailFile = {
          name: `${String(detail.get('title') ?? detail.id)}.png`,
          url: downloadAddress(reference, token),
          reference,
        };
        await detail.ref.update({ event_details_file: [file] });
        counts.detailFiles += 1;
      }),
    );
  }
  // Points and two badges with their images for one event (emulators/demo/gamification.ts).
  counts.badges = await seedDemoGamification(db, bucket, downloadAddress);
  counts.newsPhotos = await seedDemoNewsPhotos(db, bucket, downloadAddress);
  counts.styleImages = await seedDemoStyleImages(db, upload);
  // The demo event's wall, after its gamification settings (its points follow them): emulators/demo/wall.ts.
  counts.wallPosts = await seedDemoWall(db, bucket);
  return counts;
}

/** The event whose style images the demo sets: the running Berlin Tech Summit. */
export const DEMO_STYLED_EVENT = DEMO_GAMIFICATION_EVENT;

/**
 * A background, a logo and a cover for one event, within docs/product.md §5's bounds (background up to
 * 2000 × 4032, logo 1:1 up to 512, cover up to 3000 × 3000), recorded as the style screen records them.
 */
async function seedDemoStyleImages(
  db: Firestore,
  upload: (ref: string, data: Buffer) => Promise<void>,
): Promise<number> {
  const event = db.collection(COLLECTIONS.events).doc(DEMO_STYLED_EVENT);
  if (!(await event.get()).exists) return 0;
  const background = `v2/events/${DEMO_STYLED_EVENT}/backgrounds/background.png`;
  const logo = `v2/events/${DEMO_STYLED_EVENT}/logos/logo.png`;
  const cover = `v2/events/${DEMO_STYLED_EVENT}/covers/cover.png`;
  await upload(
    background,
    pixelsPng(
      1200,
      675,
      scenePixel(1200, 675, {
        sky: [
          [20, 60, 120],
          [120, 180, 220],
        ],
        sun: [255, 240, 200],
        land: [
          [40, 110, 80],
          [20, 60, 45],
        ],
      }),
    ),
  );
  await upload(logo, pixelsPng(256, 256, logoPixel(256, [255, 193, 7], [21, 101, 192], [255, 255, 255])));
  await upload(
    cover,
    pixelsPng(
      960,
      400,
      scenePixel(960, 400, {
        sky: [
          [60, 30, 90],
          [230, 120, 90],
        ],
        sun: [255, 220, 150],
        land: [
          [50, 50, 80],
          [25, 25, 45],
        ],
      }),
    ),
  );
  await event.update({
    background_image_url: downloadAddress(background),
    background_image_id: background,
    logo_url: downloadAddress(logo),
    logo_id: logo,
    cover_url: downloadAddress(cover),
    cover_id: cover,
  });
  return 3;
}
