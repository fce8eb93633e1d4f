import { z } from 'zod';
import { EVENT_MESSAGES, MESSAGES } from '../messages';
import { documentId, editedId, requiredText } from './common';
import { eventFileFolder, fileIdSchema, fileRefSchema, fileUrlSchema, isEventFileRef } from './event-doc';

/* A detail page of an event with its files (spec §3 Event detail, File), stored at events/{e}/details/{id}. */

/** Files of one detail; each is a png or jpeg under v2/events/{e}/details/. */
export const DETAIL_MAX_FILES = 50;

/** A file of a detail (spec §3 File): its name, download address and Storage reference. */
export const detailFileSchema = z
  .object({ name: requiredText(300), url: fileUrlSchema, reference: fileRefSchema })
  .strict();
export type DetailFile = z.infer<typeof detailFileSchema>;
/** A detail's file as answers carry it (spec §3 File: id, name, url; the id is its reference). */
export const detailFileAnswerSchema = detailFileSchema.extend({ id: z.string() });
/** A detail's file as a save takes it: an answer's id may come back, and is not stored. */
const detailFileInputSchema = detailFileSchema
  .extend({ id: z.optional(fileIdSchema) })
  .transform(({ id: _id, ...file }) => file);

/** Stored at events/{e}/details/{id}. */
export const detailDocSchema = z.object({
  title: z.string(),
  description: z.string(),
  order_number: z.number().int(),
  event_details_file: z.array(detailFileSchema),
});
export type DetailDoc = z.infer<typeof detailDocSchema>;
/** A detail as the API answers it. */
export const detailSchema = detailDocSchema.extend({
  id: z.string(),
  eventId: z.string(),
  event_details_file: z.array(detailFileAnswerSchema),
});
export type DetailAnswer = z.infer<typeof detailSchema>;
/** A detail as the app lists it (read live, or answered: the answer's file ids are not needed). */
export type Detail = DetailDoc & { id: string; eventId: string };

/**
 * POST /backendv2/details/new { id (when editing), title, description, order, eventId, files,
 * deletedFiles } -> { result: detail }. `files` is the full new list (uploaded first);
 * `deletedFiles` the references to remove from Storage once the record is saved.
 */
export const detailSaveSchema = z
  .object({
    id: editedId,
    title: requiredText(300),
    description: z
      .string()
      .trim()
      .max(20_000, 'At most 20000 characters')
      .nullish()
      .transform((value) => value ?? ''),
    order: z
      .number({ error: MESSAGES.required })
      .int(EVENT_MESSAGES.order)
      .min(0, EVENT_MESSAGES.order)
      .max(1_000_000, EVENT_MESSAGES.order),
    eventId: documentId,
    files: z.array(detailFileInputSchema).max(DETAIL_MAX_FILES, `At most ${DETAIL_MAX_FILES} files`).default([]),
    deletedFiles: z
      .array(fileRefSchema)
      .max(DETAIL_MAX_FILES * 2, `At most ${DETAIL_MAX_FILES * 2} files`)
      .default([]),
  })
  .strict()
  .superRefine((value, ctx) => {
    // Object checks run even when a field failed: only well-formed references are checked.
    if (typeof value.eventId !== 'string' || !Array.isArray(value.files) || !Array.isArray(value.deletedFiles)) return;
    const outside = EVENT_MESSAGES.fileOutsideFolder(eventFileFolder(value.eventId, 'details'));
    value.files.forEach((file, index) => {
      if (typeof file?.reference === 'string' && !isEventFileRef(file.reference, value.eventId, 'details'))
        ctx.addIssue({ code: 'custom', path: ['files', index, 'reference'], message: outside });
    });
    value.deletedFiles.forEach((ref, index) => {
      if (typeof ref === 'string' && !isEventFileRef(ref, value.eventId, 'details'))
        ctx.addIssue({ code: 'custom', path: ['deletedFiles', index], message: outside });
    });
  });
export type DetailSave = z.input<typeof detailSaveSchema>;
