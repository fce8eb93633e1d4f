import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  COLLECTIONS,
  docConverter,
  groupDocSchema,
  MESSAGES,
  newGroupDoc,
  type GroupDetail,
  type GroupSummary,
} from '@agenda/contract';
import { createEventPeople, type EventPeople } from '../event-fixtures';
import { call, db, randomTag, userDoc } from '../helpers';
import { describeMatrix } from '../matrix/matrix';
import { rows, type GroupsContext } from '../matrix/groups.rows';

let people: EventPeople;
/** Three plain users of country A with known addresses. */
let members: { uid: string; email: string }[];

beforeAll(async () => {
  people = await createEventPeople();
  const tag = randomTag();
  members = await Promise.all(
    ['ines', 'jakob', 'karla'].map(async (name) => {
      const { uid, doc } = userDoc([{ authority_id: 'USER', tenant_id: null }], 'de', {
        first_name: name[0]!.toUpperCase() + name.slice(1),
        last_name: `Member${tag}`,
        email: `${name}.${tag}@corp.example`,
      });
      await db.collection(COLLECTIONS.users).doc(uid).set(doc);
      return { uid, email: doc.email };
    }),
  );
});

/** A stored group, written directly. */
async function storedGroup(name = `Group ${randomTag()}`, tenantId = 'de', users = [members[0]!.uid]): Promise<string> {
  const ref = db.collection(COLLECTIONS.groups).doc();
  await ref.set(newGroupDoc({ name, tenant_id: tenantId, users }));
  return ref.id;
}

const stored = async (id: string) =>
  (await db.collection(COLLECTIONS.groups).withConverter(docConverter(groupDocSchema)).doc(id).get()).data();
const groupsNamed = async (name: string) =>
  (await db.collection(COLLECTIONS.groups).where('name', '==', name).get()).size;
const save = (json: unknown, token = people.adminA.token) => call('/groups/new', { token, json });

const context = (): GroupsContext => ({
  members,
  storedGroup: () => storedGroup(),
  freshName: () => `Matrix ${randomTag()}`,
});

describeMatrix(rows, context, () => people);

