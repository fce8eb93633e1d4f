import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, userKey } from '@agenda/contract';
import { CLIENT_ID, corporateToken, DEMO_TID, exchange, LOCAL_IDP_URL } from '../corporate';
import { createEventPeople, type EventPeople } from '../event-fixtures';
import { auth, call, db, idTokenFromCustomToken } from '../helpers';
import { rows } from '../matrix/identity.rows';
import { describeMatrix } from '../matrix/matrix';

let people: EventPeople;
beforeAll(async () => {
  people = await createEventPeople();
});

const now = () => Math.floor(Date.now() / 1000);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function expectNothingCreated(oid: string): Promise<void> {
  const uid = userKey(DEMO_TID, oid);
  expect((await db.collection(COLLECTIONS.users).doc(uid).get()).exists).toBe(false);
  await expect(auth.getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
}

describeMatrix(
  rows,
  () => undefined,
  () => people,
);

// GET /backendv2/firebasetoken: corporate token -> Firebase custom token.
describe('token exchange', () => {
  it('signs in a new colleague: creates the user keyed by tid/oid with USER rights', async () => {
    const oid = randomUUID();
    const response = await exchange(await corporateToken({ oid, email: `${oid}@corp.example` }));
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    expect(token.split('.')).toHaveLength(3);
    const uid = userKey(DEMO_TID, oid);
    const stored = await db.collection(COLLECTIONS.users).doc(uid).get();
    expect(stored.get('email')).toBe(`${oid}@corp.example`);
    expect(stored.get('user_authorities')).toEqual([{ authority_id: 'USER', tenant_id: null }]);
    expect((await auth.getUser(uid)).customClaims ?? {}).toEqual({});
  });

  it('links the record an admin created earlier and puts its roles into the claims', async () => {
    const oid = randomUUID();
    const uid = userKey(DEMO_TID, oid);
    await db
      .collection(COLLECTIONS.users)
      .doc(uid)
      .set({
        tid: DEMO_TID,
        oid,
        email: `${oid}@corp.example`,
        email_lower: `${oid}@corp.example`,
        first_name: 'Pre',
        last_name: 'Created',
        job_title: 'Manager',
        avatar_url: null,
        tenant_id: 'de',
        user_authorities: [{ authority_id: 'ADMIN', tenant_id: 'de' }],
      });
    const response = await exchange(await corporateToken({ oid, email: `${oid}@corp.example` }));
    expect(response.status).toBe(200);
    expect((await auth.getUser(uid)).customClaims).toEqual({ adm: 'de', rv: 1 });
    expect((await db.collection(COLLECTIONS.users).doc(uid).get()).get('rights_version')).toBe(1);
    expect((await db.collection(COLLECTIONS.users).doc(uid).get()).get('first_name')).toBe('Pre');
  });

  it('issues a token the API accepts as that user', async () => {
    const email = 'jonas.becker@corp.example';
    const idp = await fetch(`${LOCAL_IDP_URL}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    const { id_token } = (await idp.json()) as { id_token: string };
    const response = await exchange(id_token);
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    const me = await call('/users/me', { token: await idTokenFromCustomToken(token) });
    expect(me.status).toBe(200);
    expect(me.body.result).toMatchObject({
      email,
      tenant_id: 'de',
      user_authorities: [{ authority_id: 'ADMIN', tenant_id: 'de' }],
    });
  });

  it.each([
    ['expired', () => ({ exp: now() - 3600, iat: now() - 7200, nbf: now() - 7200 }), {}],
    ['not yet valid', () => ({ nbf: now() + 3600 }), {}],
    ['with a wrong audience', () => ({ aud: 'another-app' }), {}],
    ['with a wrong issuer', () => ({ iss: 'https://login.microsoftonline.com/evil/v2.0' }), {}],
    ['from a tenant that is not allowed', () => ({ tid: 'f00dbabe-0000-4000-8000-000000000000' }), {}],
    ['with an unknown key id', () => ({}), { kid: 'not-a-known-key' }],
    ['without oid', () => ({}), { omit: ['oid'] }],
  ])('refuses a token %s with 401 and creates nothing', async (_label, claims, options) => {
    const oid = randomUUID();
    const token = await corporateToken({ oid, ...claims() }, options);
    const response = await exchange(token);
    expect(response.status).toBe(401);
    expect(await response.json()).toHaveProperty('error');
    await expectNothingCreated(oid);
  });

  it('refuses alg none with 401 and creates nothing', async () => {
    const oid = randomUUID();
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({
      iss: `${LOCAL_IDP_URL}/${DEMO_TID}/v2.0`,
      aud: CLIENT_ID,
      tid: DEMO_TID,
      oid,
      email: 'x@corp.example',
      iat: now(),
      exp: now() + 60,
    })}.`;
    expect((await exchange(unsigned)).status).toBe(401);
    await expectNothingCreated(oid);
  });

  it('refuses HS256 signed with the public key with 401 and creates nothing', async () => {
    const { createHmac } = await import('node:crypto');
    const jwks = (await (await fetch(`${LOCAL_IDP_URL}/discovery/v2.0/keys`)).json()) as { keys: { kid: string }[] };
    const oid = randomUUID();
    const head = b64({ alg: 'HS256', typ: 'JWT', kid: jwks.keys[0]?.kid });
    const body = b64({
      iss: `${LOCAL_IDP_URL}/${DEMO_TID}/v2.0`,
      aud: CLIENT_ID,
      tid: DEMO_TID,
      oid,
      email: 'x@corp.example',
      iat: now(),
      exp: now() + 60,
    });
    const signature = createHmac('sha256', JSON.stringify(jwks.keys[0])).update(`${head}.${body}`).digest('base64url');
    expect((await exchange(`${head}.${body}.${signature}`)).status).toBe(401);
    await expectNothingCreated(oid);
  });

  it('refuses a missing token with 401', async () => {
    const response = await fetch(`${LOCAL_IDP_URL.replace('/local-idp', '')}/firebasetoken`);
    expect(response.status).toBe(401);
  });
});
