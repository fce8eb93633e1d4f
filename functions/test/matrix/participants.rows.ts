import { api } from '@agenda/contract';
import { EDIT_DRAFT, EDIT_PUBLIC, READ_DRAFT, READ_PUBLIC, row, type Expected } from './matrix';
import type { EventContentContext } from './event-context';

const { participants } = api;
type Ctx = EventContentContext;

/*
 * docs/product.md §7 Participants. The participants test (functions/test/api/participants.test.ts) makes every
 * persona a participant of both test events before the rows run, so joining and leaving answer 200 to
 * whoever may see the event. Saves keep the lists as the other rows need them (the organizer stays).
 */

/** Joining or leaving an agenda of a Draft: those who may see it (and take part). */
const MEMBER_DRAFT: Expected = READ_DRAFT;

/** Rating a session that has not ended: 400 for those who may see it (404 for those who may not). */
const notEnded = (seen: Expected): Expected =>
  Object.fromEntries(Object.entries(seen).map(([p, status]) => [p, status === 200 ? 400 : status])) as Expected;
const NOT_ENDED_PUBLIC = notEnded(READ_PUBLIC);
const NOT_ENDED_DRAFT = notEnded(READ_DRAFT);

export const rows = [
  row(participants.agendaSpeakers, READ_PUBLIC, (c: Ctx) => ({ a: c.publicEvent.agendaId })),
  row(participants.agendaSpeakers, READ_DRAFT, (c: Ctx) => ({ a: c.draftEvent.agendaId }), { case: 'a draft' }),
  row(participants.agendaParticipants, READ_PUBLIC, (c: Ctx) => ({ a: c.publicEvent.agendaId })),
  row(participants.agendaParticipants, READ_DRAFT, (c: Ctx) => ({ a: c.draftEvent.agendaId }), { case: 'a draft' }),
  row(participants.agendaMparticipants, READ_PUBLIC, (c: Ctx) => ({ a: c.publicEvent.agendaId })),
  row(participants.agendaMparticipants, READ_DRAFT, (c: Ctx) => ({ a: c.draftEvent.agendaId }), { case: 'a draft' }),
  row(participants.saveAgendaSpeakers, EDIT_PUBLIC, (c: Ctx) => ({
    agendaId: c.publicEvent.agendaId,
    speakers: [c.people.user.uid],
  })),
  row(
    participants.saveAgendaSpeakers,
    EDIT_DRAFT,
    (c: Ctx) => ({ agendaId: c.draftEvent.agendaId, speakers: [c.people.user.uid] }),
    { case: 'a draft' },
  ),
  row(participants.saveAgendaMparticipants, EDIT_PUBLIC, (c: Ctx) => ({
    agendaId: c.publicEvent.agendaId,
    mparticipants: [c.people.user.uid],
  })),
  row(
    participants.saveAgendaMparticipants,
    EDIT_DRAFT,
    (c: Ctx) => ({ agendaId: c.draftEvent.agendaId, mparticipants: [] }),
    { case: 'a draft' },
  ),
  // The agenda's participants are left to joining and leaving: a save names the persons who joined.
  row(participants.saveAgendaParticipants, EDIT_PUBLIC, (c: Ctx) => ({
    agendaId: c.publicEvent.agendaId,
    eventId: c.publicEvent.id,
    participants: [],
  })),
  row(
    participants.saveAgendaParticipants,
    EDIT_DRAFT,
    (c: Ctx) => ({ agendaId: c.draftEvent.agendaId, participants: [] }),
    { case: 'a draft' },
  ),
  row(participants.eventParticipants, READ_PUBLIC, (c: Ctx) => ({ e: c.publicEvent.id })),
  row(participants.eventParticipants, READ_DRAFT, (c: Ctx) => ({ e: c.draftEvent.id }), { case: 'a draft' }),
  row(participants.eventOrganizers, READ_PUBLIC, (c: Ctx) => ({ e: c.publicEvent.id })),
  row(participants.eventOrganizers, READ_DRAFT, (c: Ctx) => ({ e: c.draftEvent.id }), { case: 'a draft' }),
  row(participants.saveEventParticipants, EDIT_PUBLIC, (c: Ctx) => ({
    eventId: c.publicEvent.id,
    participants: everyone(c),
  })),
  row(
    participants.saveEventParticipants,
    EDIT_DRAFT,
    (c: Ctx) => ({ eventId: c.draftEvent.id, participants: everyone(c) }),
    { case: 'a draft' },
  ),
  row(participants.saveEventOrganizers, EDIT_PUBLIC, (c: Ctx) => ({
    eventId: c.publicEvent.id,
    organizers: [c.people.organizer.uid],
  })),
  row(
    participants.saveEventOrganizers,
    EDIT_DRAFT,
    (c: Ctx) => ({ eventId: c.draftEvent.id, organizers: [c.people.organizer.uid] }),
    { case: 'a draft' },
  ),
  row(participants.eventMine, READ_PUBLIC, (c: Ctx) => ({ e: c.publicEvent.id })),
  row(participants.eventMine, READ_DRAFT, (c: Ctx) => ({ e: c.draftEvent.id }), { case: 'a draft' }),
  row(participants.join, READ_PUBLIC, (c: Ctx) => ({ agendaId: c.publicEvent.agendaId })),
  row(participants.join, MEMBER_DRAFT, (c: Ctx) => ({ agendaId: c.draftEvent.agendaId, eventId: c.draftEvent.id }), {
    case: 'a draft',
  }),
  row(participants.leave, READ_PUBLIC, (c: Ctx) => ({ agendaId: c.publicEvent.agendaId })),
  row(participants.leave, MEMBER_DRAFT, (c: Ctx) => ({ agendaId: c.draftEvent.agendaId, eventId: c.draftEvent.id }), {
    case: 'a draft',
  }),
  // The waitlist. The test agendas are never full: joining the waitlist seats the caller at once,
  // and their waitlists stay empty, so the organizers' (empty) new order is always the current one.
  // The waitlist's order is for the event's editors.
  row(participants.agendaWaitlist, EDIT_PUBLIC, (c: Ctx) => ({ a: c.publicEvent.agendaId })),
  row(participants.agendaWaitlist, EDIT_DRAFT, (c: Ctx) => ({ a: c.draftEvent.agendaId }), { case: 'a draft' }),
  row(participants.saveAgendaWaitlist, EDIT_PUBLIC, (c: Ctx) => ({ agendaId: c.publicEvent.agendaId, waitlist: [] })),
  row(
    participants.saveAgendaWaitlist,
    EDIT_DRAFT,
    (c: Ctx) => ({ agendaId: c.draftEvent.agendaId, eventId: c.draftEvent.id, waitlist: [] }),
    { case: 'a draft' },
  ),
  row(participants.joinWaitlist, READ_PUBLIC, (c: Ctx) => ({ agendaId: c.publicEvent.agendaId })),
  row(
    participants.joinWaitlist,
    MEMBER_DRAFT,
    (c: Ctx) => ({ agendaId: c.draftEvent.agendaId, eventId: c.draftEvent.id }),
    { case: 'a draft' },
  ),
  row(participants.leaveWaitlist, READ_PUBLIC, (c: Ctx) => ({ agendaId: c.publicEvent.agendaId })),
  row(
    participants.leaveWaitlist,
    MEMBER_DRAFT,
    (c: Ctx) => ({ agendaId: c.draftEvent.agendaId, eventId: c.draftEvent.id }),
    { case: 'a draft' },
  ),
  // docs/features.md "Feedback after a session": the test agendas have not ended, so a save is refused
  // with 400 for whoever may see the event (every persona takes part), and the GET answers them all.
  row(participants.feedback, READ_PUBLIC, (c: Ctx) => ({ a: c.publicEvent.agendaId })),
  row(participants.feedback, READ_DRAFT, (c: Ctx) => ({ a: c.draftEvent.agendaId }), { case: 'a draft' }),
  row(participants.saveFeedback, NOT_ENDED_PUBLIC, (c: Ctx) => ({ agendaId: c.publicEvent.agendaId, rating: 4 })),
  row(
    participants.saveFeedback,
    NOT_ENDED_DRAFT,
    (c: Ctx) => ({ agendaId: c.draftEvent.agendaId, eventId: c.draftEvent.id, rating: 4 }),
    { case: 'a draft' },
  ),
  // The event's feedback: its editors, and a speaker for their own sessions. The rows above make the plain
  // user a speaker of both test agendas, so the draft (which the user cannot see) is the row here; the
  // personas of a public event (a speaker among them) are in functions/test/api/event-feedback.test.ts.
  row(participants.eventFeedback, EDIT_DRAFT, (c: Ctx) => ({ e: c.draftEvent.id }), { case: 'a draft' }),
];

/** Every persona of the context: the participants of both test events. */
export const everyone = (c: Ctx): string[] => [
  c.people.user.uid,
  c.people.organizer.uid,
  c.people.adminA.uid,
  c.people.adminB.uid,
  c.people.root.uid,
];
