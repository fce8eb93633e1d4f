/**
 * Issue 12, item 1: a demoted admin's app that never refreshes its ID token loses admin reads and
 * writes within seconds, in Firestore and in Storage, and their refresh tokens are revoked.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithCustomToken } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  getDocs,
  query,
  terminate,
  where,
  type Firestore,
} from 'firebase/firestore';
import { connectStorageEmulator, getStorage, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@agenda/contract';
import { emulatorPorts } from '../../../emulators/scripts/lib/toolchain';
import { stripesPng } from '../../../emulators/scripts/lib/png';
import { createTestEvent } from '../event-fixtures';
import { aSecondLater, auth, call, createUser, db, type TestUser } from '../helpers';

const ports = emulatorPorts();
const png = stripesPng({ width: 2, height: 2, colors: [[10, 20, 30]], direction: 'horizontal' });

let app: FirebaseApp;
let firestore: Firestore;
let admin: TestUser;
let root: TestUser;
let eventId: string;

beforeAll(async () => {
  [admin, root] = await Promise.all([
    createUser(
      [
        { authority_id: 'USER', tenant_id: null },
        { authority_id: 'ADMIN', tenant_id: 'de' },
      ],
      'de',
    ),
    createUser([{ authority_id: 'ROOT', tenant_id: 'un' }], 'un'),
  ]);
  eventId = (await createTestEvent('someone-else')).id;
  // The admin's app: signed in once, never refreshing its token (the SDK refreshes only near expiry).
  app = initializeApp(
    { projectId: 'demo-agenda', apiKey: 'demo-api-key', storageBucket: 'demo-agenda.appspot.com' },
    `demotion-${Date.now()}`,
  );
  const appAuth = getAuth(app);
  connectAuthEmulator(appAuth, `http://127.0.0.1:${ports.auth}`, { disableWarnings: true });
  firestore = (await import('firebase/firestore')).getFirestore(app);
  connectFirestoreEmulator(firestore, '127.0.0.1', ports.firestore);
  connectStorageEmulator(getStorage(app), '127.0.0.1', ports.storage);
  await signInWithCustomToken(appAuth, await auth.createCustomToken(admin.uid));
});

afterAll(async () => {
  await terminate(firestore).catch(() => undefined);
  await deleteApp(app).catch(() => undefined);
});

const readsCountryUsers = () =>
  getDocs(query(collection(firestore, COLLECTIONS.users), where('tenant_id', '==', 'de'))).then(
    () => true,
    () => false,
  );
const writesEventPoster = () =>
  uploadBytes(ref(getStorage(app), `v2/events/${eventId}/posters/demotion-${Date.now()}.png`), png, {
    contentType: 'image/png',
  }).then(
    () => true,
    () => false,
  );

describe('a demoted admin with an old token', () => {
  it('reads and writes as admin before, and after the demotion neither, with the same old token', async () => {
    expect(await readsCountryUsers()).toBe(true);
    expect(await writesEventPoster()).toBe(true);
    const before = (await auth.getUser(admin.uid)).tokensValidAfterTime;
    // Revocation is recorded to the second: a later one than the token's, so that the revocation shows.
    await aSecondLater();

    const email = (await db.collection(COLLECTIONS.users).doc(admin.uid).get()).get('email') as string;
    const demoted = await call('/rootsettings/update', {
      token: root.token,
      json: { id: email, authlist: [{ authority_id: 'USER', tenant_id: null }] },
    });
    expect(demoted.status, JSON.stringify(demoted.body)).toBe(200);

    // The rules compare the token's rights version with the user's record, so the refusal needs no new
    // token; the polls are patient for a busy machine (how soon is not this test's to measure).
    await expect.poll(readsCountryUsers, { timeout: 30_000, interval: 100 }).toBe(false);
    await expect.poll(writesEventPoster, { timeout: 30_000, interval: 100 }).toBe(false);
    // The claims carry the new rights version; their sessions end too (refresh tokens revoked).
    expect((await auth.getUser(admin.uid)).customClaims).toEqual({ rv: 1 });
    expect(new Date((await auth.getUser(admin.uid)).tokensValidAfterTime ?? 0).getTime()).toBeGreaterThan(
      new Date(before ?? 0).getTime(),
    );
  });
});
