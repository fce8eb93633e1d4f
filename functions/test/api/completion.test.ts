import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  API_MESSAGES,
  COLLECTIONS,
  newGroupDoc,
  USER_COMPLETION_LIMIT,
  USER_PICKER_PAGE_SIZES,
  type CompletionUser,
} from '@agenda/contract';
import { createEventPeople, createTestEvent, type EventPeople } from '../event-fixtures';
import { call, db, randomTag, userDoc } from '../helpers';
import { describeMatrix, requestOf } from '../matrix/matrix';
import { rows } from '../matrix/completion.rows';

let people: EventPeople;
const tag = randomTag();
/** A country id of these tests alone, so that "all users of the country" is known exactly. */
const tenantId = `t-${tag}`;
const users: { uid: string; email: string; name: string }[] = [];
let groupId: string;

beforeAll(async () => {
  people = await createEventPeople();
  // The organizer organizes an event of A (de): completion is for those who edit groups or events.
  await createTestEvent(people.organizer.uid, { tenant: 'de' });
  const batch = db.batch();
  for (let i = 0; i < USER_COMPLETION_LIMIT + 5; i += 1) {
    const profile = {
      first_name: `Cora${i}`,
      last_name: `Compl${tag}`,
      email: `c${String(i).padStart(2, '0')}.${tag}@corp.example`,
    };
    const { uid, doc } = userDoc([{ authority_id: 'USER', tenant_id: null }], tenantId, profile);
    batch.set(db.collection(COLLECTIONS.users).doc(uid), doc);
    users.push({ uid, email: profile.email, name: `${profile.first_name} ${profile.last_name}` });
  }
  const group = db.collection(COLLECTIONS.groups).doc();
  const name = `Completion ${tag}`;
  batch.set(group, newGroupDoc({ name, tenant_id: 'de', users: [users[1]!.uid, users[0]!.uid] }));
  groupId = group.id;
  await batch.commit();
  users.sort((a, b) => a.email.localeCompare(b.email));
});

describeMatrix(
  rows,
  () => ({ tag, groupId, tenantId }),
  () => people,
);

const get = async (path: string) => {
  const { status, body } = await call(path, { token: people.root.token });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.result as unknown[];
};

describe('completion', () => {
  it('completes users by the start of a word of their name or address, at most 20, as { name, email, id }', async () => {
    const result = (await get(`/completion/users?user=COMPL${tag}`)) as CompletionUser[];
    expect(result).toHaveLength(USER_COMPLETION_LIMIT);
    expect(result[0]).toEqual({ id: users[0]!.uid, name: users[0]!.name, email: users[0]!.email });
    expect(await get(`/completion/users?user=cora1${'%20'}compl${tag}`)).toHaveLength(1);
    expect(await get(`/completion/users?user=c03.${tag}`)).toEqual([
      expect.objectContaining({ email: `c03.${tag}@corp.example` }),
    ]);
    expect(await get(`/completion/users?user=ompl${tag}`)).toEqual([]);
  });

  it("pages every match for an organizer's picker, by address, as { id, name, email } with the count; page sizes of the picker only", async () => {
    const [path, options] = requestOf(api.completion.usersPage, { search: `compl${tag}`, page: 1, pageSize: 100 });
    const first = await call(path, { ...options, token: people.organizer.token });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({
      users: users.map(({ uid, name, email }) => ({ id: uid, name, email })),
      count: users.length,
    });
    const [, second] = requestOf(api.completion.usersPage, { search: `compl${tag}`, page: 2, pageSize: 100 });
    expect((await call(path, { ...second, token: people.organizer.token })).body).toEqual({
      users: [],
      count: users.length,
    });
    const [, wrong] = requestOf(api.completion.usersPage, { search: '', pageSize: 30 });
    const refused = await call(path, { ...wrong, token: people.organizer.token });
    expect([refused.status, refused.body.fields]).toEqual([
      400,
      { pageSize: [API_MESSAGES.pageSize(USER_PICKER_PAGE_SIZES)] },
    ]);
  });

  it('completes groups by name as { name, id }', async () => {
    expect(await get(`/completion/groups?group=${tag}`)).toEqual([{ name: `Completion ${tag}`, id: groupId }]);
    expect(await get('/completion/groups?group=berlin')).toEqual(
      expect.arrayContaining([{ name: 'Berlin organisers', id: 'berlin-organisers' }]),
    );
  });

  it('answers the users of a group', async () => {
    const result = await get(`/completion/usersInGroup?group=${groupId}`);
    expect(result).toEqual([users[1]!, users[0]!].map((u) => ({ id: u.uid, name: u.name, email: u.email })));
    expect((await call('/completion/usersInGroup?group=no-such-group', { token: people.user.token })).status).toBe(404);
    expect((await call('/completion/usersInGroup', { token: people.user.token })).status).toBe(400);
  });

  it('adds all users of a country, with the country total', async () => {
    const { status, body } = await call('/completion/addAllUsers', {
      token: people.root.token,
      json: { tenant_id: tenantId },
    });
    expect(status).toBe(200);
    expect(body.count).toBe(users.length);
    expect((body.result as CompletionUser[]).map((u) => u.email)).toEqual(users.map((u) => u.email));
    expect((await call('/completion/addAllUsers', { token: people.user.token, json: {} })).status).toBe(400);
    expect(
      (await call('/completion/addAllUsers', { token: people.user.token, json: { tenant_id: 'de', all: true } }))
        .status,
    ).toBe(400);
  });
});
