import { api } from '@agenda/contract';
import { route } from '../http/endpoints';
import { logs } from '../lib/logs';
import { checkStoredFiles } from '../shared/storage';
import { newsById, newsList, removeNews, requireCountryAdmin, saveNews } from './service';

export const newsRoutes = [
  // Without t (or t=0, the app's "all countries"): every country's news. Bounded by NEWS_LIST_MAX newest.
  route(api.news.list, async ({ t }) => ({ events: await newsList(t) })),

  route(api.news.byId, async ({ event_id }) => ({ event: await newsById(event_id) })),

  // The photo is uploaded first; the record is saved in a transaction that re-reads it (and the
  // caller's rights were read for this request); a photo the record no longer uses goes afterwards.
  route(api.news.save, async (input, caller, { requestId }) => {
    requireCountryAdmin(caller, input.tenant);
    if (input.img_url && input.img_id)
      checkStoredFiles([{ address: input.img_url, reference: input.img_id, field: 'img_url' }]);
    const id = await saveNews(caller, input, requestId);
    logs.newsSaved(requestId, caller.uid, id, !input.id);
    return { result: await newsById(id) };
  }),

  route(api.news.remove, async ({ id }, caller, { requestId }) => {
    await removeNews(caller, id, requestId);
    logs.newsDeleted(requestId, caller.uid, id);
    return { result: { id } };
  }),
];
