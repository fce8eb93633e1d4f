/**
 * Sessions end with the corporate identity (issue 12, item 4) in storage.rules too: a sign-in older
 * than SESSION_MAX_AGE_MS (the ID token's auth_time) neither reads detail files nor uploads.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolesToClaims, SESSION_MAX_AGE_MS } from '@agenda/contract';
import { PRINCIPALS } from '../personas';
import { png, put, seedEvents, seedFile, signInClaim, storageEnvironment, uidOf } from './storage-env';

let env: RulesTestEnvironment;
let events: Awaited<ReturnType<typeof seedEvents>>;

beforeAll(async () => {
  env = await storageEnvironment('demo-agenda-storage-session-age');
  events = await seedEvents({ published: { privacy: false } });
  await seedFile(env, `v2/events/${events.ids.published}/details/existing.png`);
});

afterAll(async () => {
  await events?.remove();
  await env?.cleanup();
});

/** Reads a detail file and uploads a poster as root signed in `ageMs` ago; true where allowed. */
async function outcome(ageMs: number) {
  const authTime = Math.floor((Date.now() - ageMs) / 1000);
  const storage = env.authenticatedContext(uidOf('root'), { ...rolesToClaims(PRINCIPALS.root), ...signInClaim('custom'), auth_time: authTime }).storage();
  const base = `v2/events/${events.ids.published}`;
  const allowed = (promise: Promise<unknown>) =>
    promise.then(
      () => true,
      (error: { code?: string }) => {
        if (error.code === 'storage/unauthorized' || error.code === 'storage/unauthenticated') return false;
        throw error;
      },
    );
  return {
    readDetail: await allowed(storage.ref(`${base}/details/existing.png`).getMetadata()),
    uploadPoster: await allowed(put(storage, `${base}/posters/age-${ageMs}.png`, png, 'image/png')),
  };
}

describe('storage: the age of a sign-in', () => {
  it('root signed in just under the maximum age ago reads and uploads; just over it, nothing', async () => {
    expect(await outcome(SESSION_MAX_AGE_MS - 120_000)).toEqual({ readDetail: true, uploadPoster: true });
    expect(await outcome(SESSION_MAX_AGE_MS + 120_000)).toEqual({ readDetail: false, uploadPoster: false });
  });
});
