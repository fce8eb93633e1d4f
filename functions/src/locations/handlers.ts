import { FieldValue, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { api, EVENT_SUBCOLLECTIONS, locationDocSchema, type Location, type LocationDoc } from '@agenda/contract';
import { route } from '../http/endpoints';
import { logs } from '../lib/logs';
import { deleteEventChild, saveEventChild, visibleEventChild, visibleEventChildren } from '../events/service';

const SUB = EVENT_SUBCOLLECTIONS.locations;

/**
 * The agendas held in a location get a new version (with `changes`, such as leaving a deleted location):
 * their calendar invites name the place, an invite is sent again for a new version (its SEQUENCE), and an
 * editor's form based on the version before is told that the agenda changed.
 */
async function raiseVersionsAt(tx: Transaction, event: DocumentReference, locationId: string, changes: Record<string, unknown> = {}): Promise<void> {
  const agendas = await tx.get(event.collection(EVENT_SUBCOLLECTIONS.agendas).where('location_id', '==', locationId));
  for (const agenda of agendas.docs) tx.update(agenda.ref, { ...changes, version: FieldValue.increment(1) });
}

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
    // An imported location keeps its key, so that importing the workbook again updates it. The agendas
    // held there get a new version when its name changes: their calendar invites name the place, and an
    // invite is sent again only for a new version (SEQUENCE).
    const ref = await saveEventChild(caller, input.eventId, SUB, input.id, doc, ['key'], async (tx, event, existing) => {
      if (!existing || existing.get('name') === doc.name) return;
      await raiseVersionsAt(tx, event, existing.id);
    });
    logs.eventContentSaved(requestId, caller.uid, input.eventId, SUB, ref.id);
    return { result: { id: ref.id, eventId: input.eventId, ...doc } };
  }),

  // Agendas held in the location keep their place in the program without a location.
  route(api.locations.remove, async ({ id, eventId }, caller, { requestId }) => {
    await deleteEventChild(caller, eventId, SUB, id, async (tx, event) => {
      await raiseVersionsAt(tx, event, id, { location_id: null });
    });
    logs.eventContentDeleted(requestId, caller.uid, eventId, SUB, id);
    return { result: { id } };
  }),
];
