/**
 * docs/product.md §7 Notifications. Every call checks the caller's current rights on the event (the agenda right
 * is the event right), the writes in their transaction (service.ts).
 *
 * GET /scheduledNotifications/sendAgendaEmails?agendaId and /sendEventEmails?eventId (docs/product.md §7, §8's two
 * confirmations) are calendar invites by mail, for the event's editors. Safe to repeat, however late:
 * whoever already holds the agenda's current invite (same SEQUENCE) gets nothing new (invites.ts). The
 * agenda-level send writes its invites within the request; the event-wide one (participants × agendas,
 * possibly thousands of mails) only starts a run of pages (invite-runs.ts) and answers at once.
 */
import { createHash } from 'node:crypto';
import {
  agendaAudience,
  api,
  CALENDAR_MESSAGES,
  EVENT_MESSAGES,
  isPassed,
  NOTIFICATION_MESSAGES,
  toNotification,
  type MailInvitesAnswer,
} from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { route } from '../http/endpoints';
import { badRequest, forbidden, HttpError, notFound } from '../lib/http-error';
import { logs } from '../lib/logs';
import { agendaById } from '../agendas/service';
import type { CalendarEvent } from '../calendar/ics';
import { visibleEvent, type StoredEvent } from '../events/access';
import { eventParticipantIds } from '../participants/service';
import { newClaimToken } from './delivery-claims';
import { startInviteRun } from './invite-runs';
import { invitees, logInvites, type InviteCounts } from './invites';
import {
  agendasOfEvent,
  cancelNotification,
  checkUsers,
  claimToSendNow,
  deliverClaimedNow,
  findNotification,
  notificationsOfEvent,
  scheduleNotification,
  sendInvitesOfAgenda,
  storedNotification,
} from './service';

/** The event when the caller may edit it now: its notifications are for its editors only (docs/product.md §2, §6); 404 hidden or missing, 403 otherwise. */
async function editableEvent(caller: Caller, eventId: string): Promise<StoredEvent> {
  const { event, canEdit } = await visibleEvent(caller, eventId);
  if (!canEdit) throw forbidden(EVENT_MESSAGES.cannotEdit);
  return event;
}

const calendarEvent = (id: string, event: StoredEvent): CalendarEvent => ({
  id,
  name: event.name,
  timezone: event.timezone,
  address: event.address,
});

function invitesAnswer(counts: InviteCounts, recipients: number): MailInvitesAnswer {
  return { result: { recipients, mails: counts.mails, repeated: counts.mails === 0 && counts.skipped > 0 } };
}

