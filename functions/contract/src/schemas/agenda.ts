import { z } from 'zod';
import { docConverter, timestampSchema } from '../firestore';
import { AGENDA_MESSAGES, MESSAGES } from '../messages';
import { storagePaths } from '../paths';
import { documentId, editedId, requiredText } from './common';
import { fileIdSchema, fileRefSchema, fileUrlSchema, isHttpUrl } from './event-doc';
import type { AgendaPeopleList } from './participants';

/*
 * Agendas (spec §3 Agenda, §4, §5, §7 Agendas): the sessions of an event, stored at
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
/** An agenda's places: 0 means unlimited (spec §5). */
export const AGENDA_MAX_PLACES = 100_000;
export const AGENDA_MAX_TAGS = 50;

/** A reference directly inside the agenda's own folder of the bucket. */
export function isAgendaFileRef(ref: string, eventId: string, agendaId: string): boolean {
  const prefix = storagePaths.agendaFiles(eventId, agendaId);
  const name = ref.slice(prefix.length);
  return ref.startsWith(prefix) && name.length > 0 && !name.includes('/') && name !== '.' && name !== '..';
}

export const agendaFileSchema = z
  .object({ name: requiredText(300), url: fileUrlSchema, reference: fileRefSchema })
  .strict();
export type AgendaFile = z.infer<typeof agendaFileSchema>;
/** An agenda's file as answers carry it (spec §3 File: id, name, url; the id is its reference). */
export const agendaFileAnswerSchema = agendaFileSchema.extend({ id: z.string() });
/** An agenda's file as a save takes it: an answer's id may come back, and is not stored. */
const agendaFileInputSchema = agendaFileSchema
  .extend({ id: z.optional(fileIdSchema) })
  .transform(({ id: _id, ...file }) => file);

// ---- stored document

/** Stored at events/{e}/agendas/{a}: the fields of spec §3 without the instants. */
export const agendaDocFieldsSchema = z.object({
  /** The document's own id, so that an agenda can be found by id alone (collection-group query). */
  agenda_id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Tag ids of the event. */
  tags: z.array(z.string()),
  mandatory: z.boolean(),
  locked: z.boolean(),
  location_id: z.string().nullable(),
  /** 0 means unlimited. */
  no_of_places: z.number().int(),
  /** The Teams link. */
  meeting_room: z.string().nullable(),
  /** User ids. */
  speakers: z.array(z.string()),
  participants: z.array(z.string()),
  mparticipants: z.array(z.string()),
});
/** Generic in the timestamp type: the Admin SDK and the web SDK each have their own. */
export type AgendaDoc<T> = z.infer<typeof agendaDocFieldsSchema> & { start_time: T; end_date: T };

/** The fields a new session starts empty with: no tags, room or Teams link, nobody in it, unlimited places. */
type AgendaDocDefaulted =
  | 'tags'
  | 'mandatory'
  | 'locked'
  | 'location_id'
  | 'no_of_places'
  | 'meeting_room'
  | 'speakers'
  | 'participants'
  | 'mparticipants';

/** What a new agenda is made of: its id, name, description and times, and optionally any of the rest. */
export type NewAgendaFields<T> = Omit<AgendaDoc<T>, AgendaDocDefaulted> &
  Partial<Pick<AgendaDoc<T>, AgendaDocDefaulted>>;

/**
 * A complete events/{e}/agendas/{a} document from its id, name, description and times: not mandatory,
 * not locked, no tags, no location, unlimited places, no Teams link and nobody in it unless given.
 * The fields agendaDocSchema defaults (version, files, waitlist, …) are left to it. The one builder of
 * stored agendas for the test fixtures, the demo data and the benchmarks (the API builds its own from
 * the save and the stored agenda).
 */
export function newAgendaDoc<T>(fields: NewAgendaFields<T>): AgendaDoc<T> {
  return {
    tags: [],
    mandatory: false,
    locked: false,
    location_id: null,
    no_of_places: 0,
    meeting_room: null,
    speakers: [],
    participants: [],
    mparticipants: [],
    ...fields,
  };
}

