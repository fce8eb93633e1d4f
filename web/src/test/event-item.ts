import type { EventItem } from '@/lib/event-item';

/**
 * An event as the screens read it, for unit tests: the Berlin Tech Summit (10 June 2027, 09:00–18:00
 * Berlin time, Germany, public, no images), with `extra` over it. Tests name what they rely on in `extra`.
 */
export const testEvent = (extra: Partial<EventItem> = {}): EventItem =>
  ({
    id: 'e1',
    name: 'Berlin Tech Summit',
    description: '',
    address: '',
    start: new Date('2027-06-10T07:00:00Z'),
    end: new Date('2027-06-10T16:00:00Z'),
    timezone: 'Europe/Berlin',
    tenant_id: 'de',
    privacy: false,
    poster_url: null,
    cover_url: null,
    logo_url: null,
    background_image_url: null,
    ...extra,
  }) as EventItem;
