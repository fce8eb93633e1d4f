import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AGENDA_MAX_PEOPLE,
  API_MESSAGES,
  api,
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  PARTICIPANT_MESSAGES,
  userEmailKey,
  type AgendaWithPeople,
  type ParticipantPerson,
} from '@agenda/contract';
import {
  addEventParticipants,
  agendaFormSave,
  createTestEvent,
  eventDoc,
  readAgenda,
  storedAgenda,
} from '../event-fixtures';
import { call, createUser, db, userDoc, type TestUser } from '../helpers';
import { countReads } from '../../../emulators/scripts/lib/read-meter';
import { createEventContentContext, type EventContentContext } from '../matrix/event-context';
import { describeMatrix, requestOf } from '../matrix/matrix';
import { everyone, rows } from '../matrix/participants.rows';
// After the helpers: the service's Admin SDK app is theirs, pointed at the emulators.
import { joinAgenda } from '../../src/participants/join';

const { participants } = api;

let ctx: EventContentContext;
const HOUR = 60 * 60 * 1000;

type Answer = Record<string, unknown> & {
  error?: string;
  fields?: Record<string, string[]>;
  details?: Record<string, unknown>;
};

async function send(endpoint: (typeof participants)[keyof typeof participants], input: unknown, token: string) {
  const [path, options] = requestOf(endpoint, input);
  return (await call(path, { ...options, token })) as { status: number; body: Answer };
}

const organizer = () => ctx.people.organizer.token;

/** People who exist as users but never call (a picker's choices). */
async function people(count: number, prefix = 'Person'): Promise<{ uid: string; email: string }[]> {
  const made = Array.from({ length: count }, (_, index) =>
    userDoc([{ authority_id: 'USER', tenant_id: null }], 'de', {
      first_name: prefix,
      last_name: `${String(index).padStart(3, '0')}`,
    }),
  );
  const batch = db.batch();
  for (const { uid, doc } of made) {
    batch.set(db.collection(COLLECTIONS.users).doc(uid), doc);
    batch.set(db.collection(COLLECTIONS.userEmails).doc(userEmailKey(doc.email)), { uid });
  }
  await batch.commit();
  return made.map(({ uid, doc }) => ({ uid, email: doc.email }));
}

/** A fresh agenda (event-fixtures' storedAgenda) named 'Session' unless told otherwise. */
const agenda = (eventId: string, fields: Partial<AgendaWithPeople<Timestamp>> = {}) =>
  storedAgenda(eventId, { name: 'Session', ...fields });

const ids = (list: unknown) => (list as ParticipantPerson[]).map((person) => person.id).sort();

beforeAll(async () => {
  ctx = await createEventContentContext();
  await Promise.all([
    addEventParticipants(ctx.publicEvent.id, everyone(ctx)),
    addEventParticipants(ctx.draftEvent.id, everyone(ctx)),
  ]);
});

describe('authorization matrix', () => {
  describeMatrix(
    rows,
    () => ctx,
    () => ctx.people,
  );
});

