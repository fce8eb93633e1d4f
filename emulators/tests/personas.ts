/**
 * The people every authorization test speaks for, in one place for the API matrix
 * (functions/test/matrix), the Firestore rules tests (tests/rules), the Storage rules tests
 * (tests/storage) and the browser tests (tests/browser):
 *
 * - `anonymous`: nobody signed in;
 * - `user`: a plain USER;
 * - `organizer`: an organizer of the test records (a plain USER by rights; the records name them);
 * - `adminA`: ADMIN of country A, the country of the test records (`de`);
 * - `adminB`: ADMIN of country B, another country (`fr`);
 * - `root`: ROOT (global tenant `un`).
 */
import type { Principal } from '@agenda/contract';

/** Country A, where the tests' records live, and country B, another one. */
export const COUNTRY_A = 'de';
export const COUNTRY_B = 'fr';
/** The global tenant of ROOT rights. */
export const GLOBAL_TENANT = 'un';

export const PERSONAS = ['anonymous', 'user', 'organizer', 'adminA', 'adminB', 'root'] as const;
export type Persona = (typeof PERSONAS)[number];
/** A persona who signs in. */
export type SignedInPersona = Exclude<Persona, 'anonymous'>;

/** The rights (user_authorities) each signed-in persona holds. */
export const PRINCIPALS: Readonly<Record<SignedInPersona, Principal>> = {
  user: { user_authorities: [{ authority_id: 'USER', tenant_id: null }] },
  organizer: { user_authorities: [{ authority_id: 'USER', tenant_id: null }] },
  adminA: { user_authorities: [{ authority_id: 'ADMIN', tenant_id: COUNTRY_A }] },
  adminB: { user_authorities: [{ authority_id: 'ADMIN', tenant_id: COUNTRY_B }] },
  root: { user_authorities: [{ authority_id: 'ROOT', tenant_id: GLOBAL_TENANT }] },
};

/**
 * The demo directory's person of each persona (emulators/demo/directory.json, `demoRole`), as the
 * browser tests sign in: the organizer organises the demo events of country A.
 */
export const DEMO_PEOPLE: Readonly<Record<SignedInPersona, string>> = {
  user: 'lukas.hoffmann@corp.example',
  organizer: 'sofia.rossi@corp.example',
  adminA: 'jonas.becker@corp.example',
  adminB: 'camille.laurent@corp.example',
  root: 'margaret.keller@corp.example',
};
