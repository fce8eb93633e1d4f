/**
 * Sessions end with the corporate identity: firestore.rules count a sign-in for
 * SESSION_MAX_AGE_MS after it was made (the ID token's auth_time). A session just inside the age
 * reads as usual; one just past it reads nothing, whatever its claims.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { COLLECTIONS, rolesToClaims, SESSION_MAX_AGE_MS } from '@agenda/contract';
import { PRINCIPALS } from '../personas';
import { rulesEnvironment, seedRoleRecords, signInClaim, uidOf } from './rules-env';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnvironment('demo-agenda-rules-session-age');
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    await seedRoleRecords(context.firestore());
  });
});

afterAll(async () => {
  await env.cleanup();
});

/** The role signed in `ageMs` ago with the custom token, with its role claims. */
function signedInAgo(role: 'root' | 'user', ageMs: number) {
  const authTime = Math.floor((Date.now() - ageMs) / 1000);
  return env
    .authenticatedContext(uidOf(role), {
      ...rolesToClaims(PRINCIPALS[role]),
      ...signInClaim('custom'),
      auth_time: authTime,
    })
    .firestore();
}

type Db = ReturnType<typeof signedInAgo>;
const reads = (db: Db, role: 'root' | 'user'): Promise<unknown>[] => [
  getDoc(doc(db, COLLECTIONS.users, uidOf(role))),
  getDocs(query(collection(db, COLLECTIONS.events), where('privacy', '==', false))),
  getDocs(collection(db, COLLECTIONS.tenants)),
  ...(role === 'root' ? [getDocs(collection(db, COLLECTIONS.users))] : []),
];

const MINUTES_2 = 2 * 60_000;

describe('the age of a sign-in', () => {
  it.each(['root', 'user'] as const)('%s signed in just under the maximum age ago reads', async (role) => {
    for (const read of reads(signedInAgo(role, SESSION_MAX_AGE_MS - MINUTES_2), role)) await assertSucceeds(read);
  });

  it.each(['root', 'user'] as const)('%s signed in just over the maximum age ago reads nothing', async (role) => {
    for (const read of reads(signedInAgo(role, SESSION_MAX_AGE_MS + MINUTES_2), role)) await assertFails(read);
  });
});