describe('POST /groups/new', () => {
  it('saves a group and answers it with its users', async () => {
    const name = `Saved ${randomTag()}`;
    const { status, body } = await save({
      id: null,
      name,
      tenantId: 'de',
      users: [members[0]!.uid, members[1]!.uid, members[0]!.uid],
    });
    expect(status).toBe(200);
    const group = body.result as GroupDetail;
    expect(group).toMatchObject({ name, tenant_id: 'de', tenant: expect.objectContaining({ id: 'de' }) });
    expect(group.users).toEqual(
      [members[0]!, members[1]!].map((m) => ({
        id: m.uid,
        email: m.email,
        first_name: expect.any(String),
        last_name: expect.stringMatching(/^Member/),
      })),
    );
    expect(await stored(group.id)).toMatchObject({
      users: [members[0]!.uid, members[1]!.uid],
      user_count: 2,
      tenant_id: 'de',
    });
  });

  it('adds the users of the spreadsheet addresses, whatever their case', async () => {
    const name = `Sheet ${randomTag()}`;
    const { status, body } = await save({
      name,
      tenantId: 'de',
      users: [members[0]!.uid],
      emails: [members[1]!.email.toUpperCase(), ` ${members[2]!.email} `, ''],
    });
    expect(status).toBe(200);
    expect((body.result as GroupDetail).users.map((u) => u.id)).toEqual(members.map((m) => m.uid));
  });

  it('answers unknown spreadsheet addresses back and saves nothing', async () => {
    const name = `Unknown ${randomTag()}`;
    const { status, body } = await save({
      name,
      tenantId: 'de',
      users: [members[0]!.uid],
      emails: [members[1]!.email, 'nobody@corp.example', 'not an address'],
    });
    expect(status).toBe(400);
    expect(body.error).toBe(API_MESSAGES.unknownAddresses(['nobody@corp.example', 'not an address']));
    expect(body.fields).toEqual({ emails: ['nobody@corp.example', 'not an address'] });
    expect(await groupsNamed(name)).toBe(0);
  });

  it('refuses a spreadsheet without addresses and saves nothing', async () => {
    const name = `Empty sheet ${randomTag()}`;
    for (const emails of [[], ['', '   ']]) {
      const { status, body } = await save({ name, tenantId: 'de', users: [members[0]!.uid], emails });
      expect(status).toBe(400);
      expect(body.fields).toEqual({ emails: [API_MESSAGES.spreadsheetEmpty] });
    }
    expect(await groupsNamed(name)).toBe(0);
  });

  it('needs a name, a country and at least one user', async () => {
    const missing = await save({ name: ' ', tenantId: '', users: [] });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toMatchObject({
      name: [MESSAGES.required],
      tenantId: [API_MESSAGES.groupNeedsCountry],
    });
    const empty = await save({ name: 'No users', tenantId: 'de', users: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ users: [API_MESSAGES.groupNeedsUser] });
    expect(await groupsNamed('No users')).toBe(0);
  });

  it('refuses unknown countries, unknown users and unknown fields', async () => {
    const name = `Refused ${randomTag()}`;
    const unknownCountry = await call('/groups/new', {
      token: people.root.token,
      json: { name, tenantId: 'zz', users: [members[0]!.uid] },
    });
    expect(unknownCountry.status).toBe(400);
    expect(unknownCountry.body.error).toBe(API_MESSAGES.unknownTenant('zz'));
    const unknownUser = await save({ name, tenantId: 'de', users: ['no-such-user'] });
    expect(unknownUser.status).toBe(400);
    expect(unknownUser.body.fields).toEqual({ users: ['no-such-user'] });
    expect((await save({ name, tenantId: 'de', users: [members[0]!.uid], owner: 'me' })).status).toBe(400);
    expect(await groupsNamed(name)).toBe(0);
  });

  it('edits a group only for the admins of its country, who cannot move it to another country', async () => {
    const id = await storedGroup();
    const edit = (token: string, tenantId: string) =>
      save({ id, name: 'Moved', tenantId, users: [members[2]!.uid] }, token);
    expect((await edit(people.adminB.token, 'fr')).status).toBe(403);
    expect((await edit(people.adminA.token, 'fr')).status).toBe(403);
    expect((await stored(id))?.tenant_id).toBe('de');
    expect((await edit(people.root.token, 'fr')).status).toBe(200);
    expect(await stored(id)).toMatchObject({ name: 'Moved', tenant_id: 'fr', users: [members[2]!.uid] });
    expect((await edit(people.adminB.token, 'fr')).status).toBe(200);
  });

  it('answers 404 when the edited group does not exist', async () => {
    expect((await save({ id: 'no-such-group', name: 'Ghost', tenantId: 'de', users: [members[0]!.uid] })).status).toBe(
      404,
    );
    expect(await stored('no-such-group')).toBeUndefined();
  });
});

describe('DELETE /groups', () => {
  it('deletes a group for the admins of its country only', async () => {
    const id = await storedGroup();
    const remove = (token: string) => call(`/groups?id=${id}`, { method: 'DELETE', token });
    expect((await remove(people.adminB.token)).status).toBe(403);
    expect(await stored(id)).toBeDefined();
    const { status, body } = await remove(people.adminA.token);
    expect(status).toBe(200);
    expect(body.result).toEqual({ id });
    expect(await stored(id)).toBeUndefined();
    expect((await remove(people.adminA.token)).status).toBe(404);
  });
});

