import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  agendaRosterSchema,
  COLLECTIONS,
  INBOX_SUBCOLLECTION,
  MAIL_COLLECTION,
  PARTICIPANT_MESSAGES,
  type AgendaWithPeople,
  type ParticipantPerson,
} from '@agenda/contract';
import {
  addEventParticipants,
  agendaFormSave,
  rosterDoc,
  createEventPeople,
  createTestEvent,
  readAgenda,
  storedAgenda,
  type EventPeople,
} from '../event-fixtures';
import { call, createUser, db, type TestUser } from '../helpers';
import { requestOf } from '../matrix/matrix';

/*
 * The waitlist of a full session (docs/features.md, "Waitlist"). Whoever waits is promoted into a freed place in the
 * transaction that frees it (a leave, an organizer's removal, more places, a person removed from the
 * event), and told once (one inbox item, one mail). The rights of the endpoints are matrix rows
 * (matrix/participants.rows.ts, run by participants.test.ts).
 */

const { participants, agendas } = api;
const HOUR = 60 * 60 * 1000;

type Answer = Record<string, unknown> & { error?: string };
type Endpoint = (typeof participants)[keyof typeof participants] | typeof agendas.save | typeof agendas.import;

async function send(endpoint: Endpoint, input: unknown, token: string) {
  const [path, options] = requestOf(endpoint, input);
  return (await call(path, { ...options, token })) as { status: number; body: Answer };
}

let people: EventPeople;
const organizer = () => people.organizer.token;

const usersOf = (count: number) =>
  Promise.all(Array.from({ length: count }, () => createUser([{ authority_id: 'USER', tenant_id: null }], 'de')));

/** A fresh agenda (event-fixtures' storedAgenda) named 'Workshop' unless told otherwise. */
const agenda = (eventId: string, fields: Partial<AgendaWithPeople<Timestamp>> = {}) =>
  storedAgenda(eventId, { name: 'Workshop', ...fields });

/** A new event with a one-place session: one person has the place and `waiting` others wait for it, in that order. */
async function fullSession(waiting: number) {
  const { id: eventId } = await createTestEvent(people.organizer.uid);
  const [seated, ...waitlist] = await usersOf(1 + waiting);
  await addEventParticipants(
    eventId,
    [seated, ...waitlist].map((u) => u!.uid),
  );
  const agendaId = await agenda(eventId, { no_of_places: 1, participants: [seated!.uid] });
  for (const w of waitlist) await send(participants.joinWaitlist, { agendaId }, w.token);
  return { eventId, agendaId, seated, waiting: waitlist };
}

/** The inbox items and mails of promotions from this agenda, per person. */
async function notices(
  agendaId: string,
  uids: readonly string[],
): Promise<Map<string, { inbox: number; mail: number }>> {
  const mails = await db
    .collection(MAIL_COLLECTION)
    .where('source.agenda_id', '==', agendaId)
    .where('source.kind', '==', 'waitlist')
    .get();
  const counts = new Map<string, { inbox: number; mail: number }>();
  await Promise.all(
    uids.map(async (uid) => {
      const inbox = await db
        .collection(COLLECTIONS.users)
        .doc(uid)
        .collection(INBOX_SUBCOLLECTION)
        .where('agenda_id', '==', agendaId)
        .get();
      counts.set(uid, { inbox: inbox.size, mail: mails.docs.filter((doc) => doc.get('source.uid') === uid).length });
    }),
  );
  return counts;
}

/** Those of `uids` told exactly once, and whether anyone else was told anything. */
async function expectToldOnce(agendaId: string, told: readonly string[], others: readonly string[]): Promise<void> {
  const counts = await notices(agendaId, [...told, ...others]);
  for (const uid of told) expect(counts.get(uid), `promoted ${uid}`).toEqual({ inbox: 1, mail: 1 });
  for (const uid of others) expect(counts.get(uid), `not promoted ${uid}`).toEqual({ inbox: 0, mail: 0 });
}

/**
 * Every state of the agenda the listener sees while `work` runs, each checked: never more participants
 * than places, and nobody waiting while a place is free (the session takes people), nobody both.
 */
