/**
 * Only corporate sign-ins in storage.rules: an anonymous or e-mail/password account
 * of the project neither reads detail or agenda files nor writes anything, even with root's uid,
 * claims and user record; the same person signed in with the custom token does.
 */
import { describe, expect, it } from 'vitest';
import { signInSuite, storageAs, type SignInProvider } from './storage-env';

const { env, readAndUpload } = signInSuite('demo-agenda-storage-providers');

/** Reads a detail file and uploads a poster as `persona` signed in with `provider`; true where allowed. */
const outcome = (persona: 'root' | 'organizer' | 'user', provider: SignInProvider) =>
  readAndUpload(storageAs(env(), persona, undefined, provider), `${provider}-${persona}`);

describe('storage: sign-in providers', () => {
  it('root and an organizer signed in with the custom token read and upload', async () => {
    expect(await outcome('root', 'custom')).toEqual({ readDetail: true, uploadPoster: true });
    expect(await outcome('organizer', 'custom')).toEqual({ readDetail: true, uploadPoster: true });
  });

  it.each(['anonymous', 'password'] as const)(
    'a %s sign-in gets nothing, whoever it claims to be',
    async (provider) => {
      for (const persona of ['root', 'organizer', 'user'] as const) {
        expect({ persona, ...(await outcome(persona, provider)) }).toEqual({
          persona,
          readDetail: false,
          uploadPoster: false,
        });
      }
    },
  );
});
