import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, FEEDBACK_MESSAGES, FEEDBACK_WINDOW_MS, type FeedbackAnswer } from '@agenda/contract';
import {
  addEventParticipants,
  agendaRef,
  createEventPeople,
  createTestEvent,
  storedAgenda,
  type EventPeople,
} from '../event-fixtures';
import { call, createUser, type TestUser } from '../helpers';
import { requestOf } from '../matrix/matrix';

/*
 * docs/features.md "Feedback after a session": who may rate (people who took part, from the session's
 * end until 7 days later), what each persona sees (organizers: names; speakers: comments without names;
 * others: their own alone), bad input, a second save replacing the first, and the summary kept right.
 * The endpoints' rights by persona are also matrix rows (matrix/participants.rows.ts).
 */

const { participants } = api;
const HOUR = 60 * 60 * 1000;
type Answer = FeedbackAnswer & { error?: string };

async function send(
  endpoint: typeof participants.feedback | typeof participants.saveFeedback,
  input: unknown,
  token: string,
) {
  const [path, options] = requestOf(endpoint, input);
  return (await call(path, { ...options, token })) as { status: number; body: Answer };
}
const rate = (agendaId: string, who: TestUser, rating: unknown, comment?: string) =>
  send(participants.saveFeedback, { agendaId, rating, ...(comment === undefined ? {} : { comment }) }, who.token);
const read = (agendaId: string, who: TestUser) => send(participants.feedback, { a: agendaId }, who.token);

let people: EventPeople;
let eventId: string;
let participant: TestUser;
let mandatory: TestUser;
let speaker: TestUser;
let other: TestUser;

/** A session of the test event that ended `endedAgo` ms ago (negative: ends in the future), with the test's people. */
const session = (endedAgo: number) =>
  storedAgenda(eventId, {
    start_time: Timestamp.fromMillis(Date.now() - endedAgo - 2 * HOUR),
    end_date: Timestamp.fromMillis(Date.now() - endedAgo),
    participants: [participant.uid],
    mparticipants: [mandatory.uid],
    speakers: [speaker.uid],
  });

beforeAll(async () => {
  people = await createEventPeople();
  [participant, mandatory, speaker, other] = (await Promise.all(
    Array.from({ length: 4 }, () => createUser([{ authority_id: 'USER', tenant_id: null }], 'de')),
  )) as [TestUser, TestUser, TestUser, TestUser];
  ({ id: eventId } = await createTestEvent(people.organizer.uid));
  await addEventParticipants(eventId, [participant.uid, mandatory.uid, other.uid]);
});

describe('feedback after a session', () => {
  it('a participant and a mandatory participant rate; a second save replaces the first and the summary stays right', async () => {
    const agendaId = await session(HOUR);
    expect((await rate(agendaId, participant, 5, 'Great talk')).status).toBe(200);
    const mine = await rate(agendaId, mandatory, 2);
    expect(mine.status).toBe(200);
    expect(mine.body.mine).toEqual({ rating: 2, comment: '' });
    expect(mine.body.canRate).toBe(true);
    expect(mine.body.summary).toBeNull();

    const edited = await rate(agendaId, participant, 3, 'Good, a bit long');
    expect(edited.body.mine).toEqual({ rating: 3, comment: 'Good, a bit long' });
    expect((await read(agendaId, participant)).body.mine).toEqual({ rating: 3, comment: 'Good, a bit long' });

    const organizerView = (await read(agendaId, people.organizer)).body;
    expect(organizerView.summary?.count).toBe(2);
    expect(organizerView.summary?.average).toBe(2.5);
    expect(organizerView.summary?.comments).toHaveLength(1);
    expect(organizerView.summary?.comments[0]).toMatchObject({ rating: 3, comment: 'Good, a bit long' });
    expect(organizerView.summary?.comments[0]?.name).toEqual(expect.any(String));
    const feedbackDocs = await agendaRef(eventId, agendaId).withConverter(null).collection('feedback').get();
    expect(feedbackDocs.size).toBe(2);
  });

  it('speakers see comments without names; a plain user and a participant see only their own', async () => {
    const agendaId = await session(HOUR);
    await rate(agendaId, participant, 4, 'Clear slides');
    const speakerView = (await read(agendaId, speaker)).body;
    expect(speakerView.summary).toEqual({
      count: 1,
      average: 4,
      comments: [{ rating: 4, comment: 'Clear slides', name: null }],
    });
    expect(speakerView.canRate).toBe(false);
    const userView = await read(agendaId, people.user);
    expect(userView.status).toBe(200);
    expect(userView.body.summary).toBeNull();
    expect(userView.body.mine).toBeNull();
    expect((await read(agendaId, participant)).body.summary).toBeNull();
  });

  it('refuses people who did not take part (403), and nothing is written', async () => {
    const agendaId = await session(HOUR);
    for (const who of [other, people.user, speaker, people.organizer]) {
      const answer = await rate(agendaId, who, 4);
      expect(answer.status, who.uid).toBe(403);
      expect(answer.body.error).toBe(FEEDBACK_MESSAGES.notParticipant);
    }
    expect((await agendaRef(eventId, agendaId).withConverter(null).collection('feedback').get()).size).toBe(0);
    expect((await read(agendaId, people.organizer)).body.summary).toEqual({ count: 0, average: null, comments: [] });
  });

  it('is open from the end of the session until 7 days later (400 before and after)', async () => {
    const running = await session(-HOUR);
    const before = await rate(running, participant, 4);
    expect(before.status).toBe(400);
    expect(before.body.error).toBe(FEEDBACK_MESSAGES.notYet);
    const closed = await session(FEEDBACK_WINDOW_MS + HOUR);
    const after = await rate(closed, participant, 4);
    expect(after.status).toBe(400);
    expect(after.body.error).toBe(FEEDBACK_MESSAGES.closed);
    const lastDay = await session(FEEDBACK_WINDOW_MS - HOUR);
    expect((await rate(lastDay, participant, 4)).status).toBe(200);
    for (const agendaId of [running, closed])
      expect((await agendaRef(eventId, agendaId).withConverter(null).collection('feedback').get()).size).toBe(0);
  });

  it('refuses bad input with 400 and a message, and writes nothing', async () => {
    const agendaId = await session(HOUR);
    for (const rating of [0, 6, 3.5, '4', null]) {
      const answer = await rate(agendaId, participant, rating);
      expect(answer.status, String(rating)).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(FEEDBACK_MESSAGES.rating);
    }
    const long = await rate(agendaId, participant, 4, 'x'.repeat(1001));
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain(FEEDBACK_MESSAGES.commentTooLong);
    expect((await rate(agendaId, participant, 4, 'x'.repeat(1000))).status).toBe(200);
    const stored = await agendaRef(eventId, agendaId).withConverter(null).collection('feedback').get();
    expect(stored.docs.map((d) => d.data()['rating'])).toEqual([4]);
  });
});
