import { z } from 'zod';
import { EVENT_MESSAGES } from '../messages';
import { documentId, editedId, requiredText } from './common';
import { tagDocSchema } from './event-content-doc';

/* A tag of an event (docs/product.md §3 Tag), stored at events/{e}/tags/{id} (event-content-doc.ts). */

/**
 * The sessions a deleted tag was on, or a deleted location held, kept in its deletion's history entry under
 * this field (beside its own fields, named so that the entry reads "Sessions: Keynote, Workshop"), so that
 * restoring it puts it back on those that still exist.
 */
export const CONTENT_SESSIONS_FIELD = 'sessions';
export const contentSessionsSchema = z.array(z.object({ id: z.string(), name: z.string() }));
/** A tag as the API answers it. */
export const tagSchema = z.object({ ...tagDocSchema.shape, id: z.string(), eventId: z.string() });
export type Tag = z.infer<typeof tagSchema>;

export const tagColourSchema = z
  .string({ error: EVENT_MESSAGES.colour })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, EVENT_MESSAGES.colour)
  .transform((value) => value.toLowerCase());

// POST /backendv2/tags/new { id (when editing), name, eventId, colour } -> { result: tag }
export const tagSaveSchema = z
  .object({ id: editedId, name: requiredText(100), eventId: documentId, colour: tagColourSchema })
  .strict();
export type TagSave = z.input<typeof tagSaveSchema>;
