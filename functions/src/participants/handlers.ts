import {
  AGENDA_LIST_VERSION,
  api,
  PARTICIPANT_MESSAGES,
  type AgendaPeopleList,
  type PeoplePage,
} from '@agenda/contract';
import { forbidden } from '../lib/http-error';
import { countCall } from '../shared/rate-limit';
import type { Caller } from '../lib/caller';
import { route } from '../http/endpoints';
import { logs } from '../lib/logs';
import { visibleEvent } from '../events/access';
import { eventFeedback } from '../dashboards/event-feedback';
import { feedbackFor, saveFeedback } from './feedback';
import { joinAgenda, joinWaitlist, leaveAgenda, leaveWaitlist } from './join';
import { eventParticipantPage, pageOf } from './pages';
import { peopleInOrder, peopleOf, placesOf, scheduleIn, visibleAgenda } from './service';
import { saveAgendaList, saveEventOrganizers, saveEventParticipants, saveWaitlistOrder } from './saves';

/**
 * A GET of one page of a list of an agenda: the people, and for participants the places. Every page
 * counts toward the caller's list reads (429 beyond RATE_LIMITS.peopleLists).
 */
async function agendaList<L extends AgendaPeopleList>(caller: Caller, agendaId: string, list: L, page: PeoplePage) {
  await countCall(caller.uid, 'peopleLists');
  const { eventId, agenda, canEdit } = await visibleAgenda(caller, agendaId);
  const { ids, next_offset } = pageOf(agenda[list], page);
  const people = await peopleOf(ids, caller, canEdit);
  return {
    people,
    facts: {
      agendaId,
      eventId,
      count: agenda[list].length,
      version: agenda[AGENDA_LIST_VERSION[list]],
      canEdit,
      next_offset,
    },
    agenda,
  };
}