export const notificationRoutes = [
  // Schedules a notification, or edits a scheduled one (its agenda stays the one it was made for).
  route(api.notifications.save, async (input, caller, { requestId }) => {
    const names = await checkUsers(input.send_to_all ? [] : input.users);
    const { notification, repeat } = await scheduleNotification(caller, input, input.date, names);
    logs.notificationSaved(
      requestId,
      caller.uid,
      input.eventId,
      notification.notification_id,
      !input.notification_id && !repeat,
    );
    return { result: toNotification(notification) };
  }),

  // Sends now, through the same delivery as the scheduled run: the notification is created already
  // claimed by this request (so no scheduled run takes it meanwhile) and delivered before answering.
  // A delivery that fails is recorded and retried by the next scheduled run (503 says so).
  route(api.notifications.send, async (input, caller, { requestId }) => {
    const names = await checkUsers(input.send_to_all ? [] : input.users);
    const token = newClaimToken();
    const { notification: claimed, repeat } = await claimToSendNow(caller, input, token, names);
    if (repeat) return { result: toNotification(claimed) };
    const outcome = await deliverClaimedNow(input.eventId, claimed, token);
    logs.notificationSent(requestId, caller.uid, input.eventId, claimed.notification_id, outcome.outcome);
    if (outcome.outcome === 'retry') throw new HttpError(503, NOTIFICATION_MESSAGES.sendRetried);
    const stored = await storedNotification(input.eventId, claimed.notification_id);
    if (!stored) throw notFound(NOTIFICATION_MESSAGES.notFound);
    return { result: toNotification(stored) };
  }),

  route(api.notifications.forEvent, async ({ e, a }, caller) => {
    await editableEvent(caller, e);
    const notifications = (await notificationsOfEvent(e, a))
      .map(toNotification)
      .sort((x, y) => x.start_time.localeCompare(y.start_time) || x.id.localeCompare(y.id));
    return { notifications };
  }),

  route(api.notifications.byId, async ({ n }, caller) => {
    const stored = await findNotification(n);
    if (!stored) throw notFound(NOTIFICATION_MESSAGES.notFound);
    await editableEvent(caller, stored.event_id);
    return { notification: toNotification(stored) };
  }),

  // Cancels (deletes) a notification that is still scheduled; a claimed or sent one is kept (409).
  route(api.notifications.remove, async ({ n }, caller, { requestId }) => {
    const found = await findNotification(n);
    if (!found) throw notFound(NOTIFICATION_MESSAGES.notFound);
    await cancelNotification(caller, found.event_id, n);
    logs.notificationDeleted(requestId, caller.uid, found.event_id, n);
    return { result: { id: n } };
  }),

  // Agenda-level invites: its speakers, participants and mandatory participants (a mandatory agenda: every event participant too).
  route(api.notifications.sendAgendaEmails, async ({ agendaId }, caller, { requestId }) => {
    const found = await agendaById(agendaId);
    if (!found) throw notFound(EVENT_MESSAGES.agendaNotFound);
    const event = await editableEvent(caller, found.eventId);
    const { agenda } = found;
    if (isPassed(agenda.end_date.toDate(), new Date())) throw badRequest(NOTIFICATION_MESSAGES.agendaPassed);
    const uids = agendaAudience(agenda, agenda.mandatory ? await eventParticipantIds(found.eventId) : []);
    const people = await invitees(uids);
    if (people.length === 0) throw badRequest(CALENDAR_MESSAGES.noInvitees);
    const counts = await sendInvitesOfAgenda(calendarEvent(found.eventId, event), agendaId, people, 'agenda');
    logInvites('agenda', { requestId, uid: caller.uid, eventId: found.eventId, agendaId, ...counts });
    return invitesAnswer(counts, people.length);
  }),

  // Event-wide invites: every participant of the event gets the invites of all its agendas still to
  // come, in the background (a page of participants at a time). The run is named after what it sends
  // (the agendas at their SEQUENCE, the participants), so the same request repeated starts nothing new.
  route(api.notifications.sendEventEmails, async ({ eventId }, caller, { requestId }) => {
    const event = await editableEvent(caller, eventId);
    const now = new Date();
    if (isPassed(event.end_date.toDate(), now)) throw badRequest(NOTIFICATION_MESSAGES.eventPassed);
    const participants = await eventParticipantIds(eventId);
    const people = await invitees(participants);
    if (people.length === 0) throw badRequest(CALENDAR_MESSAGES.noInvitees);
    const agendas = (await agendasOfEvent(eventId)).filter(({ agenda }) => !isPassed(agenda.end_date.toDate(), now));
    if (agendas.length === 0) throw badRequest(CALENDAR_MESSAGES.noAgendas);
    const what = createHash('sha256')
      .update(
        JSON.stringify([eventId, agendas.map(({ id, agenda }) => [id, agenda.version]), [...participants].sort()]),
      )
      .digest('hex')
      .slice(0, 32);
    const started = await startInviteRun(`event-${what}`, {
      kind: 'event',
      event_id: eventId,
      agenda_id: null,
      agenda_ids: agendas.map(({ id }) => id),
      gone: null,
      changed: false,
    });
    logInvites('event', {
      requestId,
      uid: caller.uid,
      eventId,
      agendas: agendas.length,
      recipients: people.length,
      started,
    });
    return {
      result: {
        recipients: people.length,
        mails: 0,
        repeated: !started,
        queued: started ? people.length * agendas.length : 0,
      },
    };
  }),
];
