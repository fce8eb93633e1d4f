/**
 * The wall's points ledger under load and moderation (docs/features.md, "Points"): racing likes and
 * unlikes leave every total equal to the sum of the entries that stand and the like count equal to the
 * likes; hiding a post takes its points and those of its likes and comments away, showing it again
 * brings them back as recorded, deleting it removes them; a hidden comment's points follow it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { ledgerEntryId, WALL_SUBCOLLECTIONS } from '@agenda/contract';
import { createEventPeople, type EventPeople } from '../event-fixtures';
import { db, type TestUser } from '../helpers';
import {
  countsOf,
  eventWithParticipants,
  idOf,
  expectLedgerBalanced,
  ledgerOf,
  postsOf,
  setPointsSettings,
  totalOf,
  wallCalls,
} from '../wall-fixtures';

let people: EventPeople;

beforeAll(async () => {
  people = await createEventPeople();
});

const SETTINGS = { post: 5, comment: 3, like: 2 };

async function wallEvent(count: number): Promise<{ eventId: string; persons: TestUser[] }> {
  const { eventId, persons } = await eventWithParticipants(people.organizer.uid, count);
  await setPointsSettings(eventId, SETTINGS);
  return { eventId, persons };
}

describe('racing likes and unlikes', () => {
  it('count every like exactly and keep every total equal to its entries', { timeout: 180_000 }, async () => {
    const { eventId, persons } = await wallEvent(12);
    const [author, ...likers] = persons as [TestUser, ...TestUser[]];
    const postId = idOf(await wallCalls.post(author.token, eventId, 'Like me'));
    // Everyone likes at once, then half of them take it back while the others like again.
    await Promise.all(likers.map((person) => wallCalls.like(person.token, eventId, postId)));
    const answers = await Promise.all(
      likers.map((person, i) => wallCalls.like(person.token, eventId, postId, i % 2 === 0)),
    );
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const staying = likers.filter((_, i) => i % 2 === 0);
    expect((await countsOf(eventId, postId)).likes).toBe(staying.length);
    expect((await postsOf(eventId).doc(postId).collection(WALL_SUBCOLLECTIONS.likes).get()).size).toBe(staying.length);
    for (const person of likers)
      expect(await totalOf(eventId, person.uid)).toBe(staying.includes(person) ? SETTINGS.like : 0);
    await expectLedgerBalanced(eventId);
  });

  it('one person tapping like and unlike many times at once ends consistent', { timeout: 120_000 }, async () => {
    const { eventId, persons } = await wallEvent(2);
    const [author, tapper] = persons as [TestUser, TestUser];
    const postId = idOf(await wallCalls.post(author.token, eventId, 'Tap'));
    await Promise.all(Array.from({ length: 10 }, (_, i) => wallCalls.like(tapper.token, eventId, postId, i % 2 === 0)));
    const liked = (await postsOf(eventId).doc(postId).collection(WALL_SUBCOLLECTIONS.likes).doc(tapper.uid).get())
      .exists;
    expect((await countsOf(eventId, postId)).likes).toBe(liked ? 1 : 0);
    expect(await totalOf(eventId, tapper.uid)).toBe(liked ? SETTINGS.like : 0);
    await expectLedgerBalanced(eventId);
  });
});

describe('moderation moves the points', () => {
  it('hiding a post takes its own, its likes’ and its comments’ points; showing it brings them back as recorded', async () => {
    const { eventId, persons } = await wallEvent(3);
    const [ann, bob, cy] = persons as [TestUser, TestUser, TestUser];
    const postId = idOf(await wallCalls.post(ann.token, eventId, 'Moderate me'));
    idOf(await wallCalls.like(bob.token, eventId, postId));
    idOf(await wallCalls.comment(cy.token, eventId, postId, 'Hm'));
    expect([await totalOf(eventId, ann.uid), await totalOf(eventId, bob.uid), await totalOf(eventId, cy.uid)]).toEqual([
      5, 2, 3,
    ]);

    expect((await wallCalls.hide(people.organizer.token, eventId, postId)).status).toBe(200);
    expect([await totalOf(eventId, ann.uid), await totalOf(eventId, bob.uid), await totalOf(eventId, cy.uid)]).toEqual([
      0, 0, 0,
    ]);
    await expectLedgerBalanced(eventId);
    // Hiding again changes nothing.
    expect((await wallCalls.hide(people.organizer.token, eventId, postId)).status).toBe(200);
    expect(await totalOf(eventId, ann.uid)).toBe(0);

    // A changed setting does not change what was recorded.
    await setPointsSettings(eventId, { post: 50, comment: 30, like: 20 });
    expect((await wallCalls.hide(people.organizer.token, eventId, postId, false)).status).toBe(200);
    expect([await totalOf(eventId, ann.uid), await totalOf(eventId, bob.uid), await totalOf(eventId, cy.uid)]).toEqual([
      5, 2, 3,
    ]);
    await expectLedgerBalanced(eventId);
  });

  it('a hidden comment’s points stay away while its post is hidden and shown again', async () => {
    const { eventId, persons } = await wallEvent(2);
    const [ann, bob] = persons as [TestUser, TestUser];
    const postId = idOf(await wallCalls.post(ann.token, eventId, 'Post'));
    const commentId = idOf(await wallCalls.comment(bob.token, eventId, postId, 'Rude'));
    expect((await wallCalls.hideComment(people.organizer.token, eventId, postId, commentId)).status).toBe(200);
    expect(await totalOf(eventId, bob.uid)).toBe(0);
    expect((await countsOf(eventId, postId)).comments).toBe(0);
    expect((await wallCalls.hide(people.organizer.token, eventId, postId)).status).toBe(200);
    expect((await wallCalls.hide(people.organizer.token, eventId, postId, false)).status).toBe(200);
    expect(await totalOf(eventId, bob.uid)).toBe(0);
    expect(await totalOf(eventId, ann.uid)).toBe(5);
    expect((await wallCalls.hideComment(people.organizer.token, eventId, postId, commentId, false)).status).toBe(200);
    expect(await totalOf(eventId, bob.uid)).toBe(3);
    expect((await countsOf(eventId, postId)).comments).toBe(1);
    await expectLedgerBalanced(eventId);
  });

  it('deleting a comment or a post removes their entries and points', async () => {
    const { eventId, persons } = await wallEvent(3);
    const [ann, bob, cy] = persons as [TestUser, TestUser, TestUser];
    const postId = idOf(await wallCalls.post(ann.token, eventId, 'Doomed'));
    const commentId = idOf(await wallCalls.comment(bob.token, eventId, postId, 'One'));
    idOf(await wallCalls.comment(cy.token, eventId, postId, 'Two'));
    idOf(await wallCalls.like(cy.token, eventId, postId));
    expect((await wallCalls.deleteComment(bob.token, eventId, postId, commentId)).status).toBe(200);
    expect(await totalOf(eventId, bob.uid)).toBe(0);
    expect(await totalOf(eventId, cy.uid)).toBe(5);
    // An editor deletes the post: every entry of it goes.
    expect((await wallCalls.deletePost(people.organizer.token, eventId, postId)).status).toBe(200);
    expect(await ledgerOf(eventId)).toEqual([]);
    expect([await totalOf(eventId, ann.uid), await totalOf(eventId, cy.uid)]).toEqual([0, 0]);
    await expectLedgerBalanced(eventId);
  });

  it('a post with more entries than one transaction moves them all', { timeout: 300_000 }, async () => {
    const { eventId, persons } = await wallEvent(1);
    const [ann] = persons as [TestUser];
    const postId = idOf(await wallCalls.post(ann.token, eventId, 'Popular'));
    // 450 likes' entries, written as the like transactions write them (people without accounts).
    const writer = db.bulkWriter();
    for (let i = 0; i < 450; i++) {
      const uid = `liker-${i}`;
      const entry = {
        uid,
        event_id: eventId,
        tenant_id: 'de',
        action: 'like',
        post_id: postId,
        comment_id: null,
        points: 2,
        post_hidden: false,
        comment_hidden: false,
        at: Timestamp.now(),
      };
      void writer.set(db.doc(`gamificationv2/${eventId}/ledger/${ledgerEntryId('like', postId, uid)}`), entry);
      void writer.set(db.doc(`gamificationv2/${eventId}/points/${uid}`), {
        uid,
        event_id: eventId,
        tenant_id: 'de',
        points: 2,
        updated_at: Timestamp.now(),
      });
    }
    await writer.close();
    expect((await wallCalls.hide(people.organizer.token, eventId, postId)).status).toBe(200);
    expect(await totalOf(eventId, 'liker-449')).toBe(0);
    await expectLedgerBalanced(eventId);
    expect((await wallCalls.hide(people.organizer.token, eventId, postId, false)).status).toBe(200);
    expect(await totalOf(eventId, 'liker-0')).toBe(2);
    await expectLedgerBalanced(eventId);
  });
});
