/**
 * Events (docs/product.md §3 Event): the lists, the event form's save, the images, clearing the agendas and
 * deleting an event with everything under it. The rights helpers other resources share are access.ts;
 * the participants' own files user-files.ts.
 */
import { FieldPath, Timestamp, type DocumentReference, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  API_MESSAGES,
  canDeleteEvent,
  COLLECTIONS,
  EVENT_LIST_MAX,
  EVENT_MESSAGES,
  EVENT_SUBCOLLECTIONS,
  eventSearchFields,
  eventStartIssue,
  eventUserFilesFolder,
  isAdminOf,
  newEventDoc,
  storagePaths,
  type EventAnswer,
  type EventImageChange,
  type ParsedInputOf,
} from '@agenda/contract';
import type { api } from '@agenda/contract';
import { eventMirrors, moveEventMirrors } from '../dashboards/country-figures';
import type { Caller } from '../lib/caller';
import { db } from '../lib/firebase';
import { badRequest, HttpError, notFound } from '../lib/http-error';
import { checkStoredFiles, deleteStoredFile, deleteStoredFolder } from '../shared/storage';
import { tenantRef, tenantsById } from '../tenants/service';
import { editEvent, eventChildren, eventRef, eventsCollection, tenantsOfEvents, type StoredEvent } from './access';
import { eventAnswerFor, visibleEventAnswers } from './answers';
import { recordContentChange } from './history';

type EventSave = ParsedInputOf<typeof api.events.save>;

/** The stored event, or undefined. */
export const eventById = async (id: string): Promise<StoredEvent | undefined> => (await eventRef(id).get()).data();

/** The answer of an event (404 when it is missing). */
export async function eventAnswer(caller: Caller, id: string): Promise<EventAnswer> {
  const event = await eventById(id);
  if (!event) throw notFound(EVENT_MESSAGES.eventNotFound);
  return eventAnswerFor(caller, id, event, await tenantsById([event.tenant_id]));
}

/** Firestore's `in` filter takes at most 30 values. */
const IN_LIMIT = 30;

/**
 * The events `uid` takes part in, at most `limit` ("my events"): a collection-group query on the
 * participant documents (their `uid` field), then the events themselves by id.
 */
async function joinedEvents(uid: string, limit: number): Promise<QueryDocumentSnapshot<StoredEvent>[]> {
  const mine = await db
    .collectionGroup(EVENT_SUBCOLLECTIONS.participants)
    .where('uid', '==', uid)
    .select('event_id')
    .limit(limit)
    .get();
  const ids = [
    ...new Set(
      mine.docs.flatMap((doc) =>
        doc.ref.parent.parent?.parent.id === COLLECTIONS.events ? [doc.ref.parent.parent.id] : [],
      ),
    ),
  ];
  const chunks = Array.from({ length: Math.ceil(ids.length / IN_LIMIT) }, (_, index) =>
    ids.slice(index * IN_LIMIT, (index + 1) * IN_LIMIT),
  );
  const found = await Promise.all(
    chunks.map((chunk) => eventsCollection().where(FieldPath.documentId(), 'in', chunk).get()),
  );
  return found.flatMap((snapshot) => snapshot.docs);
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

/**
 * Without a country (or t=0) the caller's own events, else the country's; Drafts only for those who
 * may edit them. At most EVENT_LIST_MAX (the app reads a country's whole list live from Firestore instead).
 */
export async function eventList(caller: Caller, tenantId: string | undefined): Promise<EventAnswer[]> {
  const snapshots =
    !tenantId || tenantId === '0'
      ? await ownEvents(caller.uid)
      : (await eventsCollection().where('tenant_id', '==', tenantId).limit(EVENT_LIST_MAX).get()).docs;
  return visibleEventAnswers(caller, snapshots, await tenantsOfEvents(snapshots), EVENT_LIST_MAX);
}

/**
 * Creating needs admin of the country; editing needs edit rights on the event, and moving it to
 * another country needs admin of both (checked in the edit's transaction); its country dashboard
 * mirrors move in that transaction too. A replaced poster is deleted from Storage after the save.
 * Answers the event's id.
 */
export async function saveEvent(caller: Caller, input: EventSave, requestId: string): Promise<string> {
  const now = new Date();
  const checkStart = (storedStart: Date | null) => {
    const issue = eventStartIssue(input.startDate, input.timezone, now, storedStart);
    if (issue) throw badRequest(issue, { startDate: [issue] });
  };
  const unknownTenant = () =>
    badRequest(API_MESSAGES.unknownTenant(input.tenantId), { tenantId: [API_MESSAGES.unknownTenant(input.tenantId)] });
  // A country the caller may not use is refused at the form's Country field, so the form shows it there.
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
    if (input.poster_image_url)
      checkStoredFiles([
        { address: input.poster_image_url, reference: input.poster_image_id ?? '', field: 'poster_image_url' },
      ]);
  };
  if (!input.id) {
    if (!isAdminOf(caller.principal, input.tenantId)) throw countryRefused(EVENT_MESSAGES.onlyAdminsCreate);
    checkStart(null);
    checkPoster();
    const ref = eventsCollection().doc();
    await db.runTransaction(async (tx) => {
      if (!(await tx.get(tenantRef(input.tenantId))).exists) throw unknownTenant();
      const doc = newEventDoc(saved);
      tx.create(ref, doc);
      const event = { id: ref.id, tenant_id: input.tenantId };
      recordContentChange(tx, caller, { event, entity: 'event', entityId: ref.id, before: null, after: doc });
    });
    return ref.id;
  }
  const replacedPoster = await editEvent(caller, input.id, async (tx, event, ref) => {
    // The country dashboard's copies of its sessions and notifications move with the event.
    let mirrors: DocumentReference[] = [];
    if (input.tenantId !== event.tenant_id) {
      if (!canDeleteEvent(caller.principal, event) || !isAdminOf(caller.principal, input.tenantId))
        throw countryRefused(EVENT_MESSAGES.tenantFixed);
      if (!(await tx.get(tenantRef(input.tenantId))).exists) throw unknownTenant();
      mirrors = await eventMirrors(tx, ref.id);
    }
    checkStart(event.start_date.toDate());
    checkPoster();
    // Absent poster fields keep the stored poster; an empty address removes it.
    const keep = input.poster_image_url === undefined && input.poster_image_id === undefined;
    const posterUrl = keep ? event.poster_url : (input.poster_image_url ?? null);
    const posterId = keep ? event.poster_id : posterUrl ? (input.poster_image_id ?? null) : null;
    const update = { ...saved, ...eventSearchFields(saved.name), poster_url: posterUrl, poster_id: posterId };
    tx.update(ref, update);
    moveEventMirrors(tx, mirrors, input.tenantId);
    // The entry is the event's in its (new) country, so that country's admins read it in their log.
    recordContentChange(tx, caller, {
      event: { id: input.id ?? ref.id, tenant_id: input.tenantId },
      entity: 'event',
      entityId: ref.id,
      before: event,
      after: { ...event, ...update },
    });
    return event.poster_id && event.poster_id !== posterId ? event.poster_id : null;
  });
  if (replacedPoster) await deleteStoredFile(requestId, replacedPoster);
  return input.id;
}