describe('GET /groups/byId', () => {
  it('answers the group with the id, address and names of its users', async () => {
    const name = `Detail ${randomTag()}`;
    const id = await storedGroup(name, 'fr', [members[2]!.uid, 'since-deleted-user']);
    // The admins of the group's country (need to know: a German admin does not read French groups).
    expect((await call(`/groups/byId?id=${id}`, { token: people.adminA.token })).status).toBe(403);
    const { status, body } = await call(`/groups/byId?id=${id}`, { token: people.adminB.token });
    expect(status).toBe(200);
    expect(body.result).toEqual({
      id,
      name,
      tenant_id: 'fr',
      tenant: expect.objectContaining({ id: 'fr', country_name: 'France' }),
      users: [
        {
          id: members[2]!.uid,
          email: members[2]!.email,
          first_name: 'Karla',
          last_name: expect.stringMatching(/^Member/),
        },
      ],
    });
    expect((await call('/groups/byId?id=no-such-group', { token: people.adminA.token })).status).toBe(404);
  });
});

describe('POST /groups', () => {
  const tag = randomTag();
  const names = Array.from(
    { length: 30 },
    (_, i) => `Paged ${tag} ${String(i).padStart(2, '0')} ${i % 3 ? 'alpha' : 'beta'}`,
  );

  beforeAll(async () => {
    await Promise.all(names.map((name, i) => storedGroup(name, i < 20 ? 'de' : 'fr')));
  });

  // Root lists every country's groups; an admin only their countries' (below).
  const list = async (json: Record<string, unknown>, token = people.root.token) => {
    const { status, body } = await call('/groups', { token, json });
    expect(status, JSON.stringify(body)).toBe(200);
    return body as unknown as { groups: GroupSummary[]; count: number };
  };

  it('pages the groups matching a search, sorted by name, with the total count', async () => {
    const first = await list({ search: tag, page: 1, pageSize: 25 });
    expect(first.count).toBe(30);
    expect(first.groups.map((g) => g.name)).toEqual(names.slice(0, 25));
    expect(first.groups[0]).toEqual({
      id: expect.any(String),
      name: names[0],
      tenant_id: 'de',
      tenant: expect.objectContaining({ id: 'de' }),
      user_count: 1,
    });
    expect((await list({ search: tag, page: 2, pageSize: 25 })).groups.map((g) => g.name)).toEqual(names.slice(25));
    expect((await list({ search: tag, pageSize: 50 })).groups).toHaveLength(30);
  });

  it('filters by country and matches the start of any word of the name', async () => {
    expect((await list({ search: tag, tenant_id: 'fr' })).count).toBe(10);
    expect((await list({ search: `paged ${tag} 0` })).count).toBe(10);
    expect((await list({ search: tag.toUpperCase() })).count).toBe(30);
    expect((await list({ search: `paged ${tag.slice(0, 4)}` })).count).toBe(30);
    expect((await list({ search: tag.slice(3) })).count).toBe(0);
  });

  it('lists an admin only the groups of their countries (need to know)', async () => {
    const mine = await list({ search: tag }, people.adminB.token);
    expect(mine.count).toBe(10);
    expect(mine.groups.every((g) => g.tenant_id === 'fr')).toBe(true);
    expect((await call('/groups', { token: people.adminB.token, json: { search: tag, tenant_id: 'de' } })).status).toBe(
      403,
    );
  });

  it('lists every group when the search is empty, 25 by default', async () => {
    const { groups, count } = await list({ search: '', tenant_id: null });
    expect(groups).toHaveLength(25);
    expect(count).toBeGreaterThanOrEqual(30);
    const byCountry = await list({ tenant_id: 'fr', page: 1 });
    expect(byCountry.groups.every((g) => g.tenant_id === 'fr')).toBe(true);
  });

  it('refuses other page sizes and unknown fields', async () => {
    for (const json of [{ pageSize: 200 }, { page: -1 }, { search: 'x', sort: 'name' }]) {
      const { status, body } = await call('/groups', { token: people.root.token, json });
      expect(status, JSON.stringify(json)).toBe(400);
      expect(body).toHaveProperty('error');
    }
  });
});
