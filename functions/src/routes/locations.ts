import { Router } from 'express';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import {
  EVENT_SUBCOLLECTIONS,
  eventContentItemQuerySchema,
  eventContentListQuerySchema,
  locationSaveSchema,
  type Location,
  type LocationDoc,
} from '../contract';
import { authenticate } from '../middleware/auth';
import { logs } from '../lib/logs';
import { validate } from '../lib/validate';
import { callerOf, deleteEventChild, saveEventChild, visibleEventChild, visibleEventChildren } from '../services/events';

export const locationsRouter = Router();
locationsRouter.use('/locations', authenticate);

const SUB = EVENT_SUBCOLLECTIONS.locations;

function toLocation(snapshot: DocumentSnapshot, eventId: string): Location {
  const doc = snapshot.data() as LocationDoc;
  return { id: snapshot.id, eventId, name: doc.name, lat: doc.lat, long: doc.long };
}

// GET /backendv2/locations?eventId -> { locations }, sorted by name (whoever may see the event)
locationsRouter.get('/locations', async (req, res) => {
  const { eventId } = validate(eventContentListQuerySchema, req.query);
  const docs = await visibleEventChildren(await callerOf(req), eventId, SUB);
  res.json({ locations: docs.map((doc) => toLocation(doc, eventId)).sort((a, b) => a.name.localeCompare(b.name)) });
});

// GET /backendv2/locations/byId?id&eventId -> { location }
locationsRouter.get('/locations/byId', async (req, res) => {
  const { id, eventId } = validate(eventContentItemQuerySchema, req.query);
  res.json({ location: toLocation(await visibleEventChild(await callerOf(req), eventId, SUB, id), eventId) });
});

// POST /backendv2/locations/new { id?, name, eventId, lat, long } -> { result: location } (editors)
locationsRouter.post('/locations/new', async (req, res) => {
  const input = validate(locationSaveSchema, req.body);
  const caller = await callerOf(req);
  const doc: LocationDoc = { name: input.name, lat: input.lat, long: input.long };
  const ref = await saveEventChild(caller, input.eventId, SUB, input.id, doc);
  logs.eventContentSaved(req.requestId, caller.uid, input.eventId, SUB, ref.id);
  res.json({ result: { id: ref.id, eventId: input.eventId, ...doc } satisfies Location });
});

// DELETE /backendv2/locations?eventId&id -> { result: { id } } (editors)
// Agendas held in the location keep their place in the program without a location.
locationsRouter.delete('/locations', async (req, res) => {
  const { id, eventId } = validate(eventContentItemQuerySchema, req.query);
  const caller = await callerOf(req);
  await deleteEventChild(caller, eventId, SUB, id, async (tx, event) => {
    const agendas = await tx.get(event.collection(EVENT_SUBCOLLECTIONS.agendas).where('location_id', '==', id));
    for (const agenda of agendas.docs) tx.update(agenda.ref, { location_id: null });
  });
  logs.eventContentDeleted(req.requestId, caller.uid, eventId, SUB, id);
  res.json({ result: { id } });
});
