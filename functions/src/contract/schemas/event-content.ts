import { z } from 'zod';
import { docConverter, type DocConverter } from '../firestore';
import { EVENT_MESSAGES, MESSAGES } from '../messages';
import { documentId, editedId, requiredText } from './common';
import { eventFileFolder, fileRefSchema, fileUrlSchema, isEventFileRef, isHttpUrl } from './event-doc';

/*
 * What belongs to an event (spec §3 Location, Event detail, File, Tag, Survey): documents in the
 * event's subcollections, saved through the API by those who may edit the event.
 */

// GET /backendv2/{locations|details|tags|surveys}?eventId
export const eventContentListQuerySchema = z.object({ eventId: documentId });
// GET /backendv2/{locations|details|tags|surveys}/byId?id&eventId, DELETE /backendv2/{...}?eventId&id
export const eventContentItemQuerySchema = z.object({ id: documentId, eventId: documentId });
// GET /backendv2/surveys/agenda?agendaId
export const agendaSurveysQuerySchema = z.object({ agendaId: documentId });

// ---- locations

/** Stored at events/{e}/locations/{id}. */
export const locationDocSchema = z.object({
  name: z.string(),
  lat: z.number(),
  long: z.number(),
  /** The Locations sheet's key of an imported location, so that a re-import updates it (kept on edits). */
  key: z.string().optional(),
});
export type LocationDoc = z.infer<typeof locationDocSchema>;
/** A location as the API answers it. */
export const locationSchema = locationDocSchema.extend({ id: z.string(), eventId: z.string() });
export type Location = z.infer<typeof locationSchema>;

const coordinate = (min: number, max: number, message: string) => z.number({ error: message }).min(min, message).max(max, message);

// POST /backendv2/locations/new { id (when editing), name, eventId, lat, long } -> { result: location }
export const locationSaveSchema = z
  .object({
    id: editedId,
    name: requiredText(200),
    eventId: documentId,
    lat: coordinate(-90, 90, EVENT_MESSAGES.latitude),
    long: coordinate(-180, 180, EVENT_MESSAGES.longitude),
  })
  .strict();
export type LocationSave = z.input<typeof locationSaveSchema>;

// ---- details

/** Files of one detail; each is a png or jpeg under v2/events/{e}/details/. */
export const DETAIL_MAX_FILES = 50;

/** A file of a detail (spec §3 File): its name, download address and Storage reference. */
export const detailFileSchema = z.object({ name: requiredText(300), url: fileUrlSchema, reference: fileRefSchema }).strict();
export type DetailFile = z.infer<typeof detailFileSchema>;

/** Stored at events/{e}/details/{id}. */
export const detailDocSchema = z.object({
  title: z.string(),
  description: z.string(),
  order_number: z.number().int(),
  event_details_file: z.array(detailFileSchema),
});
export type DetailDoc = z.infer<typeof detailDocSchema>;
/** A detail as the API answers it. */
export const detailSchema = detailDocSchema.extend({ id: z.string(), eventId: z.string() });
export type Detail = z.infer<typeof detailSchema>;

/**
 * POST /backendv2/details/new { id (when editing), title, description, order, eventId, files,
 * deletedFiles } -> { result: detail }. `files` is the full new list (uploaded first);
 * `deletedFiles` the references to remove from Storage once the record is saved.
 */