async function watchInvariants<T>(
  eventId: string,
  agendaId: string,
  work: () => Promise<T>,
): Promise<{ result: T; states: number }> {
  const broken: string[] = [];
  let states = 0;
  // The places stay as they are during the work; every state of the roster is checked against them.
  const places = (await readAgenda(eventId, agendaId)).no_of_places;
  const unsubscribe = rosterDoc(eventId, agendaId).onSnapshot((snapshot) => {
    const data = agendaRosterSchema.parse(snapshot.data() ?? {});
    states += 1;
    const seated = new Set(data.participants);
    if (data.participants.length > places) broken.push(`over-booked: ${data.participants.length}/${places}`);
    if (data.waitlist.length > 0 && data.participants.length < places)
      broken.push(`waiting with ${places - data.participants.length} free`);
    if (data.waitlist.some((uid) => seated.has(uid))) broken.push('seated and waiting');
    if (new Set(data.waitlist).size !== data.waitlist.length) broken.push('waiting twice');
  });
  try {
    const result = await work();
    return { result, states };
  } finally {
    unsubscribe();
    expect(broken).toEqual([]);
  }
}

const atOnce = <T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> => Promise.all(items.map(work));

beforeAll(async () => {
  people = await createEventPeople();
});

describe('waiting for a place', () => {
  let eventId: string;
  beforeAll(async () => {
    eventId = (await createTestEvent(people.organizer.uid)).id;
  });

  it('a session with a free place seats the caller; a full one puts them last on its waitlist; leaving it is always allowed', async () => {
    const [a, b, c] = await usersOf(3);
    await addEventParticipants(eventId, [a!.uid, b!.uid, c!.uid]);
    const agendaId = await agenda(eventId, { no_of_places: 1 });

    const seated = await send(participants.joinWaitlist, { agendaId }, a!.token);
    expect(seated.body).toMatchObject({
      participant: true,
      waiting: null,
      count: 1,
      available_places: 0,
      waitlist_count: 0,
    });
    const full = await send(participants.join, { agendaId }, b!.token);
    expect([full.status, full.body.error]).toEqual([409, PARTICIPANT_MESSAGES.full(1)]);
    // The app offers the waitlist from these details, before the live counts reach it.
    expect(full.body.details).toEqual({ full: true, no_of_places: 1 });
    expect((await send(participants.joinWaitlist, { agendaId, eventId }, b!.token)).body).toMatchObject({
      participant: false,
      waiting: 1,
      waitlist_count: 1,
    });
    expect((await send(participants.joinWaitlist, { agendaId }, c!.token)).body).toMatchObject({
      participant: false,
      waiting: 2,
      waitlist_count: 2,
    });
    // Again changes nothing.
    expect((await send(participants.joinWaitlist, { agendaId }, c!.token)).body).toMatchObject({
      waiting: 2,
      waitlist_count: 2,
    });
    expect((await readAgenda(eventId, agendaId)).waitlist).toEqual([b!.uid, c!.uid]);

    const list = await send(participants.agendaWaitlist, { a: agendaId }, organizer());
    expect(list.status).toBe(200);
    expect((list.body.waitlist as ParticipantPerson[]).map((person) => person.id)).toEqual([b!.uid, c!.uid]);

    expect((await send(participants.leaveWaitlist, { agendaId }, b!.token)).body).toMatchObject({
      participant: false,
      waiting: null,
      waitlist_count: 1,
    });
    expect((await send(participants.leaveWaitlist, { agendaId }, b!.token)).status).toBe(200);
    expect((await readAgenda(eventId, agendaId)).waitlist).toEqual([c!.uid]);
  });

  it('refuses outsiders, locked, mandatory and ended sessions with their reasons', async () => {
    const [member] = await usersOf(1);
    const [outsider] = await usersOf(1);
    await addEventParticipants(eventId, [member!.uid]);
    const full = await agenda(eventId, { no_of_places: 1, participants: [people.user.uid] });
    const outside = await send(participants.joinWaitlist, { agendaId: full }, outsider!.token);
    expect([outside.status, outside.body.error]).toEqual([403, PARTICIPANT_MESSAGES.notEventParticipant]);
    const locked = await send(
      participants.joinWaitlist,
      { agendaId: await agenda(eventId, { no_of_places: 1, participants: [people.user.uid], locked: true }) },
      member!.token,
    );
    expect([locked.status, locked.body.error]).toEqual([409, PARTICIPANT_MESSAGES.locked]);
    const mandatory = await send(
      participants.joinWaitlist,
      { agendaId: await agenda(eventId, { mandatory: true }) },
      member!.token,
    );
    expect([mandatory.status, mandatory.body.error]).toEqual([409, PARTICIPANT_MESSAGES.mandatoryForAll]);
    const ended = await agenda(eventId, {
      no_of_places: 1,
      participants: [people.user.uid],
      start_time: Timestamp.fromMillis(Date.now() - 5 * HOUR),
      end_date: Timestamp.fromMillis(Date.now() - 4 * HOUR),
    });
    const passed = await send(participants.joinWaitlist, { agendaId: ended }, member!.token);
    expect([passed.status, passed.body.error]).toEqual([409, PARTICIPANT_MESSAGES.passed]);
    expect((await readAgenda(eventId, full)).waitlist).toEqual([]);
  });
});

