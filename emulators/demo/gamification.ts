/**
 * Demo gamification: the Berlin Tech Summit gets its points (gamificationv2/{event}, as the
 * API stores them) and two badges with images under eventBadges/{event}/ (as the app writes them:
 * tokened download addresses, since badge images are read only by those who may see the event).
 * Idempotent: the same ids and references each run.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { Bucket } from '@google-cloud/storage';
import { badgeConverter, badgeImageFolder, COLLECTIONS, gamificationConverter, type BadgeDoc } from '@agenda/contract';
import { stripesPng, type Rgb } from '../scripts/lib/png';
import { uploadDemoPng } from './demo-upload';

export const DEMO_GAMIFICATION_EVENT = 'berlin-tech-summit';

const BADGES: readonly { id: string; name: string; threshold: number; colors: readonly Rgb[] }[] = [
  {
    id: 'first-steps',
    name: 'First steps',
    threshold: 10,
    colors: [
      [40, 120, 200],
      [250, 250, 250],
      [40, 120, 200],
    ],
  },
  {
    id: 'summit-star',
    name: 'Summit star',
    threshold: 250,
    colors: [
      [230, 170, 20],
      [120, 60, 10],
      [230, 170, 20],
    ],
  },
];

export async function seedDemoGamification(
  db: Firestore,
  bucket: Bucket,
  downloadAddress: (ref: string, token: string) => string,
): Promise<number> {
  const eventId = DEMO_GAMIFICATION_EVENT;
  if (!(await db.collection(COLLECTIONS.events).doc(eventId).get()).exists) return 0;
  const points = db.collection(COLLECTIONS.gamification).doc(eventId);
  await points
    .withConverter(gamificationConverter)
    .set({ event_id: eventId, like_points: 1, comment_points: 3, wall_post_points: 5 });
  await Promise.all(
    BADGES.map(async (badge) => {
      const f = `${badgeImageFolder(eventId)}${badge.id}.png`;
      const token = `demo-badge-${badge.id}`;
      await uploadDemoPng(
        bucket,
        f,
        stripesPng({ width: 256, height: 256, colors: badge.colors, direction: 'vertical', weights: [1, 2, 1] }),
        token,
      );
      const doc: BadgeDoc = { n: badge.name, t: badge.threshold, f, u: downloadAddress(f, token) };
      await points.collection('badges').doc(badge.id).withConverter(badgeConverter).set(doc);
    }),
  );
  return BADGES.length;
}
