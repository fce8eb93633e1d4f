import * as z from 'zod/mini';
import {
  BACKGROUND_IMAGE_RULE,
  COUNTRY_IMAGE_MAX_BYTES,
  COVER_IMAGE_RULE,
  LOGO_IMAGE_RULE,
  MAIN_SEARCH_MIN_CHARS,
  type ImageRule,
} from '../constants';
import { timestampSchema } from '../firestore';
import { EVENT_MESSAGES } from '../messages';
import { storagePaths } from '../paths';
import { normaliseSearchText } from '../search';
import { requiredText } from './required-text';

/*
 * Events as stored (docs/product.md §3 Event): the events/{id} document, its search fields and files, and the
 * rules on its dates that both the API and the screens apply. Instants are stored in UTC (Firestore
 * timestamps); `timezone` is the IANA zone the event is edited in. `privacy` true means Draft.
 * Zone arithmetic uses `Intl` (what luxon's IANAZone does underneath), because the contract imports
 * nothing but zod.
 *
 * Apart from the API's requests and answers (event.ts) because the signed-in frame reads events live
 * and needs only this: a module's schemas are all built when it loads, and the event list should not
 * build every request schema of the API before its first card.
 */

/** True for zone names the runtime knows ("Europe/Berlin", "UTC"); offsets such as "+02:00" are refused. */
export function isValidTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar date ("2025-03-09") of an instant in a zone. */
export function calendarDateIn(instant: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/**
 * docs/product.md §5: an event cannot start before today, in its own zone. An edit that keeps the stored start
 * is accepted, so that a running event stays editable.
 */
export function eventStartIssue(start: Date, zone: string, now: Date, storedStart?: Date | null): string | null {
  if (storedStart && storedStart.getTime() === start.getTime()) return null;
  return calendarDateIn(start, zone) < calendarDateIn(now, zone) ? EVENT_MESSAGES.startBeforeToday : null;
}

/** docs/product.md §4: an event (or agenda) has passed once its end is before now. */
export const isPassed = (end: Date, now: Date): boolean => end.getTime() < now.getTime();

/**
 * The main search matches any part of an event name. Firestore has no substring search, so every
 * event stores the pieces of its normalised name that are as long as the shortest search
 * (`name_trigrams`); a search looks up its first piece and checks the whole text on the result.
 */
const NAME_PIECE_LENGTH = MAIN_SEARCH_MIN_CHARS;

export function eventNameTrigrams(name: string): string[] {
  const chars = Array.from(normaliseSearchText(name));
  const pieces = new Set<string>();
  for (let start = 0; start + NAME_PIECE_LENGTH <= chars.length; start += 1) {
    pieces.add(chars.slice(start, start + NAME_PIECE_LENGTH).join(''));
  }
  return [...pieces].sort();
}

/** The piece a main search looks up (its search text is normalised and long enough). */
export const searchTrigramOf = (search: string): string =>
  Array.from(normaliseSearchText(search)).slice(0, NAME_PIECE_LENGTH).join('');

/** Case- and accent-insensitive "name contains", for the main search and the event-list filter. */
export const eventNameMatches = (name: string, search: string): boolean =>
  normaliseSearchText(name).includes(normaliseSearchText(search));

/** Search fields stored with every event, rebuilt whenever its name changes. */
export const eventSearchFields = (name: string) => ({
  name_lower: name.toLowerCase(),
  name_trigrams: eventNameTrigrams(name),
});

// ---- files in Storage (docs/product.md §7 Storage)

export const EVENT_FILE_FOLDERS = ['posters', 'backgrounds', 'logos', 'covers', 'details'] as const;
export type EventFileFolder = (typeof EVENT_FILE_FOLDERS)[number];

const FOLDER_OF: Record<EventFileFolder, (eventId: string) => string> = {
  posters: storagePaths.eventPosters,
  backgrounds: storagePaths.eventBackgrounds,
  logos: storagePaths.eventLogos,
  covers: storagePaths.eventCovers,
  details: storagePaths.eventDetails,
};

export const eventFileFolder = (eventId: string, folder: EventFileFolder): string => FOLDER_OF[folder](eventId);

/** A reference to a file directly inside the event's folder (no sub-folders, no dot names). */
export function isEventFileRef(ref: string, eventId: string, folder: EventFileFolder): boolean {
  const prefix = eventFileFolder(eventId, folder);
  const name = ref.slice(prefix.length);
  return ref.startsWith(prefix) && name.length > 0 && !name.includes('/') && name !== '.' && name !== '..';
}

const BYTES_PER_MB = 1024 * 1024;
export const imageRuleMaxBytes = (rule: ImageRule): number => (rule.maxMegabytes ?? 0) * BYTES_PER_MB;

/** Upload bounds per folder, repeated in storage.rules (docs/product.md §5 and §9). */
export const EVENT_FILE_MAX_BYTES: Record<EventFileFolder, number> = {
  posters: COUNTRY_IMAGE_MAX_BYTES,
  details: COUNTRY_IMAGE_MAX_BYTES,
  backgrounds: imageRuleMaxBytes(BACKGROUND_IMAGE_RULE),
  logos: imageRuleMaxBytes(LOGO_IMAGE_RULE),
  covers: imageRuleMaxBytes(COVER_IMAGE_RULE),
};

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** A download address of a stored file. */
export const fileUrlSchema = z
  .string({ error: EVENT_MESSAGES.fileUrl })
  .check(
    z.trim(),
    z.maxLength(2048, { error: EVENT_MESSAGES.fileUrl, abort: true }),
    z.refine(isHttpUrl, { error: EVENT_MESSAGES.fileUrl }),
  );
/** A Storage reference (full path of the file in the bucket). */
export const fileRefSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(500));
/**
 * A file as a record stores it (docs/product.md §3 File, an agenda's or a detail's): its name, download address and
 * Storage reference.
 */
