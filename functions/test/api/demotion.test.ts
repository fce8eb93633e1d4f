/**
 * Rights follow at once (docs/security.md): a demoted admin's app that never refreshes its ID token loses
 * admin reads and writes within seconds, in Firestore and in Storage, and their refresh tokens are revoked.
 * The rights version moves in the very write of the new authorities, so nothing is left half-done when
 * setting the new claims fails afterwards: the old claims are refused all the same (fail closed).
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
import { COLLECTIONS, type UserAuthority } from '@agenda/contract';
import type { Caller } from '../../src/lib/caller';
import { replaceAuthorities } from '../../src/rights/service';
import { emulatorPorts } from '../../../emulators/scripts/lib/toolchain';
import { stripesPng } from '../../../emulators/scripts/lib/png';
import { createTestEvent } from '../event-fixtures';
import { allowed, firestoreClient } from '../firestore-client';
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

const readsCountryGroups = () =>
  getDocs(query(collection(firestore, COLLECTIONS.groups), where('tenant_id', '==', 'de'))).then(
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
    expect(await readsCountryGroups()).toBe(true);
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
    await expect.poll(readsCountryGroups, { timeout: 30_000, interval: 100 }).toBe(false);
    await expect.poll(writesEventPoster, { timeout: 30_000, interval: 100 }).toBe(false);
    // The claims carry the new rights version; their sessions end too (refresh tokens revoked).
    const version = (await db.collection(COLLECTIONS.users).doc(admin.uid).get()).get('rights_version') as number;
    expect((await auth.getUser(admin.uid)).customClaims).toEqual({ rv: version });
    expect(new Date((await auth.getUser(admin.uid)).tokensValidAfterTime ?? 0).getTime()).toBeGreaterThan(
      new Date(before ?? 0).getTime(),
    );
  });
});

describe('a demotion whose claims were never set', () => {
  const USER: UserAuthority = { authority_id: 'USER', tenant_id: null };
  const ADMIN_DE: UserAuthority = { authority_id: 'ADMIN', tenant_id: 'de' };
  /** Root, as the API reads the caller of POST /rootsettings/update. */
  const rootCaller = (): Caller => ({
    uid: root.uid,
    name: 'Root',
    principal: { user_authorities: [{ authority_id: 'ROOT', tenant_id: 'un' }] },
    endpoint: 'POST /rootsettings/update',
  });

  it("raises the rights version in the authorities' own write: the old claims are refused at once", async () => {
    const demoted = await createUser([USER, ADMIN_DE], 'de');
    const client = await firestoreClient(demoted.uid);
    try {
      const groups = () =>
        allowed(getDocs(query(collection(client.firestore, COLLECTIONS.groups), where('tenant_id', '==', 'de'))));
      expect(await groups()).toBe(true);
      const record = db.collection(COLLECTIONS.users).doc(demoted.uid);
      const versionBefore = ((await record.get()).get('rights_version') as number | undefined) ?? 0;

      // The rights change alone, as POST /rootsettings/update makes it, without the claims update that
      // follows it (as when setCustomUserClaims fails): its one transaction is all that is written.
      await replaceAuthorities(rootCaller(), demoted.uid, [USER]);

      const stored = await record.get();
      expect(stored.get('user_authorities')).toEqual([USER]);
      expect(stored.get('rights_version')).toBe(versionBefore + 1);
      // The claims still say `adm: de` with the old version: the rules refuse them, with no wait.
      expect((await auth.getUser(demoted.uid)).customClaims).toEqual({ adm: 'de' });
      expect(await groups()).toBe(false);
    } finally {
      await client.close();
    }
  });

  it('a save that changes no role leaves the version, and the claims, as they were', async () => {
    const kept = await createUser([USER, ADMIN_DE], 'de');
    const record = db.collection(COLLECTIONS.users).doc(kept.uid);
    // The global USER goes: no role of the claims (root, the countries administered) changes.
    await replaceAuthorities(rootCaller(), kept.uid, [ADMIN_DE]);
    expect((await record.get()).get('user_authorities')).toEqual([ADMIN_DE]);
    expect((await record.get()).get('rights_version')).toBeUndefined();
  });
});
