/**
 * Only corporate sign-ins (issue 12, item 6) in storage.rules: an anonymous or e-mail/password account
 * of the project neither reads detail or agenda files nor writes anything, even with root's uid,
 * claims and user record; the same person signed in with the custom token does.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png, put, seedEvents, seedFile, storageAs, storageEnvironment, type SignInProvider } from './storage-env';

let env: RulesTestEnvironment;
let events: Awaited<ReturnType<typeof seedEvents>>;

beforeAll(async () => {
  env = await storageEnvironment('demo-agenda-storage-providers');
  events = await seedEvents({ published: { privacy: false } });
  await seedFile(env, `v2/events/${events.ids.published}/details/existing.png`);
});

afterAll(async () => {
  await events?.remove();
  await env?.cleanup();
});

/** Reads a detail file and uploads a poster as `persona` signed in with `provider`; true where allowed. */
async function outcome(persona: 'root' | 'organizer' | 'user', provider: SignInProvider) {
  const storage = storageAs(env, persona, undefined, provider);
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
    uploadPoster: await allowed(put(storage, `${base}/posters/${provider}-${persona}.png`, png, 'image/png')),
  };
}

describe('storage: sign-in providers', () => {
  it('root and an organizer signed in with the custom token read and upload', async () => {
    expect(await outcome('root', 'custom')).toEqual({ readDetail: true, uploadPoster: true });
    expect(await outcome('organizer', 'custom')).toEqual({ readDetail: true, uploadPoster: true });
  });

  it.each(['anonymous', 'password'] as const)('a %s sign-in gets nothing, whoever it claims to be', async (provider) => {
    for (const persona of ['root', 'organizer', 'user'] as const) {
      expect({ persona, ...(await outcome(persona, provider)) }).toEqual({ persona, readDetail: false, uploadPoster: false });
    }
  });
});
