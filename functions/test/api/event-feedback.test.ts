import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AGENDA_FEEDBACK,
  api,
  FEEDBACK_DASHBOARD_COMMENTS,
  FEEDBACK_MESSAGES,
  type EventFeedbackAnswer,
} from '@agenda/contract';
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
 * docs/features.md "Feedback after a session", the event dashboard: GET /participants/event/feedback?e
 * by persona (the event's editors with the raters' names, a speaker their own sessions without names,
 * anyone else 403, another country's admin 403, a Draft's outsiders 404, bad input 400), the sessions
 * nobody rated left out, and the comments capped at FEEDBACK_DASHBOARD_COMMENTS with the rest counted.
 */

const { participants } = api;
const HOUR = 60 * 60 * 1000;
type Answer = EventFeedbackAnswer & { error?: string };

async function read(eventId: unknown, who: TestUser) {
  const [path, options] = requestOf(participants.eventFeedback, { e: eventId });
  return (await call(path, { ...options, token: who.token })) as { status: number; body: Answer };
}
async function rate(agendaId: string, who: TestUser, rating: number, comment: string) {
  const [path, options] = requestOf(participants.saveFeedback, { agendaId, rating, comment });
  const answer = await call(path, { ...options, token: who.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

let people: EventPeople;
let eventId: string;
let participant: TestUser;
let second: TestUser;
let speaker: TestUser;
let otherSpeaker: TestUser;
/** Sessions that ended an hour ago: the speaker's, the other speaker's, one nobody rates. */
let own: string;
let others: string;
let unrated: string;

const endedSession = (name: string, speakers: string[]) =>
  storedAgenda(eventId, {
    name,
    start_time: Timestamp.fromMillis(Date.now() - 3 * HOUR),
    end_date: Timestamp.fromMillis(Date.now() - HOUR),
    participants: [participant.uid, second.uid],
    speakers,
  });

beforeAll(async () => {
  people = await createEventPeople();
  [participant, second, speaker, otherSpeaker] = (await Promise.all(
    Array.from({ length: 4 }, () => createUser([{ authority_id: 'USER', tenant_id: null }], 'de')),
  )) as [TestUser, TestUser, TestUser, TestUser];
  ({ id: eventId } = await createTestEvent(people.organizer.uid));
  await addEventParticipants(eventId, [participant.uid, second.uid]);
  [own, others, unrated] = await Promise.all([
    endedSession('Speaker session', [speaker.uid]),
    endedSession('Other session', [otherSpeaker.uid]),
    endedSession('Unrated session', [speaker.uid]),
  ]);
  await rate(own, participant, 2, 'Too fast');
  await rate(own, second, 5, '');
  await rate(others, participant, 4, 'Clear slides');
});

describe('the event feedback for the dashboard', () => {
  it("the event's editors see every rated session with the raters' names", async () => {
    for (const who of [people.organizer, people.adminA, people.root]) {
      const answer = await read(eventId, who);
      expect(answer.status, who.uid).toBe(200);
      expect(answer.body.names).toBe(true);
      const byId = new Map(answer.body.sessions.map((s) => [s.agendaId, s]));
      expect([...byId.keys()].sort()).toEqual([own, others].sort());
      expect(byId.get(own)).toMatchObject({ name: 'Speaker session', count: 2, average: 3.5, moreComments: 0 });
      expect(byId.get(own)?.comments).toEqual([
        { rating: 2, comment: 'Too fast', name: expect.any(String), updatedAt: expect.any(Number) },
      ]);
      expect(byId.get(own)?.comments[0]?.name).not.toBe('');
      expect(byId.get(others)).toMatchObject({ count: 1, average: 4 });
      expect(byId.get(others)?.comments[0]).toMatchObject({ comment: 'Clear slides', name: expect.any(String) });
      expect(byId.get(own)?.start).toBeLessThan(Date.now());
    }
  });

  it('a speaker sees only their own sessions, without names; an unrated one is left out', async () => {
    const answer = await read(eventId, speaker);
    expect(answer.status).toBe(200);
    expect(answer.body.names).toBe(false);
    expect(answer.body.sessions.map((s) => s.agendaId)).toEqual([own]);
    expect(answer.body.sessions[0]?.comments).toEqual([
      { rating: 2, comment: 'Too fast', name: null, updatedAt: expect.any(Number) },
    ]);
    expect(answer.body.sessions.some((s) => s.agendaId === unrated)).toBe(false);
  });

  it('refuses participants, plain users and admins of another country with 403 and a message', async () => {
    for (const who of [participant, people.user, people.adminB]) {
      const answer = await read(eventId, who);
      expect(answer.status, who.uid).toBe(403);
      expect(answer.body.error).toBe(FEEDBACK_MESSAGES.eventForbidden);
    }
  });

  it("answers 404 for a Draft to those who cannot see it, and its speakers' sessions are the editors' alone", async () => {
    const { id: draft } = await createTestEvent(people.organizer.uid, { privacy: true });
    expect((await read(draft, people.adminB)).status).toBe(404);
    expect((await read(draft, people.user)).status).toBe(404);
    const editors = await read(draft, people.organizer);
    expect(editors.status).toBe(200);
    expect(editors.body.sessions).toEqual([]);
  });

  it('refuses bad input with 400', async () => {
    for (const e of ['', 'a/b', undefined]) expect((await read(e, people.organizer)).status, String(e)).toBe(400);
  });

  it(`carries a session's ${FEEDBACK_DASHBOARD_COMMENTS} newest ratings and counts the further comments`, async () => {
    const busy = await endedSession('Busy session', [otherSpeaker.uid]);
    const ref = agendaRef(eventId, busy).withConverter(null);
    const batch = ref.firestore.batch();
    const total = FEEDBACK_DASHBOARD_COMMENTS + 7;
    // The oldest five carry no comment: of the rest, those beyond the newest are counted, not sent.
    for (let i = 0; i < total; i += 1)
      batch.set(ref.collection(AGENDA_FEEDBACK.collection).doc(`rater-${i}`), {
        rating: 1 + (i % 5),
        comment: i < 5 ? '' : `Comment ${i}`,
        updated_at: 1_000_000 + i,
      });
    batch.set(ref.collection(AGENDA_FEEDBACK.summaryCollection).doc(AGENDA_FEEDBACK.summaryDoc), {
      count: total,
      sum: 3 * total,
    });
    await batch.commit();
    const session = (await read(eventId, otherSpeaker)).body.sessions.find((s) => s.agendaId === busy);
    expect(session?.count).toBe(total);
    expect(session?.average).toBe(3);
    expect(session?.comments).toHaveLength(FEEDBACK_DASHBOARD_COMMENTS);
    expect(session?.comments[0]).toMatchObject({ comment: `Comment ${total - 1}`, name: null });
    expect(session?.moreComments).toBe(total - 5 - FEEDBACK_DASHBOARD_COMMENTS);
  });
});
