import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { api, EVENT_SUBCOLLECTIONS, locationDocSchema, type Location, type LocationDoc } from '../contract';
import { route } from '../lib/endpoints';
import { logs } from '../lib/logs';
import { deleteEventChild, saveEventChild, visibleEventChild, visibleEventChildren } from '../services/events';

const SUB = EVENT_SUBCOLLECTIONS.locations;

function toLocation(snapshot: DocumentSnapshot, eventId: string): Location {
  const doc = locationDocSchema.parse(snapshot.data());
  return { id: snapshot.id, eventId, ...doc };
}

export const locationRoutes = [
  route(api.locations.list, async ({ eventId }, caller) => {
    const docs = await visibleEventChildren(caller, eventId, SUB);
    return { locations: docs.map((doc) => toLocation(doc, eventId)).sort((a, b) => a.name.localeCompare(b.name)) };
  }),

  route(api.locations.byId, async ({ id, eventId }, caller) => ({
    location: toLocation(await visibleEventChild(caller, eventId, SUB, id), eventId),
  })),

  route(api.locations.save, async (input, caller, { requestId }) => {
    const doc: LocationDoc = { name: input.name, lat: input.lat, long: input.long };
    // An imported location keeps its key, so that importing the workbook again updates it.
    const ref = await saveEventChild(caller, input.eventId, SUB, input.id, doc, ['key']);
    logs.eventContentSaved(requestId, caller.uid, input.eventId, SUB, ref.id);
    return { result: { id: ref.id, eventId: input.eventId, ...doc } };
  }),

  // Agendas held in the location keep their place in the program without a location.
  route(api.locations.remove, async ({ id, eventId }, caller, { requestId }) => {
    await deleteEventChild(caller, eventId, SUB, id, async (tx, event) => {
      const agendas = await tx.get(event.collection(EVENT_SUBCOLLECTIONS.agendas).where('location_id', '==', id));
      for (const agenda of agendas.docs) tx.update(agenda.ref, { location_id: null });
    });
    logs.eventContentDeleted(requestId, caller.uid, eventId, SUB, id);
    return { result: { id } };
  }),
];
