/**
 * An event's wall through the API (docs/features.md, "The wall"): every endpoint × persona (the
 * matrix), who takes part (participants, speakers through their sessions, editors), the hidden wall,
 * bad input, rate limits, hidden posts and what a deletion takes with it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { stripesPng } from '../../../emulators/scripts/lib/png';
import {
  EVENT_MESSAGES,
  EVENT_SUBCOLLECTIONS,
  MESSAGES,
  RATE_LIMITS,
  WALL_COMMENT_TEXT_MAX,
  WALL_MESSAGES,
  WALL_POST_TEXT_MAX,
  WALL_SUBCOLLECTIONS,
  wallPhotoFolder,
} from '@agenda/contract';
import { followSpeakersOf } from '../../src/wall/speakers';
import {
  addEventParticipants,
  agendaRef,
  createEventPeople,
  createTestEvent,
  eventDoc,
  type EventPeople,
} from '../event-fixtures';
import { call, createUser, testBucket, type TestUser } from '../helpers';
import { until } from '../mail-inbox';
import { describeMatrix } from '../matrix/matrix';
import { rows } from '../matrix/wall.rows';
import { countsOf, postsOf, storedComment, storedPost, wallCalls } from '../wall-fixtures';

/** A whole PNG: the upload check (it runs on these uploads too) deletes images it cannot walk. */
const PHOTO = stripesPng({ width: 2, height: 2, colors: [[10, 20, 30]], direction: 'horizontal' });

/** Triggers run after the write, each in its own worker: a cold one on a busy machine takes a while. */
const TRIGGER_WAIT_MS = 90_000;

let people: EventPeople;
let publicEvent: { id: string; agendaId: string };
let draftEvent: { id: string; agendaId: string };

beforeAll(async () => {
  people = await createEventPeople();
  [publicEvent, draftEvent] = await Promise.all([
    createTestEvent(people.organizer.uid),
    createTestEvent(people.organizer.uid, { privacy: true }),
  ]);
  await Promise.all([
    addEventParticipants(publicEvent.id, [people.user.uid]),
    addEventParticipants(draftEvent.id, [people.user.uid]),
  ]);
});

describe('authorization matrix', () => {
  describeMatrix(
    rows,
    () => ({ people, publicEvent, draftEvent }),
    () => people,
  );
});

/** A fresh participant of the event (their own rate-limit windows). */
async function participant(eventId: string): Promise<TestUser> {
  const person = await createUser([{ authority_id: 'USER', tenant_id: null }], 'de');
  await addEventParticipants(eventId, [person.uid]);
  return person;
}

