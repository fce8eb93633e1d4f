/**
 * What the wall's activity tells and earns (docs/features.md, "The wall" Moderation, and "Points,
 * badges and the leaderboard"): a new report leaves one item in each editor's bell, once even when the
 * call races itself, and hiding answers it; a total reaching a badge's threshold records the badge and
 * tells its person once, and the badge stays when the total falls; the leaderboard ranks by points then
 * by who reached them first, shows the caller's rank, leaves out those who left it, and is refused to
 * all but the editors while the event hides gamification.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  BADGES_SUBCOLLECTION,
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  INBOX_SUBCOLLECTION,
  POINTS_SUBCOLLECTION,
  userPointsConverter,
  type Leaderboard,
} from '@agenda/contract';
import { createEventPeople, eventDoc, type EventPeople } from '../event-fixtures';
import { call, db, type TestUser } from '../helpers';
import { eventWithParticipants, idOf, setPointsSettings, totalOf, wallCalls } from '../wall-fixtures';

let people: EventPeople;

beforeAll(async () => {
  people = await createEventPeople();
});

const inboxOf = async (uid: string, prefix: string) =>
  (await db.collection(COLLECTIONS.users).doc(uid).collection(INBOX_SUBCOLLECTION).get()).docs.filter((item) =>
    item.id.startsWith(prefix),
  );

const report = (token: string, eventId: string, id: string, reason: string) =>
  call(api.wall.reportPost.path, { token, json: { eventId, id, reason } });

describe('a report', () => {
  it('tells each editor once, even racing itself, and hiding the post answers it', async () => {
    const { eventId, persons } = await eventWithParticipants(people.organizer.uid, 2);
    const [author, reporter] = persons as [TestUser, TestUser];
    const postId = idOf(await wallCalls.post(author.token, eventId, 'Rude words'));
    const answers = await Promise.all([1, 2, 3].map(() => report(reporter.token, eventId, postId, 'Offensive')));
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(idOf(await report(reporter.token, eventId, postId, 'Offensive, really'))).toBe(postId);

    const prefix = `report_${eventId}_`;
    for (const editor of [people.organizer, people.adminA]) {
      const items = await inboxOf(editor.uid, prefix);
      expect(items, editor.uid).toHaveLength(1);
      expect(items[0]?.get('message')).toContain('reported a post on the wall');
      expect(items[0]?.get('event_id')).toBe(eventId);
    }
    expect(await inboxOf(people.adminB.uid, prefix)).toHaveLength(0);
    expect(await inboxOf(reporter.uid, prefix)).toHaveLength(0);
    expect((await eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.wall).doc(postId).get()).get('report_count')).toBe(
      1,
    );

    idOf(await wallCalls.hide(people.organizer.token, eventId, postId));
    expect((await eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.wallReports).get()).size).toBe(0);
  });
});

async function addBadge(eventId: string, id: string, name: string, threshold: number) {
  await db
    .collection(COLLECTIONS.gamification)
    .doc(eventId)
    .collection(BADGES_SUBCOLLECTION)
    .doc(id)
    .set({ n: name, t: threshold, f: `eventBadges/${eventId}/${id}.png`, u: 'https://example.com/b.png' });
}

const pointsDoc = async (eventId: string, uid: string) =>
  (
    await db
      .collection(COLLECTIONS.gamification)
      .doc(eventId)
      .collection(POINTS_SUBCOLLECTION)
      .doc(uid)
      .withConverter(userPointsConverter)
      .get()
  ).data();

describe('badges earned live', () => {
  it('records a badge reached and tells it once; it stays when the total falls and rises again', async () => {
    const { eventId, persons } = await eventWithParticipants(people.organizer.uid, 2);
    const [author, liker] = persons as [TestUser, TestUser];
    await setPointsSettings(eventId, { post: 5, comment: 3, like: 2 });
    await addBadge(eventId, 'starter', 'Starter', 5);
    await addBadge(eventId, 'talker', 'Talker', 8);
    await addBadge(eventId, 'star', 'Star', 100);

    const postId = idOf(await wallCalls.post(author.token, eventId, 'Hello'));
    expect((await pointsDoc(eventId, author.uid))?.badges.map((badge) => badge.id)).toEqual(['starter']);
    // The same comment call racing itself earns once.
    const comments = await Promise.all([1, 2].map(() => wallCalls.comment(author.token, eventId, postId, 'More')));
    for (const answer of comments) expect(answer.status).toBe(200);
    expect(await totalOf(eventId, author.uid)).toBe(11);
    expect((await pointsDoc(eventId, author.uid))?.badges.map((badge) => badge.id)).toEqual(['starter', 'talker']);
    const told = await inboxOf(author.uid, `badge_${eventId}_`);
    expect(told.map((item) => item.id).sort()).toEqual([`badge_${eventId}_starter`, `badge_${eventId}_talker`]);
    expect(told.find((item) => item.id.endsWith('talker'))?.get('message')).toContain('Talker');

    // Hidden, the post's points leave (the total falls to 0); the badges stay; shown again, nothing is told twice.
    idOf(await wallCalls.hide(people.organizer.token, eventId, postId));
    expect(await totalOf(eventId, author.uid)).toBe(0);
    expect((await pointsDoc(eventId, author.uid))?.badges.map((badge) => badge.id)).toEqual(['starter', 'talker']);
    for (const item of told) await item.ref.delete();
    idOf(await wallCalls.hide(people.organizer.token, eventId, postId, false));
    expect(await totalOf(eventId, author.uid)).toBe(11);
    expect(await inboxOf(author.uid, `badge_${eventId}_`)).toHaveLength(0);
    expect(await inboxOf(liker.uid, `badge_${eventId}_`)).toHaveLength(0);
  });
});

const leaderboardOf = async (token: string, eventId: string) =>
  call(`${api.gamification.leaderboard.path}?eventId=${eventId}`, { token });

describe('the leaderboard', () => {
  it('ranks by points then by who reached them first, shows my rank, and leaves out who left it', async () => {
    const { eventId, persons } = await eventWithParticipants(people.organizer.uid, 4);
    const [first, second, third, idle] = persons as [TestUser, TestUser, TestUser, TestUser];
    await setPointsSettings(eventId, { post: 5, comment: 3, like: 2 });
    const postId = idOf(await wallCalls.post(first.token, eventId, 'First'));
    idOf(await wallCalls.post(second.token, eventId, 'Second, as many points'));
    idOf(await wallCalls.comment(third.token, eventId, postId, 'Fewer points'));

    const seen = await leaderboardOf(second.token, eventId);
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    const board = (seen.body as { result: Leaderboard }).result;
    expect(board.top.map((row) => [row.rank, row.uid, row.points])).toEqual([
      [1, first.uid, 5],
      [2, second.uid, 5],
      [3, third.uid, 3],
    ]);
    expect(board.top[0]?.name).not.toBe('');
    expect(board.me).toEqual({ points: 5, rank: 2, listed: true });
    const idleBoard = (await leaderboardOf(idle.token, eventId)).body as { result: Leaderboard };
    expect(idleBoard.result.me).toEqual({ points: 0, rank: null, listed: true });

    // The first leaves: off the board and unranked, still earning; the second is first.
    const left = await call(api.gamification.setListing.path, { token: first.token, json: { listed: false } });
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    idOf(await wallCalls.like(first.token, eventId, postId));
    const after = ((await leaderboardOf(second.token, eventId)).body as { result: Leaderboard }).result;
    expect(after.top.map((row) => row.uid)).toEqual([second.uid, third.uid]);
    expect(after.me.rank).toBe(1);
    const mine = ((await leaderboardOf(first.token, eventId)).body as { result: Leaderboard }).result.me;
    expect(mine).toEqual({ points: 7, rank: null, listed: false });
    const listing = await call(api.gamification.listing.path, { token: first.token });
    expect(listing.body).toEqual({ result: { listed: false } });
    await call(api.gamification.setListing.path, { token: first.token, json: { listed: true } });
    const back = ((await leaderboardOf(second.token, eventId)).body as { result: Leaderboard }).result;
    expect(back.top.map((row) => row.uid)).toEqual([first.uid, second.uid, third.uid]);
  });

  it('is refused to all but the editors while the event hides gamification', async () => {
    const { eventId, persons } = await eventWithParticipants(people.organizer.uid, 1);
    await eventDoc(eventId).update({ hide_gamification: true });
    const refused = await leaderboardOf((persons[0] as TestUser).token, eventId);
    expect(refused.status).toBe(403);
    expect(refused.body).toHaveProperty('error');
    expect((await leaderboardOf(people.organizer.token, eventId)).status).toBe(200);
  });
});
