import { z } from 'zod';
import { AGENDA_MESSAGES, MESSAGES } from '../messages';
import { storagePaths } from '../paths';
import { documentId, editedId, requiredText } from './common';
import { agendaFileSchema } from './agenda-doc';
import { fileIdSchema, fileRefSchema, isHttpUrl } from './event-doc';

/*
 * Agendas (docs/product.md §3 Agenda, §4, §5, §7 Agendas): the sessions of an event, stored at
 * events/{e}/agendas/{a}. Instants are stored in UTC; the form edits them in the event's zone and the
 * list shows them in the viewer's. Every save carries the version it was based on, so that a save over
 * someone else's newer one is refused (409) instead of silently losing their change.
 */

/** Agenda files: documents and images for the session (slides, handouts, floor plans). */
export const AGENDA_FILE_CONTENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;
/** Upload bound of one agenda file, repeated in storage.rules. */
export const AGENDA_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const AGENDA_MAX_FILES = 50;
/** An agenda's places: 0 means unlimited (docs/product.md §5). */
export const AGENDA_MAX_PLACES = 100_000;
export const AGENDA_MAX_TAGS = 50;

/** A reference directly inside the agenda's own folder of the bucket. */
export function isAgendaFileRef(ref: string, eventId: string, agendaId: string): boolean {
  const prefix = storagePaths.agendaFiles(eventId, agendaId);
  const name = ref.slice(prefix.length);
  return ref.startsWith(prefix) && name.length > 0 && !name.includes('/') && name !== '.' && name !== '..';
}

/** An agenda's file as answers carry it (docs/product.md §3 File: id, name, url; the id is its reference). */
export const agendaFileAnswerSchema = z.strictObject({ ...agendaFileSchema.shape, id: z.string() });
/** An agenda's file as a save takes it: an answer's id may come back, and is not stored. */
const agendaFileInputSchema = z
  .strictObject({ ...agendaFileSchema.shape, id: z.optional(fileIdSchema) })
  .transform(({ id: _id, ...file }) => file);

// ---- answers

/**
 * An agenda as the API answers it (docs/product.md §3): stored fields with instants as ISO strings in UTC, the
 * location's name, and `available_places` (null when the places are unlimited).
 */
export const agendaSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  name: z.string(),
  description: z.string(),
  start_time: z.string(),
  end_date: z.string(),
  tags: z.array(z.string()),
  mandatory: z.boolean(),
  locked: z.boolean(),
  location_id: z.string().nullable(),
  location: z.object({ name: z.string() }).nullable(),
  no_of_places: z.number().int(),
  available_places: z.number().int().nullable(),
  meeting_room: z.string().nullable(),
  speakers: z.array(z.string()),
  participants: z.array(z.string()),
  mparticipants: z.array(z.string()),
  files: z.array(agendaFileAnswerSchema),
  version: z.number().int(),
  updated_at: z.string().nullable(),
  updated_by_name: z.string().nullable(),
});
export type Agenda = z.infer<typeof agendaSchema>;

/** A person as an agenda's overview shows them: name and job title, never their rights. */
export const agendaPersonSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  job_title: z.string().nullable(),
  avatar_url: z.string().nullable(),
});
export type AgendaPerson = z.infer<typeof agendaPersonSchema>;

/** GET /agendas/eager: the agenda with its location, tags and people in one answer. */
export const agendaEagerSchema = agendaSchema.extend({
  location: z
    .object({ id: z.string(), name: z.string(), lat: z.number().nullable(), long: z.number().nullable() })
    .nullable(),
  tag_list: z.array(z.object({ id: z.string(), text: z.string(), color: z.string() })),
  speaker_list: z.array(agendaPersonSchema),
  participant_list: z.array(agendaPersonSchema),
  mparticipant_list: z.array(agendaPersonSchema),
});
export type AgendaEager = z.infer<typeof agendaEagerSchema>;

// ---- requests

/**
 * An instant sent as an ISO string. docs/product.md §3: the app sends agenda times "UTC without offset"
 * ("2026-05-12T07:00:00"), which is read as UTC; an explicit offset or Z is accepted too.
 */
export const utcInstant = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .pipe(z.iso.datetime({ offset: true, local: true, error: AGENDA_MESSAGES.invalidTime }))
  .transform((value) => new Date(/(?:Z|[+-]\d{2}:?\d{2})$/i.test(value) ? value : `${value}Z`));

/** The Teams link of a Teams event: an https address. */
export const meetingLinkSchema = z
  .string()
  .trim()
  .max(2048, AGENDA_MESSAGES.meetingLink)
  .refine((value) => isHttpUrl(value) && value.toLowerCase().startsWith('https://'), AGENDA_MESSAGES.meetingLink);

/**
 * POST /backendv2/agendas/new { id (when editing), name, description, tags, startTime, endTime,
 * locationId, numberOfPlaces, mandatory, locked, meeting, eventId, version? } -> { result: agenda }.
 * A mandatory agenda has unlimited places (the field is hidden). The bounds by the event are checked
 * with `agendaTimeIssues` once the event is read.
 */