describe('promotion in the transaction that frees the place', () => {
  it('50 joiners for 10 places: 10 seated, 40 waiting in order; then 20 leaves racing 20 joins: the first waiting take the places, each told once', async () => {
    const { id: eventId } = await createTestEvent(people.organizer.uid);
    const agendaId = await agenda(eventId, { no_of_places: 10 });
    const joiners = await usersOf(50);
    const latecomers = await usersOf(20);
    await addEventParticipants(
      eventId,
      [...joiners, ...latecomers].map((j) => j.uid),
    );

    const { result: first } = await watchInvariants(eventId, agendaId, () =>
      atOnce(joiners, (j) => send(participants.joinWaitlist, { agendaId, eventId }, j.token)),
    );
    expect(first.filter((a) => a.status !== 200).map((a) => a.body)).toEqual([]);
    expect(first.filter((a) => a.body.participant === true).length).toBe(10);
    const before = await readAgenda(eventId, agendaId);
    expect(before.participants.length).toBe(10);
    expect(before.waitlist.length).toBe(40);
    // Each was told their own place in the line.
    for (const [index, answer] of first.entries()) {
      if (answer.body.participant !== true)
        expect(before.waitlist.indexOf(joiners[index]!.uid) + 1).toBe(answer.body.waiting);
    }

    // 20 leaves (the 10 seated leave the session, the last 10 waiting leave the waitlist) racing 20 newcomers joining it.
    const byUid = new Map(joiners.map((j) => [j.uid, j]));
    const seatedLeavers = before.participants.map((uid) => byUid.get(uid)!);
    const waitingLeavers = before.waitlist.slice(30).map((uid) => byUid.get(uid)!);
    type Move = { kind: 'leave' | 'leaveWaitlist' | 'joinWaitlist'; user: TestUser };
    const moves: Move[] = [
      ...seatedLeavers.map((user) => ({ kind: 'leave' as const, user })),
      ...waitingLeavers.map((user) => ({ kind: 'leaveWaitlist' as const, user })),
      ...latecomers.map((user) => ({ kind: 'joinWaitlist' as const, user })),
    ];
    const { result: raced } = await watchInvariants(eventId, agendaId, () =>
      atOnce(moves, async (move) => ({
        ...move,
        answer: await send(participants[move.kind], { agendaId }, move.user.token),
      })),
    );
    // A request that lost the race past the retry window says so (503) and changed nothing.
    for (const { answer } of raced) {
      expect([200, 503], JSON.stringify(answer.body)).toContain(answer.status);
      if (answer.status === 503) expect(answer.body.error).toBe(PARTICIPANT_MESSAGES.busy);
    }
    const done = (kind: Move['kind']) =>
      raced.flatMap((move) => (move.kind === kind && move.answer.status === 200 ? [move.user.uid] : []));
    const left = done('leave');
    const stoppedWaiting = new Set(done('leaveWaitlist'));
    expect(left.length).toBeGreaterThan(0);
    const after = await readAgenda(eventId, agendaId);
    expect(after.participants.length).toBe(10);
    // First come, first served: the freed places went to the first waiting, never to a newcomer.
    const promoted = before.waitlist.slice(0, left.length);
    expect(new Set(after.participants)).toEqual(
      new Set([...before.participants.filter((uid) => !left.includes(uid)), ...promoted]),
    );
    const stillWaiting = before.waitlist.slice(left.length).filter((uid) => !stoppedWaiting.has(uid));
    expect(after.waitlist.slice(0, stillWaiting.length)).toEqual(stillWaiting);
    expect(new Set(after.waitlist.slice(stillWaiting.length))).toEqual(new Set(done('joinWaitlist')));
    await expectToldOnce(agendaId, promoted, [
      ...before.waitlist.slice(left.length),
      ...before.participants,
      ...latecomers.map((l) => l.uid),
    ]);
  }, 240_000);

  it('an organizer removing a participant promotes the first waiting; adding someone waiting takes them off the waitlist', async () => {
    const { id: eventId } = await createTestEvent(people.organizer.uid);
    const [a, b, w1, w2, w3] = await usersOf(5);
    await addEventParticipants(
      eventId,
      [a, b, w1, w2, w3].map((u) => u!.uid),
    );
    const agendaId = await agenda(eventId, { no_of_places: 2, participants: [a!.uid, b!.uid] });
    for (const w of [w1, w2, w3])
      expect((await send(participants.joinWaitlist, { agendaId }, w!.token)).body).toMatchObject({
        participant: false,
      });

    const saved = await send(participants.saveAgendaParticipants, { agendaId, participants: [a!.uid] }, organizer());
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((saved.body.participants as ParticipantPerson[]).map((p) => p.id).sort()).toEqual([a!.uid, w1!.uid].sort());
    expect(saved.body).toMatchObject({ count: 2, available_places: 0 });
    let state = await readAgenda(eventId, agendaId);
    expect(state.waitlist).toEqual([w2!.uid, w3!.uid]);
    await expectToldOnce(agendaId, [w1!.uid], [a!.uid, b!.uid, w2!.uid, w3!.uid]);

    // The organizer seats the third waiting in place of the promoted one: no place frees, nobody else moves.
    const swapped = await send(
      participants.saveAgendaParticipants,
      { agendaId, participants: [a!.uid, w3!.uid] },
      organizer(),
    );
    expect(swapped.status, JSON.stringify(swapped.body)).toBe(200);
    state = await readAgenda(eventId, agendaId);
    expect(state.participants).toEqual([a!.uid, w3!.uid]);
    expect(state.waitlist).toEqual([w2!.uid]);
  }, 60_000);

  it('more places on the agenda form, or the lock lifted, promote the first waiting', async () => {
    const {
      eventId,
      agendaId,
      seated: a,
      waiting: [w1, w2, w3],
    } = await fullSession(3);

    const form = async (changes: { numberOfPlaces: number; locked?: boolean }) =>
      send(agendas.save, await agendaFormSave(eventId, agendaId, changes), organizer());
    const raised = await form({ numberOfPlaces: 3 });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    let state = await readAgenda(eventId, agendaId);
    expect(state.participants).toEqual([a!.uid, w1!.uid, w2!.uid]);
    expect(state.waitlist).toEqual([w3!.uid]);
    await expectToldOnce(agendaId, [w1!.uid, w2!.uid], [a!.uid, w3!.uid]);

    // Locked, an organizer frees a place: nobody new joins a locked session, so w3 waits…
    expect((await form({ numberOfPlaces: 3, locked: true })).status).toBe(200);
    expect(
      (await send(participants.saveAgendaParticipants, { agendaId, participants: [a!.uid, w1!.uid] }, organizer()))
        .status,
    ).toBe(200);
    expect((await readAgenda(eventId, agendaId)).waitlist).toEqual([w3!.uid]);
    // …until the lock is lifted.
    expect((await form({ numberOfPlaces: 3, locked: false })).status).toBe(200);
    state = await readAgenda(eventId, agendaId);
    expect(state.participants).toEqual([a!.uid, w1!.uid, w3!.uid]);
    expect(state.waitlist).toEqual([]);
    await expectToldOnce(agendaId, [w1!.uid, w2!.uid, w3!.uid], [a!.uid]);
  }, 60_000);

  it('a spreadsheet import that raises the places of a session promotes the first waiting', async () => {
    const {
      eventId,
      agendaId,
      seated: a,
      waiting: [w1, w2],
    } = await fullSession(2);
    const current = await readAgenda(eventId, agendaId);
    const iso = (instant: { toDate(): Date }) => instant.toDate().toISOString();
    const row = {
      row: 2,
      name: current.name,
      start: iso(current.start_time),
      end: iso(current.end_date),
      location: null,
      numberOfPlaces: 2,
      mandatory: false,
      locked: false,
      description: 'Imported',
    };
    const imported = await send(agendas.import, { eventId, locations: [], sessions: [row] }, organizer());
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.result).toMatchObject({ sessions: { created: 0, updated: 1 } });
    const state = await readAgenda(eventId, agendaId);
    expect(state.participants).toEqual([a!.uid, w1!.uid]);
    expect(state.waitlist).toEqual([w2!.uid]);
    await expectToldOnce(agendaId, [w1!.uid], [a!.uid, w2!.uid]);
  }, 60_000);

  it('removing a seated person from the event promotes the first waiting; removing someone waiting takes them off', async () => {
    const {
      eventId,
      agendaId,
      seated: a,
      waiting: [w1, w2],
    } = await fullSession(2);
    const saved = await send(participants.saveEventParticipants, { eventId, participants: [w1!.uid] }, organizer());
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const state = await readAgenda(eventId, agendaId);
    expect(state.participants).toEqual([w1!.uid]);
    expect(state.waitlist).toEqual([]);
    await expectToldOnce(agendaId, [w1!.uid], [a!.uid, w2!.uid]);
  }, 60_000);
});

