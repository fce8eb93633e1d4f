/**
 * Demo news: three items per demo country, one of them sticky, written as the API writes
 * them (news/{id} through the contract's converter), each authored by the admin of that country where
 * there is one (root otherwise), with links in the text. The sticky item of each country gets a photo
 * under v2/news/ in images.ts (`seedDemoNewsPhotos`). Idempotent: the same ids every run.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Bucket } from '@google-cloud/storage';
import { COLLECTIONS, newsConverter, storagePaths, type NewsDoc } from '@agenda/contract';
import { pixelsPng, scenePixel, type SceneColors } from '../scripts/lib/png';
import { uploadDemoPng } from './demo-upload';

export interface DemoNewsAuthor {
  uid: string;
  name: string;
}

const HOUR = 60 * 60 * 1000;

const ITEMS: readonly {
  key: string;
  title: (country: string) => string;
  content: (country: string) => string;
  sticky: boolean;
  hoursAgo: number;
}[] = [
  {
    key: 'welcome',
    sticky: true,
    hoursAgo: 72,
    title: (country) => `Welcome to the ${country} events`,
    content: (country) =>
      `All events of ${country} in one place: open an event to see its program, your agenda and your files.\nQuestions? Read the guide at https://intranet.corp.example/events/guide`,
  },
  {
    key: 'registration',
    sticky: false,
    hoursAgo: 30,
    title: () => 'Registration for the spring sessions is open',
    content: () =>
      "Join the sessions you like from each event's program. Places are limited; the waiting list opens once a session is full.",
  },
  {
    key: 'venues',
    sticky: false,
    hoursAgo: 5,
    title: (country) => `New venues in ${country}`,
    content: () =>
      'Two new meeting venues are ready for events from next month. Floor plans: https://intranet.corp.example/venues',
  },
];

const demoNewsId = (tenantId: string, key: string): string => `demo-${tenantId}-${key}`;

/** Every demo item, by id, for the given countries. */
export function demoNewsDocs(
  countries: readonly { id: string; country_name: string }[],
  authorOf: (tenantId: string) => DemoNewsAuthor,
): [string, NewsDoc][] {
  const now = Date.now();
  return countries.flatMap((country) =>
    ITEMS.map((item): [string, NewsDoc] => {
      const author = authorOf(country.id);
      const at = Timestamp.fromMillis(now - item.hoursAgo * HOUR);
      const title = item.title(country.country_name);
      return [
        demoNewsId(country.id, item.key),
        {
          title,
          title_lower: title.toLowerCase(),
          content: item.content(country.country_name),
          tenant_id: country.id,
          sticky: item.sticky,
          attachment_url: null,
          attachment_ref: null,
          creation_date: at,
          last_updated: at,
          author_id: author.uid,
          author_name: author.name,
          updated_by: author.uid,
        },
      ];
    }),
  );
}

/**
 * The sticky items' photo: a landscape at dusk (the blue-yellow-blue stripes before
 * read as a flag above the German news).
 */
export const NEWS_PHOTO_SCENE: SceneColors = {
  sky: [
    [44, 62, 110],
    [238, 164, 120],
  ],
  sun: [255, 228, 170],
  land: [
    [74, 96, 92],
    [36, 52, 56],
  ],
};

/** A photo for each country's sticky item (the Storage emulator's bucket); answers how many. */
export async function seedDemoNewsPhotos(
  db: Firestore,
  bucket: Bucket,
  downloadAddress: (ref: string) => string,
): Promise<number> {
  const sticky = await db.collection(COLLECTIONS.news).withConverter(newsConverter).where('sticky', '==', true).get();
  const demo = sticky.docs.filter((doc) => doc.id.startsWith('demo-'));
  await Promise.all(
    demo.map(async (doc) => {
      const reference = `${storagePaths.newsPhotos(doc.data().tenant_id)}${doc.id}.png`;
      await uploadDemoPng(bucket, reference, pixelsPng(640, 360, scenePixel(640, 360, NEWS_PHOTO_SCENE)));
      await doc.ref.update({ attachment_url: downloadAddress(reference), attachment_ref: reference });
    }),
  );
  return demo.length;
}
