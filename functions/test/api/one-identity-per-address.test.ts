/**
 * One identity per address (docs/security.md, "People data on a need-to-know basis"). Sign-in, /users/new and
 * the test helpers claim the address in the index userEmails/{address} → uid; a second corporate identity
 * presenting someone's address is refused with 409 and nothing is created; rights are changed by user id as
 * well as by address.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, COLLECTIONS, userEmailKey, userKey, type UserAuthority } from '@agenda/contract';
import { corporateToken, DEMO_TID, exchange } from '../corporate';
import { createEventPeople, type EventPeople } from '../event-fixtures';
import { auth, call, db, userDoc } from '../helpers';

let people: EventPeople;
beforeAll(async () => {
  people = await createEventPeople();
});

const USER: UserAuthority = { authority_id: 'USER', tenant_id: null };
const indexed = async (email: string) =>
  (await db.collection(COLLECTIONS.userEmails).doc(userEmailKey(email)).get()).get('uid') as string | undefined;
const signIn = async (oid: string, email: string) => exchange(await corporateToken({ oid, email }));

describe('sign-in: one identity per address', () => {
  it('claims the address of a new colleague in the index', async () => {
    const oid = randomUUID();
    const email = `${oid}@corp.example`;
    expect((await signIn(oid, email)).status).toBe(200);
    expect(await indexed(email)).toBe(userKey(DEMO_TID, oid));
  });

  it("refuses a second identity presenting someone's address (any case) with 409 and creates nothing", async () => {
    const first = randomUUID();
    const email = `shared-${first}@corp.example`;
    expect((await signIn(first, email)).status).toBe(200);

    const second = randomUUID();
    const response = await signIn(second, email.toUpperCase());
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toBe(API_MESSAGES.addressTaken(email.toUpperCase()));
    const uid = userKey(DEMO_TID, second);
    expect((await db.collection(COLLECTIONS.users).doc(uid).get()).exists).toBe(false);
    await expect(auth.getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect(await indexed(email)).toBe(userKey(DEMO_TID, first));
  });

  it('refuses a second identity taking the address of a record from before the index', async () => {
    const { uid, doc } = userDoc([USER], 'de', { email: `legacy-${randomUUID()}@corp.example` });
    await db.collection(COLLECTIONS.users).doc(uid).set(doc);
    expect((await signIn(randomUUID(), doc.email)).status).toBe(409);
  });

  it('moves the claim when an identity changes address, freeing the old one', async () => {
    const oid = randomUUID();
    const before = `before-${oid}@corp.example`;
    const after = `after-${oid}@corp.example`;
    expect((await signIn(oid, before)).status).toBe(200);
    expect((await signIn(oid, after)).status).toBe(200);
    expect(await indexed(before)).toBeUndefined();
    expect(await indexed(after)).toBe(userKey(DEMO_TID, oid));
    const other = randomUUID();
    expect((await signIn(other, before)).status).toBe(200);
    expect(await indexed(before)).toBe(userKey(DEMO_TID, other));
    // …and the address taken by someone else cannot be moved to.
    expect((await signIn(oid, before)).status).toBe(409);
  });

  it('signs one new colleague in from two tabs at once: both get a token, one account', async () => {
    // Each first sign-in creates the Auth account; the one that finds it created in between updates it.
    const oid = randomUUID();
    const email = `${oid}@corp.example`;
    const answers = await Promise.all([signIn(oid, email), signIn(oid, email), signIn(oid, email)]);
    expect(answers.map((response) => response.status)).toEqual([200, 200, 200]);
    expect((await auth.getUser(userKey(DEMO_TID, oid))).uid).toBe(userKey(DEMO_TID, oid));
  });

  it('lets exactly one of two identities signing in at once with one new address in', async () => {
    // Four races at once: the transaction that loses one is retried (lib/transactions.ts), also when the
    // emulator closes it instead of aborting it, and then finds the address taken.
    const races = Array.from({ length: 4 }, () => ({
      email: `race-${randomUUID()}@corp.example`,
      ids: [randomUUID(), randomUUID()] as const,
    }));
    const answers = await Promise.all(races.map(({ email, ids }) => Promise.all(ids.map((id) => signIn(id, email)))));
    for (const [index, { email, ids }] of races.entries()) {
      const statuses = (answers[index] ?? []).map((response) => response.status).sort();
      expect(statuses, email).toEqual([200, 409]);
      expect(ids.map((id) => userKey(DEMO_TID, id))).toContain(await indexed(email));
    }
  });
});

describe('rights by user id', () => {
  it('reads and changes rights with the user id as well as with the address', async () => {
    const { uid, doc } = userDoc([USER], 'de');
    await db.collection(COLLECTIONS.users).doc(uid).set(doc);
    const read = await call(`/rootsettings/get?id=${encodeURIComponent(uid)}`, { token: people.adminA.token });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.result).toMatchObject({ id: uid, email: doc.email });
    const changed = await call('/rootsettings/update', {
      token: people.adminA.token,
      json: { id: uid, authlist: [USER, { authority_id: 'ADMIN', tenant_id: 'de' }] },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await db.collection(COLLECTIONS.users).doc(uid).get()).get('user_authorities')).toEqual([
      USER,
      { authority_id: 'ADMIN', tenant_id: 'de' },
    ]);
    // The spec's address still works.
    expect(
      (
        await call(`/rootsettings/get?id=${encodeURIComponent(doc.email.toUpperCase())}`, {
          token: people.adminA.token,
        })
      ).status,
    ).toBe(200);
    expect((await call('/rootsettings/get?id=no-such-user', { token: people.adminA.token })).status).toBe(404);
  });

  it('never picks one of two records holding one address: 409 by address, the id still works', async () => {
    const email = `twice-${randomUUID()}@corp.example`;
    const first = userDoc([USER], 'de', { email });
    const second = userDoc([USER], 'de', { email });
    await db.collection(COLLECTIONS.users).doc(first.uid).set(first.doc);
    await db.collection(COLLECTIONS.users).doc(second.uid).set(second.doc);
    const byAddress = await call(`/rootsettings/get?id=${encodeURIComponent(email)}`, { token: people.root.token });
    expect(byAddress.status).toBe(409);
    const update = await call('/rootsettings/update', {
      token: people.root.token,
      json: { id: email, authlist: [USER, { authority_id: 'ROOT' }] },
    });
    expect(update.status).toBe(409);
    expect(
      (await call(`/rootsettings/get?id=${encodeURIComponent(second.uid)}`, { token: people.root.token })).status,
    ).toBe(200);
  });
});
