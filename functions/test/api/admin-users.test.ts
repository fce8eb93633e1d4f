import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  COLLECTIONS,
  DIRECTORY_SEARCH_LIMIT,
  userKey,
  userSearchKeys,
  type DirectorySearchHit,
} from '@agenda/contract';
import { DIRECTORY_TID, directoryPerson } from '../directory-person';
import { createEventPeople, type EventPeople } from '../event-fixtures';
import { call, db, randomTag, userDoc } from '../helpers';
import { describeMatrix } from '../matrix/matrix';
import { rows as directoryRows } from '../matrix/directory.rows';
import { rows as userRows, type UsersContext } from '../matrix/users.rows';

let people: EventPeople;
/** A plain user of country A (de) who is also in the demo directory. */
let target: UsersContext['target'];

beforeAll(async () => {
  people = await createEventPeople();
  const person = await directoryPerson('Tara', `Target${randomTag()}`);
  const { uid, doc } = userDoc([{ authority_id: 'USER', tenant_id: null }], 'de', {
    first_name: person.givenName,
    last_name: person.surname,
    email: person.mail,
  });
  await db.collection(COLLECTIONS.users).doc(uid).set(doc);
  target = { uid, email: person.mail };
});

const context = (): UsersContext => ({
  target,
  directoryPerson: async () => (await directoryPerson('Matrix', randomTag())).oid,
});

describeMatrix(userRows, context, () => people);
describeMatrix(directoryRows, context, () => people);

type Users = {
  users: { id: string; email: string; first_name: string; last_name: string; user_authorities: unknown[] }[];
  count: number;
};
const page = async (json: Record<string, unknown>, token = people.adminA.token) => {
  const { status, body } = await call('/getExistingUsers', { token, json });
  expect(status, JSON.stringify(body)).toBe(200);
  return body as unknown as Users;
};

describe('POST /getExistingUsers', () => {
  const tag = randomTag();
  const emails = Array.from({ length: 30 }, (_, i) => `p${String(i).padStart(2, '0')}.${tag}@paging.example`);

  beforeAll(async () => {
    const batch = db.batch();
    for (let i = 0; i < 30; i += 1) {
      // Written in a shuffled order: the answer is sorted by address, not by creation.
      const { uid, doc } = userDoc([{ authority_id: 'USER', tenant_id: null }], 'de', {
        first_name: i % 2 ? 'Ada' : 'Grace',
        last_name: `Pager${tag} ${i % 3 ? 'North' : 'South'}`,
        email: emails[(i * 7) % 30],
      });
      batch.set(db.collection(COLLECTIONS.users).doc(uid), doc);
    }
    await batch.commit();
  });

  it('pages the users matching a search, sorted by address, with the total count', async () => {
    const first = await page({ search: `pager${tag}`, page: 1, pageSize: 25 });
    expect(first.count).toBe(30);
    expect(first.users.map((u) => u.email)).toEqual(emails.slice(0, 25));
    const second = await page({ search: `PAGER${tag}`, page: 2, pageSize: 25 });
    expect(second.count).toBe(30);
    expect(second.users.map((u) => u.email)).toEqual(emails.slice(25));
    expect((await page({ search: `pager${tag}`, page: 1, pageSize: 50 })).users).toHaveLength(30);
    expect((await page({ search: `pager${tag}`, page: 3, pageSize: 25 })).users).toEqual([]);
  });

  it('answers users with their rights and country, never their search keys', async () => {
    const { users } = await page({ search: emails[0] ?? '', pageSize: 25 });
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({
      email: emails[0],
      tenant_id: 'de',
      tenant: expect.objectContaining({ id: 'de', country_name: 'Germany' }),
      // The global USER is not an authority of the admin's countries: root sees it.
      user_authorities: [],
    });
    expect(users[0]).not.toHaveProperty('search_keys');
    const asRoot = await page({ search: emails[0] ?? '', pageSize: 25 }, people.root.token);
    expect(asRoot.users[0]?.user_authorities).toEqual([{ authority_id: 'USER', tenant_id: null, tenant: null }]);
  });

  it('matches the start of any word of the name or the address, case-insensitively', async () => {
    expect((await page({ search: `Pager${tag} so` })).count).toBe(10);
    expect((await page({ search: `p0` })).count).toBeGreaterThanOrEqual(10);
    expect((await page({ search: `${tag}@paging` })).count).toBe(0);
    expect((await page({ search: `p05.${tag}@paging.example` })).count).toBe(1);
    expect((await page({ search: tag })).count).toBe(30);
    expect((await page({ search: tag.slice(2) })).count).toBe(0);
  });

  it('lists everyone sorted by address when the search is empty, 25 by default', async () => {
    const { users, count } = await page({});
    expect(users).toHaveLength(25);
    expect(count).toBeGreaterThanOrEqual(30);
    const addresses = users.map((u) => u.email.toLowerCase());
    expect(addresses).toEqual([...addresses].sort());
  });

  it('refuses other page sizes, pages below 1 and unknown fields, with an error', async () => {
    for (const json of [
      { pageSize: 10 },
      { page: 0 },
      { page: 'one' },
      { search: 'a', role: 'ROOT' },
      { search: 'x'.repeat(101) },
    ]) {
      const { status, body } = await call('/getExistingUsers', { token: people.root.token, json });
      expect(status, JSON.stringify(json)).toBe(400);
      expect(body).toHaveProperty('error');
    }
    const { body } = await call('/getExistingUsers', { token: people.root.token, json: { pageSize: 10 } });
    expect(body.fields).toEqual({ pageSize: [API_MESSAGES.pageSize([25, 50, 100, 1000])] });
  });
});

