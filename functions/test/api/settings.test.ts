import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@agenda/contract';
import { createEventPeople, type EventPeople } from '../event-fixtures';
import { aSecondLater, auth, call, createUser, db, idTokenFor } from '../helpers';
import { ADMINS, describeMatrix, PERSONAS } from '../matrix/matrix';
import { rows } from '../matrix/settings.rows';

let people: EventPeople;

beforeAll(async () => {
  people = await createEventPeople();
});

const setting = () => db.collection(COLLECTIONS.settings).doc('TEST_VERSION');

describe('GET /settings/value', () => {
  it('answers without authentication', async () => {
    await setting().set({ name: 'TEST_VERSION', value: '9.9.9' });
    const { status, body } = await call('/settings/value?name=TEST_VERSION');
    expect(status).toBe(200);
    expect(body).toEqual({ result: '9.9.9' });
  });

  it('refuses unknown setting names with 400', async () => {
    const { status, body } = await call('/settings/value?name=SECRET');
    expect(status).toBe(400);
    expect(body.fields).toHaveProperty('name');
  });
});

describeMatrix(
  rows,
  () => undefined,
  () => people,
);

describe('POST /settings/update', () => {
  it('writes the setting for admins and root only', async () => {
    for (const persona of PERSONAS) {
      await setting().set({ name: 'TEST_VERSION', value: 'before' });
      const token = persona === 'anonymous' ? undefined : people[persona].token;
      const { status } = await call('/settings/update', {
        token,
        json: { name: 'TEST_VERSION', value: `by-${persona}` },
      });
      expect(status, persona).toBe(ADMINS[persona]);
      expect((await setting().get()).get('value'), persona).toBe(status === 200 ? `by-${persona}` : 'before');
    }
  });

  it('accepts multipart form data whose data field holds JSON', async () => {
    const form = new FormData();
    form.set('data', JSON.stringify({ name: 'TEST_VERSION', value: 'from-form' }));
    const { status, body } = await call('/settings/update', { token: people.root.token, form });
    expect(status).toBe(200);
    expect(body).toEqual({ result: { name: 'TEST_VERSION', value: 'from-form' } });
  });

  it.each([
    ['a wrong type', { name: 'TEST_VERSION', value: 42 }],
    ['an unknown setting', { name: 'OTHER', value: 'x' }],
    ['an unknown field', { name: 'TEST_VERSION', value: 'x', updated_by: 'someone' }],
    ['a missing value', { name: 'TEST_VERSION' }],
  ])('refuses %s with 400 and writes nothing', async (_label, json) => {
    await setting().set({ name: 'TEST_VERSION', value: 'unchanged' });
    const { status, body } = await call('/settings/update', { token: people.root.token, json });
    expect(status).toBe(400);
    expect(body.error).toEqual(expect.any(String));
    expect((await setting().get()).get('value')).toBe('unchanged');
  });

  it('refuses a demoted admin on the next write, whatever the token still says', async () => {
    const admin = await createUser([{ authority_id: 'ADMIN', tenant_id: 'de' }], 'de');
    expect(
      (await call('/settings/update', { token: admin.token, json: { name: 'TEST_VERSION', value: 'a' } })).status,
    ).toBe(200);
    await db.collection(COLLECTIONS.users).doc(admin.uid).update({ user_authorities: [] });
    const { status } = await call('/settings/update', {
      token: admin.token,
      json: { name: 'TEST_VERSION', value: 'b' },
    });
    expect(status).toBe(403);
  });

  it('refuses a revoked token with 401', async () => {
    const admin = await createUser([{ authority_id: 'ADMIN', tenant_id: 'de' }], 'de');
    await aSecondLater(); // revocation is compared in whole seconds
    await auth.revokeRefreshTokens(admin.uid);
    const { status } = await call('/settings/update', {
      token: admin.token,
      json: { name: 'TEST_VERSION', value: 'x' },
    });
    expect(status).toBe(401);
    const fresh = await idTokenFor(admin.uid);
    expect((await call('/settings/update', { token: fresh, json: { name: 'TEST_VERSION', value: 'x' } })).status).toBe(
      200,
    );
  });
});
