import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, MESSAGES, userKey, type UserAuthority } from '@agenda/contract';
import { createEventPeople, type EventPeople } from '../event-fixtures';
import { auth, call, createUser, db, type Role } from '../helpers';
import { describeMatrix } from '../matrix/matrix';
import { rows } from '../matrix/rights.rows';

type Person = Exclude<Role, 'anonymous'>;
let people: EventPeople;
let target: { uid: string; email: string };
const tokenOf = (role: Role) => (role === 'anonymous' ? undefined : people[role].token);
const emailOf = async (uid: string) => (await db.collection(COLLECTIONS.users).doc(uid).get()).get('email') as string;

/** A plain user of country A (de) who is also in the demo directory, as rights targets. */
async function createTarget(authorities: UserAuthority[] = [{ authority_id: 'USER', tenant_id: null }]) {
  const oid = randomUUID();
  const tid = 'test-tenant';
  const email = `target-${oid}@corp.example`;
  const uid = userKey(tid, oid);
  await db.collection(COLLECTIONS.users).doc(uid).set({
    tid,
    oid,
    email,
    email_lower: email,
    first_name: 'Tara',
    last_name: 'Target',
    job_title: null,
    avatar_url: null,
    tenant_id: 'de',
    user_authorities: authorities,
  });
  await db.collection(COLLECTIONS.directory).doc(oid).set({
    oid,
    tid,
    displayName: 'Tara Target',
    givenName: 'Tara',
    surname: 'Target',
    mail: email,
    mail_lower: email,
    jobTitle: 'Engineer',
    country: 'de',
  });
  await auth.createUser({ uid });
  return { uid, email };
}

beforeAll(async () => {
  people = await createEventPeople();
});

beforeEach(async () => {
  target = await createTarget();
});

describeMatrix(
  rows,
  () => ({ target }),
  () => people,
);
// The users endpoints' rows (GET /users/me, …) run in admin-users.test.ts.

describe('answers about rights', () => {
  const canEdit = async (path: string, role: Person) => (await call(path, { token: tokenOf(role) })).body.canEdit;

  it.each<[Person, boolean, boolean, boolean]>([
    ['user', false, false, false],
    ['adminA', false, true, true],
    ['adminB', false, true, false],
    ['root', true, true, true],
  ])('%s: isRoot %s, admin of any %s, admin of A %s', async (role, root, any, ofA) => {
    expect(await canEdit('/rights/isRoot', role)).toBe(root);
    expect(await canEdit('/rights/isadminforanytenant', role)).toBe(any);
    expect(await canEdit('/rights/tenant?t=de', role)).toBe(ofA);
  });

  it('lists the countries each person administers', async () => {
    const ids = async (role: Person) =>
      ((await call('/tenants/admin', { token: tokenOf(role) })).body.tenants as { id: string }[]).map((t) => t.id);
    expect(await ids('user')).toEqual([]);
    expect(await ids('adminA')).toEqual(['de']);
    expect(await ids('adminB')).toEqual(['fr']);
    expect(await ids('root')).toEqual(expect.arrayContaining(['de', 'fr', 'it', 'un']));
  });

  it("answers the caller's authorities with their countries", async () => {
    const { body } = await call('/rights', { token: people.adminA.token });
    expect(body.authorities).toEqual([
      {
        authority_id: 'ADMIN',
        tenant_id: 'de',
        tenant: expect.objectContaining({ id: 'de', country_name: 'Germany' }),
      },
    ]);
  });
});

