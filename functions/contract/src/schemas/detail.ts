import { z } from 'zod';
import { EVENT_MESSAGES, MESSAGES } from '../messages';
import { documentId, editedId, requiredText } from './common';
import { detailDocSchema, detailFileSchema } from './event-content-doc';
import { eventFileFolder, fileIdSchema, fileRefSchema, isEventFileRef } from './event-doc';

/*
 * A detail page of an event with its files (docs/product.md §3 Event detail, File), stored at events/{e}/details/{id}
 * (event-content-doc.ts).
 */

/** Files of one detail; each is a png or jpeg under v2/events/{e}/details/. */
export const DETAIL_MAX_FILES = 50;

/** A detail's file as answers carry it (docs/product.md §3 File: id, name, url; the id is its reference). */
export const detailFileAnswerSchema = z.strictObject({ ...detailFileSchema.shape, id: z.string() });
/** A detail's file as a save takes it: an answer's id may come back, and is not stored. */
const detailFileInputSchema = z
  .strictObject({ ...detailFileSchema.shape, id: z.optional(fileIdSchema) })
  .transform(({ id: _id, ...file }) => file);

/** A detail as the API answers it. */
export const detailSchema = z.object({
  ...detailDocSchema.shape,
  id: z.string(),
  eventId: z.string(),
  event_details_file: z.array(detailFileAnswerSchema),
});
export type DetailAnswer = z.infer<typeof detailSchema>;

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
