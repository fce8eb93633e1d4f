/**
 * People data on a need-to-know basis (docs/security.md): a colleague's name, job title, avatar and
 * country are public; the address only for the person, the admins of their country and root; an admin
 * sees only the authorities of their own countries (also of a user of their country); groups stay
 * with the admins of their country; completion is for those who edit groups or events.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, newGroupDoc, type UserAuthority } from '@agenda/contract';
import { createEventPeople, type EventPeople, type EventPerson } from '../event-fixtures';
import { call, createUser, db, randomTag, type TestUser } from '../helpers';

const USER: UserAuthority = { authority_id: 'USER', tenant_id: null };
const ADMIN_DE: UserAuthority = { authority_id: 'ADMIN', tenant_id: 'de' };
const ADMIN_FR: UserAuthority = { authority_id: 'ADMIN', tenant_id: 'fr' };
const PUBLIC_FIELDS = ['avatar_url', 'first_name', 'id', 'job_title', 'last_name', 'tenant', 'tenant_id'];

let people: EventPeople;
/** A user of A (de) who is also admin of A and of B. */
let target: TestUser & { email: string };
const tag = randomTag();

beforeAll(async () => {
  people = await createEventPeople();
  const email = `need.${tag}@corp.example`;
  const created = await createUser([USER, ADMIN_DE, ADMIN_FR], 'de', {
    first_name: 'Nina',
    last_name: `Need${tag}`,
    email,
  });
  target = { ...created, email };
});

const as = (who: EventPerson | 'target') => (who === 'target' ? target.token : people[who].token);
const authorities = (result: unknown) =>
  (result as { user_authorities: UserAuthority[] }).user_authorities.map((a) => ({
    authority_id: a.authority_id,
    tenant_id: a.tenant_id,
  }));

describe('profiles: public to colleagues, full to the person, admins of their country and root', () => {
  const paths = () => [
    `/users/profile?id=${target.uid}`,
    `/users/byId?id=${target.uid}`,
    `/users/byEmail?email=${encodeURIComponent(target.email)}`,
  ];

  it.each<EventPerson>(['user', 'organizer', 'adminB'])('%s gets the public profile only', async (who) => {
    for (const path of paths()) {
      const { status, body } = await call(path, { token: as(who) });
      expect(status, path).toBe(200);
      expect(Object.keys(body.result as object).sort(), path).toEqual(PUBLIC_FIELDS);
      expect(body.result).toMatchObject({ id: target.uid, first_name: 'Nina', tenant_id: 'de' });
    }
  });

  // The authorities shown are those the viewer may read: an admin only their countries'.
  it.each<[EventPerson | 'target', UserAuthority[]]>([
    ['target', [USER, ADMIN_DE, ADMIN_FR]],
    ['adminA', [ADMIN_DE]],
    ['root', [USER, ADMIN_DE, ADMIN_FR]],
  ])('%s gets the full record', async (who, shown) => {
    for (const path of paths()) {
      const { status, body } = await call(path, { token: as(who) });
      expect(status, path).toBe(200);
      expect(body.result).toMatchObject({ email: target.email });
      expect(authorities(body.result)).toEqual(shown);
    }
  });

  it('lets only admins probe addresses', async () => {
    expect(
      (await call(`/users/checkUser?email=${encodeURIComponent(target.email)}`, { token: as('user') })).status,
    ).toBe(403);
    expect(
      (await call(`/users/checkUser?email=${encodeURIComponent(target.email)}`, { token: as('adminB') })).body.result,
    ).toBe(true);
  });
});

describe("rights: an admin of another country sees and changes only their countries' authorities", () => {
  it('answers a French admin only the French authorities of a German user', async () => {
    const b = await call(`/rootsettings/get?id=${encodeURIComponent(target.email)}`, { token: as('adminB') });
    expect(b.status).toBe(200);
    expect(authorities(b.body.result)).toEqual([ADMIN_FR]);
    const a = await call(`/rootsettings/get?id=${target.uid}`, { token: as('adminA') });
    expect(authorities(a.body.result)).toEqual([ADMIN_DE]);
    const root = await call(`/rootsettings/get?id=${target.uid}`, { token: as('root') });
    expect(authorities(root.body.result)).toEqual([USER, ADMIN_DE, ADMIN_FR]);
    const page = await call('/getExistingUsers', {
      token: as('adminB'),
      json: { search: `need${tag}`, page: 1, pageSize: 25 },
    });
    expect(page.status).toBe(200);
    expect((page.body.users as unknown[]).map(authorities)).toEqual([[ADMIN_FR]]);
  });

  it('keeps the authorities a French admin cannot see when they save the list they see', async () => {
    const other = await createUser([USER, ADMIN_DE, ADMIN_FR], 'de');
    const { status, body } = await call('/rootsettings/update', {
      token: as('adminB'),
      json: { id: other.uid, authlist: [] },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(authorities(body.result)).toEqual([]);
    expect((await db.collection(COLLECTIONS.users).doc(other.uid).get()).get('user_authorities')).toEqual([
      USER,
      ADMIN_DE,
    ]);
  });
});

describe('groups stay with the admins of their country', () => {
  it('lists and reads no German group for a French admin', async () => {
    const ref = db.collection(COLLECTIONS.groups).doc();
    await ref.set(newGroupDoc({ name: `Need ${tag}`, tenant_id: 'de', users: [target.uid] }));
    const list = async (who: EventPerson) =>
      (
        (await call('/groups', { token: as(who), json: { search: `need ${tag}`, page: 1, pageSize: 25 } })).body
          .groups as { id: string }[]
      ).map((g) => g.id);
    expect(await list('adminB')).toEqual([]);
    expect(await list('adminA')).toEqual([ref.id]);
    expect((await call(`/groups/byId?id=${ref.id}`, { token: as('adminB') })).status).toBe(403);
    expect((await call(`/completion/usersInGroup?group=${ref.id}`, { token: as('adminB') })).status).toBe(403);
  });
});

describe('completion is for those who edit groups or events', () => {
  it('refuses a plain user the one-letter searches that would list everyone', async () => {
    for (const letter of ['a', 'e', 's']) {
      expect((await call(`/completion/users?user=${letter}`, { token: as('user') })).status).toBe(403);
    }
    expect((await call('/completion/addAllUsers', { token: as('user'), json: { tenant_id: 'de' } })).status).toBe(403);
  });
});
