import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { api, EVENT_MESSAGES, EVENT_SUBCOLLECTIONS, eventContentConverters, type Survey, type SurveyDoc } from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { route } from '../http/endpoints';
import { notFound } from '../lib/http-error';
import { logs } from '../lib/logs';
import { deleteEventChild, findAgenda, saveEventChild, visibleEventChild, visibleEventChildren } from '../events/service';

const SUB = EVENT_SUBCOLLECTIONS.surveys;
const surveyDocs = eventContentConverters.surveys;

const toSurvey = (snapshot: DocumentSnapshot, eventId: string): Survey => ({ id: snapshot.id, eventId, ...surveyDocs.fromFirestore(snapshot) });

/** The surveys of an event the caller may see, sorted by name. */
async function surveysOf(caller: Caller, eventId: string): Promise<Survey[]> {
  const docs = await visibleEventChildren(caller, eventId, SUB);
  return docs.map((doc) => toSurvey(doc, eventId)).sort((a, b) => a.name.localeCompare(b.name));
}

export const surveyRoutes = [
  route(api.surveys.list, async ({ eventId }, caller) => ({ surveys: await surveysOf(caller, eventId) })),

  // The surveys of the agenda's event, under the event's visibility.
  route(api.surveys.ofAgenda, async ({ agendaId }, caller) => {
    const agenda = await findAgenda(agendaId);
    if (!agenda) throw notFound(EVENT_MESSAGES.agendaNotFound);
    return { surveys: await surveysOf(caller, agenda.eventId) };
  }),

  route(api.surveys.byId, async ({ id, eventId }, caller) => ({
    survey: toSurvey(await visibleEventChild(caller, eventId, SUB, id), eventId),
  })),

  route(api.surveys.save, async (input, caller, { requestId }) => {
    const doc: SurveyDoc = { name: input.name, url: input.url };
    const ref = await saveEventChild(caller, input.eventId, SUB, input.id, surveyDocs.toFirestore(doc));
    logs.eventContentSaved(requestId, caller.uid, input.eventId, SUB, ref.id);
    return { result: { id: ref.id, eventId: input.eventId, ...doc } };
  }),

  route(api.surveys.remove, async ({ id, eventId }, caller, { requestId }) => {
    await deleteEventChild(caller, eventId, SUB, id);
    logs.eventContentDeleted(requestId, caller.uid, eventId, SUB, id);
    return { result: { id } };
  }),
];
