import * as z from 'zod/mini';
import { docConverter, timestampSchema } from '../firestore';
import { storedFileSchema } from './event-doc';
import type { AgendaPeopleList } from './participants-doc';

/*
 * Agendas as stored (docs/product.md §3 Agenda): the events/{e}/agendas/{a} document and its files, in zod/mini.
 * Apart from the API's requests and answers (agenda.ts) because the event's screens read agendas live
 * and need only this: a module's schemas are all built when it loads, and the event home and the
 * programme should not build every request schema of the API, nor load zod's full API, before their first
 * card (firestore.ts says why).
 */

/** An agenda's file as stored: its name, download URL and reference in the bucket. */
export const agendaFileSchema = storedFileSchema;
export type AgendaFile = z.infer<typeof agendaFileSchema>;

/** Stored at events/{e}/agendas/{a}: the fields of docs/product.md §3 without the instants. */
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
  /**
   * User ids of the speakers: the programme's own content (who presents, the clash warnings), kept on
   * the session; joins never change them. Participants, mandatory participants and the waitlist are not
   * here: see agendaRosterSchema.
   */
  speakers: z.array(z.string()),
});
/** Generic in the timestamp type: the Admin SDK and the web SDK each have their own. */
export type AgendaDoc<T> = z.infer<typeof agendaDocFieldsSchema> & { start_time: T; end_date: T };

/**
 * Who takes part in an agenda, stored apart from it at events/{e}/agendas/{a}/roster/people (AGENDA_ROSTER):
 * the programmes listen to the agenda documents, and a join must not send them every participant's id
 * again (a 2,000-seat session watched by 1,000 people would be ~150 MB per join). The agenda document
 * carries the counts (agendaRosterCounts), written in the same transaction as the roster; each person
 * reads their own standing from events/{e}/schedules/{uid} (scheduleDocSchema). Only the API reads the
 * roster: the lists of names load through it when a screen opens them, the waitlist's order is for editors.
 * Records written before the split carry these arrays on the agenda document itself; they are read from
 * there until the agenda's people are first saved (functions/src/agendas/roster.ts).
 */
export const agendaRosterSchema = z.object({
  participants: z._default(z.array(z.string()), []),
  mparticipants: z._default(z.array(z.string()), []),
  /** Who waits for a place, first come first served (an organizer may reorder it). */
  waitlist: z._default(z.array(z.string()), []),
});
export type AgendaRoster = z.output<typeof agendaRosterSchema>;
export const agendaRosterConverter = docConverter(agendaRosterSchema);
/** Where an agenda's roster lives below the agenda document. */
export const AGENDA_ROSTER = { collection: 'roster', doc: 'people' } as const;

/** The counts the agenda document carries for its roster, written with it. */
export const agendaRosterCounts = (roster: AgendaRoster) => ({
  participant_count: roster.participants.length,
  mparticipant_count: roster.mparticipants.length,
  waitlist_count: roster.waitlist.length,
});

/** An agenda as a whole: its document and its roster (the API, test fixtures, demo data). */
export type AgendaWithPeople<T> = AgendaDoc<T> &
  Omit<AgendaRoster, 'waitlist'> &
  Partial<Pick<AgendaRoster, 'waitlist'>>;

/**
 * The two writes of a whole agenda: its document (with the roster's counts) and its roster. The
 * writers that build agendas from scratch (test fixtures, demo data, benchmarks) store both.
 */
export function agendaWrites<T, A extends AgendaWithPeople<T>>(
  whole: A,
): {
  agenda: Omit<A, 'participants' | 'mparticipants' | 'waitlist'> & ReturnType<typeof agendaRosterCounts>;
  roster: AgendaRoster;
} {
  const { participants, mparticipants, waitlist = [], ...agenda } = whole;
  const roster = { participants, mparticipants, waitlist };
  return { agenda: { ...agenda, ...agendaRosterCounts(roster) }, roster };
}

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
export type NewAgendaFields<T> = Omit<AgendaWithPeople<T>, AgendaDocDefaulted> &
  Partial<Pick<AgendaWithPeople<T>, AgendaDocDefaulted>>;

/**
 * A complete events/{e}/agendas/{a} document from its id, name, description and times: not mandatory,
 * not locked, no tags, no location, unlimited places, no Teams link and nobody in it unless given.
 * The fields agendaDocSchema defaults (version, files, …) are left to it. The one builder of stored
 * agendas for the test fixtures, the demo data and the benchmarks (the API builds its own from the save
 * and the stored agenda); agendaWrites splits it into the document and its roster.
 */
export function newAgendaDoc<T>(fields: NewAgendaFields<T>): AgendaWithPeople<T> {
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

/** A count or version that starts at 0 for records written before it. */
const natural = () => z._default(z.int().check(z.minimum(0)), 0);

/** The whole stored agenda; version, audit fields and files default for records written before them. */
export const agendaDocSchema = z.extend(agendaDocFieldsSchema, {
  start_time: timestampSchema,
  end_date: timestampSchema,
  /** Raised by one on every save; a save names the version it edited. */
  version: natural(),
  updated_at: z._default(z.nullable(timestampSchema), null),
  updated_by: z._default(z.nullable(z.string()), null),
  updated_by_name: z._default(z.nullable(z.string()), null),
  files: z._default(z.array(agendaFileSchema), []),
  /**
   * The roster's sizes (agendaRosterSchema), written in the same transaction as the roster: the places
   * taken, the mandatory participants and how many wait. Nobody waits while a place is free and the
   * session takes people: every transaction that frees a place promotes the first waiting in the same
   * write (participants-doc.ts).
   */
  participant_count: natural(),
  mparticipant_count: natural(),
  waitlist_count: natural(),
  /** Raised by every write of the roster, so that a screen showing its people (the waitlist's order) reads them again. */
  roster_version: natural(),
  /**
   * One version per people list, raised by every change of that list (a picker save; joins and leaves
   * raise `participants_version` alone), so that registration does not turn the speakers' save into a
   * 409. Agendas stored before them read as 0. AGENDA_LIST_VERSION names them by list.
   */
  speakers_version: natural(),
  participants_version: natural(),
  mparticipants_version: natural(),
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

/** docs/product.md §5: the occupied share of an agenda's places, rounded up; null when unlimited. */
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