describe('POST /rootsettings/update rules', () => {
  const update = (role: Person, authlist: unknown[], id = target.email) =>
    call('/rootsettings/update', { token: tokenOf(role), json: { id, authlist } });
  const stored = async () =>
    (await db.collection(COLLECTIONS.users).doc(target.uid).get()).get('user_authorities') as UserAuthority[];
  const USER = { authority_id: 'USER', tenant_id: null };

  it("puts granted roles into the target's claims at once", async () => {
    expect((await update('adminA', [USER, { authority_id: 'ADMIN', tenant_id: 'de' }])).status).toBe(200);
    const granted = (await auth.getUser(target.uid)).customClaims;
    expect(granted).toEqual({ adm: 'de', rv: expect.any(Number) });
    // Each change raises the rights version that the rules compare with the user record.
    expect((await db.collection(COLLECTIONS.users).doc(target.uid).get()).get('rights_version')).toBe(granted?.rv);
    expect((await update('root', [USER, { authority_id: 'ROOT' }])).status).toBe(200);
    // Raised in the write of the authorities, then once more by the claims' update (shared/claims.ts).
    const version = (await db.collection(COLLECTIONS.users).doc(target.uid).get()).get('rights_version') as number;
    expect(version).toBeGreaterThan(granted?.rv as number);
    expect((await auth.getUser(target.uid)).customClaims).toEqual({ root: true, rv: version });
    expect(await stored()).toEqual([USER, { authority_id: 'ROOT', tenant_id: 'un' }]);
  });

  it('lets only a root user grant or remove ROOT', async () => {
    const grant = await update('adminA', [USER, { authority_id: 'ROOT' }]);
    expect(grant.status).toBe(403);
    expect(await stored()).toEqual([USER]);
    expect((await update('root', [USER, { authority_id: 'ROOT' }])).status).toBe(200);
    // ROOT is hidden from an admin: the list they save keeps it.
    expect((await update('adminA', [USER])).status).toBe(200);
    expect(await stored()).toEqual([USER, { authority_id: 'ROOT', tenant_id: 'un' }]);
    expect((await update('root', [USER])).status).toBe(200);
    expect(await stored()).toEqual([USER]);
  });

  it('needs both a tenant and an authority', async () => {
    for (const entry of [{ authority_id: 'ADMIN' }, { tenant_id: 'de' }]) {
      const { status, body } = await update('root', [USER, entry]);
      expect(status).toBe(400);
      expect(body.error).toBe(MESSAGES.authorityNeedsTenant);
    }
    expect(await stored()).toEqual([USER]);
  });

  it('refuses duplicates', async () => {
    const admin = { authority_id: 'ADMIN', tenant_id: 'de' };
    const { status, body } = await update('root', [USER, admin, admin]);
    expect(status).toBe(400);
    expect(body.error).toBe(MESSAGES.authorityDuplicate);
  });

  it('lets an admin grant and remove only ADMIN of their own countries', async () => {
    expect((await update('adminB', [USER, { authority_id: 'ADMIN', tenant_id: 'de' }])).status).toBe(403);
    expect((await update('adminA', [USER, { authority_id: 'ADMIN', tenant_id: 'de' }])).status).toBe(200);
    // ADMIN of de is hidden from the French admin (need to know): the list they send keeps it.
    expect((await update('adminB', [USER])).status).toBe(200);
    expect(await stored()).toEqual([USER, { authority_id: 'ADMIN', tenant_id: 'de' }]);
    expect((await update('adminA', [USER])).status).toBe(200);
    expect((await update('adminA', [USER, { authority_id: 'USER', tenant_id: 'de' }])).status).toBe(400);
  });

  it('refuses unknown countries, unknown users, unknown fields and wrong types', async () => {
    expect((await update('root', [USER, { authority_id: 'ADMIN', tenant_id: 'zz' }])).status).toBe(400);
    expect((await update('root', [USER], 'nobody@corp.example')).status).toBe(404);
    expect(
      (
        await call('/rootsettings/update', {
          token: tokenOf('root'),
          json: { id: target.email, authlist: [], extra: 1 },
        })
      ).status,
    ).toBe(400);
    expect(
      (await call('/rootsettings/update', { token: tokenOf('root'), json: { id: target.email, authlist: 'ADMIN' } }))
        .status,
    ).toBe(400);
    expect(await stored()).toEqual([USER]);
  });

  it('never lets anyone delete their own authorities', async () => {
    const admin = await createUser([{ authority_id: 'ADMIN', tenant_id: 'de' }], 'de');
    const { status } = await call('/rootsettings/update', {
      token: admin.token,
      json: { id: await emailOf(admin.uid), authlist: [] },
    });
    expect(status).toBe(403);
  });

  it('refuses a demoted admin on the next write, with the old token', async () => {
    const admin = await createUser([{ authority_id: 'ADMIN', tenant_id: 'de' }], 'de');
    const email = await emailOf(admin.uid);
    expect(
      (await call('/settings/update', { token: admin.token, json: { name: 'TEST_VERSION', value: 'x' } })).status,
    ).toBe(200);
    expect((await update('root', [], email)).status).toBe(200);
    const version = (await db.collection(COLLECTIONS.users).doc(admin.uid).get()).get('rights_version') as number;
    expect((await auth.getUser(admin.uid)).customClaims).toEqual({ rv: version });
    expect(version).toBeGreaterThan(0);
    // Refused either way: 401 once the revocation of their tokens covers this one (it is recorded to
    // the second, see demotion.test.ts), 403 by their current rights otherwise.
    expect([401, 403]).toContain(
      (await call('/settings/update', { token: admin.token, json: { name: 'TEST_VERSION', value: 'y' } })).status,
    );
    expect([401, 403]).toContain(
      (await call('/rootsettings/update', { token: admin.token, json: { id: target.email, authlist: [USER] } })).status,
    );
  });
});

describe('GET /users/refresh', () => {
  it('refreshes the profile from the directory', async () => {
    await db
      .collection(COLLECTIONS.directory)
      .where('mail_lower', '==', target.email)
      .get()
      .then((s) => s.docs[0]?.ref.update({ jobTitle: 'Principal Engineer' }));
    const { status, body } = await call(`/users/refresh?email=${target.email}`, { token: tokenOf('root') });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ job_title: 'Principal Engineer', tenant_id: 'de' });
  });
});
