/**
 * The audit history holds every write: the test iterates the endpoint table, and every
 * endpoint that writes (POST, DELETE, or a GET flagged `history: { writes: true }`, minus those with a
 * reasoned `history: { exempt }`) must have a case in functions/test/history/; each successful call adds
 * exactly one entry with the caller as actor, the right entity, action and changed fields, and no
 * secret; a refused call adds none. A new endpoint without history fails here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  COLLECTIONS,
  EVENT_SUBCOLLECTIONS,
  endpointName,
  historyEntryDocSchema,
  recordsHistory,
  type Endpoint,
} from '@agenda/contract';
import { createEventPeople, createTestEvent, eventDoc, type EventPeople, type EventPerson } from '../event-fixtures';
import { db } from '../helpers';
import type { HistoryCase, HistoryCases } from '../history/cases';
import { eventContentCases } from '../history/event-content.history';
import { eventPeopleCases } from '../history/event-people.history';
import { restoreCases } from '../history/restore.history';
import { wallCases } from '../history/wall.history';

const CASES: HistoryCases = { ...eventContentCases, ...eventPeopleCases, ...restoreCases, ...wallCases };

/**
 * Groups whose entries have no event (the top-level history, in another country or none):
 * functions/test/api/history-writes.test.ts checks each of their write endpoints, and fails itself for
 * one it does not check. Every other group must be covered here.
 */
const AWAITING_GROUPS: ReadonlySet<string> = new Set([
  'search',
  'status',
  'settings',
  'identity',
  'tenants',
  'rights',
  'users',
  'directory',
  'groups',
  'completion',
  'news',
  'calendar',
  'stars',
  'outbox',
]);

let people: EventPeople;
const names = new Map<string, string>();

beforeAll(async () => {
  people = await createEventPeople();
  for (const person of Object.values(people)) {
    const user = await db.collection(COLLECTIONS.users).doc(person.uid).get();
    names.set(person.uid, [user.get('first_name'), user.get('last_name')].filter(Boolean).join(' '));
  }
});

const historyOf = (eventId: string | null) =>
  eventId ? eventDoc(eventId).collection(EVENT_SUBCOLLECTIONS.history) : db.collection(COLLECTIONS.history);
const entryIds = async (eventId: string | null): Promise<Set<string>> =>
  new Set((await historyOf(eventId).get()).docs.map((doc) => doc.id));

const tokenOfPerson = (role: EventPerson): string => people[role].token;

describe('every write endpoint of the table records history', () => {
  const writes: { group: string; endpoint: Endpoint }[] = Object.entries(api).flatMap(([group, endpoints]) =>
    Object.values(endpoints as Record<string, Endpoint>)
      .filter(recordsHistory)
      .map((endpoint) => ({ group, endpoint })),
  );

  it('has a case for each (or its group is awaited from the history-writes branch)', () => {
    const missing = writes
      .filter(({ group, endpoint }) => !AWAITING_GROUPS.has(group) && !(endpointName(endpoint) in CASES))
      .map(({ endpoint }) => endpointName(endpoint));
    expect(missing).toEqual([]);
    // Every case names an endpoint of the table that records history.
    const known = new Set(writes.map(({ endpoint }) => endpointName(endpoint)));
    expect(Object.keys(CASES).filter((key) => !known.has(key.split(' (')[0] ?? ''))).toEqual([]);
  });
});

describe.each(Object.entries(CASES))('%s', (key: string, testCase: HistoryCase) => {
  const endpoint = key.split(' (')[0];

  it('a successful call records exactly one entry: its actor, entity, action and changed fields', async () => {
    const event = await createTestEvent(people.organizer.uid);
    const c = { people, event };
    const target = testCase.eventOf ? null : event.id;
    const prepared = await testCase.prepare?.(c);
    const before = target === null ? new Set<string>() : await entryIds(target);
    const answer = await testCase.call(c, tokenOfPerson(testCase.as), prepared);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const where = testCase.eventOf ? testCase.eventOf(c, answer) : event.id;
    const added = (await historyOf(where).get()).docs.filter(
      (doc) => !before.has(doc.id) && (where !== null || doc.get('endpoint') === endpoint),
    );
    expect(added).toHaveLength(1);
    const entry = historyEntryDocSchema.parse(added[0]?.data());
    const caller = people[testCase.as];
    expect(entry).toMatchObject({
      actor: { uid: caller.uid, name: names.get(caller.uid) },
      entity: testCase.entity,
      action: testCase.action,
      endpoint,
      event_id: where,
      tenant_id: 'de',
    });
    expect(entry.actor.name).not.toBe('');
    expect(entry.changes.map((change) => change.field)).toEqual(expect.arrayContaining([...testCase.changed]));
    expect(JSON.stringify(entry.changes)).not.toMatch(/token=/);
  });

  it('a refused call records none', async () => {
    const event = await createTestEvent(people.organizer.uid);
    const c = { people, event };
    const before = await entryIds(event.id);
    const answer = await testCase.refused(c, tokenOfPerson(testCase.refusedAs ?? 'user'));
    expect([400, 403, 404]).toContain(answer.status);
    expect(await entryIds(event.id)).toEqual(before);
  });
});
