import { api, EVENT_SUBCOLLECTIONS, type TagDoc } from '@agenda/contract';
import { route } from '../http/endpoints';
import { logs } from '../lib/logs';
import { removeTag, saveTag, tagById, tagsOf } from './service';

const SUB = EVENT_SUBCOLLECTIONS.tags;

export const tagRoutes = [
  route(api.tags.list, async ({ eventId }, caller) => ({ tags: await tagsOf(caller, eventId) })),

  route(api.tags.byId, async ({ id, eventId }, caller) => ({ tag: await tagById(caller, eventId, id) })),

  // The save form names the fields name and colour; the document stores them as text and color.
  route(api.tags.save, async (input, caller, { requestId }) => {
    const doc: TagDoc = { text: input.name, color: input.colour };
    const id = await saveTag(caller, input.eventId, input.id, doc);
    logs.eventContentSaved(requestId, caller.uid, input.eventId, SUB, id);
    return { result: { id, eventId: input.eventId, ...doc } };
  }),

  // The tag leaves every agenda of the event too.
  route(api.tags.remove, async ({ id, eventId }, caller, { requestId }) => {
    await removeTag(caller, eventId, id);
    logs.eventContentDeleted(requestId, caller.uid, eventId, SUB, id);
    return { result: { id } };
  }),
];