describe('agenda lists', () => {
  let eventId: string;
  beforeAll(async () => {
    eventId = (await createTestEvent(ctx.people.organizer.uid)).id;
  });

  it('saves speakers by id and by address, and answers them with names; addresses only for editors and the person', async () => {
    const [a, b] = await people(2, 'Speaker');
    const agendaId = await agenda(eventId);
    const saved = await send(
      participants.saveAgendaSpeakers,
      { agendaId, speakers: [a!.uid], emails: [b!.email.toUpperCase()] },
      organizer(),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ agendaId, eventId, count: 2, version: 1, canEdit: true });
    expect(ids(saved.body.speakers)).toEqual([a!.uid, b!.uid].sort());
    expect(
      (saved.body.speakers as ParticipantPerson[]).every(
        (person) => person.email !== null && person.name.startsWith('Speaker'),
      ),
    ).toBe(true);

    const seen = await send(participants.agendaSpeakers, { a: agendaId }, ctx.people.user.token);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ count: 2, canEdit: false });
    expect((seen.body.speakers as ParticipantPerson[]).map((person) => person.email)).toEqual([null, null]);
    // Speakers need not take part in the event.
    expect((await eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.participants).doc(a!.uid).get()).exists).toBe(
      false,
    );
  });

  it('refuses unknown ids and unknown addresses by name, at their field, and changes nothing', async () => {
    const agendaId = await agenda(eventId);
    const [known] = await people(1);
    const unknownId = await send(
      participants.saveAgendaSpeakers,
      { agendaId, speakers: [known!.uid, 'nobody_here'] },
      organizer(),
    );
    expect(unknownId.status).toBe(400);
    expect(unknownId.body.error).toBe(API_MESSAGES.unknownUsers(['nobody_here']));
    expect(unknownId.body.fields?.speakers).toEqual([API_MESSAGES.unknownUsers(['nobody_here'])]);
    const unknownAddress = await send(
      participants.saveAgendaMparticipants,
      { agendaId, mparticipants: [], emails: ['ghost@nowhere.example'] },
      organizer(),
    );
    expect(unknownAddress.status).toBe(400);
    expect(unknownAddress.body.fields?.emails).toEqual([API_MESSAGES.unknownAddresses(['ghost@nowhere.example'])]);
    const stored = await readAgenda(eventId, agendaId);
    expect([stored.speakers, stored.mparticipants]).toEqual([[], []]);
  });

  it('keeps participants within the places, with the numbers in the message, and answers the places left', async () => {
    const agendaId = await agenda(eventId, { no_of_places: 10 });
    const twelve = await people(12);
    const refused = await send(
      participants.saveAgendaParticipants,
      { agendaId, participants: twelve.map((p) => p.uid) },
      organizer(),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('This session has 10 places; 12 participants were chosen.');
    expect(refused.body.fields?.participants).toEqual([refused.body.error]);
    expect((await readAgenda(eventId, agendaId)).participants).toEqual([]);

    const saved = await send(
      participants.saveAgendaParticipants,
      { agendaId, participants: twelve.slice(0, 7).map((p) => p.uid) },
      organizer(),
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      count: 7,
      no_of_places: 10,
      available_places: 3,
      locked: false,
      mandatory: false,
    });
    const read = await send(participants.agendaParticipants, { a: agendaId }, ctx.people.user.token);
    expect(read.body).toMatchObject({ count: 7, available_places: 3 });
  });

  it('adds new agenda participants to the event, which then lists among their events', async () => {
    const agendaId = await agenda(eventId);
    const caller = await createUser([{ authority_id: 'USER', tenant_id: null }], 'de');
    const before = (await eventDoc(eventId).get()).get('participant_count') as number;
    const saved = await send(
      participants.saveAgendaMparticipants,
      { agendaId, mparticipants: [caller.uid] },
      organizer(),
    );
    expect(saved.status).toBe(200);
    expect((await eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.participants).doc(caller.uid).get()).exists).toBe(
      true,
    );
    expect((await eventDoc(eventId).get()).get('participant_count')).toBe(before + 1);
    const mine = await call('/events?t=0', { token: caller.token });
    expect((mine.body.events as { id: string }[]).map((event) => event.id)).toContain(eventId);
    const listed = await send(participants.eventParticipants, { e: eventId }, organizer());
    expect(ids(listed.body.participants)).toContain(caller.uid);
  });

  it('takes no one new in a Locked agenda; removing is allowed', async () => {
    const [a, b] = await people(2);
    const agendaId = await agenda(eventId, { locked: true, participants: [a!.uid] });
    await addEventParticipants(eventId, [a!.uid]);
    const refused = await send(
      participants.saveAgendaParticipants,
      { agendaId, participants: [a!.uid, b!.uid] },
      organizer(),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(PARTICIPANT_MESSAGES.lockedAdd(1));
    const removed = await send(participants.saveAgendaParticipants, { agendaId, participants: [] }, organizer());
    expect(removed.status).toBe(200);
    expect((await readAgenda(eventId, agendaId)).participants).toEqual([]);
  });

  it('refuses a save based on an older version of the lists (409) and names the version to reload', async () => {
    const agendaId = await agenda(eventId);
    const [a] = await people(1);
    const first = await send(
      participants.saveAgendaSpeakers,
      { agendaId, speakers: [a!.uid], version: 0 },
      organizer(),
    );
    expect(first.status).toBe(200);
    const stale = await send(participants.saveAgendaSpeakers, { agendaId, speakers: [], version: 0 }, organizer());
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(PARTICIPANT_MESSAGES.conflict('speakers'));
    expect(stale.body.details).toEqual({ version: 1 });
  });

  it('refuses an agenda named with another event (400) and a missing agenda (404)', async () => {
    const agendaId = await agenda(eventId);
    const wrong = await send(
      participants.saveAgendaSpeakers,
      { agendaId, eventId: ctx.publicEvent.id, speakers: [] },
      organizer(),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields?.eventId).toEqual([PARTICIPANT_MESSAGES.wrongEvent]);
    expect((await send(participants.agendaSpeakers, { a: 'no-such-agenda' }, organizer())).status).toBe(404);
  });
});

