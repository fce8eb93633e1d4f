import { api, type Tag, type TagSave } from '@agenda/contract';
import { AT_THE_FORM, call } from '@/lib/api';

export async function getTag(eventId: string, id: string): Promise<Tag> {
  return (await call(api.tags.byId, { id, eventId })).tag;
}

export async function saveTag(payload: TagSave): Promise<Tag> {
  return (await call(api.tags.save, payload, AT_THE_FORM)).result;
}

export async function deleteTag(eventId: string, id: string): Promise<void> {
  await call(api.tags.remove, { eventId, id });
}
