import type { Survey, SurveySave } from '@contract';
import { z } from 'zod';
import { apiDelete, apiGet, apiPost } from '@/lib/api';

const surveySchema = z.object({ id: z.string(), eventId: z.string(), name: z.string(), url: z.string() }) satisfies z.ZodType<Survey>;

// GET /backendv2/surveys/byId?id&eventId -> { survey }
export async function getSurvey(eventId: string, id: string): Promise<Survey> {
  return (await apiGet('/surveys/byId', { id, eventId }, z.object({ survey: surveySchema }))).survey;
}

// POST /backendv2/surveys/new { id?, name, url, eventId } -> { result: survey }
export async function saveSurvey(payload: SurveySave): Promise<Survey> {
  return (await apiPost('/surveys/new', payload, z.object({ result: surveySchema }))).result;
}

// DELETE /backendv2/surveys?eventId&id
export async function deleteSurvey(eventId: string, id: string): Promise<void> {
  await apiDelete('/surveys', { eventId, id });
}
