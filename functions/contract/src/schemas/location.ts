import { z } from 'zod';
import { EVENT_MESSAGES } from '../messages';
import { documentId, editedId, requiredText } from './common';

/* A location of an event (spec §3 Location), stored at events/{e}/locations/{id} and saved through the API. */

/** Stored at events/{e}/locations/{id}. */
export const locationDocSchema = z.object({
  name: z.string(),
  lat: z.number(),
  long: z.number(),
  /** The Locations sheet's key of an imported location, so that a re-import updates it (kept on edits). */
  key: z.string().optional(),
});
export type LocationDoc = z.infer<typeof locationDocSchema>;
/** A location as the API answers it. */
export const locationSchema = locationDocSchema.extend({ id: z.string(), eventId: z.string() });
export type Location = z.infer<typeof locationSchema>;

const coordinate = (min: number, max: number, message: string) =>
  z.number({ error: message }).min(min, message).max(max, message);

// POST /backendv2/locations/new { id (when editing), name, eventId, lat, long } -> { result: location }
export const locationSaveSchema = z
  .object({
    id: editedId,
    name: requiredText(200),
    eventId: documentId,
    lat: coordinate(-90, 90, EVENT_MESSAGES.latitude),
    long: coordinate(-180, 180, EVENT_MESSAGES.longitude),
  })
  .strict();
export type LocationSave = z.input<typeof locationSaveSchema>;