export const agendaSaveSchema = z
  .object({
    id: editedId,
    eventId: documentId,
    name: requiredText(200),
    description: requiredText(10_000),
    startTime: utcInstant,
    endTime: utcInstant,
    locationId: z
      .preprocess((value) => (value === '' ? null : value), documentId.nullish())
      .transform((value) => value ?? null),
    tags: z
      .array(documentId)
      .max(AGENDA_MAX_TAGS, `At most ${AGENDA_MAX_TAGS} tags`)
      .default([])
      .transform((ids) => [...new Set(ids)]),
    numberOfPlaces: z
      .number({ error: AGENDA_MESSAGES.places })
      .int(AGENDA_MESSAGES.places)
      .min(0, AGENDA_MESSAGES.places)
      .max(AGENDA_MAX_PLACES, AGENDA_MESSAGES.places)
      .default(0),
    mandatory: z.boolean().default(false),
    locked: z.boolean().default(false),
    meeting: z
      .preprocess(
        (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
        meetingLinkSchema.nullish(),
      )
      .transform((value) => value ?? null),
    /** The version the form was based on; absent when creating. */
    version: z.number().int().min(0).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (
      value.startTime instanceof Date &&
      value.endTime instanceof Date &&
      value.startTime.getTime() >= value.endTime.getTime()
    ) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: MESSAGES.agendaStartAfterEnd });
    }
  })
  .transform((value) => ({ ...value, numberOfPlaces: value.mandatory ? 0 : value.numberOfPlaces }));
export type AgendaSave = z.input<typeof agendaSaveSchema>;

/**
 * docs/product.md §5's three alerts, in order: an agenda within its event. Shared by the form (which blocks the
 * save) and the API (which refuses it). Empty when the times are fine.
 */
export function agendaTimeIssues(
  start: Date,
  end: Date,
  eventStart: Date,
  eventEnd: Date,
): { field: 'startTime' | 'endTime'; message: string }[] {
  const issues: { field: 'startTime' | 'endTime'; message: string }[] = [];
  if (start.getTime() >= end.getTime()) issues.push({ field: 'endTime', message: MESSAGES.agendaStartAfterEnd });
  if (start.getTime() < eventStart.getTime()) issues.push({ field: 'startTime', message: MESSAGES.agendaBeforeEvent });
  if (end.getTime() > eventEnd.getTime()) issues.push({ field: 'endTime', message: MESSAGES.agendaAfterEvent });
  return issues;
}

// GET /backendv2/agendas?eventId
export const agendaListQuerySchema = z.object({ eventId: documentId });
// GET /backendv2/agendas/byId?id&eventId, /agendas/eager?id&eventId, /agendas/files?id&eventId
export const agendaItemQuerySchema = z.object({ id: documentId, eventId: documentId });
// DELETE /backendv2/agendas?eventId&agendaId
export const agendaDeleteQuerySchema = z.object({ eventId: documentId, agendaId: documentId });
// GET /backendv2/agendas/isPassed?id
export const agendaIdQuerySchema = z.object({ id: documentId });
// GET /backendv2/rights/agenda?a
export const agendaRightsQuerySchema = z.object({ a: documentId });

/**
 * POST /backendv2/agendas/files/update { id, eventId, files, deletedFiles } -> { result: agenda }:
 * `files` the full new list (uploaded first), `deletedFiles` the references removed from Storage
 * once the record is saved. Every reference lies in the agenda's own folder.
 */
export const agendaFilesUpdateSchema = z
  .object({
    id: documentId,
    eventId: documentId,
    files: z.array(agendaFileInputSchema).max(AGENDA_MAX_FILES, `At most ${AGENDA_MAX_FILES} files`).default([]),
    deletedFiles: z
      .array(fileRefSchema)
      .max(AGENDA_MAX_FILES * 2, `At most ${AGENDA_MAX_FILES * 2} files`)
      .default([]),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (
      typeof value.eventId !== 'string' ||
      typeof value.id !== 'string' ||
      !Array.isArray(value.files) ||
      !Array.isArray(value.deletedFiles)
    )
      return;
    const outside = AGENDA_MESSAGES.fileOutsideFolder(storagePaths.agendaFiles(value.eventId, value.id));
    value.files.forEach((file, index) => {
      if (typeof file?.reference === 'string' && !isAgendaFileRef(file.reference, value.eventId, value.id))
        ctx.addIssue({ code: 'custom', path: ['files', index, 'reference'], message: outside });
    });
    value.deletedFiles.forEach((ref, index) => {
      if (typeof ref === 'string' && !isAgendaFileRef(ref, value.eventId, value.id))
        ctx.addIssue({ code: 'custom', path: ['deletedFiles', index], message: outside });
    });
  });
export type AgendaFilesUpdate = z.input<typeof agendaFilesUpdateSchema>;

/** The 409 answer's details when someone else saved the agenda first. */
export const agendaConflictSchema = z.object({
  version: z.number().int(),
  updated_at: z.string().nullable(),
  updated_by_name: z.string().nullable(),
});
export type AgendaConflict = z.infer<typeof agendaConflictSchema>;
