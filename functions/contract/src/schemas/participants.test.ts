import { describe, expect, it } from 'vitest';
import { PARTICIPANT_MESSAGES } from '../messages';
import { agendaParticipantsSaveSchema } from './participants';
import {
  AGENDA_MAX_PEOPLE,
  agendaAudience,
  agendaListRefusal as listRule,
  isAgendaPerson,
  joinRefusal as joinRule,
  leaveRefusal as leaveRule,
  membershipState as membershipRule,
  placesLeft,
  seatsOf,
  seatsOfCounts,
  waitlistOrderRefusal,
  waitlistPromotions,
  waitlistRefusal as waitlistRule,
  withPromotions,
  scheduleOf,
  type AgendaPeopleFacts,
  type AgendaPeopleList,
  type JoinFacts,
} from './participants-doc';
import { standingOf } from './schedule-doc';

// The rules take a person's standing and the agenda's seats; these tests state agendas by their roster.
const joinRefusal = (uid: string, a: AgendaPeopleFacts, facts: JoinFacts) =>
  joinRule(standingOf(uid, a), seatsOf(a), facts);
const leaveRefusal = (uid: string, a: AgendaPeopleFacts, facts: Omit<JoinFacts, 'isEventParticipant'>) =>
  leaveRule(standingOf(uid, a), seatsOf(a), facts);
const waitlistRefusal = (uid: string, a: AgendaPeopleFacts, facts: JoinFacts) =>
  waitlistRule(standingOf(uid, a), seatsOf(a), facts);
const agendaListRefusal = (a: AgendaPeopleFacts, list: AgendaPeopleList, next: readonly string[]) =>
  listRule(seatsOf(a), list, a[list], next);
const membershipState = (uid: string, a: AgendaPeopleFacts, facts: JoinFacts) =>
  membershipRule(standingOf(uid, a), seatsOf(a), facts);

const agenda = (fields: Partial<AgendaPeopleFacts> = {}): AgendaPeopleFacts => ({
  id: 'a',
  mandatory: false,
  locked: false,
  no_of_places: 0,
  speakers: [],
  participants: [],
  mparticipants: [],
  waitlist: [],
  ...fields,
});

const now = new Date('2026-05-12T10:00:00Z');
const later = new Date('2026-05-12T12:00:00Z');
const earlier = new Date('2026-05-12T09:00:00Z');

describe('scheduleOf', () => {
  it('holds the sessions one speaks at, joined or must attend, and every mandatory one for a participant of the event', () => {
    const agendas = [
      agenda({ id: 'talk', speakers: ['u'] }),
      agenda({ id: 'joined', participants: ['u'] }),
      agenda({ id: 'named', mparticipants: ['u'] }),
      agenda({ id: 'keynote', mandatory: true }),
      agenda({ id: 'other', participants: ['v'] }),
    ];
    expect(scheduleOf('u', true, agendas).map(({ agenda: a, roles }) => [a.id, roles])).toEqual([
      ['talk', ['speaker']],
      ['joined', ['participant']],
      ['named', ['mandatory']],
      ['keynote', ['mandatory']],
    ]);
    // Not a participant of the event: mandatory agendas are not theirs.
    expect(scheduleOf('u', false, agendas).map(({ agenda: a }) => a.id)).toEqual(['talk', 'joined', 'named']);
    expect(scheduleOf(null, true, agendas)).toEqual([]);
  });
});

