/**
 * docs/product.md §7 from Locations to News, call by call (the first half, Events to Agendas, is spec-calls.ts;
 * together they are the one table of spec-contract.test.ts).
 */
import { COLLECTIONS, EVENT_SUBCOLLECTIONS, gamificationConverter } from '@agenda/contract';
import { expect } from 'vitest';
import { CHILD_IDS, eventDoc } from '../event-fixtures';
import { db, downloadAddress } from '../helpers';
import { freshChild } from '../matrix/event-context';
import { storedNews } from '../matrix/news.rows';
import type { SpecCall, SpecContext } from './spec-calls';
import * as spec from './spec-fields';

const { at } = spec;
const DAY_MS = 24 * 60 * 60_000;

/** §3 notification: message, link, type, valid. */
const notification = { message: 'Doors open at nine', link: null, type: 'TEXT', valid: true };

/** A copy of the event's scheduled notification, so that the delete meets one of its own. */
async function freshNotification(c: SpecContext): Promise<string> {
  const notifications = eventDoc(c.event.id).collection(EVENT_SUBCOLLECTIONS.notifications);
  const source = await notifications.doc(CHILD_IDS.notification).get();
  const ref = notifications.doc();
  await ref.set({ ...source.data(), notification_id: ref.id });
  return ref.id;
}

/** Points stored for the event, so that the delete meets some. */
async function storedPoints(eventId: string): Promise<{ eventId: string }> {
  await db
    .collection(COLLECTIONS.gamification)
    .doc(eventId)
    .withConverter(gamificationConverter)
    .set({ event_id: eventId, like_points: 1, comment_points: 1, wall_post_points: 1 });
  return { eventId };
}

const detailFile = (c: SpecContext) => {
  const reference = `v2/events/${c.event.id}/details/contract.png`;
  return { name: 'contract.png', url: downloadAddress(reference), reference };
};

/** The lists of §7 Participants: GET …?a or ?e answers the list by its name; POST saves it. */
const agendaList = (list: 'speakers' | 'participants' | 'mparticipants'): SpecCall[] => [
  {
    call: `GET /participants/agenda/${list}`,
    as: 'organizer',
    params: (c) => ({ a: c.event.agendaId }),
    answer: [list],
  },
  {
    call: `POST /participants/agenda/${list}`,
    as: 'organizer',
    // Agenda participants and mandatory participants are participants of the event (the user is one).
    params: (c) => ({ agendaId: c.event.agendaId, [list]: [c.people.user.uid], emails: [] }),
    answer: [list],
  },
];

