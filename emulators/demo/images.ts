/**
 * Demo images in the Storage emulator, uploaded after the demo documents (`seedDemoData`): a poster for
 * every event and a file for each detail of the events that have details. Posters are recorded with
 * token-less download addresses (spec §7: public images an <img> fetches without credentials); detail
 * files, readable only by those who may see the event, with a token; two badge images of one event
 * (emulators/demo/gamification.ts). (Demo flags stay inline images.)
 * PNGs are drawn by the project's encoder: no binary files in the repository.
 */
import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { COLLECTIONS, EVENT_SUBCOLLECTIONS, type DetailFile } from '@agenda/contract';
import { adminClients } from '../scripts/lib/admin';
import { DEMO_PROJECT_ID } from '../scripts/lib/paths';
import { stripesPng, type Rgb } from '../scripts/lib/png';
import { emulatorPorts } from '../scripts/lib/toolchain';
import { uploadDemoPng } from './demo-upload';
import { seedDemoGamification } from './gamification';
import { seedDemoNewsPhotos } from './news';

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

export async function seedDemoImages(
  db: Firestore,
): Promise<{ posters: number; detailFiles: number; badges: number; newsPhotos: number }> {
  // The emulator needs no credentials: keep google-auth-library from probing a cloud metadata server.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const bucket = getStorage(adminClients().app).bucket(DEMO_BUCKET);
  const upload = (ref: string, data: Buffer, token?: string) => uploadDemoPng(bucket, ref, data, token);
  const counts = { posters: 0, detailFiles: 0, badges: 0, newsPhotos: 0 };

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
  return counts;
}
