/**
 * Storage rules tests against the running Storage emulator: the real storage.rules, the personas of
 * docs/product.md §6 with the custom claims the API sets, and event documents in the suite's Firestore (the
 * Storage emulator's firestore.get() reads the project the suite runs, demo-agenda).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll } from 'vitest';
import { COLLECTIONS, rolesToClaims } from '@agenda/contract';
import { adminClients } from '../../scripts/lib/admin';
import { stripesPng } from '../../scripts/lib/png';
import { ROOT } from '../../scripts/lib/paths';
import { emulatorPorts } from '../../scripts/lib/toolchain';
import { COUNTRY_A, PERSONAS, PRINCIPALS, type Persona } from '../personas';

// The shared personas (../personas.ts): every event of these tests is in country A (`de`), where
// adminA is ADMIN; adminB administers country B (`fr`); the organizer is named by the events.
export { PERSONAS, type Persona };
export const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

export const uidOf = (persona: Exclude<Persona, 'anonymous'>) => `storage-test-${persona}`;

export const png = stripesPng({ width: 4, height: 4, colors: [[200, 30, 30]], direction: 'horizontal' });
/** A buffer of `size` bytes that starts like a PNG (the rules only see size and declared type). */
export const pngOfSize = (size: number) =>
  Buffer.concat([png, Buffer.alloc(Math.max(0, size - png.length))]).subarray(0, size);

export async function storageEnvironment(projectId: string): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId,
    storage: {
      host: '127.0.0.1',
      port: emulatorPorts().storage,
      rules: readFileSync(path.join(ROOT, 'storage.rules'), 'utf8'),
    },
  });
}

export type Storage = ReturnType<ReturnType<RulesTestEnvironment['unauthenticatedContext']>['storage']>;

/** The `firebase` claim of an ID token from a sign-in with `provider` (people sign in with 'custom' tokens). */
export const signInClaim = (provider: SignInProvider) => ({
  firebase: { sign_in_provider: provider, identities: {} },
  // Signed in just now: the rules count a sign-in for SESSION_MAX_AGE_MS after its auth_time.
  auth_time: Math.floor(Date.now() / 1000),
});
/** The Firebase sign-in providers the tests use. */
export type SignInProvider = 'custom' | 'anonymous' | 'password';

/**
 * The persona's Storage client, on the environment's bucket or on `bucketUrl` (gs://…), signed in as
 * the app does (custom token) unless `provider` names another sign-in (anonymous, password: refused).
 */
export function storageAs(
  env: RulesTestEnvironment,
  persona: Persona,
  bucketUrl?: string,
  provider: SignInProvider = 'custom',
): Storage {
  if (persona === 'anonymous') return env.unauthenticatedContext().storage(bucketUrl);
  return env
    .authenticatedContext(uidOf(persona), { ...rolesToClaims(PRINCIPALS[persona]), ...signInClaim(provider) })
    .storage(bucketUrl);
}

/** An upload as a promise (the SDK's task is only thenable). */
export const put = (storage: Storage, file: string, data: Buffer, contentType: string) =>
  new Promise<unknown>((resolve, reject) => {
    storage.ref(file).put(data, { contentType }).then(resolve, reject);
  });

/** Puts a file with the rules disabled (as the Admin SDK would). */
export async function seedFile(
  env: RulesTestEnvironment,
  file: string,
  data: Buffer = png,
  contentType = 'image/png',
): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await put(context.storage(), file, data, contentType);
  });
}

/** Event documents in the suite's Firestore, with ids of their own; removed by the returned function. */
export async function seedEvents(
  events: Record<string, { privacy: boolean }>,
): Promise<{ ids: Record<string, string>; remove: () => Promise<void> }> {
  const { db } = adminClients();
  const suffix = randomUUID().slice(0, 8);
  const ids: Record<string, string> = {};
  for (const [key, { privacy }] of Object.entries(events)) {
    const id = `storage-test-${key}-${suffix}`;
    ids[key] = id;
    await db
      .collection(COLLECTIONS.events)
      .doc(id)
      .set({
        name: `Storage test ${key}`,
        tenant_id: COUNTRY_A,
        privacy,
        organizers: [uidOf('organizer')],
      });
  }
  await seedPersonaRecords();
  return {
    ids,
    remove: async () => {
      await Promise.all(Object.values(ids).map((id) => db.collection(COLLECTIONS.events).doc(id).delete()));
    },
  };
}

