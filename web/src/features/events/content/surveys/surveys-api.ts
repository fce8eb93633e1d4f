import { api, type Survey, type SurveySave } from '@agenda/contract';
import { AT_THE_FORM, call } from '@/lib/api';

export async function getSurvey(eventId: string, id: string): Promise<Survey> {
  return (await call(api.surveys.byId, { id, eventId })).survey;
}

export async function saveSurvey(payload: SurveySave): Promise<Survey> {
  return (await call(api.surveys.save, payload, AT_THE_FORM)).result;
}

export async function deleteSurvey(eventId: string, id: string): Promise<void> {
  await call(api.surveys.remove, { eventId, id });
}
