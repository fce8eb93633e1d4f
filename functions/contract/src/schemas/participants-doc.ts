import * as z from 'zod/mini';
import { PARTICIPANT_MESSAGES } from '../messages';
import { docConverter } from '../firestore';
import { isPassed } from './event-doc';
import { standingOf, type AgendaStanding } from './schedule-doc';

/*
 * People of events and agendas (docs/product.md §2, §3 participant payloads, §4 locked and mandatory, §7
 * Participants). Where they are stored:
 * - event organizers: `events/{e}.organizers` (user ids, at most EVENT_MAX_ORGANIZERS): the edit right
 *   of the event, read by the API and by firestore.rules with the event itself;
 * - event participants: one document per person, `events/{e}/participants/{uid}` ({ uid, event_id,
 *   added_at }), and their number in `events/{e}.participant_count`. Not an array on the event: 20,000
 *   user ids of 73 characters are ~1.5 MB, over Firestore's 1 MiB document limit, every listener of the
 *   event (the event lists) would download them, and every signed-in user could read who attends. A
 *   person reads their own document; the event's editors read them all (firestore.rules);
 * - agenda speakers: an array on the agenda document (`events/{e}/agendas/{a}`), the programme's content;
 * - agenda participants, mandatory participants and the waitlist: arrays on the agenda's roster
 *   (`events/{e}/agendas/{a}/roster/people`, agendaRosterSchema), read by the API alone, with their
 *   counts on the agenda document; each person's own standing in `events/{e}/schedules/{uid}`
 *   (scheduleDocSchema). At most AGENDA_MAX_PEOPLE people in all, so that the roster stays well under
 *   1 MiB (joins too stop there). Each list has its own version (`speakers_version`,
 *   `participants_version`, `mparticipants_version`, AGENDA_LIST_VERSION), raised by every change of
 *   that list: a save of the speakers is not refused because people joined meanwhile.
 *
 * Rules, shared by the API and the app (functions below):
 * - a mandatory agenda is in the schedule of every participant of the event (nobody needs to be put in);
 * - agenda participants and mandatory participants are participants of the event: a save adds the
 *   missing ones to the event in the same transaction; removing someone from the event removes them
 *   from the agendas' participants and mandatory participants too;
 * - a Locked agenda takes no new participants (a save that adds people is refused, removing is allowed;
 *   nobody joins); speakers and mandatory participants are the organizers' choice and stay editable;
 * - an agenda's participants never exceed its places (0 = unlimited): saves, joins and the agenda form
 *   check them in a transaction on the agenda (functions/src/participants/join.ts), so
 *   `available_places` (places minus participants) is always right;
 * - joining and leaving: a participant of the event, in a non-locked, non-mandatory agenda that has
 *   not ended, while there is a place and the agenda holds fewer than AGENDA_MAX_PEOPLE people;
 * - the waitlist (`waitlist` on the roster, first come first served, counted in
 *   AGENDA_MAX_PEOPLE): a full session's waitlist takes whoever could join it but for the places. While
 *   the session takes people (not locked, not mandatory, not ended), nobody waits while a place is free:
 *   every transaction that frees a place or adds places (a leave, an organizer's removal, more places,
 *   the lock lifted) moves the first waiting into the free places in the same write (waitlistPromotions)
 *   and notifies them there (functions/src/agendas/waitlist.ts). A join never overtakes the waitlist: with someone
 *   waiting there is no free place.
 */

/** Firestore limit-driven bounds (see above). */
export const EVENT_MAX_ORGANIZERS = 100;
/** The longest list one save may carry: 10,000 user ids of 73 characters are ~760 KB of JSON, under the API's 1 MB body. */
export const PEOPLE_SAVE_MAX = 10_000;
/** Speakers, participants and mandatory participants of one agenda together (~740 KB of user ids). */
export const AGENDA_MAX_PEOPLE = 10_000;

