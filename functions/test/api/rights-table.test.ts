/**
 * Root sees and removes the rights of a user without a country (every first sign-in
 * has none), and the whole truth table of functions/test/rights-table.ts — viewer (root, admin of X,
 * admin of Y) × the user's country (none, X, Y) × the authority (ROOT, ADMIN:X, ADMIN:Y, USER) —
 * through the real endpoints: what GET /rootsettings/get and POST /getExistingUsers show, what
 * POST /rootsettings/update removes and grants.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, type UserAuthority } from '@agenda/contract';
import { call, createRoleUsers, createUser, db, randomTag, userDoc, type TestUser } from '../helpers';
import {
  authorityOf,
  CELLS,
  grantStatus,
  removes,
  sees,
  tenantOf,
  type AuthorityName,
  type Country,
  type Viewer,
} from '../rights-table';

let tokens: Record<Viewer, string>;

beforeAll(async () => {
  const people = await createRoleUsers();
  tokens = { root: people.root.token, adminX: people.adminA.token, adminY: people.adminB.token };
});

const key = (a: { authority_id: string; tenant_id?: string | null }) => `${a.authority_id}:${a.tenant_id ?? ''}`;
const keysOf = (result: unknown) => (result as { user_authorities: UserAuthority[] }).user_authorities.map(key);

/** A user record as the API writes it, of `country`, holding `authorities`; found by a unique last name. */
async function seedUser(country: Country, authorities: UserAuthority[]): Promise<{ uid: string; name: string }> {
  const name = `Cell${randomTag()}`;
  const { uid, doc } = userDoc(authorities, tenantOf(country), { first_name: 'Table', last_name: name });
  await db.collection(COLLECTIONS.users).doc(uid).set(doc);
  return { uid, name };
}

const stored = async (uid: string) =>
  (((await db.collection(COLLECTIONS.users).doc(uid).get()).get('user_authorities') as UserAuthority[]) ?? []).map(key);

describe('the rights truth table through the API', () => {
  it.each(CELLS)('$viewer, a user of country $country holding $authority', async ({ viewer, country, authority }) => {
    const held = authorityOf(authority as AuthorityName);
    const expectedSeen = sees(viewer, authority) ? [key(held)] : [];

    // What is seen: the rights screen and the users list.
    const holder = await seedUser(country, [held]);
    const get = await call(`/rootsettings/get?id=${holder.uid}`, { token: tokens[viewer] });
    expect(get.status, JSON.stringify(get.body)).toBe(200);
    expect(keysOf(get.body.result)).toEqual(expectedSeen);
    const page = await call('/getExistingUsers', {
      token: tokens[viewer],
      json: { search: holder.name, page: 1, pageSize: 25 },
    });
    expect(page.status).toBe(200);
    expect((page.body.users as unknown[]).map(keysOf)).toEqual([expectedSeen]);

    // Removing: the viewer saves the list they see without it.
    const removal = await call('/rootsettings/update', {
      token: tokens[viewer],
      json: { id: holder.uid, authlist: [] },
    });
    expect(removal.status, JSON.stringify(removal.body)).toBe(200);
    expect(keysOf(removal.body.result)).toEqual([]);
    expect(await stored(holder.uid)).toEqual(removes(viewer, authority) ? [] : [key(held)]);

    // Granting it to a user of the same country who has nothing yet.
    const lacking = await seedUser(country, []);
    const grant = await call('/rootsettings/update', {
      token: tokens[viewer],
      json: { id: lacking.uid, authlist: [held] },
    });
    expect(grant.status, JSON.stringify(grant.body)).toBe(grantStatus(viewer, authority));
    if (grant.status !== 200) expect(grant.body).toHaveProperty('error');
    expect(await stored(lacking.uid)).toEqual(grant.status === 200 ? [key(held)] : []);
  });
});

describe('a freshly signed-in user (no country)', () => {
  const USER: UserAuthority = { authority_id: 'USER', tenant_id: null };
  const ADMIN_DE: UserAuthority = { authority_id: 'ADMIN', tenant_id: 'de' };
  const ROOT: UserAuthority = { authority_id: 'ROOT', tenant_id: 'un' };
  let fresh: TestUser;

  beforeAll(async () => {
    fresh = await createUser([USER], null);
  });

  const update = (token: string, authlist: UserAuthority[]) =>
    call('/rootsettings/update', { token, json: { id: fresh.uid, authlist } });
  const shown = async (token: string) =>
    keysOf((await call(`/rootsettings/get?id=${fresh.uid}`, { token })).body.result);

  it('lets root grant, see and take back ADMIN and ROOT; an admin sees and changes only their country', async () => {
    expect((await update(tokens.root, [USER, ADMIN_DE, ROOT])).status).toBe(200);
    expect(await shown(tokens.root)).toEqual([USER, ADMIN_DE, ROOT].map(key));
    expect(await shown(tokens.adminX)).toEqual([key(ADMIN_DE)]);
    expect(await shown(tokens.adminY)).toEqual([]);
    // What an admin saves keeps what they do not see: nobody but root removes the ROOT granted this way.
    expect((await update(tokens.adminY, [])).status).toBe(200);
    expect(await stored(fresh.uid)).toEqual([USER, ADMIN_DE, ROOT].map(key));
    expect((await update(tokens.adminX, [])).status).toBe(200);
    expect(await stored(fresh.uid)).toEqual([USER, ROOT].map(key));
    expect((await update(tokens.root, [USER])).status).toBe(200);
    expect(await stored(fresh.uid)).toEqual([key(USER)]);
    expect((await update(tokens.root, [])).status).toBe(200);
    expect(await stored(fresh.uid)).toEqual([]);
  });

  it("shows root the user's address on their profile", async () => {
    const { body } = await call(`/users/profile?id=${fresh.uid}`, { token: tokens.root });
    expect(body.result).toHaveProperty('email');
    expect(
      Object.keys((await call(`/users/profile?id=${fresh.uid}`, { token: tokens.adminX })).body.result as object),
    ).not.toContain('email');
  });
});
