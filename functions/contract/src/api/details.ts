import { z } from 'zod';
import { detailSaveSchema, detailSchema } from '../schemas/detail';
import { eventContentItemQuerySchema, eventContentListQuerySchema } from '../schemas/event-content';
import { endpoint } from './endpoint';

/** docs/product.md §7 Details: an event's information items with their files, read by whoever may see the event, written by its editors. */
export const details = {
  list: endpoint({
    method: 'GET',
    path: '/details',
    access: 'signedIn',
    rights: 'eventViewer',
    input: eventContentListQuerySchema,
    output: z.object({ details: z.array(detailSchema) }),
    summary: "The event's details, by order number (equal numbers by title)",
  }),
  byId: endpoint({
    method: 'GET',
    path: '/details/byId',
    access: 'signedIn',
    rights: 'eventViewer',
    input: eventContentItemQuerySchema,
    output: z.object({ detail: detailSchema }),
    summary: 'One detail of the event',
  }),
  save: endpoint({
    method: 'POST',
    path: '/details/new',
    access: 'signedIn',
    rights: 'eventEditor',
    input: detailSaveSchema,
    output: z.object({ result: detailSchema }),
    summary:
      'Creates a detail, or edits the one named by id; files no detail uses any more leave Storage after the save',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/details',
    access: 'signedIn',
    rights: 'eventEditor',
    input: eventContentItemQuerySchema,
    output: z.object({ result: z.object({ id: z.string() }) }),
    summary: 'Deletes a detail, then its files that no other detail uses',
  }),
};
