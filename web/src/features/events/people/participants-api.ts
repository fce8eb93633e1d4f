import { api, type ParticipantPerson } from '@agenda/contract';
import type { PickedUser } from '@/components/user-picker';
import { call, type ApiCallOptions } from '@/lib/api';
import { everyPage } from '@/lib/every-page';

/** One of the people lists of docs/product.md §7 Participants, as the picker screens read and save it. */
export interface PeopleList {
  people: PickedUser[];
  /** The version the list was read at; a save names it and is refused (409) when someone saved since. */
  version: number;
  /** Whether the caller may save it (the event's edit right, answered by the server). */
  canEdit: boolean;
}

/** The address is answered to editors and the person only; a picker of an editor always has it. */
const picked = (people: readonly ParticipantPerson[]): PickedUser[] =>
  people.map(({ id, name, email }) => ({ id, name, email: email ?? '' }));

export type AgendaListName = 'speakers' | 'participants' | 'mparticipants';
export type EventListName = 'participants' | 'organizers';

/** The statuses the picker screens show at the picker themselves (refusals of the rules, a newer save). */
const AT_THE_FORM: ApiCallOptions = { handles: [400, 409] };

// GET /participants/agenda/{speakers|participants|mparticipants}?a
/** A whole list from its pages: the people of all, the version and right of the first. */
function wholeList<A extends { version: number; canEdit: boolean }>(
  pages: A[],
  people: (page: A) => ParticipantPerson[],
) {
  const [first] = pages;
  return { people: picked(pages.flatMap(people)), version: first?.version ?? 0, canEdit: first?.canEdit ?? false };
}

export async function getAgendaList(list: AgendaListName, agendaId: string): Promise<PeopleList> {
  const input = (offset: number) => ({ a: agendaId, offset });
  if (list === 'speakers') {
    const pages = await everyPage((offset) => call(api.participants.agendaSpeakers, input(offset)));
    return wholeList(pages, (page) => page.speakers);
  }
  if (list === 'participants') {
    const pages = await everyPage((offset) => call(api.participants.agendaParticipants, input(offset)));
    return wholeList(pages, (page) => page.participants);
  }
  const pages = await everyPage((offset) => call(api.participants.agendaMparticipants, input(offset)));
  return wholeList(pages, (page) => page.mparticipants);
}

// POST /participants/agenda/{speakers|participants|mparticipants} { agendaId, eventId, <list>, version }
export async function saveAgendaList(
  list: AgendaListName,
  ids: { eventId: string; agendaId: string },
  users: string[],
  version: number,
): Promise<PeopleList> {
  const base = { ...ids, version };
  if (list === 'speakers') {
    const answer = await call(api.participants.saveAgendaSpeakers, { ...base, speakers: users }, AT_THE_FORM);
    return { people: picked(answer.speakers), version: answer.version, canEdit: answer.canEdit };
  }
  if (list === 'participants') {
    const answer = await call(api.participants.saveAgendaParticipants, { ...base, participants: users }, AT_THE_FORM);
    return { people: picked(answer.participants), version: answer.version, canEdit: answer.canEdit };
  }
  const answer = await call(api.participants.saveAgendaMparticipants, { ...base, mparticipants: users }, AT_THE_FORM);
  return { people: picked(answer.mparticipants), version: answer.version, canEdit: answer.canEdit };
}

// GET /participants/event/{participants|organizers}?e
export async function getEventList(list: EventListName, eventId: string): Promise<PeopleList> {
  if (list === 'participants') {
    const pages = await everyPage((offset) => call(api.participants.eventParticipants, { e: eventId, offset }));
    return wholeList(pages, (page) => page.participants);
  }
  const pages = await everyPage((offset) => call(api.participants.eventOrganizers, { e: eventId, offset }));
  return wholeList(pages, (page) => page.organizers);
}

// POST /participants/event/{participants|organizers} { eventId, <list>, version }
export async function saveEventList(
  list: EventListName,
  eventId: string,
  users: string[],
  version: number,
): Promise<PeopleList> {
  if (list === 'participants') {
    const answer = await call(
      api.participants.saveEventParticipants,
      { eventId, participants: users, version },
      AT_THE_FORM,
    );
    return { people: picked(answer.participants), version: answer.version, canEdit: answer.canEdit };
  }
  const answer = await call(api.participants.saveEventOrganizers, { eventId, organizers: users, version }, AT_THE_FORM);
  return { people: picked(answer.organizers), version: answer.version, canEdit: answer.canEdit };
}
