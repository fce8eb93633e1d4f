import { api, EVENT_MESSAGES, EVENT_SUBCOLLECTIONS, type SurveyDoc } from '@agenda/contract';
import { route } from '../http/endpoints';
import { notFound } from '../lib/http-error';
import { logs } from '../lib/logs';
import { findAgenda } from '../agendas/service';
import { removeSurvey, saveSurvey, surveyById, surveysOf } from './service';

const SUB = EVENT_SUBCOLLECTIONS.surveys;

export const surveyRoutes = [
  route(api.surveys.list, async ({ eventId }, caller) => ({ surveys: await surveysOf(caller, eventId) })),

  // The surveys of the agenda's event, under the event's visibility.
  route(api.surveys.ofAgenda, async ({ agendaId }, caller) => {
    const agenda = await findAgenda(agendaId);
    if (!agenda) throw notFound(EVENT_MESSAGES.agendaNotFound);
    return { surveys: await surveysOf(caller, agenda.eventId) };
  }),

  route(api.surveys.byId, async ({ id, eventId }, caller) => ({ survey: await surveyById(caller, eventId, id) })),

  route(api.surveys.save, async (input, caller, { requestId }) => {
    const doc: SurveyDoc = { name: input.name, url: input.url };
    const id = await saveSurvey(caller, input.eventId, input.id, doc);
    logs.eventContentSaved(requestId, caller.uid, input.eventId, SUB, id);
    return { result: { id, eventId: input.eventId, ...doc } };
  }),

  route(api.surveys.remove, async ({ id, eventId }, caller, { requestId }) => {
    await removeSurvey(caller, eventId, id);
    logs.eventContentDeleted(requestId, caller.uid, eventId, SUB, id);
    return { result: { id } };
  }),
];
