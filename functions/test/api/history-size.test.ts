/**
 * An entry is never too large to write with its change: a save of an event's 10,000 participants (the
 * most one save takes) succeeds, and its entry records the first HISTORY_PEOPLE_SAMPLE people with how
 * many in all, truncated and never restorable. Recorded whole, 10,000 people as `{ id, name }` with the
 * corporate ids of production (`{directory id}_{object id}`, 73 characters) pass Firestore's 1 MiB.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  HISTORY_MESSAGES,
  HISTORY_PEOPLE_SAMPLE,
  newUserDoc,
  PEOPLE_SAVE_MAX,
  userKey,
} from '@agenda/contract';
import { call, createUser, db, type TestUser } from '../helpers';
import { createTestEvent } from '../event-fixtures';

/** One directory, as a company's: its id is part of every user's id. */
const DIRECTORY = randomUUID();

/** PEOPLE_SAVE_MAX plain users of Germany, written in bulk: their ids, in order. */
async function seedUsers(): Promise<string[]> {
  const writer = db.bulkWriter();
  const ids = Array.from({ length: PEOPLE_SAVE_MAX }, (_, i) => {
    const oid = randomUUID();
    const doc = newUserDoc({
      tid: DIRECTORY,
      oid,
      email: `${oid}@test.example`,
      first_name: 'Participant',
      last_name: `Number ${i}`,
      tenant_id: 'de',
    });
    const uid = userKey(DIRECTORY, oid);
    void writer.set(db.collection(COLLECTIONS.users).doc(uid), doc);
    return uid;
  });
  await writer.close();
  return ids;
}

let organizer: TestUser;
let eventId = '';
let people: string[] = [];

beforeAll(async () => {
  organizer = await createUser([{ authority_id: 'USER', tenant_id: null }], 'de');
  eventId = (await createTestEvent(organizer.uid)).id;
  people = await seedUsers();
}, 240_000);

// The run's teardown removes what the tests added one document at a time (global-setup.ts): 10,000
// users would keep it busy for minutes, so they go here, in bulk.
afterAll(async () => {
  const writer = db.bulkWriter();
  for (const uid of people) void writer.delete(db.collection(COLLECTIONS.users).doc(uid));
  await writer.close();
}, 240_000);

describe('a history entry of thousands of people', () => {
  it('saves 10,000 participants; the entry counts them, names the first 50, cannot be restored', async () => {
    const history = db.collection(COLLECTIONS.events).doc(eventId).collection(EVENT_SUBCOLLECTIONS.history);
    const saved = await call('/participants/event/participants', {
      token: organizer.token,
      json: { eventId, participants: people },
    });
    expect(saved.status, JSON.stringify(saved.body).slice(0, 500)).toBe(200);
    const participants = db.collection(COLLECTIONS.events).doc(eventId).collection(EVENT_SUBCOLLECTIONS.participants);
    expect((await participants.count().get()).data().count).toBe(PEOPLE_SAVE_MAX);

    const entries = (await history.where('entity', '==', 'participants').get()).docs;
    expect(entries).toHaveLength(1);
    const entry = entries[0]!;
    expect(entry.data()).toMatchObject({ restorable: false, truncated: true });
    expect(entry.get('changes')).toEqual([
      {
        field: 'participants.added',
        before: null,
        after: people.slice(0, HISTORY_PEOPLE_SAMPLE).map((id, i) => ({ id, name: `Participant Number ${i}` })),
        count: PEOPLE_SAVE_MAX,
      },
    ]);

    const restore = await call('/history/restore', {
      token: organizer.token,
      json: { event_id: eventId, entry_id: entry.id },
    });
    expect(restore.status).toBe(400);
    expect(restore.body.error).toBe(HISTORY_MESSAGES.truncated);
  }, 240_000);
});
