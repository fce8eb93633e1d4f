import type { Tag, TagSave } from '@contract';
import { z } from 'zod';
import { apiDelete, apiGet, apiPost } from '@/lib/api';

const tagSchema = z.object({ id: z.string(), eventId: z.string(), text: z.string(), color: z.string() }) satisfies z.ZodType<Tag>;

// GET /backendv2/tags/byId?id&eventId -> { tag }
export async function getTag(eventId: string, id: string): Promise<Tag> {
  return (await apiGet('/tags/byId', { id, eventId }, z.object({ tag: tagSchema }))).tag;
}

// POST /backendv2/tags/new { id?, name, eventId, colour } -> { result: tag }
export async function saveTag(payload: TagSave): Promise<Tag> {
  return (await apiPost('/tags/new', payload, z.object({ result: tagSchema }))).result;
}

// DELETE /backendv2/tags?eventId&id
export async function deleteTag(eventId: string, id: string): Promise<void> {
  await apiDelete('/tags', { eventId, id });
}
