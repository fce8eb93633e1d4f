/**
 * The administration lists at scale (figures only; nothing here asserts timings). Seeds 20,000
 * users and 2,000 groups into the running emulator suite, then measures the median and p95
 * latency of POST /getExistingUsers and POST /groups over first pages, deep pages and searches,
 * as a root user. Documents have fixed ids, so a second run overwrites instead of adding.
 */
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import {
  api,
  COLLECTIONS,
  endpointName,
  GROUP_LIST_PAGE_SIZES,
  newGroupDoc,
  newUserDoc,
  rolesToClaims,
  USER_TABLE_PAGE_SIZES,
  userKey,
  type GroupDoc,
  type Principal,
  type UserDoc,
} from '@agenda/contract';
import { adminClients } from './lib/admin';
import { pick, sequence } from './lib/bench-random';
import { say } from './lib/say';
import { emulatorPorts } from './lib/toolchain';

export const USERS = 20_000;
const GROUPS = 2_000;
const BATCH_SIZE = 500;
const PARALLEL_BATCHES = 4;
const REQUESTS = 100;
const BENCH_TID = 'bench';

const FIRST_NAMES = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Elif',
  'Felix',
  'Greta',
  'Hugo',
  'Ines',
  'Jonas',
  'Karin',
  'Luca',
  'Maja',
  'Noah',
  'Olga',
  'Paul',
  'Rosa',
  'Sami',
  'Tara',
  'Uwe',
];
const LAST_NAMES = [
  'Becker',
  'Dubois',
  'Fischer',
  'Garcia',
  'Horvat',
  'Jansen',
  'Keller',
  'Laurent',
  'Moreau',
  'Novak',
  'Peeters',
  'Rossi',
  'Schmidt',
  'Weber',
  'Zimmermann',
  'van Dijk',
  "O'Brien",
  'Popescu',
  'Kowalski',
  'Nagy',
];
const GROUP_WORDS = [
  'Sales',
  'Engineering',
  'Design',
  'Finance',
  'Marketing',
  'Support',
  'Security',
  'Data',
  'Legal',
  'People',
];
const COUNTRIES = ['de', 'fr', 'it', 'es', 'nl', 'be', 'at', 'pl', 'ie', 'ro'];

export async function writeInBatches(
  db: Firestore,
  collection: string,
  count: number,
  make: (index: number) => [string, DocumentData],
): Promise<void> {
  const batches: number[] = Array.from({ length: Math.ceil(count / BATCH_SIZE) }, (_, index) => index * BATCH_SIZE);
  for (let next = 0; next < batches.length; next += PARALLEL_BATCHES) {
    await Promise.all(
      batches.slice(next, next + PARALLEL_BATCHES).map((start) => {
        const batch = db.batch();
        for (let index = start; index < Math.min(start + BATCH_SIZE, count); index += 1) {
          const [id, doc] = make(index);
          batch.set(db.collection(collection).doc(id), doc);
        }
        return batch.commit();
      }),
    );
  }
}

export function benchUser(index: number): [string, UserDoc] {
  const random = sequence(index + 1);
  const first_name = pick(FIRST_NAMES, random);
  const last_name = pick(LAST_NAMES, random);
  const email = `${first_name}.${last_name.replace(/[^A-Za-z]/g, '')}.${index}@bench.example`.toLowerCase();
  const oid = `user-${String(index).padStart(5, '0')}`;
  return [
    userKey(BENCH_TID, oid),
    newUserDoc({ tid: BENCH_TID, oid, email, first_name, last_name, tenant_id: pick(COUNTRIES, random) }),
  ];
}

function benchGroup(index: number): [string, GroupDoc] {
  const random = sequence(1_000_000 + index);
  const name = `${pick(GROUP_WORDS, random)} ${pick(GROUP_WORDS, random)} team ${index}`;
  const users = Array.from({ length: 5 + Math.floor(random() * 20) }, () => benchUser(Math.floor(random() * USERS))[0]);
  return [
    `bench-group-${String(index).padStart(4, '0')}`,
    newGroupDoc({ name, tenant_id: pick(COUNTRIES, random), users: [...new Set(users)] }),
  ];
}

