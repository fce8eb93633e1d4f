import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  api,
  API_MESSAGES,
  canDeleteEvent,
  COLLECTIONS,
  EVENT_LIST_MAX,
  EVENT_MESSAGES,
  eventUserFilesFolder,
  EVENT_SUBCOLLECTIONS,
  eventSearchFields,
  eventStartIssue,
  isAdminOf,
  isPassed,
  newEventDoc,
  storagePaths,
  type EventImageChange,
} from '@agenda/contract';
import type { Caller } from '../lib/caller';
import { route, type Route } from '../http/endpoints';
import { db } from '../lib/firebase';
import { badRequest, forbidden, HttpError, notFound } from '../lib/http-error';
import { logs } from '../lib/logs';
import {
  canEdit,
  canSee,
  editEvent,
  eventChildren,
  eventRef,
  eventsCollection,
  tenantsOfEvents,
  toEventAnswer,
  visibleEvent,
  visibleEventAnswers,
  type StoredEvent,
} from './service';
import { joinedEvents } from '../participants/service';
import { checkStoredFiles, deleteStoredFile, deleteStoredFolder } from '../shared/storage';
import { tenantRef } from '../tenants/service';
import { tenantsById } from '../users/service';

async function eventAnswer(id: string) {
  const event = (await eventRef(id).get()).data();
  if (!event) throw notFound(EVENT_MESSAGES.eventNotFound);
  return toEventAnswer(id, event, await tenantsById([event.tenant_id]));
}

/** Events the user organizes or takes part in ("my events"), at most EVENT_LIST_MAX of each. */
async function ownEvents(uid: string): Promise<QueryDocumentSnapshot<StoredEvent>[]> {
  const [organized, joined] = await Promise.all([
    eventsCollection().where('organizers', 'array-contains', uid).limit(EVENT_LIST_MAX).get(),
    joinedEvents(uid, EVENT_LIST_MAX),
  ]);
  const byId = new Map([...organized.docs, ...joined].map((doc) => [doc.id, doc]));
  return [...byId.values()];
}

type ImageField = 'background_image' | 'logo' | 'cover';
const IMAGE_FIELDS: Record<ImageField, { url: `${ImageField}_url`; ref: 'background_image_id' | 'logo_id' | 'cover_id' }> = {
  background_image: { url: 'background_image_url', ref: 'background_image_id' },
  logo: { url: 'logo_url', ref: 'logo_id' },
  // The spec's cover payload reuses the poster's field names; it is stored as cover_url and cover_id.
  cover: { url: 'cover_url', ref: 'cover_id' },
};

/** Editors. Saves the new reference, then deletes the old file; an empty address removes the image. */
async function updateImage(field: ImageField, change: EventImageChange, caller: Caller, requestId: string) {
  const { url, ref } = IMAGE_FIELDS[field];
  const replaced = await editEvent(caller, change.id, async (tx, event, eventDoc) => {
    if (change.url) checkStoredFiles([{ address: change.url, reference: change.ref ?? '', field: `${field}_url` }]);
    const before = event[ref];
    tx.update(eventDoc, { [url]: change.url, [ref]: change.ref });
    return before && before !== change.ref ? before : null;
  });
  if (replaced) await deleteStoredFile(requestId, replaced);
  logs.eventSaved(requestId, caller.uid, change.id, false);
  return { result: await eventAnswer(change.id) };
}