describe('event lists', () => {
  it('removing someone from the event takes them off its agendas too, in the same write', async () => {
    const { id: eventId } = await createTestEvent(ctx.people.organizer.uid);
    const [a, b] = await people(2);
    const agendaId = await agenda(eventId, { no_of_places: 5 });
    expect(
      (await send(participants.saveEventParticipants, { eventId, participants: [a!.uid, b!.uid] }, organizer())).status,
    ).toBe(200);
    expect(
      (await send(participants.saveAgendaParticipants, { agendaId, participants: [a!.uid, b!.uid] }, organizer()))
        .status,
    ).toBe(200);
    const saved = await send(participants.saveEventParticipants, { eventId, participants: [b!.uid] }, organizer());
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ count: 1 });
    expect((await readAgenda(eventId, agendaId)).participants).toEqual([b!.uid]);
    expect((await eventDoc(eventId).get()).get('participant_count')).toBe(1);
  });

  it('organizers: at most the maximum, and the new organizer edits at once', async () => {
    const { id: eventId } = await createTestEvent(ctx.people.organizer.uid);
    const newcomer = await createUser([{ authority_id: 'USER', tenant_id: null }], 'de');
    expect(
      (await send(participants.saveEventOrganizers, { eventId, organizers: [newcomer.uid] }, ctx.people.user.token))
        .status,
    ).toBe(403);
    const saved = await send(
      participants.saveEventOrganizers,
      { eventId, organizers: [ctx.people.organizer.uid, newcomer.uid] },
      organizer(),
    );
    expect(saved.status).toBe(200);
    expect(ids(saved.body.organizers)).toEqual([ctx.people.organizer.uid, newcomer.uid].sort());
    expect((await send(participants.saveEventParticipants, { eventId, participants: [] }, newcomer.token)).status).toBe(
      200,
    );
    const mine = await call('/events?t=0', { token: newcomer.token });
    expect((mine.body.events as { id: string }[]).map((event) => event.id)).toContain(eventId);
  });
});

