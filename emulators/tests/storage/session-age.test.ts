/**
 * Sessions end with the corporate identity in storage.rules too: a sign-in older
 * than SESSION_MAX_AGE_MS (the ID token's auth_time) neither reads detail files nor uploads.
 */
import { describe, expect, it } from 'vitest';
import { rolesToClaims, SESSION_MAX_AGE_MS } from '@agenda/contract';
import { PRINCIPALS } from '../personas';
import { signInClaim, signInSuite, uidOf } from './storage-env';

const { env, readAndUpload } = signInSuite('demo-agenda-storage-session-age');

/** Reads a detail file and uploads a poster as root signed in `ageMs` ago; true where allowed. */
async function outcome(ageMs: number) {
  const authTime = Math.floor((Date.now() - ageMs) / 1000);
  const storage = env()
    .authenticatedContext(uidOf('root'), {
      ...rolesToClaims(PRINCIPALS.root),
      ...signInClaim('custom'),
      auth_time: authTime,
    })
    .storage();
  return readAndUpload(storage, `age-${ageMs}`);
}

describe('storage: the age of a sign-in', () => {
  it('root signed in just under the maximum age ago reads and uploads; just over it, nothing', async () => {
    expect(await outcome(SESSION_MAX_AGE_MS - 120_000)).toEqual({ readDetail: true, uploadPoster: true });
    expect(await outcome(SESSION_MAX_AGE_MS + 120_000)).toEqual({ readDetail: false, uploadPoster: false });
  });
});
