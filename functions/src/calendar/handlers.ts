/**
 * Calendar feeds (docs/features.md, "Calendar feeds"): GET /calendar/event.ics?e (a published event's agendas) and
 * GET /calendar/me.ics?token (the token owner's agendas), answered as text/calendar for calendar apps
 * (http/endpoints.ts sendCalendar); GET|POST|DELETE /calendar/feed for the signed-in person's own
 * feed address.
 */
import { api, CALENDAR_MESSAGES, personalFeedPath } from '@agenda/contract';
import { route } from '../http/endpoints';
import { historyAuthor } from '../shared/history';
import { notFound } from '../lib/http-error';
import { logger } from 'firebase-functions';
import {
  agendaFile,
  eventFeed,
  feedOwner,
  feedStatus,
  personalFeed,
  revokeFeedToken,
  rotateFeedToken,
} from './service';

const fileName = (name: string) =>
  `${
    name
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'agenda'
  }.ics`;

export const calendarRoutes = [
  route(api.calendar.eventFeed, async ({ e }) => {
    const feed = await eventFeed(e);
    if (!feed) throw notFound(CALENDAR_MESSAGES.eventFeedNotFound);
    return { filename: fileName(feed.name), ics: feed.ics };
  }),

  route(api.calendar.personalFeed, async ({ token }) => {
    const uid = await feedOwner(token);
    if (!uid) throw notFound(CALENDAR_MESSAGES.feedNotFound);
    return { filename: 'my-agenda.ics', ics: await personalFeed(uid) };
  }),

  route(api.calendar.agendaFile, async ({ e, a }, caller) => {
    const file = await agendaFile(caller, e, a);
    return { result: { filename: fileName(file.name), ics: file.ics } };
  }),

  route(api.calendar.feedStatus, async (_input, caller) => {
    const status = await feedStatus(caller.uid);
    return { result: { active: status.active, created_at: status.createdAt?.toISOString() ?? null } };
  }),

  route(api.calendar.createFeed, async (_input, caller, { requestId }) => {
    const { token, createdAt } = await rotateFeedToken(historyAuthor(caller), caller.uid);
    logger.info('calendar feed address created', { requestId, uid: caller.uid });
    return { result: { token, path: personalFeedPath(token), created_at: createdAt.toISOString() } };
  }),

  route(api.calendar.revokeFeed, async (_input, caller, { requestId }) => {
    await revokeFeedToken(historyAuthor(caller), caller.uid);
    logger.info('calendar feed address revoked', { requestId, uid: caller.uid });
    return { result: { active: false as const } };
  }),
];
