import { api, type Detail, type DetailSave } from '@agenda/contract';
import { AT_THE_FORM, call } from '@/lib/api';

export async function getDetail(eventId: string, id: string): Promise<Detail> {
  return (await call(api.details.byId, { id, eventId })).detail;
}

export async function saveDetail(payload: DetailSave): Promise<Detail> {
  return (await call(api.details.save, payload, AT_THE_FORM)).result;
}

export async function deleteDetail(eventId: string, id: string): Promise<void> {
  await call(api.details.remove, { eventId, id });
}