/** True when the rules allow the request, false when they refuse it; any other failure is an error of the test. */
export const allowed = (request: Promise<unknown>): Promise<boolean> =>
  request.then(
    () => true,
    (error: { code?: string }) => {
      if (error.code === 'storage/unauthorized' || error.code === 'storage/unauthenticated') return false;
      throw error;
    },
  );

/** Runs one operation as the persona on `file` (list: its folder); resolves true when the rules allow it. */
export async function attempt(
  env: RulesTestEnvironment,
  persona: Persona,
  operation: Operation,
  file: string,
): Promise<boolean> {
  const storage = storageAs(env, persona);
  const folder = file.slice(0, file.lastIndexOf('/'));
  const run = async (): Promise<unknown> => {
    switch (operation) {
      case 'get':
        return storage.ref(file).getMetadata();
      case 'list':
        return storage.ref(folder).list({ maxResults: 10 });
      case 'create':
        return put(storage, `${folder}/new-${persona}-${randomUUID().slice(0, 8)}.png`, png, 'image/png');
      case 'update':
        return put(storage, file, png, 'image/png');
      case 'delete': {
        const victim = `${folder}/delete-${persona}-${randomUUID().slice(0, 8)}.png`;
        await seedFile(env, victim);
        return storage.ref(victim).delete();
      }
    }
  };
  return allowed(run());
}

/**
 * The personas' user records in the suite's Firestore: the rules trust role claims only while the
 * record's rights_version matches the token's `rv` (both 0 here). Idempotent.
 */
export async function seedPersonaRecords(): Promise<void> {
  const { db } = adminClients();
  for (const persona of PERSONAS) {
    if (persona === 'anonymous') continue;
    await db
      .collection(COLLECTIONS.users)
      .doc(uidOf(persona))
      .set({
        email: `${persona}@storage.example`,
        tenant_id: 'de',
        user_authorities: PRINCIPALS[persona].user_authorities,
        rights_version: 0,
      });
  }
}

/**
 * The set-up of the sign-in checks (providers, session age): the file's environment and one published
 * event with a detail file, made before the file's tests and removed after them. `readAndUpload` reads
 * that detail file and uploads a poster named `poster` to the event with the `storage` client given:
 * true where the rules allow it. Call once, at the top of the file.
 */
export function signInSuite(projectId: string) {
  let env: RulesTestEnvironment | undefined;
  let events: Awaited<ReturnType<typeof seedEvents>> | undefined;

  beforeAll(async () => {
    env = await storageEnvironment(projectId);
    events = await seedEvents({ published: { privacy: false } });
    await seedFile(env, `v2/events/${events.ids.published}/details/existing.png`);
  });

  afterAll(async () => {
    await events?.remove();
    await env?.cleanup();
  });

  const ready = () => {
    if (!env || !events) throw new Error(`The storage environment of ${projectId} is used before its beforeAll ran`);
    return { env, eventId: events.ids.published };
  };

  return {
    /** The file's environment (once its beforeAll ran). */
    env: () => ready().env,
    readAndUpload: async (storage: Storage, poster: string) => {
      const base = `v2/events/${ready().eventId}`;
      return {
        readDetail: await allowed(storage.ref(`${base}/details/existing.png`).getMetadata()),
        uploadPoster: await allowed(put(storage, `${base}/posters/${poster}.png`, png, 'image/png')),
      };
    },
  };
}

/** What the rules answer each persona for each operation on `file`: operation → persona → allowed. */
export async function outcomeTable(
  env: RulesTestEnvironment,
  file: string,
): Promise<Record<string, Record<string, boolean>>> {
  const table: Record<string, Record<string, boolean>> = {};
  for (const operation of OPERATIONS) {
    table[operation] = {};
    for (const persona of PERSONAS) table[operation][persona] = await attempt(env, persona, operation, file);
  }
  return table;
}

/** The table `outcomeTable` should answer, from who may do each operation. */
export const expectedTable = (allowedTo: (operation: Operation) => readonly Persona[]) =>
  Object.fromEntries(
    OPERATIONS.map((operation) => [
      operation,
      Object.fromEntries(PERSONAS.map((persona) => [persona, allowedTo(operation).includes(persona)])),
    ]),
  );
