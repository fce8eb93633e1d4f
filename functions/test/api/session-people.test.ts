/**
 * Who takes part in a session, as the second review of rights and scale asked: the people are out of the
 * agenda documents every programme listens to (the roster and each person's schedule hold them), the
 * people lists answer a page at a time, joins and list reads are limited per person, a person made
 * mandatory stops waiting, and an organizer's save during a rush of joins never answers 500.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AGENDA_ROSTER,
  API_MESSAGES,
  api,
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  OVERVIEW_PEOPLE_PAGE,
  PEOPLE_PAGE_MAX,
  RATE_LIMITS,
  scheduleConverter,
  userEmailKey,
  type ParticipantPerson,
} from '@agenda/contract';
import {
  addEventParticipants,
  agendaFormSave,
  changeRoster,
  createTestEvent,
  eventDoc,
  readAgenda,
  storedAgenda,
} from '../event-fixtures';
import { call, createUser, db, userDoc, type TestUser } from '../helpers';
import { until } from '../mail-inbox';
import { requestOf } from '../matrix/matrix';

const { participants, agendas } = api;

type Answer = Record<string, unknown> & { error?: string; details?: Record<string, unknown> };

async function send(endpoint: Parameters<typeof requestOf>[0], input: unknown, token: string) {
  const [path, options] = requestOf(endpoint, input);
  return (await call(path, { ...options, token })) as { status: number; body: Answer };
}

const user = () => createUser([{ authority_id: 'USER', tenant_id: null }], 'de');

/** Users that exist but never call (a list's people), written at once. */
async function people(count: number): Promise<string[]> {
  const made = Array.from({ length: count }, (_, index) =>
    userDoc([{ authority_id: 'USER', tenant_id: null }], 'de', { first_name: 'Listed', last_name: `${index}` }),
  );
  for (let at = 0; at < made.length; at += 400) {
    const batch = db.batch();
    for (const { uid, doc } of made.slice(at, at + 400)) {
      batch.set(db.collection(COLLECTIONS.users).doc(uid), doc);
      batch.set(db.collection(COLLECTIONS.userEmails).doc(userEmailKey(doc.email)), { uid });
    }
    await batch.commit();
  }
  return made.map(({ uid }) => uid);
}

const schedule = async (eventId: string, uid: string) =>
  (
    await eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.schedules).doc(uid).withConverter(scheduleConverter).get()
  ).data() ?? null;

let organizer: TestUser;
beforeAll(async () => {
  organizer = await user();
});

describe("a session's people are out of its document", () => {
  it('a join writes the roster and the counts; the agenda document holds no one, and the schedule follows', async () => {
    const { id: eventId } = await createTestEvent(organizer.uid);
    const seated = await people(3);
    const agendaId = await storedAgenda(eventId, { no_of_places: 5, participants: seated });
    const [joiner, waiter] = [await user(), await user()];
    await addEventParticipants(eventId, [joiner.uid, waiter.uid]);

    const joined = await send(participants.join, { agendaId, eventId }, joiner.token);
    expect([joined.status, joined.body.count, joined.body.participant]).toEqual([200, 4, true]);

    const raw = (await eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.agendas).doc(agendaId).get()).data() ?? {};
    for (const field of ['participants', 'mparticipants', 'waitlist']) expect(raw).not.toHaveProperty(field);
    expect(raw).toMatchObject({ participant_count: 4, mparticipant_count: 0, waitlist_count: 0 });
    // Nothing in it grows with the people: the same size with 4 seated as with 3.
    expect(JSON.stringify(raw).includes(joiner.uid)).toBe(false);
    const roster = await readAgenda(eventId, agendaId);
    expect(roster.participants).toEqual([...seated, joiner.uid]);

    // The joiner's own standing, kept by the roster trigger; nobody else's is in their document.
    const mine = await until(
      () => schedule(eventId, joiner.uid),
      (doc) => doc?.sessions[agendaId]?.participant === true,
    );
    expect(mine).toEqual({
      uid: joiner.uid,
      event_id: eventId,
      sessions: { [agendaId]: { participant: true, mparticipant: false, waiting: null } },
    });

    // Full: the next one waits, second in line after a stored waiter; the leave promotes the first.
    await changeRoster(eventId, agendaId, { participants: [...seated, joiner.uid, 'someone'], waitlist: ['first'] });
    const waiting = await send(participants.joinWaitlist, { agendaId, eventId }, waiter.token);
    expect([waiting.status, waiting.body.waiting]).toEqual([200, 2]);
    expect(
      (await until(
        () => schedule(eventId, waiter.uid),
        (doc) => doc?.sessions[agendaId]?.waiting === 2,
      ))!.sessions[agendaId],
    ).toEqual({ participant: false, mparticipant: false, waiting: 2 });
    expect((await send(participants.leave, { agendaId, eventId }, joiner.token)).status).toBe(200);
    await until(
      () => schedule(eventId, waiter.uid),
      (doc) => doc?.sessions[agendaId]?.waiting === 1,
    );
    expect(
      await until(
        () => schedule(eventId, joiner.uid),
        (doc) => doc === null,
      ),
    ).toBeNull();
  }, 60_000);

  it('no client reads a roster: the waitlist order is for the editors, through the API', async () => {
    const { id: eventId } = await createTestEvent(organizer.uid);
    const agendaId = await storedAgenda(eventId, { no_of_places: 1, participants: ['a'], waitlist: ['b', 'c'] });
    const outsider = await user();
    await addEventParticipants(eventId, [outsider.uid]);
    const refused = await send(participants.agendaWaitlist, { a: agendaId }, outsider.token);
    expect(refused.status).toBe(403);
    const shown = await send(participants.agendaWaitlist, { a: agendaId }, organizer.token);
    expect([shown.status, shown.body.count]).toEqual([200, 2]);
    const roster = await eventDoc(eventId)
      .collection(EVENT_SUBCOLLECTIONS.agendas)
      .doc(agendaId)
      .collection(AGENDA_ROSTER.collection)
      .doc(AGENDA_ROSTER.doc)
      .get();
    expect(roster.data()).toEqual({ participants: ['a'], mparticipants: [], waitlist: ['b', 'c'] });
  });
});