describe('agendaAudience', () => {
  it("is the agenda's speakers, participants and mandatory participants, once each; a mandatory agenda adds the event's participants", () => {
    const people = agenda({ speakers: ['s', 'p'], participants: ['p'], mparticipants: ['m'] });
    expect(agendaAudience(people, ['e'])).toEqual(['s', 'p', 'm']);
    expect(agendaAudience({ ...people, mandatory: true }, ['e', 'm'])).toEqual(['s', 'p', 'm', 'e']);
    expect([isAgendaPerson(people, 's'), isAgendaPerson(people, 'm'), isAgendaPerson(people, 'e')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe('standings and seats', () => {
  it("reads a person's standing from the roster, and the same seats from the roster as from the counts", () => {
    const a = agenda({ speakers: ['s'], participants: ['p', 'u'], mparticipants: ['m'], waitlist: ['w1', 'w2'] });
    expect(standingOf('u', a)).toEqual({ participant: true, mparticipant: false, waiting: null });
    expect(standingOf('w2', a)).toEqual({ participant: false, mparticipant: false, waiting: 2 });
    expect(standingOf('m', a)).toEqual({ participant: false, mparticipant: true, waiting: null });
    expect(seatsOfCounts({ ...a, participant_count: 2, mparticipant_count: 1, waitlist_count: 2 })).toEqual(seatsOf(a));
    expect(seatsOf(a)).toMatchObject({ participant_count: 2, people_count: 6 });
  });
});

describe('joining and leaving', () => {
  const facts = { isEventParticipant: true, end: later, now };
  it('lets a participant of the event join an open session with a place, and says why not otherwise', () => {
    expect(joinRefusal('u', agenda({ no_of_places: 2, participants: ['v'] }), facts)).toBeNull();
    expect(joinRefusal('u', agenda(), { ...facts, isEventParticipant: false })).toBe(
      PARTICIPANT_MESSAGES.notEventParticipant,
    );
    expect(joinRefusal('u', agenda({ mandatory: true }), facts)).toBe(PARTICIPANT_MESSAGES.mandatoryForAll);
    expect(joinRefusal('u', agenda(), { ...facts, end: earlier })).toBe(PARTICIPANT_MESSAGES.passed);
    expect(joinRefusal('u', agenda({ locked: true }), facts)).toBe(PARTICIPANT_MESSAGES.locked);
    expect(joinRefusal('u', agenda({ no_of_places: 1, participants: ['v'] }), facts)).toBe(
      PARTICIPANT_MESSAGES.full(1),
    );
    // Already in: joining again changes nothing and is no refusal.
    expect(joinRefusal('u', agenda({ locked: true, participants: ['u'] }), facts)).toBeNull();
  });

  it('lets one leave an open session that has not ended', () => {
    expect(leaveRefusal('u', agenda({ participants: ['u'] }), { end: later, now })).toBeNull();
    expect(leaveRefusal('u', agenda({ participants: ['u'], locked: true }), { end: later, now })).toBe(
      PARTICIPANT_MESSAGES.lockedLeave,
    );
    expect(leaveRefusal('u', agenda({ participants: ['u'] }), { end: earlier, now })).toBe(PARTICIPANT_MESSAGES.passed);
    expect(leaveRefusal('u', agenda(), { end: earlier, now })).toBeNull();
  });
});

describe('agendaListRefusal', () => {
  it('keeps participants within the places, naming the numbers', () => {
    expect(
      agendaListRefusal(
        agenda({ no_of_places: 10 }),
        'participants',
        Array.from({ length: 12 }, (_, i) => `p${i}`),
      ),
    ).toBe('This session has 10 places; 12 participants were chosen.');
    expect(agendaListRefusal(agenda({ no_of_places: 10 }), 'participants', ['a', 'b'])).toBeNull();
    expect(
      agendaListRefusal(
        agenda({ no_of_places: 0 }),
        'participants',
        Array.from({ length: 500 }, (_, i) => `p${i}`),
      ),
    ).toBeNull();
  });

  it('takes no one new in a Locked session, but lets people be removed, and leaves speakers free', () => {
    const locked = agenda({ locked: true, participants: ['a', 'b'] });
    expect(agendaListRefusal(locked, 'participants', ['a', 'c'])).toBe(PARTICIPANT_MESSAGES.lockedAdd(1));
    expect(agendaListRefusal(locked, 'participants', ['a'])).toBeNull();
    expect(agendaListRefusal(locked, 'speakers', ['s'])).toBeNull();
  });

  it('bounds the people of one session', () => {
    const full = agenda({ speakers: Array.from({ length: AGENDA_MAX_PEOPLE }, (_, i) => `s${i}`) });
    expect(agendaListRefusal(full, 'mparticipants', ['m'])).toBe(
      PARTICIPANT_MESSAGES.agendaTooManyPeople(AGENDA_MAX_PEOPLE),
    );
  });

  it('counts the places left, null when unlimited', () => {
    expect(placesLeft(agenda({ no_of_places: 3, participants: ['a'] }))).toBe(2);
    expect(placesLeft(agenda({ no_of_places: 1, participants: ['a', 'b'] }))).toBe(0);
    expect(placesLeft(agenda())).toBeNull();
  });
});

describe('save payloads', () => {
  it('reads the spec payload: agendaId, the list, optional addresses (lower-cased, repeats dropped)', () => {
    const parsed = agendaParticipantsSaveSchema.parse({
      agendaId: 'a',
      participants: ['u', 'u'],
      emails: [' Anna@X.example ', 'anna@x.example', ''],
    });
    expect(parsed).toEqual({ agendaId: 'a', participants: ['u'], emails: ['anna@x.example'] });
    expect(agendaParticipantsSaveSchema.safeParse({ agendaId: 'a', participants: [], extra: 1 }).success).toBe(false);
    expect(agendaParticipantsSaveSchema.safeParse({ participants: [] }).success).toBe(false);
  });
});

describe('the waitlist', () => {
  const now = new Date('2026-05-12T09:00:00Z');
  const later = new Date('2026-05-12T12:00:00Z');
  const earlier = new Date('2026-05-12T08:00:00Z');
  const facts = { isEventParticipant: true, end: later, now };

  it('promotes the first waiting into the free places, while the session takes people', () => {
    const state = agenda({ no_of_places: 3, participants: ['a'], waitlist: ['w1', 'w2', 'w3'] });
    expect(waitlistPromotions(state, later, now)).toEqual(['w1', 'w2']);
    expect(withPromotions(state, ['w1', 'w2'])).toMatchObject({ participants: ['a', 'w1', 'w2'], waitlist: ['w3'] });
    expect(waitlistPromotions(agenda({ no_of_places: 1, participants: ['a'], waitlist: ['w1'] }), later, now)).toEqual(
      [],
    );
    expect(
      waitlistPromotions(agenda({ no_of_places: 0, participants: ['a'], waitlist: ['w1', 'w2'] }), later, now),
    ).toEqual(['w1', 'w2']);
    expect(waitlistPromotions(agenda({ no_of_places: 3, locked: true, waitlist: ['w1'] }), later, now)).toEqual([]);
    expect(waitlistPromotions(agenda({ no_of_places: 3, mandatory: true, waitlist: ['w1'] }), later, now)).toEqual([]);
    expect(waitlistPromotions(agenda({ no_of_places: 3, waitlist: ['w1'] }), earlier, now)).toEqual([]);
  });

  it('takes whoever could join but for the places', () => {
    const full = agenda({ no_of_places: 1, participants: ['a'] });
    expect(waitlistRefusal('u', full, facts)).toBeNull();
    expect(waitlistRefusal('u', full, { ...facts, isEventParticipant: false })).toBe(
      PARTICIPANT_MESSAGES.notEventParticipant,
    );
    expect(waitlistRefusal('u', { ...full, locked: true }, facts)).toBe(PARTICIPANT_MESSAGES.locked);
    expect(waitlistRefusal('u', { ...full, mandatory: true }, facts)).toBe(PARTICIPANT_MESSAGES.mandatoryForAll);
    expect(waitlistRefusal('u', full, { ...facts, end: earlier })).toBe(PARTICIPANT_MESSAGES.passed);
    const crowded = agenda({ waitlist: Array.from({ length: AGENDA_MAX_PEOPLE }, (_, i) => `w${i}`) });
    expect(waitlistRefusal('u', crowded, facts)).toBe(PARTICIPANT_MESSAGES.agendaTooManyPeople(AGENDA_MAX_PEOPLE));
    expect(joinRefusal('u', crowded, facts)).toBe(PARTICIPANT_MESSAGES.agendaTooManyPeople(AGENDA_MAX_PEOPLE));
  });

  it('says where a person stands, as the button shows it', () => {
    expect(membershipState('u', agenda({ mandatory: true }), facts)).toEqual({ kind: 'mandatory' });
    expect(membershipState('u', agenda({ mparticipants: ['u'] }), facts)).toEqual({ kind: 'mandatory' });
    expect(membershipState('u', agenda({ participants: ['u'] }), { ...facts, end: earlier })).toEqual({
      kind: 'passed',
      joined: true,
    });
    expect(membershipState('u', agenda({ participants: ['u'], locked: true }), facts)).toEqual({
      kind: 'in',
      canLeave: false,
    });
    expect(membershipState('u', agenda({ no_of_places: 1, participants: ['a'], waitlist: ['w', 'u'] }), facts)).toEqual(
      { kind: 'waiting', position: 2 },
    );
    expect(membershipState('u', agenda(), { ...facts, isEventParticipant: false })).toEqual({ kind: 'outsider' });
    expect(membershipState('u', agenda({ locked: true }), facts)).toEqual({ kind: 'locked' });
    expect(membershipState('u', agenda({ no_of_places: 1, participants: ['a'] }), facts)).toEqual({ kind: 'full' });
    expect(membershipState('u', agenda({ no_of_places: 2, participants: ['a'] }), facts)).toEqual({ kind: 'open' });
  });

  it('reorders exactly the people waiting', () => {
    expect(waitlistOrderRefusal(['a', 'b'], ['b', 'a'])).toBeNull();
    expect(waitlistOrderRefusal(['a', 'b'], ['a'])).toBe(PARTICIPANT_MESSAGES.waitlistChanged);
    expect(waitlistOrderRefusal(['a', 'b'], ['a', 'a'])).toBe(PARTICIPANT_MESSAGES.waitlistChanged);
    expect(waitlistOrderRefusal(['a', 'b'], ['a', 'c'])).toBe(PARTICIPANT_MESSAGES.waitlistChanged);
  });
});
