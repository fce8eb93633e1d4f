import { z } from 'zod';
import { EVENT_MESSAGES } from '../messages';
import { documentId, editedId, requiredText } from './common';
import { locationDocSchema } from './event-content-doc';

/*
 * A location of an event (docs/product.md §3 Location), stored at events/{e}/locations/{id} (event-content-doc.ts) and
 * saved through the API.
 */

/** A location as the API answers it. */
export const locationSchema = z.object({ ...locationDocSchema.shape, id: z.string(), eventId: z.string() });
export type Location = z.infer<typeof locationSchema>;

const coordinate = (min: number, max: number, message: string) =>
  z.number({ error: message }).min(min, message).max(max, message);

/**
 * POST /backendv2/locations/new { id (when editing), name, eventId, lat?, long? } -> { result: location }.
 * docs/product.md §7 names id, name and eventId; the coordinates are optional and come as a pair:
 * absent or null is none (the app shows a place on the map only when it has both).
 */
export const locationSaveSchema = z
  .object({
    id: editedId,
    name: requiredText(200),
    eventId: documentId,
    lat: coordinate(-90, 90, EVENT_MESSAGES.latitude)
      .nullish()
      .transform((value) => value ?? null),
    long: coordinate(-180, 180, EVENT_MESSAGES.longitude)
      .nullish()
      .transform((value) => value ?? null),
  })
  .strict()
  .superRefine((value, ctx) => {
    const given = (coordinate: unknown) => typeof coordinate === 'number' && Number.isFinite(coordinate);
    if (given(value.lat) && !given(value.long) && value.long === null)
      ctx.addIssue({ code: 'custom', path: ['long'], message: EVENT_MESSAGES.coordinatesTogether });
    if (given(value.long) && !given(value.lat) && value.lat === null)
      ctx.addIssue({ code: 'custom', path: ['lat'], message: EVENT_MESSAGES.coordinatesTogether });
  });
export type LocationSave = z.input<typeof locationSaveSchema>;
