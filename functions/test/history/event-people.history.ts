/**
 * History cases of an event's people and what it sends: the people lists, joins and waitlists, its
 * notifications and its points. The writes with no event (news, countries, users, rights, groups,
 * settings, calendar feeds) and the badge trigger are functions/test/api/history-writes.test.ts's.
 */
import { COLLECTIONS, EVENT_SUBCOLLECTIONS } from '@agenda/contract';
import { addEventParticipants, changeRoster, CHILD_IDS, eventDoc, storedAgenda } from '../event-fixtures';
import { call, db } from '../helpers';
import type { HistoryCaseContext, HistoryCases } from './cases';

const post = (path: string, token: string, json: unknown) => call(path, { token, json });
const del = (path: string, token: string) => call(path, { token, method: 'DELETE' });

const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
const notification = (eventId: string, message: string) => ({
  eventId,
  notification: { message, type: 'TEXT', link: null },
  send_to_all: true,
});

/**
 * A scheduled notification of the case's event alone, written directly (an API save would add its own
 * entry): the fixture's, under an id of its own (DELETE finds a notification by id across events).
 */
async function ownNotification(c: HistoryCaseContext): Promise<string> {
  const notifications = eventDoc(c.event.id).collection(EVENT_SUBCOLLECTIONS.notifications);
  const fixture = (await notifications.doc(CHILD_IDS.notification).get()).data();
  const id = `history-${c.event.id}`;
  await notifications.doc(id).set({ ...fixture, notification_id: id });
  return id;
}

/** An agenda with its one place taken and the plain user an event participant (waitlist cases). */
async function fullAgenda(c: HistoryCaseContext, waiting: string[] = []): Promise<string> {
  await addEventParticipants(c.event.id, [c.people.user.uid, c.people.adminB.uid]);
  const agendaId = await storedAgenda(c.event.id, { no_of_places: 1, participants: [c.people.organizer.uid] });
  await changeRoster(c.event.id, agendaId, { waitlist: waiting });
  return agendaId;
}

const agendaList = (list: 'speakers' | 'participants' | 'mparticipants'): HistoryCases => ({
  [`POST /participants/agenda/${list}`]: {
    as: 'organizer',
    call: (c, token) =>
      post(`/participants/agenda/${list}`, token, { agendaId: c.event.agendaId, [list]: [c.people.user.uid] }),
    entity: 'participants',
    action: 'update',
    changed: [`${list}.added`],
    refused: (c, token) => post(`/participants/agenda/${list}`, token, { agendaId: c.event.agendaId, [list]: [] }),
  },
});

