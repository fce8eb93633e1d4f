import { Router, type Request } from 'express';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { z } from 'zod';
import {
  API_MESSAGES,
  canDeleteEvent,
  COLLECTIONS,
  documentIdQuerySchema,
  EVENT_MESSAGES,
  EVENT_SUBCOLLECTIONS,
  eventBackgroundUpdateSchema,
  eventByIdQuerySchema,
  eventCoverUpdateSchema,
  eventListQuerySchema,
  eventLogoUpdateSchema,
  eventRightsQuerySchema,
  eventSaveSchema,
  eventSearchFields,
  eventStartIssue,
  isAdminOf,
  isPassed,
  storagePaths,
  type EventImageChange,
} from '../contract';
import { authenticate } from '../middleware/auth';
import { db } from '../lib/firebase';
import { badRequest, forbidden, notFound } from '../lib/http-error';
import { logs } from '../lib/logs';
import { validate } from '../lib/validate';
import {
  callerOf,
  canEdit,
  canSee,
  editEvent,
  eventChildren,
  eventRef,
  eventsCollection,
  toEventAnswer,
  visibleEvent,
  visibleEventAnswers,
  type StoredEvent,
} from '../services/events';
import { deleteStoredFile, deleteStoredFolder } from '../services/storage';
import { tenantRef } from '../services/tenants';
import { tenantsById } from '../services/users';

export const eventsRouter = Router();
eventsRouter.use('/events', authenticate);

async function eventAnswer(id: string) {
  const [snapshot, tenants] = await Promise.all([eventRef(id).get(), tenantsById()]);
  return toEventAnswer(snapshot, tenants);
}

/** Events the user organizes or takes part in ("my events"). */
async function ownEvents(uid: string): Promise<DocumentSnapshot[]> {
  const [organized, joined] = await Promise.all([
    eventsCollection().where('organizers', 'array-contains', uid).get(),
    eventsCollection().where('participants', 'array-contains', uid).get(),
  ]);
  const byId = new Map([...organized.docs, ...joined.docs].map((doc) => [doc.id, doc]));
  return [...byId.values()];
}

// GET /backendv2/events?t -> { events }: the country's events, sorted by start; without t (or t=0)
// the caller's own events. Drafts only for those who may edit them.
eventsRouter.get('/events', async (req, res) => {
  const { t } = validate(eventListQuerySchema, req.query);
  const caller = await callerOf(req);
  const [snapshots, tenants] = await Promise.all([
    !t || t === '0' ? ownEvents(caller.uid) : eventsCollection().where('tenant_id', '==', t).get().then((found) => found.docs),
    tenantsById(),
  ]);
  res.json({ events: visibleEventAnswers(caller, snapshots, tenants) });
});