describe('posting', () => {
  it('stores the post with its author, trimmed; its author edits it, marked edited', async () => {
    const ann = await participant(publicEvent.id);
    const created = await wallCalls.post(ann.token, publicEvent.id, '  First!  ');
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { id } = (created.body as { result: { id: string } }).result;
    const stored = (await postsOf(publicEvent.id).doc(id).get()).data();
    expect(stored).toMatchObject({ text: 'First!', photo: null, pinned: false, hidden: false, edited_at: null });
    expect(stored?.['author']).toMatchObject({ uid: ann.uid });

    const edited = await wallCalls.post(ann.token, publicEvent.id, 'First, edited', { id });
    expect(edited.status).toBe(200);
    const after = (await postsOf(publicEvent.id).doc(id).get()).data();
    expect(after).toMatchObject({ text: 'First, edited' });
    expect(after?.['edited_at']).not.toBeNull();
  });

  it('takes a photo its author uploaded to their wall folder, and no one else’s', async () => {
    const ann = await participant(publicEvent.id);
    const own = `${wallPhotoFolder(publicEvent.id, ann.uid)}photo.png`;
    await testBucket().file(own).save(PHOTO);
    const ok = await wallCalls.post(ann.token, publicEvent.id, 'With a photo', { photo: own });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);

    const others = `${wallPhotoFolder(publicEvent.id, people.user.uid)}photo.png`;
    const foreign = await wallCalls.post(ann.token, publicEvent.id, 'Not mine', { photo: others });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toBe(WALL_MESSAGES.photoOutsideFolder);
    const missing = `${wallPhotoFolder(publicEvent.id, ann.uid)}never-uploaded.png`;
    const gone = await wallCalls.post(ann.token, publicEvent.id, 'Gone', { photo: missing });
    expect(gone.status).toBe(400);
    expect(gone.body.error).toBe(WALL_MESSAGES.photoMissing);
  });

  it('refuses bad input with a 400 and writes nothing', async () => {
    const ann = await participant(publicEvent.id);
    const before = (await postsOf(publicEvent.id).get()).size;
    for (const text of ['', '   ', 'x'.repeat(WALL_POST_TEXT_MAX + 1)]) {
      const refused = await wallCalls.post(ann.token, publicEvent.id, text);
      expect(refused.status, text.slice(0, 10)).toBe(400);
      expect(refused.body).toHaveProperty('fields.text');
    }
    const unknownField = await call('/wall/posts/new', {
      token: ann.token,
      json: { eventId: publicEvent.id, text: 'x', html: '<b>' },
    });
    expect(unknownField.status).toBe(400);
    const slash = await wallCalls.like(ann.token, publicEvent.id, 'a/b');
    expect(slash.status).toBe(400);
    expect((await postsOf(publicEvent.id).get()).size).toBe(before);
    // The longest text is taken whole.
    expect((await wallCalls.post(ann.token, publicEvent.id, 'x'.repeat(WALL_POST_TEXT_MAX))).status).toBe(200);
    const postId = await storedPost(publicEvent.id, people.organizer.uid);
    const long = await wallCalls.comment(ann.token, publicEvent.id, postId, 'y'.repeat(WALL_COMMENT_TEXT_MAX + 1));
    expect(long.status).toBe(400);
    const empty = await wallCalls.comment(ann.token, publicEvent.id, postId, '');
    expect(empty.body.fields).toMatchObject({ text: [MESSAGES.required] });
  });

  it('answers 404 for an unknown post, and for a post of another event', async () => {
    const ann = await participant(publicEvent.id);
    const unknown = await wallCalls.like(ann.token, publicEvent.id, 'no-such-post');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(WALL_MESSAGES.postNotFound);
    const elsewhere = await createTestEvent(people.organizer.uid);
    const theirs = await storedPost(elsewhere.id, people.organizer.uid);
    expect((await wallCalls.like(ann.token, publicEvent.id, theirs)).status).toBe(404);
    expect((await wallCalls.comment(ann.token, publicEvent.id, theirs, 'hi')).status).toBe(404);
    // And an event one is not part of: 403, with the reason.
    const outsider = await wallCalls.like(ann.token, elsewhere.id, theirs);
    expect(outsider.status).toBe(403);
    expect(outsider.body.error).toBe(WALL_MESSAGES.notAPerson);
    const noEvent = await wallCalls.post(ann.token, 'no-such-event', 'hi');
    expect(noEvent.status).toBe(404);
    expect(noEvent.body.error).toBe(EVENT_MESSAGES.eventNotFound);
  });
});

describe('who takes part', () => {
  it('a speaker takes part through the sessions they speak at, and no longer once they speak at none', async () => {
    const event = await createTestEvent(people.organizer.uid);
    const speaker = await createUser([{ authority_id: 'USER', tenant_id: null }], 'de');
    expect((await wallCalls.post(speaker.token, event.id, 'Before')).status).toBe(403);
    // The speakers picker writes the agenda; the trigger (speakers.ts) follows it, run here at once.
    await agendaRef(event.id, event.agendaId)
      .withConverter(null)
      .update({ speakers: [speaker.uid] });
    await followSpeakersOf(event.id, event.agendaId, [speaker.uid]);
    expect((await wallCalls.post(speaker.token, event.id, 'Speaking')).status).toBe(200);
    await agendaRef(event.id, event.agendaId).withConverter(null).update({ speakers: [] });
    await followSpeakersOf(event.id, event.agendaId, [speaker.uid]);
    expect((await eventDoc(event.id).collection(EVENT_SUBCOLLECTIONS.speakers).doc(speaker.uid).get()).exists).toBe(
      false,
    );
    expect((await wallCalls.post(speaker.token, event.id, 'After')).status).toBe(403);
  });
});