/** The lists of docs/product.md §7, by the name their payload and answer use. */
export const AGENDA_PEOPLE_LISTS = ['speakers', 'participants', 'mparticipants'] as const;
export type AgendaPeopleList = (typeof AGENDA_PEOPLE_LISTS)[number];
export const EVENT_PEOPLE_LISTS = ['participants', 'organizers'] as const;
export type EventPeopleList = (typeof EVENT_PEOPLE_LISTS)[number];

// ---- stored documents

/** events/{e}/participants/{uid}: the person takes part in the event. */
export const eventParticipantDocSchema = z.object({
  uid: z.string(),
  event_id: z.string(),
  /** When they were added, in milliseconds since the epoch (an instant; the app shows it in the viewer's zone). */
  added_at: z.int(),
});
export type EventParticipantDoc = z.infer<typeof eventParticipantDocSchema>;
/** Reads stored event participants through eventParticipantDocSchema (the app's dashboard). */
export const eventParticipantConverter = docConverter(eventParticipantDocSchema);

// ---- the rules, shared by the API (which refuses) and the app (which disables and explains)

/** What the API reads of an agenda and its roster. */
export interface AgendaPeopleFacts {
  id: string;
  mandatory: boolean;
  locked: boolean;
  /** 0 means unlimited. */
  no_of_places: number;
  speakers: readonly string[];
  participants: readonly string[];
  mparticipants: readonly string[];
  /** Who waits for a place, first first. */
  waitlist: readonly string[];
}

/**
 * What a person's Join and Leave depend on of an agenda besides their own standing: the same for the
 * API (counted from the roster) and the app (the counts on the agenda document).
 */
export interface AgendaSeats {
  mandatory: boolean;
  locked: boolean;
  /** 0 means unlimited. */
  no_of_places: number;
  participant_count: number;
  /** Speakers, participants, mandatory participants and the waitlist, as AGENDA_MAX_PEOPLE counts them. */
  people_count: number;
}

/** The seats of an agenda from its roster (the API). */
export const seatsOf = (agenda: AgendaPeopleFacts): AgendaSeats => ({
  mandatory: agenda.mandatory,
  locked: agenda.locked,
  no_of_places: agenda.no_of_places,
  participant_count: agenda.participants.length,
  people_count: peopleCount(agenda),
});

/** The seats of an agenda from its document's counts (the app, which never reads the roster). */
export const seatsOfCounts = (agenda: {
  mandatory: boolean;
  locked: boolean;
  no_of_places: number;
  speakers: readonly string[];
  participant_count: number;
  mparticipant_count: number;
  waitlist_count: number;
}): AgendaSeats => ({
  mandatory: agenda.mandatory,
  locked: agenda.locked,
  no_of_places: agenda.no_of_places,
  participant_count: agenda.participant_count,
  people_count: agenda.speakers.length + agenda.participant_count + agenda.mparticipant_count + agenda.waitlist_count,
});

export type ScheduleRole = 'speaker' | 'participant' | 'mandatory';

/**
 * A person's roles in an agenda (docs/product.md §4): speaker, participant, and 'mandatory' for a mandatory
 * participant or a mandatory agenda when they take part in the event.
 */
export function scheduleRoles(
  standing: AgendaStanding,
  speaker: boolean,
  mandatoryAgenda: boolean,
  isEventParticipant: boolean,
): ScheduleRole[] {
  const roles: ScheduleRole[] = [];
  if (speaker) roles.push('speaker');
  if (standing.participant) roles.push('participant');
  if (standing.mparticipant || (mandatoryAgenda && isEventParticipant)) roles.push('mandatory');
  return roles;
}

/**
 * The sessions a user is in, in the order given (docs/product.md §4): those they speak at, take part in or are a
 * mandatory participant of, and every mandatory agenda when they take part in the event. Each with
 * the user's roles in it ('mandatory' for a mandatory participant or a mandatory agenda).
 */
