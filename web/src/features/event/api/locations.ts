import type { Location, LocationSave } from '@contract';
import { z } from 'zod';
import { apiDelete, apiGet, apiPost } from '@/lib/api';

const locationSchema = z.object({ id: z.string(), eventId: z.string(), name: z.string(), lat: z.number(), long: z.number() }) satisfies z.ZodType<Location>;

// GET /backendv2/locations/byId?id&eventId -> { location }
export async function getLocation(eventId: string, id: string): Promise<Location> {
  return (await apiGet('/locations/byId', { id, eventId }, z.object({ location: locationSchema }))).location;
}

// POST /backendv2/locations/new { id?, name, eventId, lat, long } -> { result: location }
export async function saveLocation(payload: LocationSave): Promise<Location> {
  return (await apiPost('/locations/new', payload, z.object({ result: locationSchema }))).result;
}

// DELETE /backendv2/locations?eventId&id
export async function deleteLocation(eventId: string, id: string): Promise<void> {
  await apiDelete('/locations', { eventId, id });
}