describe('the speakers trigger', () => {
  it('follows a save of the speakers picker', { timeout: 200_000 }, async () => {
    const event = await createTestEvent(people.organizer.uid);
    const speaker = await createUser([{ authority_id: 'USER', tenant_id: null }], 'de');
    const saved = await call('/participants/agenda/speakers', {
      token: people.organizer.token,
      json: { agendaId: event.agendaId, speakers: [speaker.uid] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const marker = eventDoc(event.id).collection(EVENT_SUBCOLLECTIONS.speakers).doc(speaker.uid);
    const stored = await until(
      async () => (await marker.get()).data(),
      (data) => data !== undefined,
      TRIGGER_WAIT_MS,
    );
    expect(stored).toMatchObject({ uid: speaker.uid, event_id: event.id, agendas: [event.agendaId] });
    expect((await wallCalls.post(speaker.token, event.id, 'On stage soon')).status).toBe(200);
  });
});

describe('a hidden wall', () => {
  it('refuses posts, comments and likes with a clear message, to editors too; moderation goes on; nothing is lost', async () => {
    const event = await createTestEvent(people.organizer.uid);
    const ann = await participant(event.id);
    const postId = await storedPost(event.id, ann.uid);
    await eventDoc(event.id).update({ hide_wall: true });
    for (const token of [ann.token, people.organizer.token, people.root.token]) {
      const posted = await wallCalls.post(token, event.id, 'Hello');
      expect(posted.status).toBe(403);
      expect(posted.body.error).toBe(WALL_MESSAGES.wallHidden);
    }
    expect((await wallCalls.like(ann.token, event.id, postId)).body.error).toBe(WALL_MESSAGES.wallHidden);
    expect((await wallCalls.comment(ann.token, event.id, postId, 'hi')).body.error).toBe(WALL_MESSAGES.wallHidden);
    expect((await wallCalls.hide(people.organizer.token, event.id, postId)).status).toBe(200);
    expect((await wallCalls.hide(people.organizer.token, event.id, postId, false)).status).toBe(200);

    await eventDoc(event.id).update({ hide_wall: false });
    expect((await postsOf(event.id).doc(postId).get()).exists).toBe(true);
    expect((await wallCalls.like(ann.token, event.id, postId)).status).toBe(200);
  });
});

describe('hidden posts and comments', () => {
  it('are not found by others, and refuse likes and comments to their author', async () => {
    const ann = await participant(publicEvent.id);
    const bob = await participant(publicEvent.id);
    const postId = await storedPost(publicEvent.id, ann.uid, { hidden: true });
    expect((await wallCalls.like(bob.token, publicEvent.id, postId)).status).toBe(404);
    const own = await wallCalls.like(ann.token, publicEvent.id, postId);
    expect(own.status).toBe(409);
    expect(own.body.error).toBe(WALL_MESSAGES.postHidden);
    const commentId = await storedComment(publicEvent.id, postId, ann.uid, { hidden: true });
    expect((await wallCalls.deleteComment(bob.token, publicEvent.id, postId, commentId)).status).toBe(404);
  });
});

describe('rate limits', () => {
  it(`refuses a sixth post within a minute with 429 and when to try again`, async () => {
    const ann = await participant(publicEvent.id);
    for (let i = 0; i < RATE_LIMITS.wallPosts.calls; i++)
      expect((await wallCalls.post(ann.token, publicEvent.id, `Post ${i}`)).status).toBe(200);
    const refused = await wallCalls.post(ann.token, publicEvent.id, 'One too many');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^Too many requests: try again in \d+ s$/);
    expect(Number((refused.body as { details?: { retry_after?: unknown } }).details?.retry_after)).toBeGreaterThan(0);
  });

  it('refuses the 61st like or comment within a minute', { timeout: 120_000 }, async () => {
    const ann = await participant(publicEvent.id);
    const postId = await storedPost(publicEvent.id, people.organizer.uid);
    for (let i = 0; i < RATE_LIMITS.wallReactions.calls; i++)
      expect((await wallCalls.like(ann.token, publicEvent.id, postId, i % 2 === 0)).status).toBe(200);
    expect((await wallCalls.comment(ann.token, publicEvent.id, postId, 'Flood')).status).toBe(429);
  });
});

describe('deleting a post', () => {
  it('takes its comments, likes, counters, reports and photo with it', async () => {
    const ann = await participant(publicEvent.id);
    const bob = await participant(publicEvent.id);
    const photo = `${wallPhotoFolder(publicEvent.id, ann.uid)}gone.png`;
    await testBucket().file(photo).save(PHOTO);
    const created = await wallCalls.post(ann.token, publicEvent.id, 'Short-lived', { photo });
    const { id } = (created.body as { result: { id: string } }).result;
    expect((await wallCalls.like(bob.token, publicEvent.id, id)).status).toBe(200);
    expect((await wallCalls.comment(bob.token, publicEvent.id, id, 'Nice')).status).toBe(200);
    expect(
      (await call('/wall/posts/report', { token: bob.token, json: { eventId: publicEvent.id, id, reason: 'Spam' } }))
        .status,
    ).toBe(200);
    expect(await countsOf(publicEvent.id, id)).toEqual({ likes: 1, comments: 1 });

    expect((await wallCalls.deletePost(ann.token, publicEvent.id, id)).status).toBe(200);
    const post = postsOf(publicEvent.id).doc(id);
    expect((await post.get()).exists).toBe(false);
    for (const sub of Object.values(WALL_SUBCOLLECTIONS)) expect((await post.collection(sub).get()).size, sub).toBe(0);
    const reports = await eventDoc(publicEvent.id)
      .collection(EVENT_SUBCOLLECTIONS.wallReports)
      .where('post_id', '==', id)
      .get();
    expect(reports.size).toBe(0);
    expect((await testBucket().file(photo).exists())[0]).toBe(false);
    expect((await wallCalls.deletePost(ann.token, publicEvent.id, id)).status).toBe(404);
  });
});