export function scheduleOf<A extends AgendaPeopleFacts>(
  uid: string | null | undefined,
  isEventParticipant: boolean,
  agendas: readonly A[],
): { agenda: A; roles: ScheduleRole[] }[] {
  if (!uid) return [];
  return agendas.flatMap((agenda) => {
    const roles = scheduleRoles(
      standingOf(uid, agenda),
      agenda.speakers.includes(uid),
      agenda.mandatory,
      isEventParticipant,
    );
    return roles.length ? [{ agenda, roles }] : [];
  });
}

/**
 * Who an agenda's calendar invites and notifications go to: its speakers, participants and mandatory
 * participants, and every participant of the event (`eventParticipants`) when the agenda is mandatory.
 */
export function agendaAudience(
  agenda: Pick<AgendaPeopleFacts, 'mandatory' | 'speakers' | 'participants' | 'mparticipants'>,
  eventParticipants: readonly string[],
): string[] {
  return [
    ...new Set([
      ...agenda.speakers,
      ...agenda.participants,
      ...agenda.mparticipants,
      ...(agenda.mandatory ? eventParticipants : []),
    ]),
  ];
}

/** What decides who may receive a notification of an event, or of one of its agendas (`agenda`). */
export interface NotificationPeopleFacts {
  organizers: readonly string[];
  /** The agenda of an agenda notification; null for the event's own. */
  agenda: Pick<AgendaPeopleFacts, 'mandatory' | 'speakers' | 'participants' | 'mparticipants'> | null;
  /** Event notification: the speakers of the event's agendas. */
  speakersOfAgendas: readonly string[];
  /** Whether the user is a participant of the event (events/{e}/participants/{uid} exists). */
  isEventParticipant: (uid: string) => boolean;
}

/**
 * A notification goes to the event's or the agenda's people only. Of `users`, those who
 * may not receive it: for an event notification everyone but its participants, its organizers and the
 * speakers of its agendas; for an agenda notification everyone but its audience (agendaAudience) and
 * the event's organizers.
 */
export function notificationOutsiders(users: readonly string[], facts: NotificationPeopleFacts): string[] {
  const { agenda } = facts;
  return users.filter((uid) => {
    if (facts.organizers.includes(uid)) return false;
    if (!agenda) return !(facts.isEventParticipant(uid) || facts.speakersOfAgendas.includes(uid));
    return !(isAgendaPerson(agenda, uid) || (agenda.mandatory && facts.isEventParticipant(uid)));
  });
}

/** Whether `uid` is one of the agenda's own people (speaker, participant or mandatory participant). */
export const isAgendaPerson = (
  agenda: Pick<AgendaPeopleFacts, 'speakers' | 'participants' | 'mparticipants'>,
  uid: string,
): boolean => agenda.speakers.includes(uid) || agenda.participants.includes(uid) || agenda.mparticipants.includes(uid);

/** Places left; null when unlimited (0 places). */
export const placesLeft = (agenda: Pick<AgendaPeopleFacts, 'no_of_places' | 'participants'>): number | null =>
  agenda.no_of_places > 0 ? Math.max(0, agenda.no_of_places - agenda.participants.length) : null;

/** The agenda's people as AGENDA_MAX_PEOPLE counts them: the lengths of its three lists and of its waitlist. */
function peopleCount(agenda: Pick<AgendaPeopleFacts, AgendaPeopleList | 'waitlist'>): number {
  return AGENDA_PEOPLE_LISTS.reduce((sum, name) => sum + agenda[name].length, agenda.waitlist.length);
}

const isFull = (seats: AgendaSeats) => seats.no_of_places > 0 && seats.participant_count >= seats.no_of_places;

/** What joining or leaving depends on besides the agenda. */
export interface JoinFacts {
  isEventParticipant: boolean;
  /** The agenda's end. */
  end: Date;
  now: Date;
}

/**
 * Why `uid` cannot join the agenda, or null when they can (already being in is no refusal: joining
 * again changes nothing). The order is the one a person can act on: the event first, then the session.
 */