/** docs/product.md §7 Participants, and joining, leaving and one's own schedule (beyond the spec). */
export const participantRoutes = [
  route(api.participants.agendaSpeakers, async ({ a, ...page }, caller) => {
    const { people, facts } = await agendaList(caller, a, 'speakers', page);
    return { speakers: people, ...facts };
  }),
  route(api.participants.agendaParticipants, async ({ a, ...page }, caller) => {
    const { people, facts, agenda } = await agendaList(caller, a, 'participants', page);
    return { participants: people, ...facts, ...placesOf(agenda) };
  }),
  route(api.participants.agendaMparticipants, async ({ a, ...page }, caller) => {
    const { people, facts } = await agendaList(caller, a, 'mparticipants', page);
    return { mparticipants: people, ...facts };
  }),

  route(api.participants.saveAgendaSpeakers, async (input, caller, { requestId }) => {
    const saved = await saveAgendaList(caller, 'speakers', { ...input, ids: input.speakers });
    logs.eventContentSaved(requestId, caller.uid, saved.eventId, 'agenda speakers', input.agendaId);
    const facts = {
      agendaId: input.agendaId,
      eventId: saved.eventId,
      count: saved.agenda.speakers.length,
      version: saved.agenda.speakers_version,
      canEdit: true,
    };
    return { speakers: await peopleOf(saved.agenda.speakers, caller, true), ...facts };
  }),
  route(api.participants.saveAgendaParticipants, async (input, caller, { requestId }) => {
    const saved = await saveAgendaList(caller, 'participants', { ...input, ids: input.participants });
    logs.eventContentSaved(requestId, caller.uid, saved.eventId, 'agenda participants', input.agendaId);
    const facts = {
      agendaId: input.agendaId,
      eventId: saved.eventId,
      count: saved.agenda.participants.length,
      version: saved.agenda.participants_version,
      canEdit: true,
    };
    return {
      participants: await peopleOf(saved.agenda.participants, caller, true),
      ...facts,
      ...placesOf(saved.agenda),
    };
  }),
  route(api.participants.saveAgendaMparticipants, async (input, caller, { requestId }) => {
    const saved = await saveAgendaList(caller, 'mparticipants', { ...input, ids: input.mparticipants });
    logs.eventContentSaved(requestId, caller.uid, saved.eventId, 'agenda mandatory participants', input.agendaId);
    const facts = {
      agendaId: input.agendaId,
      eventId: saved.eventId,
      count: saved.agenda.mparticipants.length,
      version: saved.agenda.mparticipants_version,
      canEdit: true,
    };
    return { mparticipants: await peopleOf(saved.agenda.mparticipants, caller, true), ...facts };
  }),

  route(api.participants.eventParticipants, async ({ e, ...page }, caller) => {
    await countCall(caller.uid, 'peopleLists');
    const { event, canEdit } = await visibleEvent(caller, e);
    const { ids, count, next_offset } = await eventParticipantPage(e, page);
    return {
      participants: await peopleOf(ids, caller, canEdit),
      eventId: e,
      count,
      version: event.people_version,
      canEdit,
      next_offset,
    };
  }),
  route(api.participants.eventOrganizers, async ({ e, ...page }, caller) => {
    await countCall(caller.uid, 'peopleLists');
    const { event, canEdit } = await visibleEvent(caller, e);
    const { ids, next_offset } = pageOf(event.organizers, page);
    return {
      organizers: await peopleOf(ids, caller, canEdit),
      eventId: e,
      count: event.organizers.length,
      version: event.people_version,
      canEdit,
      next_offset,
    };
  }),
  route(api.participants.saveEventParticipants, async (input, caller, { requestId }) => {
    const saved = await saveEventParticipants(caller, { ...input, ids: input.participants });
    logs.eventContentSaved(requestId, caller.uid, input.eventId, 'event participants', input.eventId);
    return {
      participants: await peopleOf(
        saved.snapshots.map((s) => s.id),
        caller,
        true,
      ),
      eventId: input.eventId,
      count: saved.count,
      version: saved.version,
      canEdit: true,
    };
  }),
  route(api.participants.saveEventOrganizers, async (input, caller, { requestId }) => {
    const saved = await saveEventOrganizers(caller, { ...input, ids: input.organizers });
    logs.eventContentSaved(requestId, caller.uid, input.eventId, 'event organizers', input.eventId);
    const ids = saved.snapshots.map((s) => s.id);
    // The caller may have removed themself: the answer still shows what was saved.
    return {
      organizers: await peopleOf(ids, caller, true),
      eventId: input.eventId,
      count: ids.length,
      version: saved.version,
      canEdit: true,
    };
  }),

  route(api.participants.eventMine, async ({ e }, caller) => {
    const { event } = await visibleEvent(caller, e);
    const { participant, schedule } = await scheduleIn(e, caller.uid);
    return {
      eventId: e,
      organizer: event.organizers.includes(caller.uid),
      participant,
      schedule: schedule.map(({ agenda, roles }) => ({ agendaId: agenda.id, roles })),
    };
  }),

  route(api.participants.join, async ({ agendaId, eventId }, caller, { requestId }) => {
    const answer = await joinAgenda(caller, agendaId, eventId);
    logs.eventContentSaved(requestId, caller.uid, answer.eventId, 'agenda join', agendaId);
    return answer;
  }),
  route(api.participants.leave, async ({ agendaId, eventId }, caller, { requestId }) => {
    const answer = await leaveAgenda(caller, agendaId, eventId);
    logs.eventContentSaved(requestId, caller.uid, answer.eventId, 'agenda leave', agendaId);
    return answer;
  }),

  // The waitlist (docs/features.md, "Waitlist"; agendas/waitlist.ts for the promotions).
  route(api.participants.agendaWaitlist, async ({ a }, caller) => {
    const { eventId, agenda, canEdit } = await visibleAgenda(caller, a);
    if (!canEdit) throw forbidden(PARTICIPANT_MESSAGES.waitlistForEditors);
    const facts = {
      agendaId: a,
      eventId,
      count: agenda.waitlist.length,
      version: agenda.participants_version,
      canEdit,
    };
    return { waitlist: await peopleInOrder(agenda.waitlist, caller, canEdit), ...facts, ...placesOf(agenda) };
  }),
  route(api.participants.saveAgendaWaitlist, async (input, caller, { requestId }) => {
    const { eventId, agenda } = await saveWaitlistOrder(caller, input);
    logs.eventContentSaved(requestId, caller.uid, eventId, 'agenda waitlist', input.agendaId);
    const facts = {
      agendaId: input.agendaId,
      eventId,
      count: agenda.waitlist.length,
      version: agenda.participants_version,
      canEdit: true,
    };
    return { waitlist: await peopleInOrder(agenda.waitlist, caller, true), ...facts, ...placesOf(agenda) };
  }),
  route(api.participants.joinWaitlist, async ({ agendaId, eventId }, caller, { requestId }) => {
    const answer = await joinWaitlist(caller, agendaId, eventId);
    logs.eventContentSaved(requestId, caller.uid, answer.eventId, 'agenda waitlist join', agendaId);
    return answer;
  }),
  route(api.participants.leaveWaitlist, async ({ agendaId, eventId }, caller, { requestId }) => {
    const answer = await leaveWaitlist(caller, agendaId, eventId);
    logs.eventContentSaved(requestId, caller.uid, answer.eventId, 'agenda waitlist leave', agendaId);
    return answer;
  }),

  // docs/features.md "Feedback after a session".
  route(api.participants.feedback, async ({ a }, caller) => feedbackFor(caller, a)),
  route(api.participants.saveFeedback, async (input, caller, { requestId }) => {
    const answer = await saveFeedback(caller, input);
    logs.eventContentSaved(requestId, caller.uid, answer.eventId, 'agenda feedback', input.agendaId);
    return answer;
  }),
  route(api.participants.eventFeedback, async ({ e }, caller) => eventFeedback(caller, e)),
];
