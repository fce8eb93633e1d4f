import { z } from 'zod';
import { API_MESSAGES } from '../messages';
import { documentId } from './common';
import { PEOPLE_PAGE_MAX } from '../constants/product';
import { AGENDA_MAX_PEOPLE, PEOPLE_SAVE_MAX } from './participants-doc';

/*
 * The API's answers and requests about the people of events and agendas (docs/product.md §7 Participants). Where
 * people are stored, the stored documents and the rules the API and the app share are in
 * participants-doc.ts (zod/mini: the attendee's screens read and apply them; firestore.ts says why).
 */

// ---- answers

/**
 * A person of a list: the completion summary `{ id, name, email }` (completionUserSchema). The address
 * is answered only to those who may see it (need to know: docs/security.md): the editors of the event (who pick
 * people, as completion lets them) and the person themself; null for every other viewer.
 */
export const participantPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  /**
   * Their job title and directory photo, as the session overview shows them (docs/product.md §2 Agenda overview):
   * answered by the lists of GET and POST /participants/…, absent from an event's answer.
   */
  job_title: z.string().nullable().optional(),
  avatar_url: z.string().nullable().optional(),
});
export type ParticipantPerson = z.infer<typeof participantPersonSchema>;

const personList = z.array(participantPersonSchema);

/**
 * A page of a people list: where the next one starts, null after the last. Pages follow the list's
 * stored order (an agenda's lists as they were added, an event's by user id); each page is by name.
 * Saves answer the whole list (null).
 */
const pageFacts = { next_offset: z.number().int().nullable().optional() };

/** What every answer of an agenda list carries besides the list. */
const agendaListFacts = {
  agendaId: z.string(),
  eventId: z.string(),
  /** The list's length. */
  count: z.number().int(),
  /** Raised by every change of this list (of this list alone); send it back with a save to be refused (409) when someone changed it since. */
  version: z.number().int(),
  /** Whether the caller may save the lists (the event's edit right). */
  canEdit: z.boolean(),
  ...pageFacts,
};
/** The places facts of an agenda (participants answers and join/leave). */
const placesFacts = {
  /** 0 means unlimited. */
  no_of_places: z.number().int(),
  /** Places left; null when unlimited. */
  available_places: z.number().int().nullable(),
  locked: z.boolean(),
  mandatory: z.boolean(),
};

// GET /participants/agenda/speakers?a -> { speakers, ... }
export const agendaSpeakersAnswerSchema = z.object({ speakers: personList, ...agendaListFacts });
// GET /participants/agenda/participants?a -> { participants, no_of_places, available_places, ... }
export const agendaParticipantsAnswerSchema = z.object({
  participants: personList,
  ...agendaListFacts,
  ...placesFacts,
});
// GET /participants/agenda/mparticipants?a -> { mparticipants, ... }
export const agendaMparticipantsAnswerSchema = z.object({ mparticipants: personList, ...agendaListFacts });
/**
 * GET /participants/agenda/waitlist?a -> { waitlist, ... } (docs/features.md, "Waitlist"): who waits, in
 * their order (not by name); `version` is the participants' (the waitlist moves with them).
 */
export const agendaWaitlistAnswerSchema = z.object({ waitlist: personList, ...agendaListFacts, ...placesFacts });
export type AgendaWaitlistAnswer = z.infer<typeof agendaWaitlistAnswerSchema>;

const eventListFacts = {
  eventId: z.string(),
  count: z.number().int(),
  /** Raised by every change of the event's participants or organizers (409 on a save based on an older one). */
  version: z.number().int(),
  canEdit: z.boolean(),
  ...pageFacts,
};
// GET /participants/event/participants?e -> { participants, count, ... }
export const eventParticipantsAnswerSchema = z.object({ participants: personList, ...eventListFacts });
// GET /participants/event/organizers?e -> { organizers, count, ... }
export const eventOrganizersAnswerSchema = z.object({ organizers: personList, ...eventListFacts });

/** The answer of a join or a leave: where the caller stands and the places left. */
export const agendaMembershipAnswerSchema = z.object({
  agendaId: z.string(),
  eventId: z.string(),
  /** Whether the caller is now a participant of the agenda. */
  participant: z.boolean(),
  /** Participants of the agenda. */
  count: z.number().int(),
  /** The caller's place on the waitlist (1 is next), null when not waiting. */
  waiting: z.number().int().nullable(),
  /** How many wait. */
  waitlist_count: z.number().int(),
  ...placesFacts,
});
export type AgendaMembershipAnswer = z.infer<typeof agendaMembershipAnswerSchema>;

