import * as z from 'zod/mini';
import { docConverter, type DocConverter } from '../firestore';
import { storedFileSchema } from './event-doc';

/*
 * What belongs to an event as stored (docs/product.md §3 Location, Event detail, File, Tag, Survey): the documents of
 * the event's subcollections and their converters, in zod/mini. Apart from the API's requests and answers
 * (location.ts, detail.ts, tag.ts, survey.ts, event-content.ts) because the event's screens read them live
 * and need only this: the event home and the programme should not load zod's full API, nor build every
 * request schema of the API, before their first card (firestore.ts says why).
 */

/** Stored at events/{e}/locations/{id}. */
export const locationDocSchema = z.object({
  name: z.string(),
  /** docs/product.md §7 saves a location without coordinates (id, name, eventId): null when it has none. */
  lat: z.nullable(z.number()),
  long: z.nullable(z.number()),
  /** The Locations sheet's key of an imported location, so that a re-import updates it (kept on edits). */
  key: z.optional(z.string()),
});
export type LocationDoc = z.infer<typeof locationDocSchema>;

/** A file of a detail (docs/product.md §3 File): its name, download address and Storage reference. */
export const detailFileSchema = storedFileSchema;
export type DetailFile = z.infer<typeof detailFileSchema>;

/** Stored at events/{e}/details/{id}. */
export const detailDocSchema = z.object({
  title: z.string(),
  description: z.string(),
  order_number: z.int(),
  event_details_file: z.array(detailFileSchema),
});
export type DetailDoc = z.infer<typeof detailDocSchema>;
/** A detail as the app lists it (read live, or answered: the answer's file ids are not needed). */
export type Detail = DetailDoc & { id: string; eventId: string };

/** Stored at events/{e}/surveys/{id}. */
export const surveyDocSchema = z.object({ name: z.string(), url: z.string() });
export type SurveyDoc = z.infer<typeof surveyDocSchema>;

/** Stored at events/{e}/tags/{id}. */
export const tagDocSchema = z.object({ text: z.string(), color: z.string() });
export type TagDoc = z.infer<typeof tagDocSchema>;

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