export const storedFileSchema = z.strictObject({
  name: requiredText(300),
  url: fileUrlSchema,
  reference: fileRefSchema,
});

/**
 * docs/product.md §3 File: id, name, url. Answers give a stored file the id its Storage reference is (unique in
 * the bucket, and what deletes it); a save may send a file back as it was answered, id and all, and
 * the id is not stored.
 */
export const fileIdSchema = z.string().check(z.maxLength(500));
export const withFileId = <F extends { reference: string }>(file: F): F & { id: string } => ({
  ...file,
  id: file.reference,
});

// ---- stored documents

/** Stored at events/{id}, with `start_date` and `end_date` as timestamps (see `EventDoc`). */
export const eventDocFieldsSchema = z.object({
  name: z.string(),
  /** `eventSearchFields(name)`. */
  name_lower: z.string(),
  name_trigrams: z.array(z.string()),
  description: z.string(),
  address: z.string(),
  timezone: z.string(),
  tenant_id: z.string(),
  /** Draft. */
  privacy: z.boolean(),
  hide_gamification: z.boolean(),
  /** From the "noWall" checkbox. */
  hide_wall: z.boolean(),
  poster_url: z.nullable(z.string()),
  poster_id: z.nullable(z.string()),
  background_image_url: z.nullable(z.string()),
  background_image_id: z.nullable(z.string()),
  logo_url: z.nullable(z.string()),
  logo_id: z.nullable(z.string()),
  /** Set by POST /events/updateCover, whose payload names them poster_image_url and poster_image_id. */
  cover_url: z.nullable(z.string()),
  cover_id: z.nullable(z.string()),
  /** User ids: the event's edit right (at most EVENT_MAX_ORGANIZERS). */
  organizers: z.array(z.string()),
  /**
   * How many take part: the participants themselves are events/{id}/participants/{uid} (one document
   * each; see contract/schemas/participants.ts for why they are not an array here). The functions read
   * them with eventParticipantIds (functions/src/participants/service.ts).
   */
  participant_count: z._default(z.int().check(z.minimum(0)), 0),
  /** Raised by every change of the participants or organizers (a picker's save names the one it saw). */
  people_version: z._default(z.int().check(z.minimum(0)), 0),
});

/** Generic in the timestamp type: the Admin SDK and the web SDK each have their own. */
export type EventDoc<T> = z.infer<typeof eventDocFieldsSchema> & { start_date: T; end_date: T };

/** An events/{id} document as stored; read it through `docConverter(eventDocSchema)`. */
export const eventDocSchema = z.extend(eventDocFieldsSchema, {
  start_date: timestampSchema,
  end_date: timestampSchema,
});

/** The fields no save of POST /events/new sets: the images (they have their own endpoints) and the people. */
type EventDocDefaulted =
  | 'poster_url'
  | 'poster_id'
  | 'background_image_url'
  | 'background_image_id'
  | 'logo_url'
  | 'logo_id'
  | 'cover_url'
  | 'cover_id'
  | 'organizers'
  | 'participant_count'
  | 'people_version';

/** What a new event is made of: the saved fields, and optionally any of the images and people. */
export type NewEventFields<T> = Omit<EventDoc<T>, 'name_lower' | 'name_trigrams' | EventDocDefaulted> &
  Partial<Pick<EventDoc<T>, EventDocDefaulted>>;

/**
 * A complete events/{id} document from the saved fields: the search fields follow from the name, and
 * there are no images and no people unless given. The one builder of new events (the API, the test
 * fixtures, the demo data and the benchmarks).
 */
export function newEventDoc<T>(fields: NewEventFields<T>): EventDoc<T> {
  return {
    poster_url: null,
    poster_id: null,
    background_image_url: null,
    background_image_id: null,
    logo_url: null,
    logo_id: null,
    cover_url: null,
    cover_id: null,
    organizers: [],
    participant_count: 0,
    people_version: 0,
    ...fields,
    ...eventSearchFields(fields.name),
  };
}