describe('schedule, joining and leaving', () => {
  let eventId: string;
  let member: TestUser;
  beforeAll(async () => {
    eventId = (await createTestEvent(ctx.people.organizer.uid)).id;
    member = await createUser([{ authority_id: 'USER', tenant_id: null }], 'de');
    await addEventParticipants(eventId, [member.uid]);
  });

  it('the schedule holds the mandatory agendas and those one speaks at or joined', async () => {
    const mandatory = await agenda(eventId, { mandatory: true });
    const speaking = await agenda(eventId, { speakers: [member.uid] });
    await agenda(eventId);
    const mine = await send(participants.eventMine, { e: eventId }, member.token);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ eventId, organizer: false, participant: true });
    expect(mine.body.schedule).toEqual(
      expect.arrayContaining([
        { agendaId: mandatory, roles: ['mandatory'] },
        { agendaId: speaking, roles: ['speaker'] },
      ]),
    );
    expect((mine.body.schedule as unknown[]).length).toBe(2);
    const outsider = await send(participants.eventMine, { e: eventId }, ctx.people.user.token);
    expect(outsider.body).toMatchObject({ participant: false, schedule: [] });
  });

  it('joins and leaves; refuses those outside the event, locked, mandatory and ended sessions with their reasons', async () => {
    const open = await agenda(eventId, { no_of_places: 3 });
    const joined = await send(participants.join, { agendaId: open }, member.token);
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ participant: true, count: 1, available_places: 2 });
    const left = await send(participants.leave, { agendaId: open, eventId }, member.token);
    expect(left.body).toMatchObject({ participant: false, count: 0, available_places: 3 });

    const outsider = await send(participants.join, { agendaId: open }, ctx.people.user.token);
    expect([outsider.status, outsider.body.error]).toEqual([403, PARTICIPANT_MESSAGES.notEventParticipant]);
    const locked = await send(participants.join, { agendaId: await agenda(eventId, { locked: true }) }, member.token);
    expect([locked.status, locked.body.error]).toEqual([409, PARTICIPANT_MESSAGES.locked]);
    const mandatory = await send(
      participants.join,
      { agendaId: await agenda(eventId, { mandatory: true }) },
      member.token,
    );
    expect([mandatory.status, mandatory.body.error]).toEqual([409, PARTICIPANT_MESSAGES.mandatoryForAll]);
    const ended = await agenda(eventId, { start_time: Timestamp.fromMillis(Date.now() - 5 * HOUR) });
    const passed = await send(participants.join, { agendaId: ended }, member.token);
    expect([passed.status, passed.body.error]).toEqual([409, PARTICIPANT_MESSAGES.passed]);
  });
});

/**
 * `work` for every item, all started at the same moment. The Functions emulator of the suite gives the
 * API's workers the concurrency Cloud Run gives it (emulators/scripts/preload/functions-concurrency.cjs);
 * without it, fifty requests at once started fifty Node processes, and on a loaded 2-core machine some
 * answered 504 after the function's 60 s timeout.
 */
const atOnce = <T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> => Promise.all(items.map(work));

