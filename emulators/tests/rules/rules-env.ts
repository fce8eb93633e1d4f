/** The rules test environment: the real rules files, a project of its own, users with role claims. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, setDoc, setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { COLLECTIONS, rolesToClaims } from '@agenda/contract';
import { ROOT } from '../../scripts/lib/paths';
import { emulatorPorts } from '../../scripts/lib/toolchain';
import { PERSONAS, PRINCIPALS, type Persona } from '../personas';

// Denied requests are the point of these tests; the SDK would log each one.
setLogLevel('silent');

/**
 * The shared personas (../personas.ts) but the organizer: the Firestore rules know no organizers
 * (writes go through the API), so an organizer is a plain user to them. ADMIN of country A
 * administers `de`; ADMIN of country B administers `fr`.
 */
export type Role = Exclude<Persona, 'organizer'>;
export const ROLES: readonly Role[] = PERSONAS.filter((persona): persona is Role => persona !== 'organizer');

export const uidOf = (role: Exclude<Role, 'anonymous'>) => `uid-${role}`;

export async function rulesEnvironment(projectId: string): Promise<RulesTestEnvironment> {
  const ports = emulatorPorts();
  return initializeTestEnvironment({
    projectId,
    firestore: {
      host: '127.0.0.1',
      port: ports.firestore,
      rules: readFileSync(path.join(ROOT, 'firestore.rules'), 'utf8'),
    },
  });
}

/**
 * The `firebase` claim of an ID token from a sign-in with `provider`. People sign in with the custom
 * token GET /firebasetoken mints ('custom'); the rules refuse every other provider ('anonymous',
 * 'password', …) of the same project.
 */
export const signInClaim = (provider: SignInProvider) => ({
  firebase: { sign_in_provider: provider, identities: {} },
  // Signed in just now: the rules count a sign-in for SESSION_MAX_AGE_MS after its auth_time.
  auth_time: Math.floor(Date.now() / 1000),
});
/** The Firebase sign-in providers the tests use. */
export type SignInProvider = 'custom' | 'anonymous' | 'password';

/** A Firestore client acting as the role, signed in as the app does (custom token) with the claims the API sets. */
export function firestoreAs(env: RulesTestEnvironment, role: Role) {
  if (role === 'anonymous') return env.unauthenticatedContext().firestore();
  return env
    .authenticatedContext(uidOf(role), { ...rolesToClaims(PRINCIPALS[role]), ...signInClaim('custom') })
    .firestore();
}

/** A Firestore client of the rules tests (every context's `firestore()` is one). */
export type Db = ReturnType<typeof firestoreAs>;

/** The role's uid and claims, but signed in with another provider (an anonymous or e-mail/password account). */
export function firestoreWithProvider(
  env: RulesTestEnvironment,
  role: Exclude<Role, 'anonymous'>,
  provider: SignInProvider,
) {
  return env
    .authenticatedContext(uidOf(role), { ...rolesToClaims(PRINCIPALS[role]), ...signInClaim(provider) })
    .firestore();
}

/** The uid of the organizer the event tests name in their events' `organizers` (a plain user otherwise). */
export const ORGANIZER_UID = 'uid-organizer';

/**
 * The user records of the roles and of the organizer, as the API keeps them: the rules count a token
 * only while its person has a record (sessionCurrent) and trust role claims only while the record's
 * rights_version matches the token's `rv` (both 0 here). Call inside withSecurityRulesDisabled.
 */
export async function seedRoleRecords(db: Db, tenantId = 'de'): Promise<void> {
  for (const role of ['user', 'adminA', 'adminB', 'root'] as const) {
    await setDoc(doc(db, COLLECTIONS.users, uidOf(role)), {
      email: `${role}@x.example`,
      tenant_id: tenantId,
      user_authorities: PRINCIPALS[role].user_authorities,
      rights_version: 0,
    });
  }
  await setDoc(doc(db, COLLECTIONS.users, ORGANIZER_UID), {
    email: 'organizer@x.example',
    tenant_id: tenantId,
    user_authorities: PRINCIPALS.organizer.user_authorities,
    rights_version: 0,
  });
}

/** The roles and the organizer of the tests' events: the personas of an event's truth tables. */
export type EventRole = Role | 'organizer';
export const EVENT_ROLES: readonly EventRole[] = [...ROLES, 'organizer'];

/**
 * The events of the event truth tables (events, badges): a public event and a Draft of `de`, both
 * organized by the organizer, and a Draft of `fr` that nobody organizes.
 */
export const EVENTS = {
  'public-de': { tenant_id: 'de', privacy: false, organizers: [ORGANIZER_UID] },
  'draft-de': { tenant_id: 'de', privacy: true, organizers: [ORGANIZER_UID] },
  'draft-fr': { tenant_id: 'fr', privacy: true, organizers: [] },
} as const;
export type EventId = keyof typeof EVENTS;

/** The assertion of a truth table's cell: the request succeeds where `allowed`, else the rules refuse it. */
export const expectation = (allowed: boolean) => (allowed ? assertSucceeds : assertFails);

/**
 * A rules test file's environment, in a project of its own (the files run side by side and each clears
 * its data): created before the file's tests and cleaned up after them. Before each test the data is
 * cleared and `seed` writes the file's documents with the rules off (as the API's Admin SDK does);
 * a seed that needs the role records calls seedRoleRecords itself. Call once, at the top of the file.
 */
export function rulesSuite(projectId: string, seed: (db: Db) => Promise<void>) {
  let current: RulesTestEnvironment | undefined;
  const env = (): RulesTestEnvironment => {
    if (!current) throw new Error(`The rules environment of ${projectId} is used before its beforeAll ran`);
    return current;
  };

  beforeAll(async () => {
    current = await rulesEnvironment(projectId);
  });

  afterAll(async () => {
    await current?.cleanup();
  });

  beforeEach(async () => {
    await env().clearFirestore();
    await env().withSecurityRulesDisabled(async (context) => {
      await seed(context.firestore());
    });
  });

  return {
    /** The file's environment (once its beforeAll ran). */
    env,
    /** A client acting as the role (firestoreAs), or as the organizer: a plain user, ORGANIZER_UID, named by the events. */
    dbAs: (role: EventRole): Db =>
      role === 'organizer'
        ? env().authenticatedContext(ORGANIZER_UID, signInClaim('custom')).firestore()
        : firestoreAs(env(), role),
  };
}
