import { api, EVENT_SUBCOLLECTIONS, withFileId, type DetailDoc } from '@agenda/contract';
import { route } from '../http/endpoints';
import { logs } from '../lib/logs';
import { detailById, detailsOf, removeDetail, saveDetail } from './service';

const SUB = EVENT_SUBCOLLECTIONS.details;

export const detailRoutes = [
  route(api.details.list, async ({ eventId }, caller) => ({ details: await detailsOf(caller, eventId) })),

  route(api.details.byId, async ({ id, eventId }, caller) => ({ detail: await detailById(caller, eventId, id) })),

  // docs/product.md §4 saving order: the files are uploaded, the record saved, and only then are unused files deleted.
  route(api.details.save, async (input, caller, { requestId }) => {
    const doc: DetailDoc = {
      title: input.title,
      description: input.description,
      order_number: input.order,
      event_details_file: input.files,
    };
    const id = await saveDetail(caller, input, doc, requestId);
    logs.eventContentSaved(requestId, caller.uid, input.eventId, SUB, id);
    return {
      result: { id, eventId: input.eventId, ...doc, event_details_file: doc.event_details_file.map(withFileId) },
    };
  }),

  // Its files go after the record, unless another detail of the event still points at them.
  route(api.details.remove, async ({ id, eventId }, caller, { requestId }) => {
    await removeDetail(caller, eventId, id, requestId);
    logs.eventContentDeleted(requestId, caller.uid, eventId, SUB, id);
    return { result: { id } };
  }),
];