describe('GET /directory/search', () => {
  const search = async (q: string) => {
    const { status, body } = await call(`/directory/search?q=${encodeURIComponent(q)}`, { token: people.adminB.token });
    expect(status, JSON.stringify(body)).toBe(200);
    return body.result as DirectorySearchHit[];
  };

  it('finds people by the start of a word of their name or address, and says who is already a user', async () => {
    const surname = `Dir${randomTag()}`;
    const person = await directoryPerson('Quentin', surname, 'fr');
    const [hit] = await search(surname.toLowerCase());
    expect(hit).toEqual({
      oid: person.oid,
      displayName: `Quentin ${surname}`,
      mail: person.mail,
      jobTitle: 'Analyst',
      country: 'fr',
      exists: false,
    });
    expect(await search(`quentin ${surname}`)).toHaveLength(1);
    expect(await search(surname.slice(3))).toEqual([]);
    expect((await call('/users/new', { token: people.adminB.token, json: { oid: person.oid } })).status).toBe(200);
    expect((await search(surname))[0]?.exists).toBe(true);
  });

  it('answers at most 25 people', async () => {
    const surname = `Many${randomTag()}`;
    await Promise.all(Array.from({ length: DIRECTORY_SEARCH_LIMIT + 5 }, () => directoryPerson('Rita', surname)));
    expect(await search(surname)).toHaveLength(DIRECTORY_SEARCH_LIMIT);
  });

  it('needs something to search for', async () => {
    const { status, body } = await call('/directory/search?q=%20', { token: people.root.token });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ q: [API_MESSAGES.searchRequired] });
  });

  it('finds the demo directory', async () => {
    expect((await search('margaret')).map((p) => p.mail)).toContain('margaret.keller@corp.example');
  });
});

describe('POST /users/new', () => {
  const create = (oid: unknown, token = people.adminA.token) => call('/users/new', { token, json: { oid } });

  it('creates the user from the directory with USER rights and the directory country', async () => {
    const person = await directoryPerson('Olga', `New${randomTag()}`, 'fr');
    const { status, body } = await create(person.oid);
    expect(status).toBe(200);
    const uid = userKey(DIRECTORY_TID, person.oid);
    expect(body.result).toMatchObject({
      id: uid,
      email: person.mail,
      first_name: 'Olga',
      last_name: person.surname,
      job_title: 'Analyst',
      tenant_id: 'fr',
      user_authorities: [{ authority_id: 'USER', tenant_id: null, tenant: null }],
    });
    const stored = (await db.collection(COLLECTIONS.users).doc(uid).get()).data();
    expect(stored?.search_keys).toEqual(
      userSearchKeys({ first_name: 'Olga', last_name: person.surname, email: person.mail }),
    );
    expect((await page({ search: person.surname })).users.map((u) => u.id)).toEqual([uid]);
  });

  it('leaves the country empty when the directory country is not one of ours', async () => {
    const person = await directoryPerson('Nils', `Far${randomTag()}`, 'se');
    expect(((await create(person.oid)).body.result as { tenant_id: unknown }).tenant_id).toBeNull();
  });

  it('refuses someone who is already a user, by identity or by address', async () => {
    const person = await directoryPerson('Dora', `Dup${randomTag()}`);
    expect((await create(person.oid)).status).toBe(200);
    const again = await create(person.oid, people.root.token);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(API_MESSAGES.userExists(person.mail));

    const twin = await directoryPerson('Dora', `Twin${randomTag()}`);
    const existing = userDoc([{ authority_id: 'USER', tenant_id: null }], 'de', { email: twin.mail.toUpperCase() });
    await db.collection(COLLECTIONS.users).doc(existing.uid).set(existing.doc);
    expect((await create(twin.oid)).status).toBe(409);
    expect((await db.collection(COLLECTIONS.users).doc(userKey(DIRECTORY_TID, twin.oid)).get()).exists).toBe(false);
  });

  it('answers 404 for someone not in the directory and 400 for a malformed id', async () => {
    expect((await create(randomUUID())).status).toBe(404);
    for (const oid of ['', '../users', 42]) expect((await create(oid)).status).toBe(400);
    expect(
      (await call('/users/new', { token: people.root.token, json: { oid: randomUUID(), authorities: ['ROOT'] } }))
        .status,
    ).toBe(400);
  });
});
