import { z } from 'zod';
import { eventContentItemQuerySchema, eventContentListQuerySchema } from '../schemas/event-content';
import { tagSaveSchema, tagSchema } from '../schemas/tag';
import { endpoint } from './endpoint';

/** docs/product.md §7 Tags: an event's coloured labels, read by whoever may see the event, written by its editors. */
export const tags = {
  list: endpoint({
    method: 'GET',
    path: '/tags',
    access: 'signedIn',
    rights: 'eventViewer',
    input: eventContentListQuerySchema,
    output: z.object({ tags: z.array(tagSchema) }),
    summary: "The event's tags, sorted by text",
  }),
  byId: endpoint({
    method: 'GET',
    path: '/tags/byId',
    access: 'signedIn',
    rights: 'eventViewer',
    input: eventContentItemQuerySchema,
    output: z.object({ tag: tagSchema }),
    summary: 'One tag of the event',
  }),
  save: endpoint({
    method: 'POST',
    path: '/tags/new',
    access: 'signedIn',
    rights: 'eventEditor',
    input: tagSaveSchema,
    output: z.object({ result: tagSchema }),
    summary: 'Creates a tag, or edits the one named by id (stored as text and color)',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/tags',
    access: 'signedIn',
    rights: 'eventEditor',
    input: eventContentItemQuerySchema,
    output: z.object({ result: z.object({ id: z.string() }) }),
    summary: 'Deletes a tag and takes it off every agenda of the event',
  }),
};
