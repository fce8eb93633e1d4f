/**
 * storage.rules for users' photos from the directory, v2/users/{uid}/{file}: the API
 * writes them with the Admin SDK; signed-in users read them (the public profile names them), nobody
 * lists them, and no client writes or deletes one, not even its owner or root.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storagePaths } from '@agenda/contract';
import {
  attempt,
  OPERATIONS,
  PERSONAS,
  seedFile,
  seedPersonaRecords,
  storageEnvironment,
  uidOf,
  type Persona,
} from './storage-env';

let env: RulesTestEnvironment;
const FILE = `${storagePaths.userAvatars(uidOf('user'))}photo.png`;

/** The expected table, written out rather than derived from the rules. */
const SIGNED_IN: readonly Persona[] = ['user', 'organizer', 'adminA', 'adminB', 'root'];
const ALLOWED: Record<(typeof OPERATIONS)[number], readonly Persona[]> = {
  get: SIGNED_IN,
  list: [],
  create: [],
  update: [],
  delete: [],
};

beforeAll(async () => {
  env = await storageEnvironment('demo-agenda-storage-avatars');
  await seedPersonaRecords();
  await seedFile(env, FILE);
});

afterAll(async () => {
  await env?.cleanup();
});

describe('users’ photos: persona × operation', () => {
  it.each(OPERATIONS)('%s', async (operation) => {
    const outcome: Record<string, boolean> = {};
    for (const persona of PERSONAS) outcome[persona] = await attempt(env, persona, operation, FILE);
    expect(outcome).toEqual(Object.fromEntries(PERSONAS.map((p) => [p, ALLOWED[operation].includes(p)])));
  });
});
