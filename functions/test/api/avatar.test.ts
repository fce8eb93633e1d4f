/**
 * The avatar from the directory: sign-in and GET /users/refresh take the person's
 * photo from the directory (in the emulator, the demo directory's generated one with their initials),
 * store it under v2/users/{uid}/ and record its download address as `avatar_url`, only when it changed;
 * a person without a photo keeps the initials avatar (null).
 */
import { randomUUID } from 'node:crypto';
import { imageSize } from 'image-size';
import { afterAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, userKey } from '@agenda/contract';
import { corporateToken, DEMO_TID, exchange } from '../corporate';
import { call, db, idTokenFromCustomToken, testBucket } from '../helpers';

const created: string[] = [];
afterAll(async () => {
  await Promise.all(created.map((oid) => db.collection(COLLECTIONS.directory).doc(oid).delete()));
});

/** A person of the demo directory of this file's own. */
async function directoryPerson(givenName: string, surname: string, photo?: false) {
  const oid = randomUUID();
  const mail = `avatar-${oid}@corp.example`;
  created.push(oid);
  const person = { oid, tid: DEMO_TID, givenName, surname, displayName: `${givenName} ${surname}` };
  await db
    .collection(COLLECTIONS.directory)
    .doc(oid)
    .set({ ...person, mail, mail_lower: mail, jobTitle: null, country: null, ...(photo === false ? { photo } : {}) });
  return { oid, mail, uid: userKey(DEMO_TID, oid), displayName: person.displayName };
}

async function signIn(person: { oid: string; mail: string; displayName: string }): Promise<string> {
  const response = await exchange(
    await corporateToken({ oid: person.oid, email: person.mail, name: person.displayName }),
  );
  expect(response.status).toBe(200);
  return idTokenFromCustomToken(((await response.json()) as { token: string }).token);
}

const avatarOf = async (uid: string) =>
  (await db.collection(COLLECTIONS.users).doc(uid).get()).get('avatar_url') as string | null;

/** Whether the object an address points at is still stored. */
async function stored(address: string): Promise<boolean> {
  const object = decodeURIComponent(new URL(address).pathname.split('/o/')[1]!);
  return (await testBucket().file(object).exists())[0];
}

/** The stored image behind an address, read as the app's <img> reads it. */
async function image(address: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await fetch(address);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe('avatar from the directory', () => {
  it('sign-in records avatar_url, a readable PNG under v2/users/{uid}/; signing in again keeps the address', async () => {
    const person = await directoryPerson('Ada', 'Lovelace');
    await signIn(person);
    const address = await avatarOf(person.uid);
    expect(address).toContain(encodeURIComponent(`v2/users/${person.uid}/`));
    const photo = await image(address!);
    expect(photo.status).toBe(200);
    expect(photo.type).toBe('image/png');
    expect(imageSize(photo.bytes)).toMatchObject({ width: 128, height: 128, type: 'png' });

    await signIn(person);
    expect(await avatarOf(person.uid)).toBe(address);
  });

  it('GET /users/refresh takes a changed photo and removes the old one; no photo gives the initials avatar', async () => {
    const person = await directoryPerson('Grace', 'Hopper');
    const token = await signIn(person);
    const first = await avatarOf(person.uid);
    expect(first).not.toBeNull();

    // A new name is new initials: a new photo, at a new address.
    await db.collection(COLLECTIONS.directory).doc(person.oid).update({ givenName: 'Margaret' });
    const refreshed = await call('/users/refresh', { token });
    expect(refreshed.status).toBe(200);
    const second = await avatarOf(person.uid);
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    expect((refreshed.body.result as { avatar_url: string }).avatar_url).toBe(second);
    expect((await image(second!)).status).toBe(200);
    expect(await stored(first!)).toBe(false);

    await db.collection(COLLECTIONS.directory).doc(person.oid).update({ photo: false });
    expect((await call('/users/refresh', { token })).status).toBe(200);
    expect(await avatarOf(person.uid)).toBeNull();
    expect(await stored(second!)).toBe(false);
  });

  it('a person without a photo in the directory signs in with no avatar_url', async () => {
    const person = await directoryPerson('No', 'Photo', false);
    await signIn(person);
    expect(await avatarOf(person.uid)).toBeNull();
  });
});
