import { z } from 'zod';
import { apiPost } from '@/lib/api';
import { eventAnswerSchema, eventFromAnswer, type EventItem } from '@/lib/event-item';

export type StyleImage = 'background' | 'logo' | 'cover';

const savedEventSchema = z.object({ result: eventAnswerSchema });

// Each endpoint names its fields its own way (spec §7); the cover reuses the poster's names.
const ENDPOINTS: Record<StyleImage, { path: string; url: string; ref: string }> = {
  background: { path: '/events/updateBackground', url: 'background_image_url', ref: 'background_image_id' },
  logo: { path: '/events/updateLogo', url: 'logo_image_url', ref: 'logo_image_id' },
  cover: { path: '/events/updateCover', url: 'poster_image_url', ref: 'poster_image_id' },
};

// POST /backendv2/events/updateBackground|updateLogo|updateCover -> { result: event }
// A null address clears the image; the server deletes the replaced file after the save.
export async function updateEventImage(kind: StyleImage, id: string, url: string | null, reference: string | null): Promise<EventItem> {
  const endpoint = ENDPOINTS[kind];
  const body = { id, [endpoint.url]: url, [endpoint.ref]: reference };
  return eventFromAnswer((await apiPost(endpoint.path, body, savedEventSchema)).result);
}