describe('a person made mandatory', () => {
  it('stops waiting: taken off the waitlist in the save, never seated ahead of the queue later', async () => {
    const { id: eventId } = await createTestEvent(organizer.uid);
    const [seated, first, made] = await people(3);
    const agendaId = await storedAgenda(eventId, {
      no_of_places: 1,
      participants: [seated!],
      waitlist: [first!, made!],
    });
    await addEventParticipants(eventId, [seated!, first!, made!]);
    const saved = await send(
      participants.saveAgendaMparticipants,
      { agendaId, mparticipants: [made!] },
      organizer.token,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = await readAgenda(eventId, agendaId);
    expect([after.mparticipants, after.waitlist, after.waitlist_count]).toEqual([[made], [first], 1]);
    // The freed place goes to the first who waited, not to the one made mandatory.
    expect(
      (await send(participants.saveAgendaParticipants, { agendaId, participants: [] }, organizer.token)).status,
    ).toBe(200);
    expect((await readAgenda(eventId, agendaId)).participants).toEqual([first]);
  });
});

describe('people lists answer a page at a time', () => {
  it('a call without paging answers the first 1,000; offset and limit walk the rest', async () => {
    const { id: eventId } = await createTestEvent(organizer.uid);
    const listed = await people(PEOPLE_PAGE_MAX + 5);
    const agendaId = await storedAgenda(eventId, { participants: listed });
    await addEventParticipants(eventId, listed);

    const first = await send(participants.agendaParticipants, { a: agendaId }, organizer.token);
    expect([first.status, (first.body.participants as ParticipantPerson[]).length, first.body.count]).toEqual([
      200,
      PEOPLE_PAGE_MAX,
      PEOPLE_PAGE_MAX + 5,
    ]);
    expect(first.body.next_offset).toBe(PEOPLE_PAGE_MAX);
    const rest = await send(participants.agendaParticipants, { a: agendaId, offset: PEOPLE_PAGE_MAX }, organizer.token);
    expect((rest.body.participants as ParticipantPerson[]).map((person) => person.id).sort()).toEqual(
      listed.slice(PEOPLE_PAGE_MAX).sort(),
    );
    expect(rest.body.next_offset).toBeNull();

    const page = await send(participants.eventParticipants, { e: eventId, offset: 2, limit: 3 }, organizer.token);
    expect([(page.body.participants as ParticipantPerson[]).length, page.body.count, page.body.next_offset]).toEqual([
      3,
      PEOPLE_PAGE_MAX + 5,
      5,
    ]);
    const tooLarge = await send(
      participants.eventParticipants,
      { e: eventId, limit: PEOPLE_PAGE_MAX + 1 },
      organizer.token,
    );
    expect(tooLarge.status).toBe(400);
  }, 120_000);

  it("answers each person's job title and photo, as the session overview shows them", async () => {
    const { id: eventId } = await createTestEvent(organizer.uid);
    const [titled, plain] = await people(2);
    const photo = 'https://photos.example/listed-0.png';
    await db.collection(COLLECTIONS.users).doc(titled!).update({ job_title: 'Engineer', avatar_url: photo });
    const agendaId = await storedAgenda(eventId, { speakers: [plain!, titled!] });
    const page = await send(participants.agendaSpeakers, { a: agendaId, limit: OVERVIEW_PEOPLE_PAGE }, organizer.token);
    expect(page.status).toBe(200);
    expect(page.body.speakers).toMatchObject([
      { id: titled, name: 'Listed 0', job_title: 'Engineer', avatar_url: photo },
      { id: plain, name: 'Listed 1', job_title: null, avatar_url: null },
    ]);
  });
});

describe('calls per person', () => {
  it(`joins and leaves: ${RATE_LIMITS.membership.calls} a minute, then 429 with when to try again, and nothing written`, async () => {
    const { id: eventId } = await createTestEvent(organizer.uid);
    const agendaId = await storedAgenda(eventId, { no_of_places: 0 });
    const flooder = await user();
    await addEventParticipants(eventId, [flooder.uid]);
    for (let call = 0; call < RATE_LIMITS.membership.calls; call += 1) {
      const move = call % 2 === 0 ? participants.join : participants.leave;
      expect((await send(move, { agendaId, eventId }, flooder.token)).status).toBe(200);
    }
    const history = eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.history);
    const entries = (await history.count().get()).data().count;
    const refused = await send(participants.join, { agendaId, eventId }, flooder.token);
    expect(refused.status).toBe(429);
    const wait = refused.body.details?.retry_after;
    expect(typeof wait === 'number' && wait >= 1 && wait <= 60).toBe(true);
    expect(refused.body.error).toBe(API_MESSAGES.tooManyCalls(wait as number));
    expect((await history.count().get()).data().count).toBe(entries);
    expect((await readAgenda(eventId, agendaId)).participants).toEqual([]);
    // Someone else is not held back by it.
    const other = await user();
    await addEventParticipants(eventId, [other.uid]);
    expect((await send(participants.join, { agendaId, eventId }, other.token)).status).toBe(200);
  }, 60_000);

  it(`people lists: ${RATE_LIMITS.peopleLists.calls} reads a minute, then 429`, async () => {
    const { id: eventId } = await createTestEvent(organizer.uid);
    const reader = await user();
    await addEventParticipants(eventId, [reader.uid]);
    const read = () => send(participants.eventParticipants, { e: eventId }, reader.token);
    // Ten at a time, as a script reading in a loop would.
    const statuses: number[] = [];
    for (let call = 0; call < RATE_LIMITS.peopleLists.calls; call += 10)
      statuses.push(...(await Promise.all(Array.from({ length: 10 }, read))).map((answer) => answer.status));
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect((await read()).status).toBe(429);
  }, 180_000);
});

