import {
  api,
  canDeleteEvent,
  EVENT_MESSAGES,
  isPassed,
  isUserFileRef,
  USER_FILE_MESSAGES,
  userFilesFolder,
  type EventImageChange,
} from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { route, type Route } from '../http/endpoints';
import { badRequest, forbidden, notFound } from '../lib/http-error';
import { logs } from '../lib/logs';
import { checkStoredFiles } from '../shared/storage';
import { tenantsById } from '../tenants/service';
import { canEdit, canSee, visibleEvent } from './access';
import { eventAnswerFor } from './answers';
import {
  clearAgendas,
  deleteEvent,
  eventAnswer,
  eventById,
  eventList,
  saveEvent,
  updateEventImage,
  type ImageField,
} from './service';
import { saveUserFiles, storedUserFiles, userFileEntries } from './user-files';

/** Editors. Saves the new reference, then deletes the old file; an empty address removes the image. */
async function updateImage(field: ImageField, change: EventImageChange, caller: Caller, requestId: string) {
  await updateEventImage(field, change, caller, requestId);
  logs.eventSaved(requestId, caller.uid, change.id, false);
  return { result: await eventAnswer(caller, change.id) };
}

export const eventRoutes: Route[] = [
  // Without t (or t=0) the caller's own events; Drafts only for those who may edit them. At most
  // EVENT_LIST_MAX (the app reads a country's whole list live from Firestore instead).
  route(api.events.list, async ({ t }, caller) => ({ events: await eventList(caller, t) })),

  // Creating needs admin of the country; editing needs edit rights on the event, and moving it to
  // another country needs admin of both. A replaced poster is deleted from Storage after the save.
  route(api.events.save, async (input, caller, { requestId }) => {
    const id = await saveEvent(caller, input, requestId);
    logs.eventSaved(requestId, caller.uid, id, !input.id);
    return { result: await eventAnswer(caller, id) };
  }),

  // Admins of the event's country. Removes the event with everything stored under it (service.ts deleteEvent).
  route(api.events.remove, async ({ id }, caller, { requestId }) => {
    const event = await eventById(id);
    if (!event || !canSee(caller, event)) throw notFound(EVENT_MESSAGES.eventNotFound);
    if (!canDeleteEvent(caller.principal, event)) throw forbidden(EVENT_MESSAGES.onlyAdminsDelete);
    await deleteEvent(caller, id, requestId);
    logs.eventDeleted(requestId, caller.uid, id);
    return { result: { id } };
  }),

  route(api.events.byId, async ({ event_id }, caller) => {
    const { event } = await visibleEvent(caller, event_id);
    return { event: await eventAnswerFor(caller, event_id, event, await tenantsById([event.tenant_id])) };
  }),

  // The end is before now.
  route(api.events.isPassed, async ({ id }, caller) => {
    const { event } = await visibleEvent(caller, id);
    return { passed: isPassed(event.end_date.toDate(), new Date()) };
  }),

  // Editors. Deletes all the event's agendas and their files, keeping the event and its other content.
  route(api.events.clear, async ({ event_id }, caller, { requestId }) => {
    const { canEdit: allowed, event } = await visibleEvent(caller, event_id);
    if (!allowed) throw forbidden(EVENT_MESSAGES.cannotEdit);
    const count = await clearAgendas(caller, { id: event_id, tenant_id: event.tenant_id, name: event.name }, requestId);
    logs.eventCleared(requestId, caller.uid, event_id, count);
    return { result: { id: event_id, agendas: count } };
  }),

  // False for an unknown event.
  route(api.events.canEdit, async ({ e }, caller) => {
    const event = await eventById(e);
    return { canEdit: !!event && canEdit(caller, event) };
  }),

  route(api.events.updateBackground, (change, caller, { requestId }) =>
    updateImage('background_image', change, caller, requestId),
  ),
  route(api.events.updateLogo, (change, caller, { requestId }) => updateImage('logo', change, caller, requestId)),
  route(api.events.updateCover, (change, caller, { requestId }) => updateImage('cover', change, caller, requestId)),

  // The participants' own files (user-files.ts): the caller's own, or (for the event's editors)
  // someone else's or everyone's (u=all).
  route(api.events.userFiles, async ({ e, u }, caller) => {
    const { canEdit: editor } = await visibleEvent(caller, e);
    const who = u ?? caller.uid;
    if (who !== caller.uid && !editor) throw forbidden(USER_FILE_MESSAGES.othersFiles);
    return { files: await userFileEntries(await storedUserFiles(e, who)) };
  }),

  // Every reference must lie in the owner's folder of the event (the caller's, or for the event's
  // editors the chosen person's) and be its stored file's own; the record is saved
  // with the caller still allowed (user-files.ts), then removed files leave Storage.
  route(api.events.updateUserFiles, async ({ e, u, files, deletedFiles }, caller, { requestId }) => {
    const owner = u ?? caller.uid;
    const folder = userFilesFolder(e, owner);
    const fields: Record<string, string[]> = {};
    files.forEach((file, index) => {
      if (!isUserFileRef(file.reference, e, owner))
        fields[`files.${index}.reference`] = [USER_FILE_MESSAGES.outsideFolder(folder)];
    });
    deletedFiles.forEach((reference, index) => {
      if (!isUserFileRef(reference, e, owner))
        fields[`deletedFiles.${index}`] = [USER_FILE_MESSAGES.outsideFolder(folder)];
    });
    const first = Object.keys(fields)[0];
    if (first) throw badRequest(`${first}: ${USER_FILE_MESSAGES.outsideFolder(folder)}`, fields);
    checkStoredFiles(
      files.map((file, index) => ({ address: file.url, reference: file.reference, field: `files.${index}.url` })),
    );
    await saveUserFiles(caller, e, owner, files, deletedFiles, requestId);
    logs.userFilesSaved(requestId, caller.uid, e, files.length);
    return { files: await userFileEntries(new Map([[owner, files]])) };
  }),
];
