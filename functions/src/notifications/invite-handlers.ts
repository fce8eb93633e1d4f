/**
 * GET /scheduledNotifications/sendAgendaEmails?agendaId and /sendEventEmails?eventId (spec §7, §8's
 * two confirmations): calendar invites by mail, for the event's editors (the agenda right is the event
 * right), checked with current rights on every call. Safe to repeat, however late: whoever already
 * holds the agenda's current invite (same SEQUENCE) gets nothing new (services/invites.ts). The
 * agenda-level send writes its invites within the request; the event-wide one (participants × agendas,
 * possibly thousands of mails) only starts a run of pages (services/invite-runs.ts) and answers at once.
 */
import { createHash } from 'node:crypto';
import {
  agendaAudience,
  agendaConverter,
  api,
  CALENDAR_MESSAGES,
  EVENT_MESSAGES,
  EVENT_SUBCOLLECTIONS,
  isPassed,
  NOTIFICATION_MESSAGES,
  type MailInvitesAnswer,
} from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { route } from '../http/endpoints';
import { badRequest, forbidden, notFound } from '../lib/http-error';
import { eventRef, findAgenda, visibleEvent, type StoredEvent } from '../events/service';
import { startInviteRun } from './invite-runs';
import { invitees, logInvites, sendAgendaInvites, type InviteCounts } from './invites';
import type { CalendarEvent } from '../calendar/ics';


/** The event when the caller may edit it now (404 hidden or missing, 403 without the right). */
async function editableEvent(caller: Caller, eventId: string): Promise<StoredEvent> {
  const { event, canEdit } = await visibleEvent(caller, eventId);
  if (!canEdit) throw forbidden(EVENT_MESSAGES.cannotEdit);
  return event;
}

const calendarEvent = (id: string, event: StoredEvent): CalendarEvent => ({ id, name: event.name, timezone: event.timezone, address: event.address });

/** The event's participants (events/{e}/participants/{uid}). */
async function eventParticipants(eventId: string): Promise<string[]> {
  const snapshot = await eventRef(eventId).collection(EVENT_SUBCOLLECTIONS.participants).select().get();
  return snapshot.docs.map((doc) => doc.id);
}

function answer(counts: InviteCounts, recipients: number): MailInvitesAnswer {
  return { result: { recipients, mails: counts.mails, repeated: counts.mails === 0 && counts.skipped > 0 } };
}

export const inviteRoutes = [
  // Agenda-level: its speakers, participants and mandatory participants (a mandatory agenda: every event participant too).
  route(api.notifications.sendAgendaEmails, async ({ agendaId }, caller, { requestId }) => {
    const found = await findAgenda(agendaId);
    if (!found) throw notFound(EVENT_MESSAGES.agendaNotFound);
    const event = await editableEvent(caller, found.eventId);
    const agenda = agendaConverter.fromFirestore(found.snapshot);
    if (isPassed(agenda.end_date.toDate(), new Date())) throw badRequest(NOTIFICATION_MESSAGES.agendaPassed);
    const uids = agendaAudience(agenda, agenda.mandatory ? await eventParticipants(found.eventId) : []);
    const people = await invitees(uids);
    if (people.length === 0) throw badRequest(CALENDAR_MESSAGES.noInvitees);
    const counts = await sendAgendaInvites(eventRef(found.eventId), calendarEvent(found.eventId, event), agendaId, people, 'agenda');
    logInvites('agenda', { requestId, uid: caller.uid, eventId: found.eventId, agendaId, ...counts });
    return answer(counts, people.length);
  }),

  // Event-wide: every participant of the event gets the invites of all its agendas still to come, in
  // the background (a page of participants at a time). The run is named after what it sends (the
  // agendas at their SEQUENCE, the participants), so the same request repeated starts nothing new.
  route(api.notifications.sendEventEmails, async ({ eventId }, caller, { requestId }) => {
    const event = await editableEvent(caller, eventId);
    const now = new Date();
    if (isPassed(event.end_date.toDate(), now)) throw badRequest(NOTIFICATION_MESSAGES.eventPassed);
    const participants = await eventParticipants(eventId);
    const people = await invitees(participants);
    if (people.length === 0) throw badRequest(CALENDAR_MESSAGES.noInvitees);
    const agendas = (await eventRef(eventId).collection(EVENT_SUBCOLLECTIONS.agendas).withConverter(agendaConverter).orderBy('start_time').get()).docs.filter(
      (doc) => !isPassed(doc.data().end_date.toDate(), now),
    );
    if (agendas.length === 0) throw badRequest(CALENDAR_MESSAGES.noAgendas);
    const what = createHash('sha256')
      .update(JSON.stringify([eventId, agendas.map((doc) => [doc.id, doc.data().version]), [...participants].sort()]))
      .digest('hex')
      .slice(0, 32);
    const started = await startInviteRun(`event-${what}`, {
      kind: 'event',
      event_id: eventId,
      agenda_id: null,
      agenda_ids: agendas.map((doc) => doc.id),
      gone: null,
      changed: false,
    });
    logInvites('event', { requestId, uid: caller.uid, eventId, agendas: agendas.length, recipients: people.length, started });
    return { result: { recipients: people.length, mails: 0, repeated: !started, queued: started ? people.length * agendas.length : 0 } };
  }),
];