describe("an organizer's save during a rush of joins", () => {
  it('commits or answers 503 with a message, never 500', async () => {
    const { id: eventId } = await createTestEvent(organizer.uid);
    const agendaId = await storedAgenda(eventId, { no_of_places: 0 });
    const joiners = await Promise.all(Array.from({ length: 25 }, () => user()));
    await addEventParticipants(
      eventId,
      joiners.map((joiner) => joiner.uid),
    );
    const save = async (index: number) => {
      const body = await agendaFormSave(eventId, agendaId, { name: `Session ${index}`, version: undefined });
      return send(agendas.save, body, organizer.token);
    };
    const [saves, joins] = await Promise.all([
      Promise.all([0, 1, 2, 3, 4].map(save)),
      Promise.all(joiners.map((joiner) => send(participants.join, { agendaId, eventId }, joiner.token))),
    ]);
    for (const answer of [...saves, ...joins]) {
      expect([200, 409, 503], JSON.stringify(answer.body)).toContain(answer.status);
      expect(typeof answer.body.error === 'string' || answer.status === 200).toBe(true);
    }
    const stored = await readAgenda(eventId, agendaId);
    expect(stored.participant_count).toBe(stored.participants.length);
    expect(stored.participants.length).toBe(joins.filter((answer) => answer.status === 200).length);
  }, 120_000);
});