describe('capacity under concurrency', () => {
  // A join is a transaction on the agenda; the joins of one agenda that reach one instance queue (functions/src/participants/join.ts).
  it('50 simultaneous joins for 10 places: exactly 10 join, 40 are told the session is full; a leave frees a seat', async () => {
    const { id: eventId } = await createTestEvent(ctx.people.organizer.uid);
    const agendaId = await agenda(eventId, { no_of_places: 10 });
    const joiners = await Promise.all(
      Array.from({ length: 50 }, () => createUser([{ authority_id: 'USER', tenant_id: null }], 'de')),
    );
    await addEventParticipants(
      eventId,
      joiners.map((j) => j.uid),
    );
    // A few seconds on the emulator on 2 cores; the transactions this replaced outlasted the 60 s timeout.
    const answers = await atOnce(joiners, (j) => send(participants.join, { agendaId, eventId }, j.token));
    const statuses = answers.map((a) => a.status);
    expect(
      statuses.filter((s) => s === 200).length,
      JSON.stringify(answers.filter((a) => a.status !== 200 && a.status !== 409).map((a) => a.body)),
    ).toBe(10);
    expect(answers.filter((a) => a.status === 409 && a.body.error === PARTICIPANT_MESSAGES.full(10)).length).toBe(40);
    const seated = answers.flatMap((a, index) => (a.status === 200 ? [joiners[index]!] : []));
    const stored = await readAgenda(eventId, agendaId);
    expect(new Set(stored.participants)).toEqual(new Set(seated.map((j) => j.uid)));
    expect(stored.participants.length).toBe(10);
    expect((await send(participants.agendaParticipants, { a: agendaId }, organizer())).body).toMatchObject({
      count: 10,
      available_places: 0,
    });

    // One leaves; of two latecomers racing for the freed seat, exactly one gets it.
    expect((await send(participants.leave, { agendaId }, seated[0]!.token)).body).toMatchObject({
      participant: false,
      count: 9,
      available_places: 1,
    });
    const late = answers.flatMap((a, index) => (a.status === 409 ? [joiners[index]!] : [])).slice(0, 2);
    const again = await Promise.all(late.map((j) => send(participants.join, { agendaId }, j.token)));
    expect(again.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await readAgenda(eventId, agendaId)).participants.length).toBe(10);
  }, 120_000);

  it('an agenda whose people were written directly (seeded, imported) still holds its places', async () => {
    const { id: eventId } = await createTestEvent(ctx.people.organizer.uid);
    const joiners = await Promise.all(
      Array.from({ length: 8 }, () => createUser([{ authority_id: 'USER', tenant_id: null }], 'de')),
    );
    const seededPeople = await people(2, 'Seated');
    await addEventParticipants(eventId, [...joiners.map((j) => j.uid), ...seededPeople.map((p) => p.uid)]);
    const agendaId = await agenda(eventId, { no_of_places: 3, participants: seededPeople.map((p) => p.uid) });
    const answers = await Promise.all(joiners.map((j) => send(participants.join, { agendaId }, j.token)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(7).fill(409)]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.error === PARTICIPANT_MESSAGES.full(3))).toBe(
      true,
    );
    const stored = await readAgenda(eventId, agendaId);
    expect(stored.participants.length).toBe(3);
  }, 60_000);

  it('20 picker saves racing on one version: one wins, 19 are told to reload; the places hold against joins racing saves', async () => {
    const { id: eventId } = await createTestEvent(ctx.people.organizer.uid);
    const agendaId = await agenda(eventId, { no_of_places: 10 });
    const pool = await people(60, 'Racer');
    const saves = await atOnce(
      Array.from({ length: 20 }, (_, index) => index),
      (index) =>
        send(
          participants.saveAgendaParticipants,
          { agendaId, participants: pool.slice(index * 3, index * 3 + 3).map((p) => p.uid), version: 0 },
          organizer(),
        ),
    );
    // One save wins; every other one is refused clearly: the list changed (409), or, when the emulator's
    // locks keep aborting it past the retry window, "try again" (503). None overwrites the winner.
    const clear = (s: { status: number; body: Answer }) =>
      (s.status === 409 && s.body.error === PARTICIPANT_MESSAGES.conflict('participants')) ||
      (s.status === 503 && s.body.error === PARTICIPANT_MESSAGES.busy);
    expect(saves.filter((s) => s.status === 200).length).toBe(1);
    expect(saves.filter(clear).length).toBe(19);
    const winner = saves.find((s) => s.status === 200)!;
    expect(ids(winner.body.participants)).toEqual([...(await readAgenda(eventId, agendaId)).participants].sort());

    // Saves of 8 people without a version, racing 10 joins: the places are never exceeded.
    const joiners = await Promise.all(
      Array.from({ length: 10 }, () => createUser([{ authority_id: 'USER', tenant_id: null }], 'de')),
    );
    await addEventParticipants(
      eventId,
      joiners.map((j) => j.uid),
    );
    const raced = await atOnce(
      Array.from({ length: 20 }, (_, index) => index),
      (index) =>
        index % 2 === 0
          ? send(
              participants.saveAgendaParticipants,
              { agendaId, participants: pool.slice(index * 3, index * 3 + 8).map((p) => p.uid) },
              organizer(),
            )
          : send(participants.join, { agendaId }, joiners[(index - 1) / 2]!.token),
    );
    for (const answer of raced) {
      expect([200, 409, 503], JSON.stringify(answer.body)).toContain(answer.status);
      if (answer.status === 409) expect(answer.body.error).toBe(PARTICIPANT_MESSAGES.full(10));
      if (answer.status === 503) expect(answer.body.error).toBe(PARTICIPANT_MESSAGES.busy);
    }
    expect((await readAgenda(eventId, agendaId)).participants.length).toBeLessThanOrEqual(10);
  }, 120_000);
});

