/**
 * The wall on the dashboards (docs/features.md, "Dashboards"; contract wall-figures.ts), on the
 * emulators with the deployed triggers:
 * - each post's figures follow the post and its counter shards: likes and comments summed, hidden
 *   when the post is, gone with it; many likes at once settle on their exact sum;
 * - firestore.rules let the event's editors count the event's likes and comments per day (collection
 *   groups filtered on event_id) and read its figures, the country's admins sum a country's figures;
 *   a participant does neither.
 */
import {
  collection,
  collectionGroup,
  count,
  getAggregateFromServer,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  sum,
  Timestamp as ClientTimestamp,
  where,
} from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, WALL_FIGURES_COLLECTION, WALL_SUBCOLLECTIONS } from '@agenda/contract';
import {
  addEventParticipants,
  createEventPeople,
  createTestEvent,
  eventDoc,
  type EventPeople,
} from '../event-fixtures';
import { createUser, type TestUser } from '../helpers';
import { allowed, clientsOfFile } from '../firestore-client';
import { until } from '../mail-inbox';
import { wallCalls } from '../wall-fixtures';

/** Triggers run after the write, each in its own worker: a cold one on a busy machine takes a while. */
const TRIGGER_WAIT_MS = 90_000;
const clientAs = clientsOfFile();

let people: EventPeople;
let eventId: string;
let tenantId: string;

beforeAll(async () => {
  people = await createEventPeople();
  ({ id: eventId } = await createTestEvent(people.organizer.uid));
  tenantId = String((await eventDoc(eventId).get()).get('tenant_id'));
});

async function participants(n: number): Promise<TestUser[]> {
  const persons = await Promise.all(
    Array.from({ length: n }, () => createUser([{ authority_id: 'USER', tenant_id: null }], 'de')),
  );
  await addEventParticipants(
    eventId,
    persons.map((person) => person.uid),
  );
  return persons;
}

const figures = async (postId: string) =>
  (await eventDoc(eventId).collection(WALL_FIGURES_COLLECTION).doc(postId).get()).data() ?? null;

type Figures = Awaited<ReturnType<typeof figures>>;

/** Waits until the post's figures are as `settled` says (the triggers run after the API's answer). */
async function settles(postId: string, settled: (found: Figures) => boolean): Promise<void> {
  expect(settled(await until(() => figures(postId), settled, TRIGGER_WAIT_MS))).toBe(true);
}

describe("a post's figures", () => {
  it('follow its likes and comments, its hiding and its deletion', async () => {
    const [ann, bob, cat] = await participants(3);
    const created = await wallCalls.post(ann!.token, eventId, 'Figures, please');
    const id = (created.body as { result: { id: string } }).result.id;
    await settles(id, (found) => found !== null);
    expect(await figures(id)).toMatchObject({ event_id: eventId, tenant_id: tenantId, likes: 0, comments: 0 });

    expect((await wallCalls.like(bob!.token, eventId, id)).status).toBe(200);
    expect((await wallCalls.like(cat!.token, eventId, id)).status).toBe(200);
    expect((await wallCalls.comment(cat!.token, eventId, id, 'Two likes')).status).toBe(200);
    await settles(id, (found) => found?.['likes'] === 2 && found['comments'] === 1);

    expect((await wallCalls.hide(people.organizer.token, eventId, id)).status).toBe(200);
    await settles(id, (found) => found?.['hidden'] === true);

    expect((await wallCalls.deletePost(ann!.token, eventId, id)).status).toBe(200);
    await settles(id, (found) => found === null);
  });

  it('settle on the exact sum when many like at once', async () => {
    const persons = await participants(30);
    const id = (
      (await wallCalls.post(persons[0]!.token, eventId, 'Like me, all of you')).body as { result: { id: string } }
    ).result.id;
    const answers = await Promise.all(persons.map((person) => wallCalls.like(person.token, eventId, id)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    await settles(id, (found) => found?.['likes'] === 30);
  });
});

describe('who counts the wall', () => {
  const dayQueries = (firestore: Awaited<ReturnType<typeof clientAs>>) => {
    const from = ClientTimestamp.fromMillis(Date.now() - 86_400_000);
    return [
      getCountFromServer(
        query(
          collectionGroup(firestore, WALL_SUBCOLLECTIONS.likes),
          where('event_id', '==', eventId),
          where('at', '>=', from),
        ),
      ),
      getCountFromServer(
        query(
          collectionGroup(firestore, WALL_SUBCOLLECTIONS.comments),
          where('event_id', '==', eventId),
          where('created_at', '>=', from),
        ),
      ),
      getDocs(
        query(
          collection(firestore, COLLECTIONS.events, eventId, WALL_FIGURES_COLLECTION),
          orderBy('likes', 'desc'),
          limit(5),
        ),
      ),
    ];
  };
  const countryTotals = (firestore: Awaited<ReturnType<typeof clientAs>>) =>
    getAggregateFromServer(
      query(collectionGroup(firestore, WALL_FIGURES_COLLECTION), where('tenant_id', '==', tenantId)),
      { posts: count(), likes: sum('likes') },
    );

  it("the event's editors count its likes and comments per day and read its most liked posts", async () => {
    const editor = await clientAs(people.organizer.uid);
    // Each read handled as it starts (a refusal awaited later would be an unhandled rejection meanwhile).
    const reads = dayQueries(editor);
    expect(await Promise.all(reads.map(allowed))).toEqual(reads.map(() => true));
  });

  it("the country's admins (and root) sum its figures; another country's admin does not", async () => {
    expect(await allowed(countryTotals(await clientAs(people.adminA.uid)))).toBe(true);
    expect(await allowed(countryTotals(await clientAs(people.root.uid)))).toBe(true);
    expect(await allowed(countryTotals(await clientAs(people.adminB.uid)))).toBe(false);
  });

  it('a participant does neither', async () => {
    const [dan] = await participants(1);
    const client = await clientAs(dan!.uid);
    const reads = dayQueries(client);
    expect(await Promise.all(reads.map(allowed))).toEqual(reads.map(() => false));
    expect(await allowed(countryTotals(client))).toBe(false);
  });
});