/**
 * Removes the event with all its subcollections (agendas, locations, details, tags, surveys,
 * notifications), its gamification and badges, then its Storage folders (v2/events/{id}/, the badge
 * images under eventBadges/{id}/ and the user files under user-files/{id}/). The event's own document
 * goes last: a retry after a failure part way finds it still there (with its country, which the rights
 * are checked against) and finishes the rest. Its scheduled notifications go with its subcollections,
 * before the scheduler can pick them up.
 */
export async function deleteEvent(caller: Caller, id: string, requestId: string): Promise<void> {
  // Its history stays: root and the country's admins read it in their logs afterwards.
  for (const sub of await eventRef(id).listCollections())
    if (sub.id !== EVENT_SUBCOLLECTIONS.history) await db.recursiveDelete(sub);
  await db.recursiveDelete(db.collection(COLLECTIONS.gamification).doc(id));
  await deleteStoredFolder(requestId, storagePaths.eventFolder(id));
  await deleteStoredFolder(requestId, storagePaths.eventBadges(id));
  await deleteStoredFolder(requestId, eventUserFilesFolder(id));
  // The record and its entry in one batch; a retry after a failure part way records it then.
  const event = (await eventRef(id).get()).data();
  if (!event) return;
  const batch = db.batch();
  batch.delete(eventRef(id));
  recordContentChange(batch, caller, {
    event: { id, tenant_id: event.tenant_id },
    entity: 'event',
    entityId: id,
    before: event,
    after: null,
  });
  await batch.commit();
}

/**
 * Deletes all the event's agendas (with anything stored under them) and their files under
 * v2/events/{id}/agendas/, keeping the event, its locations, details, tags and surveys. Answers how
 * many agendas there were.
 */
export async function clearAgendas(
  caller: Caller,
  event: { id: string; tenant_id: string; name: string },
  requestId: string,
): Promise<number> {
  const agendas = eventChildren(event.id, EVENT_SUBCOLLECTIONS.agendas);
  const count = (await agendas.count().get()).data().count;
  await db.recursiveDelete(agendas);
  // A recursive delete is no transaction: its entry follows once it has finished (one for the whole clear).
  const batch = db.batch();
  recordContentChange(batch, caller, {
    event,
    entity: 'agenda',
    entityId: event.id,
    action: 'delete',
    before: { name: event.name, sessions: count },
    after: { name: event.name, sessions: 0 },
    // It names how many sessions went, not the sessions: nothing a restore could bring back.
    restorable: false,
  });
  await batch.commit();
  await deleteStoredFolder(requestId, storagePaths.eventAgendas(event.id));
  return count;
}

export type ImageField = 'background_image' | 'logo' | 'cover';
const IMAGE_FIELDS: Record<
  ImageField,
  { url: `${ImageField}_url`; ref: 'background_image_id' | 'logo_id' | 'cover_id' }
> = {
  background_image: { url: 'background_image_url', ref: 'background_image_id' },
  logo: { url: 'logo_url', ref: 'logo_id' },
  // The spec's cover payload reuses the poster's field names; it is stored as cover_url and cover_id.
  cover: { url: 'cover_url', ref: 'cover_id' },
};

/** Editors. Saves the new reference, then deletes the old file; an empty address removes the image. */
export async function updateEventImage(
  field: ImageField,
  change: EventImageChange,
  caller: Caller,
  requestId: string,
): Promise<void> {
  const { url, ref } = IMAGE_FIELDS[field];
  const replaced = await editEvent(caller, change.id, async (tx, event, eventDoc) => {
    if (change.url) checkStoredFiles([{ address: change.url, reference: change.ref ?? '', field: `${field}_url` }]);
    const before = event[ref];
    tx.update(eventDoc, { [url]: change.url, [ref]: change.ref });
    recordContentChange(tx, caller, {
      event: { id: change.id, tenant_id: event.tenant_id },
      entity: 'event',
      entityId: change.id,
      before: { name: event.name, [url]: event[url], [ref]: before },
      after: { name: event.name, [url]: change.url, [ref]: change.ref },
    });
    return before && before !== change.ref ? before : null;
  });
  if (replaced) await deleteStoredFile(requestId, replaced);
}
