import { api, EVENT_SUBCOLLECTIONS, type LocationDoc } from '@agenda/contract';
import { route } from '../http/endpoints';
import { logs } from '../lib/logs';
import { locationById, locationsOf, removeLocation, saveLocation } from './service';

const SUB = EVENT_SUBCOLLECTIONS.locations;

export const locationRoutes = [
  route(api.locations.list, async ({ eventId }, caller) => ({ locations: await locationsOf(caller, eventId) })),

  route(api.locations.byId, async ({ id, eventId }, caller) => ({ location: await locationById(caller, eventId, id) })),

  // A renamed location raises the version of the agendas held there (their calendar invites name it).
  route(api.locations.save, async (input, caller, { requestId }) => {
    const doc: LocationDoc = { name: input.name, lat: input.lat, long: input.long };
    const id = await saveLocation(caller, input.eventId, input.id, doc);
    logs.eventContentSaved(requestId, caller.uid, input.eventId, SUB, id);
    return { result: { id, eventId: input.eventId, ...doc } };
  }),

  // Agendas held in the location keep their place in the program without a location.
  route(api.locations.remove, async ({ id, eventId }, caller, { requestId }) => {
    await removeLocation(caller, eventId, id);
    logs.eventContentDeleted(requestId, caller.uid, eventId, SUB, id);
    return { result: { id } };
  }),
];
