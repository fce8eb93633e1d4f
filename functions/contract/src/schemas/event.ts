import { z } from 'zod';
import { MAIN_SEARCH_MIN_CHARS } from '../constants';
import { EVENT_MESSAGES, MESSAGES } from '../messages';
import { normaliseSearchText } from '../search';
import { documentId, editedId, isClientDocumentId, requiredText } from './common';
import { participantPersonSchema } from './participants';
import {
  eventDocFieldsSchema,
  eventFileFolder,
  fileRefSchema,
  fileUrlSchema,
  isEventFileRef,
  isValidTimeZone,
  type EventFileFolder,
} from './event-doc';

/*
 * Events in the API (docs/product.md §5, §7 Events): what it answers and what its requests carry. Dates travel as
 * ISO strings in UTC. The stored document and the rules on it are in event-doc.ts.
 */

const emptyToNull = (value: unknown): unknown => (typeof value === 'string' && value.trim() === '' ? null : value);
const optionalFileUrl = z.preprocess(emptyToNull, z.nullish(fileUrlSchema));
const optionalFileRef = z.preprocess(emptyToNull, z.nullish(fileRefSchema));

/**
 * An image given as address and reference: both or neither; the reference must lie in the event's
 * folder for that kind of image. `eventId` null means the event does not exist yet.
 */
function checkImage(
  ctx: z.RefinementCtx,
  eventId: string | null | undefined,
  folder: EventFileFolder,
  [urlKey, refKey]: readonly [string, string],
  url: string | null | undefined,
  ref: string | null | undefined,
): void {
  // Object checks run even when a field failed: only well-formed values are compared.
  if (!url || typeof url !== 'string' || (ref && typeof ref !== 'string')) return;
  if (!ref) {
    ctx.addIssue({ code: 'custom', path: [refKey], message: EVENT_MESSAGES.fileNeedsReference });
  } else if (!eventId) {
    ctx.addIssue({ code: 'custom', path: [urlKey], message: EVENT_MESSAGES.posterAfterCreate });
  } else if (!isEventFileRef(ref, eventId, folder)) {
    ctx.addIssue({
      code: 'custom',
      path: [refKey],
      message: EVENT_MESSAGES.fileOutsideFolder(eventFileFolder(eventId, folder)),
    });
  }
}

// ---- answers

/** The event's country as event answers carry it (docs/product.md §3 Event tenant). */
export const eventTenantSchema = z.object({
  locale: z.string(),
  flag_image_url: z.string().nullable(),
  country_name: z.string(),
});
export type EventTenant = z.infer<typeof eventTenantSchema>;

/**
 * An event as the API answers it: the stored fields (dates as ISO strings in UTC) without the
 * search fields, its organizers and participants as people, plus its country and `tz_diff`, the event zone's offset from UTC in minutes at
 * the event's start (120 for Europe/Berlin in summer).
 */
// eventDocFieldsSchema is a zod/mini object (event-doc.ts): its fields are taken by their shape.
const {
  name_lower: _nameLower,
  name_trigrams: _nameTrigrams,
  organizers: _organizerIds,
  ...answeredDocFields
} = eventDocFieldsSchema.shape;
export const eventAnswerSchema = z.object(answeredDocFields).extend({
  id: z.string(),
  start_date: z.iso.datetime(),
  end_date: z.iso.datetime(),
  tz_diff: z.number(),
  tenant: eventTenantSchema.nullable(),
  /** docs/product.md §3 "organizers (users)": every organizer, as the people lists answer a person. */
  organizers: z.array(participantPersonSchema),
  /**
   * docs/product.md §3 "participants (users)": the caller, when they take part, and nobody else: an
   * event can have thousands, a list answers hundreds of events, and who attends is need-to-know. The
   * whole list is GET /participants/event/participants?e; `participant_count` says how many.
   */
  participants: z.array(participantPersonSchema),
});
export type EventAnswer = z.infer<typeof eventAnswerSchema>;

// ---- requests

const instant = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .pipe(z.iso.datetime({ offset: true, error: EVENT_MESSAGES.invalidDate }))
  .transform((value) => new Date(value));

export const timezoneSchema = z
  .string({ error: MESSAGES.timezoneRequired })
  .trim()
  .min(1, { error: MESSAGES.timezoneRequired, abort: true })
  .max(64, { error: EVENT_MESSAGES.invalidTimezone, abort: true })
  .refine(isValidTimeZone, EVENT_MESSAGES.invalidTimezone);