describe('the organizers order the waitlist', () => {
  it('an editor reorders exactly the people waiting; the next place goes to the new first; others may not', async () => {
    const {
      eventId,
      agendaId,
      seated: a,
      waiting: [w1, w2, w3],
    } = await fullSession(3);

    const plain = await send(
      participants.saveAgendaWaitlist,
      { agendaId, waitlist: [w3!.uid, w1!.uid, w2!.uid] },
      w1!.token,
    );
    expect(plain.status).toBe(403);
    const stale = await send(participants.saveAgendaWaitlist, { agendaId, waitlist: [w3!.uid, w1!.uid] }, organizer());
    expect([stale.status, stale.body.error]).toEqual([409, PARTICIPANT_MESSAGES.waitlistChanged]);
    expect((await readAgenda(eventId, agendaId)).waitlist).toEqual([w1!.uid, w2!.uid, w3!.uid]);

    const reordered = await send(
      participants.saveAgendaWaitlist,
      { agendaId, eventId, waitlist: [w3!.uid, w1!.uid, w2!.uid] },
      organizer(),
    );
    expect(reordered.status, JSON.stringify(reordered.body)).toBe(200);
    expect((reordered.body.waitlist as ParticipantPerson[]).map((p) => p.id)).toEqual([w3!.uid, w1!.uid, w2!.uid]);
    expect((await send(participants.joinWaitlist, { agendaId }, w2!.token)).body).toMatchObject({ waiting: 3 });

    expect((await send(participants.leave, { agendaId }, a!.token)).body).toMatchObject({
      participant: false,
      count: 1,
      waitlist_count: 2,
    });
    const state = await readAgenda(eventId, agendaId);
    expect(state.participants).toEqual([w3!.uid]);
    expect(state.waitlist).toEqual([w1!.uid, w2!.uid]);
    await expectToldOnce(agendaId, [w3!.uid], [w1!.uid, w2!.uid]);
  }, 60_000);
});
