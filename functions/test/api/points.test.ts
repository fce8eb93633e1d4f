/**
 * A person's points in an event (docs/product.md §2, §3 Gamification): the wall's actions earn the event's own
 * settings, the author of a post `wall_post_points`, a commenter `comment_points`, a liker
 * `like_points`, each once per action and target, at the settings of the time; no settings document:
 * no points. Joining sessions earns none (the rule of points per joined session is gone).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { changeRoster, createEventPeople, type EventPeople } from '../event-fixtures';
import type { TestUser } from '../helpers';
import {
  eventWithParticipants,
  expectLedgerBalanced,
  idOf,
  ledgerOf,
  setPointsSettings,
  totalOf,
  wallCalls,
} from '../wall-fixtures';

let people: EventPeople;

beforeAll(async () => {
  people = await createEventPeople();
});

const eventWithPeople = (count: number) => eventWithParticipants(people.organizer.uid, count);

describe("a person's points", () => {
  it('come from no joined session', async () => {
    const { eventId, agendaId, persons } = await eventWithPeople(1);
    const [ann] = persons as [TestUser];
    await setPointsSettings(eventId, { post: 5, comment: 3, like: 2 });
    await changeRoster(eventId, agendaId, { participants: [ann.uid] });
    expect(await totalOf(eventId, ann.uid)).toBe(0);
  });

  it("are the event's settings for each act, earned by the one who acts, once", async () => {
    const { eventId, persons } = await eventWithPeople(2);
    const [ann, bob] = persons as [TestUser, TestUser];
    await setPointsSettings(eventId, { post: 5, comment: 3, like: 2 });
    const postId = idOf(await wallCalls.post(ann.token, eventId, 'Points!'));
    expect(await totalOf(eventId, ann.uid)).toBe(5);

    // A second like is a no-op; the liker earns, not the author.
    expect((await wallCalls.like(bob.token, eventId, postId)).body).toMatchObject({
      result: { liked: true, likes: 1 },
    });
    expect((await wallCalls.like(bob.token, eventId, postId)).body).toMatchObject({
      result: { liked: true, likes: 1 },
    });
    expect(await totalOf(eventId, bob.uid)).toBe(2);
    expect(await totalOf(eventId, ann.uid)).toBe(5);
    expect((await wallCalls.comment(bob.token, eventId, postId, 'Well said')).status).toBe(200);
    expect(await totalOf(eventId, bob.uid)).toBe(5);
    // Liking one's own post earns the like too.
    expect((await wallCalls.like(ann.token, eventId, postId)).status).toBe(200);
    expect(await totalOf(eventId, ann.uid)).toBe(7);

    // Unliking takes the like's points back; unliking again changes nothing.
    expect((await wallCalls.like(bob.token, eventId, postId, false)).body).toMatchObject({ result: { likes: 1 } });
    expect((await wallCalls.like(bob.token, eventId, postId, false)).status).toBe(200);
    expect(await totalOf(eventId, bob.uid)).toBe(3);
    expect((await ledgerOf(eventId)).map((entry) => entry.action).sort()).toEqual(['comment', 'like', 'post']);
    await expectLedgerBalanced(eventId);
  });

  it('follow a changed setting for new acts only, and none without settings', async () => {
    const { eventId, persons } = await eventWithPeople(2);
    const [ann, bob] = persons as [TestUser, TestUser];
    const first = idOf(await wallCalls.post(ann.token, eventId, 'No settings yet'));
    expect((await wallCalls.like(bob.token, eventId, first)).status).toBe(200);
    expect(await totalOf(eventId, ann.uid)).toBe(0);
    expect(await ledgerOf(eventId)).toEqual([]);

    await setPointsSettings(eventId, { post: 5, comment: 3, like: 2 });
    const second = idOf(await wallCalls.post(ann.token, eventId, 'Settings now'));
    expect((await wallCalls.like(bob.token, eventId, second)).status).toBe(200);
    await setPointsSettings(eventId, { post: 50, comment: 30, like: 20 });
    const third = idOf(await wallCalls.post(ann.token, eventId, 'Dearer'));
    expect((await wallCalls.like(bob.token, eventId, third)).status).toBe(200);
    expect(await totalOf(eventId, ann.uid)).toBe(55);
    expect(await totalOf(eventId, bob.uid)).toBe(22);
    // Taking back the cheaper like takes back what it earned then.
    expect((await wallCalls.like(bob.token, eventId, second, false)).status).toBe(200);
    expect(await totalOf(eventId, bob.uid)).toBe(20);
    await expectLedgerBalanced(eventId);
  });
});