/** GET /participants/event/mine?e: the caller's roles in the event and their schedule (agenda ids, soonest first). */
export const eventMineAnswerSchema = z.object({
  eventId: z.string(),
  organizer: z.boolean(),
  participant: z.boolean(),
  schedule: z.array(
    z.object({ agendaId: z.string(), roles: z.array(z.enum(['speaker', 'participant', 'mandatory'])) }),
  ),
});
export type EventMineAnswer = z.infer<typeof eventMineAnswerSchema>;

// ---- requests

/**
 * Paging of a people list (query parameters): from `offset` (0), at most `limit` people (PEOPLE_PAGE_MAX,
 * the pickers' page, which a call without them answers).
 */
const peoplePage = {
  offset: z.coerce.number().int().min(0).max(PEOPLE_SAVE_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(PEOPLE_PAGE_MAX).optional(),
};
export type PeoplePage = { offset?: number; limit?: number };
export const agendaPeopleQuerySchema = z.object({ a: documentId, ...peoplePage });
export const eventPeopleQuerySchema = z.object({ e: documentId, ...peoplePage });
/** GET /participants/agenda/waitlist?a: the whole waitlist, in its order (for the event's editors). */
export const agendaWaitlistQuerySchema = z.object({ a: documentId });

/** A list of user ids: trimmed, repeats dropped, at most PEOPLE_SAVE_MAX. */
export const userIdListSchema = z
  .array(documentId)
  .max(PEOPLE_SAVE_MAX, API_MESSAGES.tooManyUsers(PEOPLE_SAVE_MAX))
  .transform((ids) => [...new Set(ids)]);

/** Addresses from a spreadsheet, added to the list: lower-cased, blanks and repeats dropped; unknown ones are refused by name. */
export const peopleEmailsSchema = z
  .array(z.string().max(320, 'An address has at most 320 characters'))
  .max(PEOPLE_SAVE_MAX, API_MESSAGES.tooManyUsers(PEOPLE_SAVE_MAX))
  .default([])
  .transform((cells) => [...new Set(cells.map((cell) => cell.trim().toLowerCase()).filter(Boolean))]);

/** The optional version the picker was based on. */
const baseVersion = z.number().int().min(0).optional();

const agendaSaveBase = {
  agendaId: documentId,
  eventId: documentId.optional(),
  emails: peopleEmailsSchema,
  version: baseVersion,
};
const eventSaveBase = { eventId: documentId, emails: peopleEmailsSchema, version: baseVersion };
const ids = userIdListSchema.default([]);

/**
 * POST /participants/agenda/{speakers|participants|mparticipants} { agendaId, eventId?, <list>: user ids,
 * emails?: addresses, version? }: the list becomes `<list>` plus the users of `emails`. `eventId` is
 * optional (the agenda is found by id alone) and must be the agenda's event when given.
 */
export const agendaSpeakersSaveSchema = z.object({ ...agendaSaveBase, speakers: ids }).strict();
export const agendaParticipantsSaveSchema = z.object({ ...agendaSaveBase, participants: ids }).strict();
export const agendaMparticipantsSaveSchema = z.object({ ...agendaSaveBase, mparticipants: ids }).strict();
/** POST /participants/event/{participants|organizers} { eventId, <list>: user ids, emails?, version? }. */
export const eventParticipantsSaveSchema = z.object({ ...eventSaveBase, participants: ids }).strict();
export const eventOrganizersSaveSchema = z.object({ ...eventSaveBase, organizers: ids }).strict();
export type AgendaSpeakersSave = z.input<typeof agendaSpeakersSaveSchema>;
export type AgendaParticipantsSave = z.input<typeof agendaParticipantsSaveSchema>;
export type AgendaMparticipantsSave = z.input<typeof agendaMparticipantsSaveSchema>;
export type EventParticipantsSave = z.input<typeof eventParticipantsSaveSchema>;
export type EventOrganizersSave = z.input<typeof eventOrganizersSaveSchema>;

/**
 * POST /participants/agenda/join and /leave, /participants/agenda/waitlist/join and /leave
 * { agendaId, eventId? }: the caller joins or leaves the agenda or its waitlist.
 */
export const agendaMembershipSchema = z.object({ agendaId: documentId, eventId: documentId.optional() }).strict();
export type AgendaMembership = z.input<typeof agendaMembershipSchema>;

/** POST /participants/agenda/waitlist { agendaId, eventId?, waitlist }: the organizers' new order of the people waiting (all of them). */
export const agendaWaitlistOrderSchema = z
  .object({
    agendaId: documentId,
    eventId: documentId.optional(),
    waitlist: z.array(documentId).max(AGENDA_MAX_PEOPLE, API_MESSAGES.tooManyUsers(AGENDA_MAX_PEOPLE)),
  })
  .strict();
export type AgendaWaitlistOrder = z.input<typeof agendaWaitlistOrderSchema>;
