import { api, type EventAnswer } from '@agenda/contract';
import { call } from '@/lib/api';
import { eventFromAnswer, type EventItem } from '@/lib/event-item';

export type StyleImage = 'background' | 'logo' | 'cover';

/**
 * Each endpoint names its fields its own way (docs/product.md §7); the cover reuses the poster's names. A null
 * address clears the image; the server deletes the replaced file after the save.
 */
const UPDATES: Record<
  StyleImage,
  (id: string, url: string | null, ref: string | null) => Promise<{ result: EventAnswer }>
> = {
  background: (id, url, ref) =>
    call(api.events.updateBackground, { id, background_image_url: url, background_image_id: ref }),
  logo: (id, url, ref) => call(api.events.updateLogo, { id, logo_image_url: url, logo_image_id: ref }),
  cover: (id, url, ref) => call(api.events.updateCover, { id, poster_image_url: url, poster_image_id: ref }),
};

export async function updateEventImage(
  kind: StyleImage,
  id: string,
  url: string | null,
  reference: string | null,
): Promise<EventItem> {
  return eventFromAnswer((await UPDATES[kind](id, url, reference)).result);
}
