import { z } from 'zod';
import { documentIdQuerySchema } from '../schemas/common';
import {
  eventAnswerSchema,
  eventBackgroundUpdateSchema,
  eventByIdQuerySchema,
  eventCoverUpdateSchema,
  eventListQuerySchema,
  eventLogoUpdateSchema,
  eventRightsQuerySchema,
  eventSaveSchema,
} from '../schemas/event';
import { userFilesEntrySchema, userFilesQuerySchema, userFilesUpdateSchema } from '../schemas/user-files';
import { endpoint } from './endpoint';

/** The answer of every event list (GET /events, POST /search/searchAll, GET /search/upcomingEvents). */
export const eventListAnswerSchema = z.object({ events: z.array(eventAnswerSchema) });
const savedEvent = z.object({ result: eventAnswerSchema });

/**
 * docs/product.md §7 Events and GET /rights/event: events are seen by everyone signed in (a Draft only by its
 * editors), created and deleted by the admins of their country, edited by their editors (root, the
 * admins of the country, the organizers).
 */
export const events = {
  list: endpoint({
    method: 'GET',
    path: '/events',
    access: 'signedIn',
    rights: 'eventViewer',
    input: eventListQuerySchema,
    output: eventListAnswerSchema,
    summary:
      "The country's events (t), or without t (or t=0) the caller's own, sorted by start; Drafts only for their editors",
  }),
  save: endpoint({
    method: 'POST',
    path: '/events/new',
    access: 'signedIn',
    rights: 'eventCreator',
    input: eventSaveSchema,
    output: savedEvent,
    summary:
      'Creates an event (admins of its country), or edits the one named by id (its editors; moving it needs admin of both countries)',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/events',
    access: 'signedIn',
    rights: 'eventCreator',
    input: documentIdQuerySchema,
    output: z.object({ result: z.object({ id: z.string() }) }),
    summary: 'Deletes an event with everything in it, its gamification and its files',
  }),
  byId: endpoint({
    method: 'GET',
    path: '/events/byId',
    access: 'signedIn',
    rights: 'eventViewer',
    input: eventByIdQuerySchema,
    output: z.object({ event: eventAnswerSchema }),
    summary: 'One event, with its country and zone offset',
  }),
  isPassed: endpoint({
    method: 'GET',
    path: '/events/isPassed',
    access: 'signedIn',
    rights: 'eventViewer',
    input: documentIdQuerySchema,
    output: z.object({ passed: z.boolean() }),
    summary: 'Whether the event has ended',
  }),
  clear: endpoint({
    method: 'GET',
    path: '/events/clear',
    access: 'signedIn',
    rights: 'eventEditor',
    input: eventByIdQuerySchema,
    output: z.object({ result: z.object({ id: z.string(), agendas: z.number().int() }) }),
    history: { writes: true },
    summary: "Clears the event's program: deletes its agendas and their files",
  }),
  canEdit: endpoint({
    method: 'GET',
    path: '/rights/event',
    access: 'signedIn',
    input: eventRightsQuerySchema,
    output: z.object({ canEdit: z.boolean() }),
    summary: 'Whether the caller may edit the event (false for an unknown one)',
  }),
  userFiles: endpoint({
    method: 'GET',
    path: '/events/user-files',
    access: 'signedIn',
    rights: 'eventViewer',
    input: userFilesQuerySchema,
    output: z.object({ files: z.array(userFilesEntrySchema) }),
    summary:
      "A person's files for the event (u, the caller by default; someone else's or u=all for its editors), grouped by person",
  }),
  updateUserFiles: endpoint({
    method: 'POST',
    path: '/events/user-files/update',
    access: 'signedIn',
    rights: 'eventMember',
    input: userFilesUpdateSchema,
    output: z.object({ files: z.array(userFilesEntrySchema) }),
    summary:
      "Saves the caller's own files for an event they take part in (u: another person's, for its editors); removed files leave Storage after the save",
  }),
  updateBackground: endpoint({
    method: 'POST',
    path: '/events/updateBackground',
    access: 'signedIn',
    rights: 'eventEditor',
    input: eventBackgroundUpdateSchema,
    output: savedEvent,
    summary: "Sets or removes the event's background image; the replaced file is deleted after the save",
  }),
  updateLogo: endpoint({
    method: 'POST',
    path: '/events/updateLogo',
    access: 'signedIn',
    rights: 'eventEditor',
    input: eventLogoUpdateSchema,
    output: savedEvent,
    summary: "Sets or removes the event's logo; the replaced file is deleted after the save",
  }),
  updateCover: endpoint({
    method: 'POST',
    path: '/events/updateCover',
    access: 'signedIn',
    rights: 'eventEditor',
    input: eventCoverUpdateSchema,
    output: savedEvent,
    summary:
      "Sets or removes the event's cover (payload poster_image_url and poster_image_id); the replaced file is deleted after the save",
  }),
};
