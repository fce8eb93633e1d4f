import {
  agendaIcsAnswerSchema,
  agendaIcsQuerySchema,
  calendarFileSchema,
  eventFeedQuerySchema,
  feedCreatedSchema,
  feedRevokedSchema,
  feedStatusSchema,
  personalFeedQuerySchema,
} from '../schemas/calendar';
import { endpoint, noInput } from './endpoint';

/**
 * Calendar feeds (beyond the spec; docs/features.md, "Calendar feeds"): subscribable iCalendar files that a
 * calendar app polls. They carry no Firebase token (a calendar app has none), so their access is `public` and
 * the check is the handler's: the event feed answers only published (non-Draft) events; the personal feed
 * answers only a current secret token (stored hashed), which its owner creates, rotates and revokes.
 */
export const calendar = {
  eventFeed: endpoint({
    method: 'GET',
    path: '/calendar/event.ics',
    access: 'public',
    input: eventFeedQuerySchema,
    output: calendarFileSchema,
    produces: { type: 'text/calendar', cache: 'public' },
    summary: "A published event's agendas as a subscribable calendar (404 for a Draft or an unknown event)",
  }),
  personalFeed: endpoint({
    method: 'GET',
    path: '/calendar/me.ics',
    access: 'public',
    input: personalFeedQuerySchema,
    output: calendarFileSchema,
    produces: { type: 'text/calendar', cache: 'private' },
    summary:
      "The token owner's agendas (speaker, participant, mandatory) as a calendar (404 for an unknown or revoked token)",
  }),
  agendaFile: endpoint({
    method: 'GET',
    path: '/calendar/agenda',
    access: 'signedIn',
    rights: 'agendaViewer',
    input: agendaIcsQuerySchema,
    output: agendaIcsAnswerSchema,
    summary: 'One agenda as a calendar file (with its Teams link and location) for "Add to calendar"',
  }),
  feedStatus: endpoint({
    method: 'GET',
    path: '/calendar/feed',
    access: 'signedIn',
    rights: 'self',
    input: noInput,
    output: feedStatusSchema,
    summary: 'Whether the caller has a personal feed address, and since when',
  }),
  createFeed: endpoint({
    method: 'POST',
    path: '/calendar/feed',
    access: 'signedIn',
    rights: 'self',
    input: noInput,
    output: feedCreatedSchema,
    summary: "Creates the caller's personal feed address, or replaces it (the old one stops working); shown once",
  }),
  revokeFeed: endpoint({
    method: 'DELETE',
    path: '/calendar/feed',
    access: 'signedIn',
    rights: 'self',
    input: noInput,
    output: feedRevokedSchema,
    summary: "Revokes the caller's personal feed address",
  }),
};