export const SPEC_CALLS_CONTENT: SpecCall[] = [
  // ---- Locations (§3 Location: id, name, eventId, lat, long)
  {
    call: 'GET /locations',
    as: 'user',
    params: (c) => ({ eventId: c.event.id }),
    answer: at('locations.0', spec.LOCATION),
  },
  {
    call: 'POST /locations/new',
    as: 'organizer',
    // §7 names no coordinates: a location saved without them has none.
    params: (c) => ({ id: null, name: 'Foyer', eventId: c.event.id }),
    answer: at('result', ['id', 'name', 'eventId']),
    check: (body) => expect(body.result).toMatchObject({ name: 'Foyer', lat: null, long: null }),
  },
  {
    call: 'DELETE /locations',
    as: 'organizer',
    params: async (c) => ({ eventId: c.event.id, id: await freshChild(c.event.id, 'locations') }),
    answer: [],
  },
  {
    call: 'GET /locations/byId',
    as: 'user',
    params: (c) => ({ id: CHILD_IDS.location, eventId: c.event.id }),
    answer: at('location', spec.LOCATION),
  },

  // ---- Details (§3 Event detail save payload: id, title, description, order, eventId, files, deletedFiles)
  { call: 'GET /details', as: 'user', params: (c) => ({ eventId: c.event.id }), answer: at('details.0', spec.DETAIL) },
  {
    call: 'POST /details/new',
    as: 'organizer',
    params: (c) => ({
      id: null,
      title: 'Venue',
      description: 'Info',
      order: 2,
      eventId: c.event.id,
      files: [detailFile(c)],
      deletedFiles: [],
    }),
    answer: at('result', spec.DETAIL),
  },
  {
    call: 'DELETE /details',
    as: 'organizer',
    params: async (c) => ({ eventId: c.event.id, id: await freshChild(c.event.id, 'details') }),
    answer: [],
  },
  {
    call: 'GET /details/byId',
    as: 'user',
    params: (c) => ({ id: CHILD_IDS.detail, eventId: c.event.id }),
    answer: at('detail', spec.DETAIL),
  },

  // ---- Tags (§3 Tag save payload: id, name, colour, eventId)
  { call: 'GET /tags', as: 'user', params: (c) => ({ eventId: c.event.id }), answer: at('tags.0', spec.TAG) },
  {
    call: 'POST /tags/new',
    as: 'organizer',
    params: (c) => ({ id: null, name: 'Security', eventId: c.event.id, colour: '#aa3300' }),
    answer: at('result', spec.TAG),
  },
  {
    call: 'DELETE /tags',
    as: 'organizer',
    params: async (c) => ({ eventId: c.event.id, id: await freshChild(c.event.id, 'tags') }),
    answer: [],
  },
  {
    call: 'GET /tags/byId',
    as: 'user',
    params: (c) => ({ id: CHILD_IDS.tag, eventId: c.event.id }),
    answer: at('tag', spec.TAG),
  },

  // ---- Surveys (§3 Survey: id, name, url, eventId)
  { call: 'GET /surveys', as: 'user', params: (c) => ({ eventId: c.event.id }), answer: at('surveys.0', spec.SURVEY) },
  { call: 'GET /surveys/agenda', as: 'user', params: (c) => ({ agendaId: c.event.agendaId }), answer: ['surveys'] },
  {
    call: 'POST /surveys/new',
    as: 'organizer',
    params: (c) => ({ id: null, name: 'Feedback', url: 'https://forms.example/contract', eventId: c.event.id }),
    answer: at('result', spec.SURVEY),
  },
  {
    call: 'DELETE /surveys',
    as: 'organizer',
    params: async (c) => ({ eventId: c.event.id, id: await freshChild(c.event.id, 'surveys') }),
    answer: [],
  },
  {
    call: 'GET /surveys/byId',
    as: 'user',
    params: (c) => ({ id: CHILD_IDS.survey, eventId: c.event.id }),
    answer: at('survey', spec.SURVEY),
  },

  // ---- Notifications (§3 save payload: notification_id, users, eventId, notification, send_to_all, date)
  {
    call: 'POST /notifications/new',
    as: 'organizer',
    params: (c) => ({
      notification_id: null,
      users: [],
      eventId: c.event.id,
      notification,
      send_to_all: true,
      date: new Date(Date.now() + DAY_MS).toISOString(),
    }),
    answer: at('result', spec.NOTIFICATION),
  },
  {
    // §3 send payload: notification_id, users, eventId, agendaId, notification, send_to_all.
    call: 'POST /notifications/send',
    as: 'organizer',
    params: (c) => ({
      notification_id: null,
      users: [c.people.user.uid],
      eventId: c.event.id,
      agendaId: null,
      notification,
      send_to_all: false,
    }),
    answer: at('result', spec.NOTIFICATION),
  },
  {
    call: 'GET /schedulednotifications/forEvent',
    as: 'organizer',
    params: (c) => ({ e: c.event.id }),
    answer: at('notifications.0', spec.NOTIFICATION),
  },
  {
    call: 'GET /schedulednotifications/byId',
    as: 'organizer',
    // A notification of its own: every test event's fixture notification is 'notification-1', and the
    // call finds a notification by its id alone (another file's event would answer 403).
    params: async (c) => ({ n: await freshNotification(c) }),
    answer: at('notification', spec.NOTIFICATION),
  },
  {
    call: 'DELETE /schedulednotifications/byId',
    as: 'organizer',
    params: async (c) => ({ n: await freshNotification(c) }),
    answer: [],
  },
  {
    call: 'GET /scheduledNotifications/sendAgendaEmails',
    as: 'organizer',
    params: (c) => ({ agendaId: c.event.agendaId }),
    answer: [],
  },
  {
    call: 'GET /scheduledNotifications/sendEventEmails',
    as: 'organizer',
    params: (c) => ({ eventId: c.event.id }),
    answer: [],
  },

  // ---- Participants (agendaId or eventId, a user list, optional emails)
  ...agendaList('speakers'),
  ...agendaList('participants'),
  ...agendaList('mparticipants'),
  {
    call: 'GET /participants/event/participants',
    as: 'organizer',
    params: (c) => ({ e: c.event.id }),
    answer: ['participants.0.id'],
  },
  {
    call: 'POST /participants/event/participants',
    as: 'organizer',
    params: (c) => ({ eventId: c.event.id, participants: [c.people.user.uid], emails: [] }),
    answer: ['participants.0.id'],
  },
  {
    call: 'GET /participants/event/organizers',
    as: 'organizer',
    params: (c) => ({ e: c.event.id }),
    answer: ['organizers.0.id'],
  },
  {
    call: 'POST /participants/event/organizers',
    as: 'organizer',
    params: (c) => ({ eventId: c.event.id, organizers: [c.people.organizer.uid], emails: [] }),
    answer: ['organizers.0.id'],
  },

  // ---- Gamification (§3 Gamification: id, event_id, like_points, comment_points, wall_post_points)
  {
    call: 'POST /gamification/new',
    as: 'organizer',
    params: (c) => ({ id: c.event.id, event_id: c.event.id, like_points: 2, comment_points: 3, wall_post_points: 5 }),
    answer: at('result', spec.GAMIFICATION),
    check: (body, c) => expect(body.result).toMatchObject({ id: c.event.id, event_id: c.event.id, like_points: 2 }),
  },
  {
    call: 'GET /gamification',
    as: 'user',
    params: (c) => ({ eventId: c.event.id }),
    answer: at('gamification', spec.GAMIFICATION),
  },
  { call: 'DELETE /gamification', as: 'organizer', params: (c) => storedPoints(c.event.id), answer: [] },

  // ---- News (a list answers `events`, one item `event`; §3 News save: id, title, content, sticky, tenant_id, img_url, img_id)
  { call: 'GET /news', as: 'user', params: () => ({ t: 'de' }), answer: at('events.0', spec.NEWS) },
  {
    call: 'GET /news/byId',
    as: 'user',
    params: async () => ({ event_id: await storedNews() }),
    answer: at('event', spec.NEWS),
  },
  {
    call: 'POST /news/new',
    as: 'adminA',
    params: () => ({
      id: null,
      title: 'Town hall',
      content: 'See you there',
      sticky: false,
      tenant_id: 'de',
      img_url: null,
      img_id: null,
    }),
    answer: ['result.tenant_id', ...at('result', spec.NEWS)],
    check: (body) => expect(body.result).toMatchObject({ tenant_id: 'de' }),
  },
  { call: 'DELETE /news', as: 'adminA', params: async () => ({ id: await storedNews() }), answer: [] },
];