// Joins checked against the same version of the agenda as its places, at a cost
// that does not grow with the agenda, within the people cap, and with a version per list.
describe('joins: one transaction on the agenda', () => {
  const { agendas } = api;
  const joinersOf = (count: number) =>
    Promise.all(Array.from({ length: count }, () => createUser([{ authority_id: 'USER', tenant_id: null }], 'de')));

  /** The agenda form's save of `agendaId` with new places, as the app sends it (the version it read). */
  async function savePlaces(eventId: string, agendaId: string, numberOfPlaces: number) {
    const [path, options] = requestOf(agendas.save, await agendaFormSave(eventId, agendaId, { numberOfPlaces }));
    return (await call(path, { ...options, token: organizer() })) as { status: number; body: Answer };
  }

  it('places lowered to the seats taken, racing 10 joins, never leave more participants than places (5 rounds)', async () => {
    const { id: eventId } = await createTestEvent(ctx.people.organizer.uid);
    const seatedBefore = await people(5, 'Seated');
    for (let round = 0; round < 5; round += 1) {
      const joiners = await joinersOf(10);
      await addEventParticipants(
        eventId,
        joiners.map((j) => j.uid),
      );
      const agendaId = await agenda(eventId, { no_of_places: 10, participants: seatedBefore.map((p) => p.uid) });
      const [saved, ...joins] = await Promise.all([
        savePlaces(eventId, agendaId, 5),
        ...joiners.map((j) => send(participants.join, { agendaId, eventId }, j.token)),
      ]);
      const stored = await readAgenda(eventId, agendaId);
      const context = JSON.stringify({
        round,
        saved: [saved.status, saved.body.error],
        joins: joins.map((a) => [a.status, a.body.error]),
        places: stored.no_of_places,
        taken: stored.participants.length,
      });
      expect(stored.participants.length, context).toBeLessThanOrEqual(stored.no_of_places);
      // The save lands before every join (places 5: all told "full") or after one (refused: places below the seats taken).
      if (saved.status === 200) {
        expect(stored.no_of_places, context).toBe(5);
        expect(
          joins.every((a) => a.status === 409 && a.body.error === PARTICIPANT_MESSAGES.full(5)),
          context,
        ).toBe(true);
      } else {
        expect([saved.status, Object.keys(saved.body.fields ?? {})], context).toEqual([400, ['numberOfPlaces']]);
        expect(stored.no_of_places, context).toBe(10);
        expect(joins.filter((a) => a.status === 200).length, context).toBe(5);
      }
      expect(stored.participants.length, context).toBe(5 + joins.filter((a) => a.status === 200).length);
    }
  }, 180_000);

  it('the speakers are saved while 50 people join: the joins raise the participants’ version alone', async () => {
    const { id: eventId } = await createTestEvent(ctx.people.organizer.uid);
    const agendaId = await agenda(eventId, { no_of_places: 60 });
    const [speaker, second] = await people(2, 'Speaker');
    const joiners = await joinersOf(50);
    await addEventParticipants(
      eventId,
      joiners.map((j) => j.uid),
    );
    const before = await send(participants.agendaSpeakers, { a: agendaId }, organizer());
    const participantsBefore = await send(participants.agendaParticipants, { a: agendaId }, organizer());

    // Each speakers save is sent once a join has answered, so joins always land between the read and the save.
    let version = before.body.version as number;
    const saves: { status: number; body: Answer }[] = [];
    const joins = joiners.map((j) => send(participants.join, { agendaId, eventId }, j.token));
    for (const [index, join] of joins.slice(0, 3).entries()) {
      await join;
      const saved = await send(
        participants.saveAgendaSpeakers,
        { agendaId, speakers: index % 2 === 0 ? [speaker!.uid] : [speaker!.uid, second!.uid], version },
        organizer(),
      );
      saves.push(saved);
      version = saved.body.version as number;
    }
    const joined = await Promise.all(joins);
    expect(saves.map((s) => [s.status, s.body.error])).toEqual([
      [200, undefined],
      [200, undefined],
      [200, undefined],
    ]);
    expect(
      joined.every((a) => a.status === 200),
      JSON.stringify(joined.filter((a) => a.status !== 200).map((a) => a.body)),
    ).toBe(true);
    const stored = await readAgenda(eventId, agendaId);
    expect(stored.speakers).toEqual([speaker!.uid]);
    expect(stored.participants.length).toBe(50);
    const after = await send(participants.agendaParticipants, { a: agendaId }, organizer());
    expect(after.body.version).toBe((participantsBefore.body.version as number) + 50);
    expect((await send(participants.agendaSpeakers, { a: agendaId }, organizer())).body.version).toBe(
      (before.body.version as number) + 3,
    );
  }, 120_000);

  it('a join reads a constant number of documents: 1,000 places with 900 seated', async () => {
    const { id: eventId } = await createTestEvent(ctx.people.organizer.uid);
    const seeded = Array.from({ length: 900 }, (_, index) => `seated-${index}`);
    const agendaId = await agenda(eventId, { no_of_places: 1000, participants: seeded });
    const [first, second] = await joinersOf(2);
    await addEventParticipants(eventId, [first!.uid, second!.uid]);
    const answer = await send(participants.join, { agendaId, eventId }, first!.token);
    expect([answer.status, answer.body.count, answer.body.available_places]).toEqual([200, 901, 99]);

    // The same service in this process, every document it reads counted: the caller's window of calls
    // (rate-limit.ts), the agenda's event, the event, then in the transaction the agenda, its roster and
    // the caller's event participant document.
    const caller = {
      uid: second!.uid,
      principal: { user_authorities: [{ authority_id: 'USER' as const, tenant_id: null }] },
      name: 'Second Person',
      endpoint: 'POST /agendas/join',
    };
    const { result, reads } = await countReads(() => joinAgenda(caller, agendaId, eventId));
    expect(result).toMatchObject({ participant: true, count: 902, available_places: 98 });
    expect(reads).toBe(6);
  }, 60_000);

  it('joins to an unlimited agenda stop at the people cap, with the contract’s message', async () => {
    const { id: eventId } = await createTestEvent(ctx.people.organizer.uid);
    // Speakers count too: AGENDA_MAX_PEOPLE in all, one place left. The crowd is seeded as speakers (on the
    // session document), so that the roster trigger does not write ten thousand schedules for this test.
    const seeded = Array.from({ length: AGENDA_MAX_PEOPLE - 2 }, (_, index) => `s${index}`);
    const agendaId = await agenda(eventId, { no_of_places: 0, speakers: seeded, participants: ['seated'] });
    const [first, second] = await joinersOf(2);
    await addEventParticipants(eventId, [first!.uid, second!.uid]);
    expect((await send(participants.join, { agendaId, eventId }, first!.token)).status).toBe(200);
    const refused = await send(participants.join, { agendaId, eventId }, second!.token);
    expect([refused.status, refused.body.error]).toEqual([
      409,
      PARTICIPANT_MESSAGES.agendaTooManyPeople(AGENDA_MAX_PEOPLE),
    ]);
    const stored = await readAgenda(eventId, agendaId);
    expect(stored.participants).toEqual(['seated', first!.uid]);
  }, 60_000);
});
