/**
 * The authorization matrix, read from the endpoint table: every endpoint of `api` has rows here, and
 * every row names the exact status for every persona. A row's request is built from the endpoint's
 * own input (the query of a GET or DELETE, the body of a POST), so paths are never written twice.
 * `matrix-coverage.test.ts` fails when an endpoint of the table has no row.
 */
import { describe, expect, it } from 'vitest';
import { endpointName, type Endpoint, type InputOf } from '@agenda/contract';
import { PERSONAS, type Persona } from '../../../emulators/tests/personas';
import { call } from '../helpers';

/** The people every row answers for (emulators/tests/personas.ts, shared with the rules, storage and
 * browser tests): anonymous, a plain USER, an organizer of the test records (a plain USER by rights),
 * ADMIN of the records' country (A, `de`), ADMIN of another country (B, `fr`), ROOT. */
export { PERSONAS };
export type Expected = Record<Persona, number>;

export interface MatrixRow<Ctx> {
  endpoint: Endpoint;
  /** What distinguishes this row from others of the same endpoint ("a draft", "edit"). */
  case?: string;
  /** The input, built afresh for each persona (a new record to delete, say). */
  input: (ctx: Ctx) => unknown;
  /** Extra headers (the corporate bearer of /firebasetoken, X-Graph-Token). */
  headers?: (ctx: Ctx) => Record<string, string>;
  expected: Expected;
}

/** One row, typed by its endpoint's input. */
export const row = <E extends Endpoint, Ctx>(
  endpoint: E,
  expected: Expected,
  input: (ctx: Ctx) => InputOf<E> | Promise<InputOf<E>>,
  options: { case?: string; headers?: (ctx: Ctx) => Record<string, string> } = {},
): MatrixRow<Ctx> => ({ endpoint, expected, input, ...options });

export const rowName = (r: Pick<MatrixRow<unknown>, 'endpoint' | 'case'>): string =>
  `${endpointName(r.endpoint)}${r.case ? ` (${r.case})` : ''}`;

/** Builds the request path and options of a row's input, from the endpoint's method and path. */
export function requestOf(
  endpoint: Endpoint,
  input: unknown,
): [string, { method: Endpoint['method']; json?: unknown }] {
  if (endpoint.method === 'POST') return [endpoint.path, { method: 'POST', json: input }];
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const search = query.toString();
  return [`${endpoint.path}${search ? `?${search}` : ''}`, { method: endpoint.method }];
}

/** Tokens of the personas (anonymous has none). */
export type PersonaTokens = Record<Exclude<Persona, 'anonymous'>, { token: string }>;

/** Runs every row × every persona: the exact status, and an `error` field on every refusal. */
export function describeMatrix<Ctx>(
  rows: readonly MatrixRow<Ctx>[],
  context: () => Ctx,
  people: () => PersonaTokens,
): void {
  describe.each(rows.map((r) => [rowName(r), r] as const))('%s', (_name, r) => {
    it.each(PERSONAS)('answers %s with the expected status', async (persona) => {
      const ctx = context();
      const [path, options] = requestOf(r.endpoint, await r.input(ctx));
      const token = persona === 'anonymous' ? undefined : people()[persona].token;
      const { status, body } = await call(path, { ...options, token, headers: r.headers?.(ctx) });
      expect(status, JSON.stringify(body)).toBe(r.expected[persona]);
      if (status >= 400) expect(body).toHaveProperty('error');
    });
  });
}

// The usual expectations.
export const SIGNED_IN: Expected = { anonymous: 401, user: 200, organizer: 200, adminA: 200, adminB: 200, root: 200 };
export const ADMINS: Expected = { anonymous: 401, user: 403, organizer: 403, adminA: 200, adminB: 200, root: 200 };
export const ADMINS_OF_A: Expected = { anonymous: 401, user: 403, organizer: 403, adminA: 200, adminB: 403, root: 200 };
export const ROOT_ONLY: Expected = { anonymous: 401, user: 403, organizer: 403, adminA: 403, adminB: 403, root: 200 };
export const PUBLIC: Expected = { anonymous: 200, user: 200, organizer: 200, adminA: 200, adminB: 200, root: 200 };
/**
 * Reading what belongs to a public event of A / to a Draft event of A.
 * @alias anyone signed in reads a public event's
 */
export const READ_PUBLIC: Expected = SIGNED_IN;
export const READ_DRAFT: Expected = { anonymous: 401, user: 404, organizer: 200, adminA: 200, adminB: 404, root: 200 };
/** Editing what belongs to a public event of A / to a Draft event of A. */
export const EDIT_PUBLIC: Expected = { anonymous: 401, user: 403, organizer: 200, adminA: 200, adminB: 403, root: 200 };
export const EDIT_DRAFT: Expected = { anonymous: 401, user: 404, organizer: 200, adminA: 200, adminB: 404, root: 200 };
