import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http-error';
import { createCorporateTokenVerifier, type CorporateTokenVerifier } from './corporate-token';

// The verifier against a real key-set server on loopback: every refusal of the security bar.
const TID = 'tenant-allowed';
const CLIENT_ID = 'client-123';
let server: Server;
let jwksAvailable = true;
let base: string;
let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let publicJwk: JWK;
let verify: CorporateTokenVerifier;
const issuerFor = (tid: string) => `https://login.example/${tid}/v2.0`;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  privateKey = pair.privateKey;
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' };
  server = createServer((_req, res) => {
    if (!jwksAvailable) {
      res.writeHead(500).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [publicJwk] }));
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  verify = createCorporateTokenVerifier({
    clientId: CLIENT_ID,
    allowedTenants: [TID],
    issuerFor,
    jwksUrl: new URL(`${base}/keys`),
    clockToleranceSeconds: 60,
  });
});

afterAll(async () => {
  server.close();
  await once(server, 'close');
});

const now = () => Math.floor(Date.now() / 1000);

async function token(claims: JWTPayload = {}, header: { kid?: string } = {}, omit: string[] = []): Promise<string> {
  const payload: JWTPayload = {
    iss: issuerFor(TID),
    aud: CLIENT_ID,
    tid: TID,
    oid: 'oid-1',
    email: 'a@corp.example',
    name: 'A Person',
    iat: now(),
    nbf: now(),
    exp: now() + 3600,
    ...claims,
  };
  for (const key of omit) delete payload[key];
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: header.kid ?? 'key-1' }).sign(privateKey);
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    return error instanceof HttpError ? error.status : -1;
  }
}

describe('corporate token verification', () => {
  it('accepts a valid token and returns the identity', async () => {
    await expect(verify(await token())).resolves.toEqual({
      tid: TID,
      oid: 'oid-1',
      email: 'a@corp.example',
      name: 'A Person',
    });
  });

  it.each([
    ['expired', { exp: now() - 3600, iat: now() - 7200, nbf: now() - 7200 }],
    ['not yet valid', { nbf: now() + 3600 }],
    ['for another audience', { aud: 'someone-else' }],
    ['from another issuer', { iss: 'https://login.example/other/v2.0' }],
    ['from a tenant that is not allowed', { tid: 'tenant-other', iss: issuerFor('tenant-other') }],
  ])('refuses a token %s with 401', async (_label, claims) => {
    expect(await statusOf(verify(await token(claims)))).toBe(401);
  });

  it.each([['oid'], ['exp'], ['tid']])('refuses a token without %s with 401', async (claim) => {
    expect(await statusOf(verify(await token({}, {}, [claim])))).toBe(401);
  });

  it('refuses an unsigned token (alg none) with 401', async () => {
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ iss: issuerFor(TID), aud: CLIENT_ID, tid: TID, oid: 'x', exp: now() + 60, iat: now() })}.`;
    expect(await statusOf(verify(unsigned))).toBe(401);
  });

  it('refuses HS256 signed with the public key as secret with 401', async () => {
    const secret = new TextEncoder().encode(JSON.stringify(publicJwk));
    const forged = await new SignJWT({
      iss: issuerFor(TID),
      aud: CLIENT_ID,
      tid: TID,
      oid: 'x',
      iat: now(),
      exp: now() + 60,
    })
      .setProtectedHeader({ alg: 'HS256', kid: 'key-1' })
      .sign(secret);
    expect(await statusOf(verify(forged))).toBe(401);
  });

  it('refuses a token signed by an unknown key with 401', async () => {
    const other = await generateKeyPair('RS256');
    const foreign = await new SignJWT({
      iss: issuerFor(TID),
      aud: CLIENT_ID,
      tid: TID,
      oid: 'x',
      iat: now(),
      exp: now() + 60,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'unknown-key' })
      .sign(other.privateKey);
    expect(await statusOf(verify(foreign))).toBe(401);
  });

  it('refuses garbage with 401', async () => {
    expect(await statusOf(verify('not.a.token'))).toBe(401);
  });

  it('answers 503 when the key set cannot be fetched, and never accepts', async () => {
    const fresh = createCorporateTokenVerifier({
      clientId: CLIENT_ID,
      allowedTenants: [TID],
      issuerFor,
      jwksUrl: new URL(`${base}/keys`),
    });
    jwksAvailable = false;
    try {
      expect(await statusOf(fresh(await token()))).toBe(503);
    } finally {
      jwksAvailable = true;
    }
    const unreachable = createCorporateTokenVerifier({
      clientId: CLIENT_ID,
      allowedTenants: [TID],
      issuerFor,
      jwksUrl: new URL('http://127.0.0.1:1/keys'),
    });
    expect(await statusOf(unreachable(await token()))).toBe(503);
  });
});