// POST /backendv2/events/new { id?, eventName, address, tenantId, noWall, description, startDate, endDate,
// hide_gamification, privacy, timezone, poster_image_url?, poster_image_id? } -> { result: event }
// Creating needs admin of the country; editing needs edit rights on the event, and moving it to
// another country needs admin of both. A replaced poster is deleted from Storage after the save.
eventsRouter.post('/events/new', async (req, res) => {
  const input = validate(eventSaveSchema, req.body);
  const caller = await callerOf(req);
  const now = new Date();
  const checkStart = (storedStart: Date | null) => {
    const issue = eventStartIssue(input.startDate, input.timezone, now, storedStart);
    if (issue) throw badRequest(issue, { startDate: [issue] });
  };
  const unknownTenant = () => badRequest(API_MESSAGES.unknownTenant(input.tenantId), { tenantId: [API_MESSAGES.unknownTenant(input.tenantId)] });
  const fields = {
    name: input.eventName,
    ...eventSearchFields(input.eventName),
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

  let id: string;
  let replacedPoster: string | null = null;
  if (!input.id) {
    if (!isAdminOf(caller.principal, input.tenantId)) throw forbidden(EVENT_MESSAGES.onlyAdminsCreate);
    checkStart(null);
    const ref = eventsCollection().doc();
    await db.runTransaction(async (tx) => {
      if (!(await tx.get(tenantRef(input.tenantId))).exists) throw unknownTenant();
      const doc: StoredEvent = {
        ...fields,
        poster_url: null,
        poster_id: null,
        background_image_url: null,
        background_image_id: null,
        logo_url: null,
        logo_id: null,
        cover_url: null,
        cover_id: null,
        organizers: [],
        participants: [],
      };
      tx.create(ref, doc);
    });
    id = ref.id;
  } else {
    id = input.id;
    replacedPoster = await editEvent(caller, id, async (tx, event, ref) => {
      if (input.tenantId !== event.tenant_id) {
        if (!canDeleteEvent(caller.principal, event) || !isAdminOf(caller.principal, input.tenantId)) throw forbidden(EVENT_MESSAGES.tenantFixed);
        if (!(await tx.get(tenantRef(input.tenantId))).exists) throw unknownTenant();
      }
      checkStart(event.start_date.toDate());
      // Absent poster fields keep the stored poster; an empty address removes it.
      const keep = input.poster_image_url === undefined && input.poster_image_id === undefined;
      const posterUrl = keep ? event.poster_url : (input.poster_image_url ?? null);
      const posterId = keep ? event.poster_id : posterUrl ? (input.poster_image_id ?? null) : null;
      tx.update(ref, { ...fields, poster_url: posterUrl, poster_id: posterId });
      return event.poster_id && event.poster_id !== posterId ? event.poster_id : null;
    });
  }
  if (replacedPoster) await deleteStoredFile(req.requestId, replacedPoster);
  logs.eventSaved(req.requestId, caller.uid, id, !input.id);
  res.json({ result: await eventAnswer(id) });
});

// DELETE /backendv2/events?id -> { result: { id } } (admins of the event's country)
// Removes the event with all its subcollections (agendas, locations, details, tags, surveys,
// notifications), its gamification and badges, then its Storage folder v2/events/{id}/.
eventsRouter.delete('/events', async (req, res) => {
  const { id } = validate(documentIdQuerySchema, req.query);
  const caller = await callerOf(req);
  const event = (await eventRef(id).get()).data() as StoredEvent | undefined;
  if (!event || !canSee(caller, event)) throw notFound(EVENT_MESSAGES.eventNotFound);
  if (!canDeleteEvent(caller.principal, event)) throw forbidden(EVENT_MESSAGES.onlyAdminsDelete);
  await db.recursiveDelete(eventRef(id));
  await db.recursiveDelete(db.collection(COLLECTIONS.gamification).doc(id));
  await deleteStoredFolder(req.requestId, storagePaths.eventFolder(id));
  logs.eventDeleted(req.requestId, caller.uid, id);
  res.json({ result: { id } });
});

// GET /backendv2/events/byId?event_id -> { event } (with tenant and tz_diff)
eventsRouter.get('/events/byId', async (req, res) => {
  const { event_id } = validate(eventByIdQuerySchema, req.query);
  const { snapshot } = await visibleEvent(await callerOf(req), event_id);
  res.json({ event: toEventAnswer(snapshot, await tenantsById()) });
});

// GET /backendv2/events/isPassed?id -> { passed }: the end is before now.
eventsRouter.get('/events/isPassed', async (req, res) => {
  const { id } = validate(documentIdQuerySchema, req.query);
  const { event } = await visibleEvent(await callerOf(req), id);
  res.json({ passed: isPassed(event.end_date.toDate(), new Date()) });
});

// GET /backendv2/events/clear?event_id -> { result: { id, agendas } } (editors)
// Clears the event's program: deletes all its agendas (with anything stored under them) and their
// files under v2/events/{id}/agendas/, keeping the event, its locations, details, tags and surveys.
eventsRouter.get('/events/clear', async (req, res) => {
  const { event_id } = validate(eventByIdQuerySchema, req.query);
  const caller = await callerOf(req);
  const { canEdit: allowed } = await visibleEvent(caller, event_id);
  if (!allowed) throw forbidden(EVENT_MESSAGES.cannotEdit);
  const agendas = eventChildren(event_id, EVENT_SUBCOLLECTIONS.agendas);
  const count = (await agendas.count().get()).data().count;
  await db.recursiveDelete(agendas);
  await deleteStoredFolder(req.requestId, storagePaths.eventAgendas(event_id));
  logs.eventCleared(req.requestId, caller.uid, event_id, count);
  res.json({ result: { id: event_id, agendas: count } });
});

// GET /backendv2/rights/event?e -> { canEdit }: false for an unknown event.
eventsRouter.get('/rights/event', authenticate, async (req, res) => {
  const { e } = validate(eventRightsQuerySchema, req.query);
  const caller = await callerOf(req);
  const event = (await eventRef(e).get()).data() as StoredEvent | undefined;
  res.json({ canEdit: !!event && canEdit(caller, event) });
});

interface ImageEndpoint {
  path: string;
  schema: z.ZodType<EventImageChange>;
  url: 'background_image_url' | 'logo_url' | 'cover_url';
  ref: 'background_image_id' | 'logo_id' | 'cover_id';
}

const IMAGE_ENDPOINTS: readonly ImageEndpoint[] = [
  { path: '/events/updateBackground', schema: eventBackgroundUpdateSchema, url: 'background_image_url', ref: 'background_image_id' },
  { path: '/events/updateLogo', schema: eventLogoUpdateSchema, url: 'logo_url', ref: 'logo_id' },
  // The spec's cover payload reuses the poster's field names; it is stored as cover_url and cover_id.
  { path: '/events/updateCover', schema: eventCoverUpdateSchema, url: 'cover_url', ref: 'cover_id' },
];

// POST /backendv2/events/updateBackground { id, background_image_url, background_image_id } -> { result: event }
// POST /backendv2/events/updateLogo { id, logo_image_url, logo_image_id } -> { result: event }
// POST /backendv2/events/updateCover { id, poster_image_url, poster_image_id } -> { result: event }
// Editors. Saves the new reference, then deletes the old file; an empty address removes the image.
for (const endpoint of IMAGE_ENDPOINTS) {
  eventsRouter.post(endpoint.path, async (req: Request, res) => {
    const change = validate(endpoint.schema, req.body);
    const caller = await callerOf(req);
    const replaced = await editEvent(caller, change.id, async (tx, event, ref) => {
      const before = event[endpoint.ref] ?? null;
      tx.update(ref, { [endpoint.url]: change.url, [endpoint.ref]: change.ref });
      return before && before !== change.ref ? before : null;
    });
    if (replaced) await deleteStoredFile(req.requestId, replaced);
    logs.eventSaved(req.requestId, caller.uid, change.id, false);
    res.json({ result: await eventAnswer(change.id) });
  });
}
