import { z } from 'zod';
import {
  agendaSurveysQuerySchema,
  eventContentItemQuerySchema,
  eventContentListQuerySchema,
} from '../schemas/event-content';
import { surveySaveSchema, surveySchema } from '../schemas/survey';
import { endpoint } from './endpoint';

/** docs/product.md §7 Surveys: an event's survey links, read by whoever may see the event, written by its editors. */
export const surveys = {
  list: endpoint({
    method: 'GET',
    path: '/surveys',
    access: 'signedIn',
    rights: 'eventViewer',
    input: eventContentListQuerySchema,
    output: z.object({ surveys: z.array(surveySchema) }),
    summary: "The event's surveys, sorted by name",
  }),
  ofAgenda: endpoint({
    method: 'GET',
    path: '/surveys/agenda',
    access: 'signedIn',
    rights: 'agendaViewer',
    input: agendaSurveysQuerySchema,
    output: z.object({ surveys: z.array(surveySchema) }),
    summary: "The surveys of the agenda's event, sorted by name",
  }),
  byId: endpoint({
    method: 'GET',
    path: '/surveys/byId',
    access: 'signedIn',
    rights: 'eventViewer',
    input: eventContentItemQuerySchema,
    output: z.object({ survey: surveySchema }),
    summary: 'One survey of the event',
  }),
  save: endpoint({
    method: 'POST',
    path: '/surveys/new',
    access: 'signedIn',
    rights: 'eventEditor',
    input: surveySaveSchema,
    output: z.object({ result: surveySchema }),
    summary: 'Creates a survey, or edits the one named by id; the address is http or https',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/surveys',
    access: 'signedIn',
    rights: 'eventEditor',
    input: eventContentItemQuerySchema,
    output: z.object({ result: z.object({ id: z.string() }) }),
    summary: 'Deletes a survey',
  }),
};