export function joinRefusal(standing: AgendaStanding, agenda: AgendaSeats, facts: JoinFacts): string | null {
  if (standing.participant) return null;
  if (!facts.isEventParticipant) return PARTICIPANT_MESSAGES.notEventParticipant;
  if (agenda.mandatory) return PARTICIPANT_MESSAGES.mandatoryForAll;
  if (isPassed(facts.end, facts.now)) return PARTICIPANT_MESSAGES.passed;
  if (agenda.locked) return PARTICIPANT_MESSAGES.locked;
  if (isFull(agenda)) return PARTICIPANT_MESSAGES.full(agenda.no_of_places);
  if (agenda.people_count >= AGENDA_MAX_PEOPLE) return PARTICIPANT_MESSAGES.agendaTooManyPeople(AGENDA_MAX_PEOPLE);
  return null;
}

/**
 * The `details` of a join refused because the session is full (409): the app then offers its waitlist at
 * once, rather than Join again on counts that have not reached it yet.
 */
export type JoinFullDetails = {
  full: true;
  no_of_places: number;
};

/** The details a join refusal answers with (a full session's), or undefined. */
export function joinRefusalDetails(agenda: AgendaSeats, refusal: string): JoinFullDetails | undefined {
  return isFull(agenda) && refusal === PARTICIPANT_MESSAGES.full(agenda.no_of_places)
    ? { full: true, no_of_places: agenda.no_of_places }
    : undefined;
}

/** Whether a refusal's `details` say the session is full. */
export const isJoinFullDetails = (details: unknown): details is JoinFullDetails =>
  typeof details === 'object' && details !== null && (details as { full?: unknown }).full === true;

/** Why `uid` cannot leave the agenda, or null when they can (not being in is no refusal). */
export function leaveRefusal(
  standing: AgendaStanding,
  agenda: Pick<AgendaSeats, 'locked'>,
  facts: Omit<JoinFacts, 'isEventParticipant'>,
): string | null {
  if (!standing.participant) return null;
  if (isPassed(facts.end, facts.now)) return PARTICIPANT_MESSAGES.passed;
  if (agenda.locked) return PARTICIPANT_MESSAGES.lockedLeave;
  return null;
}

/**
 * Why a save of an agenda's list is refused, or null: a Locked agenda takes no new participants, the
 * participants never exceed the places, and the agenda's people stay within AGENDA_MAX_PEOPLE.
 */
export function agendaListRefusal(
  agenda: Pick<AgendaSeats, 'locked' | 'no_of_places' | 'people_count'>,
  list: AgendaPeopleList,
  current: readonly string[],
  next: readonly string[],
): string | null {
  if (list === 'participants') {
    const before = new Set(current);
    const added = next.filter((uid) => !before.has(uid));
    if (agenda.locked && added.length > 0) return PARTICIPANT_MESSAGES.lockedAdd(added.length);
    if (agenda.no_of_places > 0 && next.length > agenda.no_of_places)
      return PARTICIPANT_MESSAGES.tooMany(agenda.no_of_places, next.length);
  }
  if (agenda.people_count - current.length + next.length > AGENDA_MAX_PEOPLE)
    return PARTICIPANT_MESSAGES.agendaTooManyPeople(AGENDA_MAX_PEOPLE);
  return null;
}

// ---- the waitlist (docs/features.md, "Waitlist")

/**
 * Why `uid` cannot wait for a place in the agenda, or null when they can (already waiting or in is no
 * refusal). The reasons of joinRefusal but the places: a session that has a place seats them at once.
 */
export function waitlistRefusal(standing: AgendaStanding, agenda: AgendaSeats, facts: JoinFacts): string | null {
  if (standing.participant || standing.waiting !== null) return null;
  if (!facts.isEventParticipant) return PARTICIPANT_MESSAGES.notEventParticipant;
  if (agenda.mandatory) return PARTICIPANT_MESSAGES.mandatoryForAll;
  if (isPassed(facts.end, facts.now)) return PARTICIPANT_MESSAGES.passed;
  if (agenda.locked) return PARTICIPANT_MESSAGES.locked;
  if (agenda.people_count >= AGENDA_MAX_PEOPLE) return PARTICIPANT_MESSAGES.agendaTooManyPeople(AGENDA_MAX_PEOPLE);
  return null;
}

