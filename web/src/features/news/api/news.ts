import { api, type News, type NewsSave } from '@agenda/contract';
import { AT_THE_FORM, call } from '@/lib/api';

// GET /backendv2/news/byId?event_id (the spec's name for the item's id)
export async function getNews(id: string): Promise<News> {
  return (await call(api.news.byId, { event_id: id })).event;
}

// POST /backendv2/news/new: creates, or edits the item named by id; the answer carries result.tenant_id.
export async function saveNews(input: NewsSave): Promise<News> {
  return (await call(api.news.save, input, AT_THE_FORM)).result;
}

// DELETE /backendv2/news?id: the admins of the item's country; its photo leaves Storage after the record.
export async function deleteNews(id: string): Promise<void> {
  await call(api.news.remove, { id });
}