/**
 * POST /backendv2/events/new { id (when editing), eventName, address, tenantId, noWall, description,
 * startDate, endDate, hide_gamification, privacy, timezone, poster_image_url?, poster_image_id? }
 * -> { result: event }. Dates are ISO instants (UTC or with an offset). The poster lies under
 * v2/events/{id}/posters/, so it is added once the event exists; absent poster fields keep the
 * stored poster, null or "" removes it. "Start not before today" needs the clock and the stored
 * start: see `eventStartIssue`.
 */
export const eventSaveSchema = z
  .object({
    id: editedId,
    eventName: requiredText(200),
    address: requiredText(500),
    description: requiredText(10_000),
    tenantId: z
      .string({ error: EVENT_MESSAGES.chooseCountry })
      .trim()
      .min(1, EVENT_MESSAGES.chooseCountry)
      .max(128)
      .refine(isClientDocumentId, 'Invalid id'),
    noWall: z.boolean().default(false),
    hide_gamification: z.boolean().default(false),
    privacy: z.boolean().default(false),
    timezone: timezoneSchema,
    startDate: instant,
    endDate: instant,
    poster_image_url: optionalFileUrl,
    poster_image_id: optionalFileRef,
  })
  .strict()
  .superRefine((value, ctx) => {
    // Object checks run even when a field failed; compare only two real dates.
    if (
      value.startDate instanceof Date &&
      value.endDate instanceof Date &&
      value.endDate.getTime() < value.startDate.getTime()
    ) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: EVENT_MESSAGES.endBeforeStart });
    }
    checkImage(
      ctx,
      value.id,
      'posters',
      ['poster_image_url', 'poster_image_id'],
      value.poster_image_url,
      value.poster_image_id,
    );
  });
export type EventSave = z.input<typeof eventSaveSchema>;

/** An image change, whatever the endpoint calls its fields: `url` null removes the image. */
export interface EventImageChange {
  id: string;
  url: string | null;
  ref: string | null;
}

const imageChange = (id: string, url: string | null | undefined, ref: string | null | undefined): EventImageChange =>
  url ? { id, url, ref: ref ?? null } : { id, url: null, ref: null };

// POST /backendv2/events/updateBackground { id, background_image_url, background_image_id } -> { result: event }
export const eventBackgroundUpdateSchema = z
  .object({ id: documentId, background_image_url: optionalFileUrl, background_image_id: optionalFileRef })
  .strict()
  .superRefine((v, ctx) =>
    checkImage(
      ctx,
      v.id,
      'backgrounds',
      ['background_image_url', 'background_image_id'],
      v.background_image_url,
      v.background_image_id,
    ),
  )
  .transform((v) => imageChange(v.id, v.background_image_url, v.background_image_id));

// POST /backendv2/events/updateLogo { id, logo_image_url, logo_image_id } -> { result: event }
export const eventLogoUpdateSchema = z
  .object({ id: documentId, logo_image_url: optionalFileUrl, logo_image_id: optionalFileRef })
  .strict()
  .superRefine((v, ctx) =>
    checkImage(ctx, v.id, 'logos', ['logo_image_url', 'logo_image_id'], v.logo_image_url, v.logo_image_id),
  )
  .transform((v) => imageChange(v.id, v.logo_image_url, v.logo_image_id));

// POST /backendv2/events/updateCover { id, poster_image_url, poster_image_id } -> { result: event } (stored as cover_url, cover_id)
export const eventCoverUpdateSchema = z
  .object({ id: documentId, poster_image_url: optionalFileUrl, poster_image_id: optionalFileRef })
  .strict()
  .superRefine((v, ctx) =>
    checkImage(ctx, v.id, 'covers', ['poster_image_url', 'poster_image_id'], v.poster_image_url, v.poster_image_id),
  )
  .transform((v) => imageChange(v.id, v.poster_image_url, v.poster_image_id));

// GET /backendv2/events?t -> { events }: without t (or t=0) the caller's own events.
export const eventListQuerySchema = z.object({ t: z.string().trim().max(128).optional() });
// GET /backendv2/events/byId?event_id, /events/clear?event_id
export const eventByIdQuerySchema = z.object({ event_id: documentId });
// GET /backendv2/rights/event?e -> { canEdit }
export const eventRightsQuerySchema = z.object({ e: documentId });

// POST /backendv2/search/searchAll { search } -> { events }: `search` comes out normalised.
export const searchAllSchema = z
  .object({
    search: z
      .string({ error: EVENT_MESSAGES.searchTooShort(MAIN_SEARCH_MIN_CHARS) })
      .max(100, 'At most 100 characters')
      .transform(normaliseSearchText)
      .pipe(z.string().min(MAIN_SEARCH_MIN_CHARS, EVENT_MESSAGES.searchTooShort(MAIN_SEARCH_MIN_CHARS))),
  })
  .strict();
