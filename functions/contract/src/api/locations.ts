import { z } from 'zod';
import { eventContentItemQuerySchema, eventContentListQuerySchema } from '../schemas/event-content';
import { locationSaveSchema, locationSchema } from '../schemas/location';
import { endpoint } from './endpoint';

/** docs/product.md §7 Locations: an event's places, read by whoever may see the event, written by its editors. */
export const locations = {
  list: endpoint({
    method: 'GET',
    path: '/locations',
    access: 'signedIn',
    rights: 'eventViewer',
    input: eventContentListQuerySchema,
    output: z.object({ locations: z.array(locationSchema) }),
    summary: "The event's locations, sorted by name",
  }),
  byId: endpoint({
    method: 'GET',
    path: '/locations/byId',
    access: 'signedIn',
    rights: 'eventViewer',
    input: eventContentItemQuerySchema,
    output: z.object({ location: locationSchema }),
    summary: 'One location of the event',
  }),
  save: endpoint({
    method: 'POST',
    path: '/locations/new',
    access: 'signedIn',
    rights: 'eventEditor',
    input: locationSaveSchema,
    output: z.object({ result: locationSchema }),
    summary: 'Creates a location, or edits the one named by id',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/locations',
    access: 'signedIn',
    rights: 'eventEditor',
    input: eventContentItemQuerySchema,
    output: z.object({ result: z.object({ id: z.string() }) }),
    summary: 'Deletes a location; the agendas held there keep their place without one',
  }),
};
