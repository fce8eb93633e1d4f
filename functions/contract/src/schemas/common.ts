import { z } from 'zod';
import { GROUP_MAX_USERS, MAX_PAGE } from '../constants';
import { API_MESSAGES } from '../messages';

export { requiredText } from './required-text';

/** Firestore reserves ids of the form `__…__`. */
export const isReservedId = (id: string): boolean => /^__.*__$/.test(id);

/**
 * Document ids accepted from clients: no slashes, no dots-only names, not Firestore's reserved
 * `__…__` form (which it refuses with an error, so the API would answer 500), bounded.
 */
export const documentId = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .regex(/^(?!\.\.?$)[^/]+$/, 'Invalid id')
  .refine((id) => !isReservedId(id), 'Invalid id');

/**
 * What documentId checks, for fields with messages of their own (a country chosen in a form); the
 * empty id is left to the field's own "required" message.
 */
export const isClientDocumentId = (id: string): boolean =>
  id === '' || (/^(?!\.\.?$)[^/]+$/.test(id) && !isReservedId(id));

// GET /backendv2/tenants/get?id, DELETE /backendv2/tenants?id, /groups?id, /groups/byId?id
export const documentIdQuerySchema = z.object({ id: documentId });

/** The id of the record being edited; absent, null or empty when creating one. */
export const editedId = z.preprocess((value) => (value === '' ? null : value), documentId.nullish());

/** A page number of a paged list, from 1. */
export const pageNumber = z
  .number({ error: 'The page must be a whole number from 1' })
  .int('The page must be a whole number from 1')
  .min(1, 'The page must be a whole number from 1')
  .max(MAX_PAGE, `The page must be at most ${MAX_PAGE}`)
  .default(1);

/** A page size among the sizes a table offers. */
export const pageSizeOf = <const S extends readonly number[]>(sizes: S, fallback: S[number]) =>
  z.literal(sizes, { error: API_MESSAGES.pageSize(sizes) }).default(fallback);

/** What someone typed in a search box; absent or null is no search. */
export const searchInput = z
  .string()
  .max(100, 'At most 100 characters')
  .nullish()
  .transform((value) => (value ?? '').trim());

/**
 * Addresses read from a spreadsheet: trimmed, lower-cased, blank cells and repeats dropped. An
 * empty list is refused so that an empty sheet never saves silently; anything that is not the
 * address of a user is answered back by the API, never dropped.
 */
export const spreadsheetEmailsSchema = z
  .array(z.string().max(320, 'An address has at most 320 characters'))
  .max(GROUP_MAX_USERS, API_MESSAGES.tooManyUsers(GROUP_MAX_USERS))
  .transform((cells) => [...new Set(cells.map((cell) => cell.trim().toLowerCase()).filter(Boolean))])
  .pipe(z.array(z.string()).min(1, API_MESSAGES.spreadsheetEmpty));

/** Whether two JSON values are the same (an alias given beside its canonical name). */
const sameValue = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The input of a schema read through `withAliases`: the canonical fields, or the spec's names for them. */
export type AliasedInput<I, A extends string, C extends keyof I> = Omit<I, C> &
  Partial<Pick<I, C>> & { [K in A]?: I[C] };

/**
 * docs/product.md §7 keeps the old backend's names: a body may name a field as the spec does (`aliases`:
 * the spec's name -> ours). The spec's name is read as ours before `schema` parses the body, so there is
 * one definition of each field and its messages; a body that gives both with different values is
 * refused at the spec's name (a client meaning two things by one field).
 */
export function withAliases<
  T extends z.ZodType<unknown, Record<string, unknown>>,
  A extends string,
  C extends string & keyof z.input<T>,
>(aliases: Record<A, C>, schema: T) {
  return z.preprocess<unknown, T, AliasedInput<z.input<T>, A, C>>((value, ctx) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const body: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const [alias, name] of Object.entries(aliases) as [A, C][]) {
      if (!(alias in body)) continue;
      const given = body[alias];
      delete body[alias];
      // Absent or null is not given (a new record's `id: null`).
      if (given === undefined || given === null) continue;
      if (body[name] === undefined || body[name] === null) body[name] = given;
      else if (!sameValue(body[name], given))
        ctx.addIssue({ code: 'custom', path: [alias], message: API_MESSAGES.aliasConflict(alias, name) });
    }
    return body;
  }, schema);
}
