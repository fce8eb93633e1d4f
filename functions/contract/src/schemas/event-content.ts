import { z } from 'zod';
import { docConverter, type DocConverter } from '../firestore';
import { documentId } from './common';
import { detailDocSchema, type DetailDoc } from './detail';
import { locationDocSchema, type LocationDoc } from './location';
import { surveyDocSchema, type SurveyDoc } from './survey';
import { tagDocSchema, type TagDoc } from './tag';

/*
 * What belongs to an event (spec §3 Location, Event detail, File, Tag, Survey): documents in the
 * event's subcollections, saved through the API by those who may edit the event. Each kind has its
 * own file (location.ts, detail.ts, tag.ts, survey.ts); here are what they share: the queries that
 * name them and the converters of their stored documents.
 */

// GET /backendv2/{locations|details|tags|surveys}?eventId
export const eventContentListQuerySchema = z.object({ eventId: documentId });
// GET /backendv2/{locations|details|tags|surveys}/byId?id&eventId, DELETE /backendv2/{...}?eventId&id
export const eventContentItemQuerySchema = z.object({ id: documentId, eventId: documentId });
// GET /backendv2/surveys/agenda?agendaId
export const agendaSurveysQuerySchema = z.object({ agendaId: documentId });

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
