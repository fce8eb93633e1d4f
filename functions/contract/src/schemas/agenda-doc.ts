import * as z from 'zod/mini';
import { docConverter, timestampSchema } from '../firestore';
import { storedFileSchema } from './event-doc';
import type { AgendaPeopleList } from './participants-doc';

/*
 * Agendas as stored (spec §3 Agenda): the events/{e}/agendas/{a} document and its files, in zod/mini.
 * Apart from the API's requests and answers (agenda.ts) because the event's screens read agendas live
 * and need only this: a module's schemas are all built when it loads, and the event home and the
 * programme should not build every request schema of the API, nor load zod's full API, before their first
 * card (issue 33).
 */

/** An agenda's file as stored: its name, download URL and reference in the bucket. */
export const agendaFileSchema = storedFileSchema;
export type AgendaFile = z.infer<typeof agendaFileSchema>;

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
  location_id: z.nullable(z.string()),
  /** 0 means unlimited. */
  no_of_places: z.int(),
  /** The Teams link. */
  meeting_room: z.nullable(z.string()),
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

/** A count that starts at 0 for records written before it. */
const version = () => z._default(z.int().check(z.minimum(0)), 0);

/** The whole stored agenda; version, audit fields and files default for records written before them. */
export const agendaDocSchema = z.extend(agendaDocFieldsSchema, {
  start_time: timestampSchema,
  end_date: timestampSchema,
  /** Raised by one on every save; a save names the version it edited. */
  version: version(),
  updated_at: z._default(z.nullable(timestampSchema), null),
  updated_by: z._default(z.nullable(z.string()), null),
  updated_by_name: z._default(z.nullable(z.string()), null),
  files: z._default(z.array(agendaFileSchema), []),
  /**
   * Issue 29: who waits for a place, first come first served (user ids; an organizer may reorder it).
   * Never anyone while a place is free and the session takes people: every transaction that frees a
   * place promotes the first waiting in the same write (contract/schemas/participants.ts). Counted in
   * AGENDA_MAX_PEOPLE. Agendas stored before it read as empty.
   */
  waitlist: z._default(z.array(z.string()), []),
  /**
   * One version per people list, raised by every change of that list (a picker save; joins and leaves
   * raise `participants_version` alone), so that registration does not turn the speakers' save into a
   * 409. Agendas stored before them read as 0. AGENDA_LIST_VERSION names them by list.
   */
  speakers_version: version(),
  participants_version: version(),
  mparticipants_version: version(),
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

// ---- what the screens work out from stored agendas (no schema: arithmetic only)

/** Spec §5: the occupied share of an agenda's places, rounded up; null when unlimited. */
export function occupancyPercent(taken: number, places: number): number | null {
  if (places <= 0) return null;
  return Math.min(100, Math.ceil((taken / places) * 100));
}

/** Places left (never below 0); null when unlimited. */
export const availablePlaces = (places: number, taken: number): number | null =>
  places > 0 ? Math.max(0, places - taken) : null;

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
