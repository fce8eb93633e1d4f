import type { Detail, DetailFile, DetailSave } from '@contract';
import { z } from 'zod';
import { apiDelete, apiGet, apiPost } from '@/lib/api';

const detailFileSchema = z.object({ name: z.string(), url: z.string(), reference: z.string() }) satisfies z.ZodType<DetailFile>;

const detailSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  title: z.string(),
  description: z.string(),
  order_number: z.number(),
  event_details_file: z.array(detailFileSchema),
}) satisfies z.ZodType<Detail>;

// GET /backendv2/details/byId?id&eventId -> { detail }
export async function getDetail(eventId: string, id: string): Promise<Detail> {
  return (await apiGet('/details/byId', { id, eventId }, z.object({ detail: detailSchema }))).detail;
}

// POST /backendv2/details/new { id?, title, description, order, eventId, files, deletedFiles } -> { result: detail }
export async function saveDetail(payload: DetailSave): Promise<Detail> {
  return (await apiPost('/details/new', payload, z.object({ result: detailSchema }))).result;
}

// DELETE /backendv2/details?eventId&id
export async function deleteDetail(eventId: string, id: string): Promise<void> {
  await apiDelete('/details', { eventId, id });
}