/** The whole stored agenda; version, audit fields and files default for records written before them. */
export const agendaDocSchema = agendaDocFieldsSchema.extend({
  start_time: timestampSchema,
  end_date: timestampSchema,
  /** Raised by one on every save; a save names the version it edited. */
  version: z.number().int().min(0).default(0),
  updated_at: z.nullable(timestampSchema).default(null),
  updated_by: z.string().nullable().default(null),
  updated_by_name: z.string().nullable().default(null),
  files: z.array(agendaFileSchema).default([]),
  /**
   * Issue 29: who waits for a place, first come first served (user ids; an organizer may reorder it).
   * Never anyone while a place is free and the session takes people: every transaction that frees a
   * place promotes the first waiting in the same write (contract/schemas/participants.ts). Counted in
   * AGENDA_MAX_PEOPLE. Agendas stored before it read as empty.
   */
  waitlist: z.array(z.string()).default([]),
  /**
   * One version per people list, raised by every change of that list (a picker save; joins and leaves
   * raise `participants_version` alone), so that registration does not turn the speakers' save into a
   * 409. Agendas stored before them read as 0. AGENDA_LIST_VERSION names them by list.
   */
  speakers_version: z.number().int().min(0).default(0),
  participants_version: z.number().int().min(0).default(0),
  mparticipants_version: z.number().int().min(0).default(0),
});

/** The stored version field of each people list of an agenda (AgendaPeopleList). */
export const AGENDA_LIST_VERSION = {
  speakers: 'speakers_version',
  participants: 'participants_version',
  mparticipants: 'mparticipants_version',
} as const satisfies Record<AgendaPeopleList, string>;

/** Reads and writes stored agendas through agendaDocSchema (functions and the app's live lists). */
export const agendaConverter = docConverter(agendaDocSchema);
export type StoredAgenda = z.output<typeof agendaDocSchema>;

// ---- answers

/**
 * An agenda as the API answers it (spec §3): stored fields with instants as ISO strings in UTC, the
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

/** Spec §5: the occupied share of an agenda's places, rounded up; null when unlimited. */
export function occupancyPercent(taken: number, places: number): number | null {
  if (places <= 0) return null;
  return Math.min(100, Math.ceil((taken / places) * 100));
}

/** Places left (never below 0); null when unlimited. */
export const availablePlaces = (places: number, taken: number): number | null =>
  places > 0 ? Math.max(0, places - taken) : null;

// ---- requests

/**
 * An instant sent as an ISO string. Spec §3: the app sends agenda times "UTC without offset"
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
 * Spec §5's three alerts, in order: an agenda within its event. Shared by the form (which blocks the
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

// ---- conflicts between sessions (warnings, never blocking)

export interface AgendaSlot {
  id: string | null;
  name: string;
  start: number;
  end: number;
  location_id: string | null;
  speakers: readonly string[];
}

export interface AgendaClash {
  kind: 'location' | 'speaker';
  /** The other agenda. */
  with: { id: string; name: string };
  /** The speaker's uid, for a speaker clash. */
  speaker?: string;
}

/** Sessions of the same event that overlap `slot` in time and share its location or one of its speakers. */
export function agendaClashes(slot: AgendaSlot, others: readonly AgendaSlot[]): AgendaClash[] {
  const clashes: AgendaClash[] = [];
  for (const other of others) {
    if (!other.id || other.id === slot.id) continue;
    if (!(other.start < slot.end && slot.start < other.end)) continue;
    if (slot.location_id && other.location_id === slot.location_id)
      clashes.push({ kind: 'location', with: { id: other.id, name: other.name } });
    for (const speaker of slot.speakers) {
      if (other.speakers.includes(speaker))
        clashes.push({ kind: 'speaker', with: { id: other.id, name: other.name }, speaker });
    }
  }
  return clashes;
}
