/**
 * storage.rules for country flags, flags/{folder}/{file}: every persona × operation, the size bound and
 * the declared types; everything outside the known folders stays closed.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, COUNTRY_IMAGE_MAX_BYTES } from '@agenda/contract';
import { adminClients } from '../../scripts/lib/admin';
import {
  attempt,
  OPERATIONS,
  PERSONAS,
  png,
  pngOfSize,
  put,
  seedFile,
  seedPersonaRecords,
  storageAs,
  storageEnvironment,
  uidOf,
  type Operation,
  type Persona,
} from './storage-env';

let env: RulesTestEnvironment;

/** Flags are public images written by root users only. */
const ALLOWED: Record<Operation, readonly Persona[]> = {
  get: PERSONAS,
  list: [],
  create: ['root'],
  update: ['root'],
  delete: ['root'],
};

beforeAll(async () => {
  env = await storageEnvironment('demo-agenda-storage-flags');
  await env.clearStorage();
  await seedPersonaRecords();
  await seedFile(env, 'flags/4711/flag.png');
});

afterAll(async () => {
  await env?.cleanup();
});

describe('country flags: persona × operation', () => {
  it.each(OPERATIONS)('%s', async (operation) => {
    const outcome: Record<string, boolean> = {};
    for (const persona of PERSONAS) outcome[persona] = await attempt(env, persona, operation, 'flags/4711/flag.png');
    expect(outcome).toEqual(Object.fromEntries(PERSONAS.map((p) => [p, ALLOWED[operation].includes(p)])));
  });
});

describe('country flags: what may be uploaded', () => {
  it('png and jpeg up to the bound, not one byte more', async () => {
    const root = storageAs(env, 'root');
    await expect(
      put(root, 'flags/123/flag.png', pngOfSize(COUNTRY_IMAGE_MAX_BYTES), 'image/png'),
    ).resolves.toBeDefined();
    await expect(
      put(root, 'flags/124/flag.jpg', pngOfSize(COUNTRY_IMAGE_MAX_BYTES), 'image/jpeg'),
    ).resolves.toBeDefined();
    await expect(
      put(root, 'flags/125/big.png', pngOfSize(COUNTRY_IMAGE_MAX_BYTES + 1), 'image/png'),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });

  it('refuses SVG and HTML, even to root', async () => {
    const root = storageAs(env, 'root');
    await expect(
      put(root, 'flags/1/flag.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
    await expect(put(root, 'flags/1/flag.png', Buffer.from('<html></html>'), 'text/html')).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
  });

  it('keeps everything else closed', async () => {
    await seedFile(env, 'elsewhere/file.png');
    for (const persona of PERSONAS) {
      expect(await attempt(env, persona, 'get', 'elsewhere/file.png')).toBe(false);
      expect(await attempt(env, persona, 'create', 'elsewhere/file.png')).toBe(false);
    }
    expect(await attempt(env, 'root', 'list', 'flags/x')).toBe(false);
    await expect(put(storageAs(env, 'root'), 'v2/news/de/deeper/photo.png', png, 'image/png')).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
  });
});

describe('role claims count only while current (issue 12)', () => {
  it('a root token minted before a demotion uploads nothing, and is root again once current', async () => {
    const { db } = adminClients();
    const record = db.collection(COLLECTIONS.users).doc(uidOf('root'));
    const root = storageAs(env, 'root');
    await expect(put(root, 'flags/900/flag.png', png, 'image/png')).resolves.toBeDefined();
    await record.update({ rights_version: 1 });
    try {
      await expect(put(root, 'flags/901/flag.png', png, 'image/png')).rejects.toMatchObject({
        code: 'storage/unauthorized',
      });
    } finally {
      await record.update({ rights_version: 0 });
    }
    await expect(put(root, 'flags/902/flag.png', png, 'image/png')).resolves.toBeDefined();
  });
});
