import { api, canEditEvent, EVENT_MESSAGES, EVENT_SUBCOLLECTIONS, isPassed, withFileId } from '@agenda/contract';
import { route } from '../http/endpoints';
import { notFound } from '../lib/http-error';
import { logs } from '../lib/logs';
import { visibleEvent } from '../events/access';
import { importAgendas } from './import';
import {
  agendaAnswer,
  agendaById,
  agendasOfEvent,
  eagerAgenda,
  findAgenda,
  removeAgenda,
  saveAgenda,
  saveAgendaFiles,
  toAgenda,
  visibleEventAgenda,
} from './service';

export const agendaRoutes = [
  route(api.agendas.list, async ({ eventId }, caller) => {
    await visibleEvent(caller, eventId);
    return { agendas: await agendasOfEvent(eventId) };
  }),

  route(api.agendas.byId, async ({ id, eventId }, caller) => {
    const doc = await visibleEventAgenda(caller, eventId, id);
    return { agenda: await agendaAnswer(eventId, id, doc) };
  }),

  route(api.agendas.eager, async ({ id, eventId }, caller) => {
    const doc = await visibleEventAgenda(caller, eventId, id);
    return { agenda: await eagerAgenda(eventId, id, doc) };
  }),

  route(api.agendas.files, async ({ id, eventId }, caller) => {
    const doc = await visibleEventAgenda(caller, eventId, id);
    return { files: doc.files.map(withFileId) };
  }),

  route(api.agendas.isPassed, async ({ id }, caller) => {
    const found = await agendaById(id);
    if (!found) throw notFound(EVENT_MESSAGES.agendaNotFound);
    await visibleEvent(caller, found.eventId);
    return { passed: isPassed(found.agenda.end_date.toDate(), new Date()) };
  }),

  route(api.agendas.rights, async ({ a }, caller) => {
    const found = await findAgenda(a);
    if (!found) throw notFound(EVENT_MESSAGES.agendaNotFound);
    const { event } = await visibleEvent(caller, found.eventId);
    return { canEdit: canEditEvent(caller.principal, caller.uid, event) };
  }),

  // Create or edit, checked in the save's transaction with the event's edit right (service.ts saveAgenda).
  route(api.agendas.save, async (input, caller, { requestId }) => {
    const result = await saveAgenda(caller, input);
    logs.eventContentSaved(requestId, caller.uid, input.eventId, EVENT_SUBCOLLECTIONS.agendas, result.id);
    return { result: toAgenda(result.id, input.eventId, result.doc, result.locationName) };
  }),

  // The record, then its seats and files; a retry after a failure part way clears what was left, then answers 404.
  route(api.agendas.remove, async ({ eventId, agendaId }, caller, { requestId }) => {
    if (!(await removeAgenda(caller, eventId, agendaId, requestId))) throw notFound(EVENT_MESSAGES.agendaNotFound);
    logs.eventContentDeleted(requestId, caller.uid, eventId, EVENT_SUBCOLLECTIONS.agendas, agendaId);
    return { result: { id: agendaId } };
  }),

  // The Agenda list's Import event: checked again with the event as it is now, written all or nothing.
  route(api.agendas.import, async ({ eventId, locations, sessions }, caller, { requestId }) => {
    const result = await importAgendas(caller, eventId, { locations, sessions });
    logs.eventContentSaved(
      requestId,
      caller.uid,
      eventId,
      EVENT_SUBCOLLECTIONS.agendas,
      `import: ${JSON.stringify(result)}`,
    );
    return { result };
  }),

  // Files: uploaded first by the app, then this record, then the removed files deleted from Storage.
  route(api.agendas.updateFiles, async (input, caller, { requestId }) => {
    const result = await saveAgendaFiles(caller, input, requestId);
    logs.eventContentSaved(requestId, caller.uid, input.eventId, EVENT_SUBCOLLECTIONS.agendas, input.id);
    return { result: toAgenda(input.id, input.eventId, result.doc, result.locationName) };
  }),
];