export const eventPeopleCases: HistoryCases = {
  ...agendaList('speakers'),
  ...agendaList('participants'),
  ...agendaList('mparticipants'),
  'POST /participants/event/participants': {
    as: 'organizer',
    call: (c, token) =>
      post('/participants/event/participants', token, { eventId: c.event.id, participants: [c.people.user.uid] }),
    entity: 'participants',
    action: 'update',
    changed: ['participants.added'],
    refused: (c, token) => post('/participants/event/participants', token, { eventId: c.event.id, participants: [] }),
  },
  'POST /participants/event/organizers': {
    as: 'organizer',
    call: (c, token) =>
      post('/participants/event/organizers', token, {
        eventId: c.event.id,
        organizers: [c.people.organizer.uid, c.people.user.uid],
      }),
    entity: 'participants',
    action: 'update',
    changed: ['organizers.added'],
    refused: (c, token) => post('/participants/event/organizers', token, { eventId: c.event.id, organizers: [] }),
  },
  'POST /participants/agenda/join': {
    as: 'user',
    call: async (c, token) => {
      await addEventParticipants(c.event.id, [c.people.user.uid]);
      return post('/participants/agenda/join', token, { agendaId: c.event.agendaId });
    },
    entity: 'participants',
    action: 'join',
    changed: ['participants.added'],
    // Not a participant of the event.
    refused: (c, token) => post('/participants/agenda/join', token, { agendaId: c.event.agendaId }),
  },
  'POST /participants/agenda/leave': {
    as: 'user',
    call: async (c, token) => {
      await addEventParticipants(c.event.id, [c.people.user.uid]);
      const agendaId = await storedAgenda(c.event.id, { participants: [c.people.user.uid] });
      return post('/participants/agenda/leave', token, { agendaId });
    },
    entity: 'participants',
    action: 'leave',
    changed: ['participants.removed'],
    // Hidden from a plain user: the Draft event's agenda is not found.
    refused: (c, token) => post('/participants/agenda/leave', token, { agendaId: 'no-such-agenda' }),
  },
  'POST /participants/agenda/waitlist': {
    as: 'organizer',
    call: async (c, token) => {
      const waiting = [c.people.user.uid, c.people.adminB.uid];
      const agendaId = await fullAgenda(c, waiting);
      return post('/participants/agenda/waitlist', token, { agendaId, waitlist: [...waiting].reverse() });
    },
    entity: 'waitlist',
    action: 'update',
    changed: ['waitlist'],
    refused: (c, token) => post('/participants/agenda/waitlist', token, { agendaId: c.event.agendaId, waitlist: [] }),
  },
  'POST /participants/agenda/waitlist/join': {
    as: 'user',
    call: async (c, token) => post('/participants/agenda/waitlist/join', token, { agendaId: await fullAgenda(c) }),
    entity: 'waitlist',
    action: 'join',
    changed: ['waitlist.added'],
    // Not a participant of the event.
    refused: (c, token) => post('/participants/agenda/waitlist/join', token, { agendaId: c.event.agendaId }),
  },
  'POST /participants/agenda/waitlist/leave': {
    as: 'user',
    call: async (c, token) =>
      post('/participants/agenda/waitlist/leave', token, { agendaId: await fullAgenda(c, [c.people.user.uid]) }),
    entity: 'waitlist',
    action: 'leave',
    changed: ['waitlist.removed'],
    refused: (c, token) => post('/participants/agenda/waitlist/leave', token, { agendaId: 'no-such-agenda' }),
  },
  'POST /notifications/new': {
    as: 'organizer',
    call: (c, token) =>
      post('/notifications/new', token, { ...notification(c.event.id, 'Doors open'), date: tomorrow() }),
    entity: 'notification',
    action: 'create',
    changed: ['message', 'start_time'],
    refused: (c, token) => post('/notifications/new', token, { ...notification(c.event.id, 'No'), date: tomorrow() }),
  },
  'POST /notifications/send': {
    as: 'organizer',
    call: (c, token) => post('/notifications/send', token, notification(c.event.id, 'Now')),
    entity: 'notification',
    action: 'send',
    changed: ['message', 'status'],
    refused: (c, token) => post('/notifications/send', token, notification(c.event.id, 'No')),
  },
  'DELETE /schedulednotifications/byId': {
    as: 'organizer',
    call: async (c, token) => del(`/schedulednotifications/byId?n=${await ownNotification(c)}`, token),
    entity: 'notification',
    action: 'delete',
    changed: ['message'],
    refused: (c, token) => del('/schedulednotifications/byId?n=no-such-notification', token),
  },
  'POST /gamification/new': {
    as: 'organizer',
    call: (c, token) =>
      post('/gamification/new', token, { eventId: c.event.id, like_points: 1, comment_points: 2, wall_post_points: 3 }),
    entity: 'points',
    action: 'create',
    changed: ['like_points'],
    refused: (c, token) =>
      post('/gamification/new', token, { eventId: c.event.id, like_points: 1, comment_points: 2, wall_post_points: 3 }),
  },
  'DELETE /gamification': {
    as: 'organizer',
    call: async (c, token) => {
      const points = { event_id: c.event.id, like_points: 1, comment_points: 2, wall_post_points: 3 };
      await db.collection(COLLECTIONS.gamification).doc(c.event.id).set(points);
      return del(`/gamification?eventId=${c.event.id}`, token);
    },
    entity: 'points',
    action: 'delete',
    changed: ['like_points'],
    refused: (c, token) => del(`/gamification?eventId=${c.event.id}`, token),
  },
};
