/**
 * Corporate tokens for the integration tests, signed with the local identity provider's own key
 * (read from the emulator's Firestore) so that every claim can be bent.
 */
import { importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import { COLLECTIONS } from '@agenda/contract';
import { API_URL, db } from './helpers';

export const LOCAL_IDP_URL = `${API_URL}/local-idp`;
export const DEMO_TID = '9c1f7a2e-4b3d-4f6a-8e21-5d0c3b7a9f10';
export const CLIENT_ID = 'local-agenda-client';

/** Makes the provider create its key (by serving the key set), then reads it. */
async function localIdpKey(): Promise<{ kid: string; privateJwk: JWK }> {
  await fetch(`${LOCAL_IDP_URL}/discovery/v2.0/keys`);
  const snapshot = await db.collection(COLLECTIONS.localIdp).doc('signingKey').get();
  return snapshot.data() as { kid: string; privateJwk: JWK };
}

export async function corporateToken(
  claims: JWTPayload,
  options: { kid?: string; omit?: string[] } = {},
): Promise<string> {
  const key = await localIdpKey();
  const now = Math.floor(Date.now() / 1000);
  const payload: JWTPayload = {
    iss: `${LOCAL_IDP_URL}/${DEMO_TID}/v2.0`,
    aud: CLIENT_ID,
    tid: DEMO_TID,
    name: 'New Colleague',
    email: 'new.colleague@corp.example',
    iat: now,
    nbf: now,
    exp: now + 3600,
    ...claims,
  };
  for (const claim of options.omit ?? []) delete payload[claim];
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? key.kid, typ: 'JWT' })
    .sign(await importJWK(key.privateJwk, 'RS256'));
}

/** GET /firebasetoken with a corporate token. */
export function exchange(token: string): Promise<Response> {
  return fetch(`${API_URL}/firebasetoken`, { headers: { authorization: `Bearer ${token}` } });
}