export const detailSaveSchema = z
  .object({
    id: editedId,
    title: requiredText(300),
    description: z.string().trim().max(20_000, 'At most 20000 characters').nullish().transform((value) => value ?? ''),
    order: z.number({ error: MESSAGES.required }).int(EVENT_MESSAGES.order).min(0, EVENT_MESSAGES.order).max(1_000_000, EVENT_MESSAGES.order),
    eventId: documentId,
    files: z.array(detailFileSchema).max(DETAIL_MAX_FILES, `At most ${DETAIL_MAX_FILES} files`).default([]),
    deletedFiles: z.array(fileRefSchema).max(DETAIL_MAX_FILES * 2, `At most ${DETAIL_MAX_FILES * 2} files`).default([]),
  })
  .strict()
  .superRefine((value, ctx) => {
    // Object checks run even when a field failed: only well-formed references are checked.
    if (typeof value.eventId !== 'string' || !Array.isArray(value.files) || !Array.isArray(value.deletedFiles)) return;
    const outside = EVENT_MESSAGES.fileOutsideFolder(eventFileFolder(value.eventId, 'details'));
    value.files.forEach((file, index) => {
      if (typeof file?.reference === 'string' && !isEventFileRef(file.reference, value.eventId, 'details')) ctx.addIssue({ code: 'custom', path: ['files', index, 'reference'], message: outside });
    });
    value.deletedFiles.forEach((ref, index) => {
      if (typeof ref === 'string' && !isEventFileRef(ref, value.eventId, 'details')) ctx.addIssue({ code: 'custom', path: ['deletedFiles', index], message: outside });
    });
  });
export type DetailSave = z.input<typeof detailSaveSchema>;

// ---- tags

/** Stored at events/{e}/tags/{id}. */
export const tagDocSchema = z.object({ text: z.string(), color: z.string() });
export type TagDoc = z.infer<typeof tagDocSchema>;
/** A tag as the API answers it. */
export const tagSchema = tagDocSchema.extend({ id: z.string(), eventId: z.string() });
export type Tag = z.infer<typeof tagSchema>;

export const tagColourSchema = z
  .string({ error: EVENT_MESSAGES.colour })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, EVENT_MESSAGES.colour)
  .transform((value) => value.toLowerCase());

// POST /backendv2/tags/new { id (when editing), name, eventId, colour } -> { result: tag }
export const tagSaveSchema = z
  .object({ id: editedId, name: requiredText(100), eventId: documentId, colour: tagColourSchema })
  .strict();
export type TagSave = z.input<typeof tagSaveSchema>;

// ---- surveys

/** Stored at events/{e}/surveys/{id}. */
export const surveyDocSchema = z.object({ name: z.string(), url: z.string() });
export type SurveyDoc = z.infer<typeof surveyDocSchema>;
/** A survey as the API answers it. */
export const surveySchema = surveyDocSchema.extend({ id: z.string(), eventId: z.string() });
export type Survey = z.infer<typeof surveySchema>;

/** Spec §5: required ("Required."), and an http or https address ("URL is not valid"). */
export const surveyUrlSchema = z
  .string({ error: MESSAGES.surveyUrlRequired })
  .trim()
  .min(1, { error: MESSAGES.surveyUrlRequired, abort: true })
  .max(2048, { error: MESSAGES.surveyUrlInvalid, abort: true })
  .refine(isHttpUrl, MESSAGES.surveyUrlInvalid);

// POST /backendv2/surveys/new { id (when editing), name, url, eventId } -> { result: survey }
export const surveySaveSchema = z
  .object({ id: editedId, name: requiredText(200), url: surveyUrlSchema, eventId: documentId })
  .strict();
export type SurveySave = z.input<typeof surveySaveSchema>;

// ---- reading and writing the documents

/** The stored document of each kind of an event's content, by subcollection. */
export interface EventContentDocs {
  locations: LocationDoc;
  details: DetailDoc;
  tags: TagDoc;
  surveys: SurveyDoc;
}
export type EventContentKind = keyof EventContentDocs;

/**
 * Typed converters of an event's content documents, by subcollection: the API reads and writes
 * through them, and the app's live lists read through them (a malformed document is an error that
 * names its field, never a default value).
 */
export const eventContentConverters: { [K in EventContentKind]: DocConverter<EventContentDocs[K]> } = {
  locations: docConverter(locationDocSchema),
  details: docConverter(detailDocSchema),
  tags: docConverter(tagDocSchema),
  surveys: docConverter(surveyDocSchema),
};