export const eventRoutes: Route[] = [
  // Without t (or t=0) the caller's own events; Drafts only for those who may edit them. At most
  // EVENT_LIST_MAX (the app reads a country's whole list live from Firestore instead).
  route(api.events.list, async ({ t }, caller) => {
    const snapshots = !t || t === '0' ? await ownEvents(caller.uid) : (await eventsCollection().where('tenant_id', '==', t).limit(EVENT_LIST_MAX).get()).docs;
    return { events: visibleEventAnswers(caller, snapshots, await tenantsOfEvents(snapshots)).slice(0, EVENT_LIST_MAX) };
  }),

  // Creating needs admin of the country; editing needs edit rights on the event, and moving it to
  // another country needs admin of both. A replaced poster is deleted from Storage after the save.
  route(api.events.save, async (input, caller, { requestId }) => {
    const now = new Date();
    const checkStart = (storedStart: Date | null) => {
      const issue = eventStartIssue(input.startDate, input.timezone, now, storedStart);
      if (issue) throw badRequest(issue, { startDate: [issue] });
    };
    const unknownTenant = () => badRequest(API_MESSAGES.unknownTenant(input.tenantId), { tenantId: [API_MESSAGES.unknownTenant(input.tenantId)] });
    // A country the caller may not use is refused at the form's Country field (issue 14, item 3).
    const countryRefused = (message: string) => new HttpError(403, message, { tenantId: [message] });
    const saved = {
      name: input.eventName,
      description: input.description,
      address: input.address,
      start_date: Timestamp.fromDate(input.startDate),
      end_date: Timestamp.fromDate(input.endDate),
      timezone: input.timezone,
      tenant_id: input.tenantId,
      privacy: input.privacy,
      hide_gamification: input.hide_gamification,
      hide_wall: input.noWall,
    };

    // Rights first, then the poster: its address must be its stored file's own (stored references are ours).
    const checkPoster = () => {
      if (input.poster_image_url) checkStoredFiles([{ address: input.poster_image_url, reference: input.poster_image_id ?? '', field: 'poster_image_url' }]);
    };
    let id: string;
    let replacedPoster: string | null = null;
    if (!input.id) {
      if (!isAdminOf(caller.principal, input.tenantId)) throw countryRefused(EVENT_MESSAGES.onlyAdminsCreate);
      checkStart(null);
      checkPoster();
      const ref = eventsCollection().doc();
      await db.runTransaction(async (tx) => {
        if (!(await tx.get(tenantRef(input.tenantId))).exists) throw unknownTenant();
        tx.create(ref, newEventDoc(saved));
      });
      id = ref.id;
    } else {
      id = input.id;
      replacedPoster = await editEvent(caller, id, async (tx, event, ref) => {
        if (input.tenantId !== event.tenant_id) {
          if (!canDeleteEvent(caller.principal, event) || !isAdminOf(caller.principal, input.tenantId)) throw countryRefused(EVENT_MESSAGES.tenantFixed);
          if (!(await tx.get(tenantRef(input.tenantId))).exists) throw unknownTenant();
        }
        checkStart(event.start_date.toDate());
        checkPoster();
        // Absent poster fields keep the stored poster; an empty address removes it.
        const keep = input.poster_image_url === undefined && input.poster_image_id === undefined;
        const posterUrl = keep ? event.poster_url : (input.poster_image_url ?? null);
        const posterId = keep ? event.poster_id : posterUrl ? (input.poster_image_id ?? null) : null;
        tx.update(ref, { ...saved, ...eventSearchFields(saved.name), poster_url: posterUrl, poster_id: posterId });
        return event.poster_id && event.poster_id !== posterId ? event.poster_id : null;
      });
    }
    if (replacedPoster) await deleteStoredFile(requestId, replacedPoster);
    logs.eventSaved(requestId, caller.uid, id, !input.id);
    return { result: await eventAnswer(id) };
  }),

  // Admins of the event's country. Removes the event with all its subcollections (agendas, locations,
  // details, tags, surveys, notifications), its gamification and badges, then its Storage folders
  // (v2/events/{id}/, the badge images under eventBadges/{id}/ and the user files under user-files/{id}/).
  route(api.events.remove, async ({ id }, caller, { requestId }) => {
    const event = (await eventRef(id).get()).data();
    if (!event || !canSee(caller, event)) throw notFound(EVENT_MESSAGES.eventNotFound);
    if (!canDeleteEvent(caller.principal, event)) throw forbidden(EVENT_MESSAGES.onlyAdminsDelete);
    // The event's own document goes last: a retry after a failure part way finds it still there (with
    // its country, which the rights are checked against) and finishes the rest. Its scheduled
    // notifications go with its subcollections, before the scheduler can pick them up.
    for (const sub of await eventRef(id).listCollections()) await db.recursiveDelete(sub);
    await db.recursiveDelete(db.collection(COLLECTIONS.gamification).doc(id));
    await deleteStoredFolder(requestId, storagePaths.eventFolder(id));
    await deleteStoredFolder(requestId, storagePaths.eventBadges(id));
    await deleteStoredFolder(requestId, eventUserFilesFolder(id));
    await eventRef(id).delete();
    logs.eventDeleted(requestId, caller.uid, id);
    return { result: { id } };
  }),

  route(api.events.byId, async ({ event_id }, caller) => {
    const { event } = await visibleEvent(caller, event_id);
    return { event: toEventAnswer(event_id, event, await tenantsById([event.tenant_id])) };
  }),

  // The end is before now.
  route(api.events.isPassed, async ({ id }, caller) => {
    const { event } = await visibleEvent(caller, id);
    return { passed: isPassed(event.end_date.toDate(), new Date()) };
  }),

  // Editors. Deletes all the event's agendas (with anything stored under them) and their files under
  // v2/events/{id}/agendas/, keeping the event, its locations, details, tags and surveys.
  route(api.events.clear, async ({ event_id }, caller, { requestId }) => {
    const { canEdit: allowed } = await visibleEvent(caller, event_id);
    if (!allowed) throw forbidden(EVENT_MESSAGES.cannotEdit);
    const agendas = eventChildren(event_id, EVENT_SUBCOLLECTIONS.agendas);
    const count = (await agendas.count().get()).data().count;
    await db.recursiveDelete(agendas);
    await deleteStoredFolder(requestId, storagePaths.eventAgendas(event_id));
    logs.eventCleared(requestId, caller.uid, event_id, count);
    return { result: { id: event_id, agendas: count } };
  }),

  // False for an unknown event.
  route(api.events.canEdit, async ({ e }, caller) => {
    const event = (await eventRef(e).get()).data();
    return { canEdit: !!event && canEdit(caller, event) };
  }),

  route(api.events.updateBackground, (change, caller, { requestId }) => updateImage('background_image', change, caller, requestId)),
  route(api.events.updateLogo, (change, caller, { requestId }) => updateImage('logo', change, caller, requestId)),
  route(api.events.updateCover, (change, caller, { requestId }) => updateImage('cover', change, caller, requestId)),
];