/** Whether the agenda takes people now: not locked, not mandatory, not ended. */
const takesPeople = (agenda: Pick<AgendaPeopleFacts, 'locked' | 'mandatory'>, end: Date, now: Date): boolean =>
  !agenda.locked && !agenda.mandatory && !isPassed(end, now);

/**
 * The waiting people a state of the agenda promotes: the first ones, as many as there are free places
 * (all when places are unlimited), while the agenda takes people. Applied to the state a transaction is
 * about to write (after a leave, a removal, new places), so the freed place and its claim are one write.
 */
export function waitlistPromotions(
  agenda: Pick<AgendaPeopleFacts, 'no_of_places' | 'participants' | 'waitlist' | 'locked' | 'mandatory'>,
  end: Date,
  now: Date,
): string[] {
  if (agenda.waitlist.length === 0 || !takesPeople(agenda, end, now)) return [];
  const seated = new Set(agenda.participants);
  const waiting = agenda.waitlist.filter((uid) => !seated.has(uid));
  const free = agenda.no_of_places > 0 ? Math.max(0, agenda.no_of_places - agenda.participants.length) : waiting.length;
  return waiting.slice(0, free);
}

/** The agenda after its promotions: the promoted take their places and leave the waitlist (which also loses anyone already seated). */
export function withPromotions<A extends Pick<AgendaPeopleFacts, 'participants' | 'waitlist'>>(
  agenda: A,
  promoted: readonly string[],
): A {
  const seated = new Set([...agenda.participants, ...promoted]);
  return {
    ...agenda,
    participants: [...agenda.participants, ...promoted],
    waitlist: agenda.waitlist.filter((uid) => !seated.has(uid)),
  };
}

/**
 * Where a person stands in a session, for the Join / Leave button (MEMBERSHIP_TEXTS says it in words):
 * the same facts as joinRefusal, leaveRefusal and waitlistRefusal, so the button offers what the API
 * accepts and says why when it does not.
 */
export type MembershipState =
  | { kind: 'mandatory' }
  | { kind: 'passed'; joined: boolean }
  | { kind: 'in'; canLeave: boolean }
  | { kind: 'waiting'; position: number }
  | { kind: 'outsider' }
  | { kind: 'locked' }
  | { kind: 'full' }
  | { kind: 'crowded' }
  | { kind: 'open' };

export function membershipState(standing: AgendaStanding, agenda: AgendaSeats, facts: JoinFacts): MembershipState {
  if (standing.mparticipant || (agenda.mandatory && facts.isEventParticipant)) return { kind: 'mandatory' };
  const joined = standing.participant;
  if (isPassed(facts.end, facts.now)) return { kind: 'passed', joined };
  if (joined) return { kind: 'in', canLeave: !agenda.locked };
  if (standing.waiting !== null) return { kind: 'waiting', position: standing.waiting };
  if (!facts.isEventParticipant || agenda.mandatory) return { kind: 'outsider' };
  if (agenda.locked) return { kind: 'locked' };
  if (agenda.people_count >= AGENDA_MAX_PEOPLE) return { kind: 'crowded' };
  if (isFull(agenda)) return { kind: 'full' };
  return { kind: 'open' };
}

/**
 * Why an organizer's new order of the waitlist is refused, or null: it must hold exactly the people
 * waiting now (someone who joined or left it meanwhile makes the caller reload).
 */
export function waitlistOrderRefusal(stored: readonly string[], next: readonly string[]): string | null {
  const sent = new Set(next);
  if (sent.size !== next.length || next.length !== stored.length || stored.some((uid) => !sent.has(uid)))
    return PARTICIPANT_MESSAGES.waitlistChanged;
  return null;
}