/** A root user of the benchmark, signed in through the Auth emulator as the app would be. */
async function rootToken(db: Firestore, auth: ReturnType<typeof adminClients>['auth']): Promise<string> {
  const uid = userKey(BENCH_TID, 'root');
  const principal: Principal = { user_authorities: [{ authority_id: 'ROOT', tenant_id: 'un' }] };
  const email = 'bench.root@bench.example';
  const doc = newUserDoc({
    tid: BENCH_TID,
    oid: 'root',
    email,
    first_name: 'Bench',
    last_name: 'Root',
    tenant_id: 'un',
    user_authorities: [...principal.user_authorities],
  });
  // Verified just now, as GET /firebasetoken records it (the API refuses a session without it).
  await db
    .collection(COLLECTIONS.users)
    .doc(uid)
    .set({ ...doc, verified_at: Timestamp.now() });
  await auth.createUser({ uid, email }).catch((error: { code?: string }) => {
    if (error.code !== 'auth/uid-already-exists') throw error;
  });
  await auth.setCustomUserClaims(uid, { ...rolesToClaims(principal) });
  const response = await fetch(
    `http://127.0.0.1:${emulatorPorts().auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: await auth.createCustomToken(uid), returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`The Auth emulator refused the benchmark's custom token: ${JSON.stringify(body)}`);
  return body.idToken;
}

interface Sample {
  kind: string;
  ms: number;
}

const quantile = (times: number[], q: number): number => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

function report(label: string, samples: Sample[]): void {
  const line = (name: string, times: number[]) =>
    `${name.padEnd(40)} median ${quantile(times, 0.5).toFixed(1).padStart(7)} ms, p95 ${quantile(times, 0.95).toFixed(1).padStart(7)} ms (${times.length} requests)`;
  say(
    `  ${line(
      label,
      samples.map((s) => s.ms),
    )}`,
  );
  for (const kind of [...new Set(samples.map((s) => s.kind))]) {
    say(
      `    ${line(
        kind,
        samples.filter((s) => s.kind === kind).map((s) => s.ms),
      )}`,
    );
  }
}

async function measure(
  apiUrl: string,
  token: string,
  path: string,
  bodies: { kind: string; json: Record<string, unknown> }[],
): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (const { kind, json } of bodies) {
    const started = performance.now();
    const response = await fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(json),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`POST ${path} ${JSON.stringify(json)} answered ${response.status}`);
    samples.push({ kind, ms: performance.now() - started });
  }
  return samples;
}

/** Requests over first pages, deep pages and searches of every kind, the same on every run. */
function userRequests(): { kind: string; json: Record<string, unknown> }[] {
  const random = sequence(42);
  return Array.from({ length: REQUESTS }, (_, index) => {
    const pageSize = pick(USER_TABLE_PAGE_SIZES, random);
    switch (index % 4) {
      case 0:
        return { kind: 'everyone, page 1', json: { search: '', page: 1, pageSize } };
      case 1:
        return {
          kind: 'everyone, page up to the last',
          json: { search: '', page: 1 + Math.floor(random() * (USERS / pageSize)), pageSize },
        };
      case 2:
        return {
          kind: 'search by name (3 letters), page 1-3',
          json: { search: pick(LAST_NAMES, random).slice(0, 3), page: 1 + Math.floor(random() * 3), pageSize },
        };
      default:
        return {
          kind: 'search by full address',
          json: { search: benchUser(Math.floor(random() * USERS))[1].email, page: 1, pageSize },
        };
    }
  });
}

function groupRequests(): { kind: string; json: Record<string, unknown> }[] {
  const random = sequence(43);
  return Array.from({ length: REQUESTS }, (_, index) => {
    const pageSize = pick(GROUP_LIST_PAGE_SIZES, random);
    switch (index % 4) {
      case 0:
        return { kind: 'all countries, page 1', json: { search: '', page: 1, pageSize } };
      case 1:
        return {
          kind: 'all countries, page up to the last',
          json: { search: '', page: 1 + Math.floor(random() * (GROUPS / pageSize)), pageSize },
        };
      case 2:
        return {
          kind: 'one country, page 1-2',
          json: { search: '', tenant_id: pick(COUNTRIES, random), page: 1 + Math.floor(random() * 2), pageSize },
        };
      default:
        return {
          kind: 'search a word, in a country or not',
          json: {
            search: pick(GROUP_WORDS, random).slice(0, 4),
            tenant_id: random() < 0.5 ? pick(COUNTRIES, random) : null,
            page: 1,
            pageSize,
          },
        };
    }
  });
}

export async function benchAdmin(apiUrl: string): Promise<void> {
  const { db, auth } = adminClients();
  say(`\nAdministration lists: seeding ${USERS} users and ${GROUPS} groups (batches of ${BATCH_SIZE})…`);
  const seeding = performance.now();
  await writeInBatches(db, COLLECTIONS.users, USERS, benchUser);
  await writeInBatches(db, COLLECTIONS.groups, GROUPS, benchGroup);
  say(`  seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

  const token = await rootToken(db, auth);
  // One request first so that the function is warm and the tenants are cached by Firestore.
  await measure(apiUrl, token, api.users.existing.path, [{ kind: 'warm-up', json: {} }]);
  say('\nAdministration list latency through the Hosting emulator (sequential requests, root user)');
  say('  The Firestore emulator has no indexes: it scans the collection, so array-contains searches grow with');
  say('  the number of users and their search keys; production answers them from the composite indexes.');
  report(endpointName(api.users.existing), await measure(apiUrl, token, api.users.existing.path, userRequests()));
  report(endpointName(api.groups.list), await measure(apiUrl, token, api.groups.list.path, groupRequests()));
}
