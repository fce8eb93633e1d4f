import { z } from 'zod';
import { documentId } from './common';

/*
 * What belongs to an event (docs/product.md §3 Location, Event detail, File, Tag, Survey): documents in the
 * event's subcollections, saved through the API by those who may edit the event. Each kind has its
 * own file (location.ts, detail.ts, tag.ts, survey.ts); here are the queries that name them. Their stored
 * documents and converters are in event-content-doc.ts.
 */

// GET /backendv2/{locations|details|tags|surveys}?eventId
export const eventContentListQuerySchema = z.object({ eventId: documentId });
// GET /backendv2/{locations|details|tags|surveys}/byId?id&eventId, DELETE /backendv2/{...}?eventId&id
export const eventContentItemQuerySchema = z.object({ id: documentId, eventId: documentId });
// GET /backendv2/surveys/agenda?agendaId
export const agendaSurveysQuerySchema = z.object({ agendaId: documentId });
