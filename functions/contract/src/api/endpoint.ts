import { z } from 'zod';

/*
 * The API as data. Each endpoint of docs/product.md §7 is one entry: its method and path (exactly the spec's),
 * who may call it, the schema of its input (the query of a GET or DELETE, the body of a POST) and the
 * schema of its answer. The server mounts handlers from these entries (functions/src/http/endpoints.ts),
 * the app calls through them (web/src/lib/api.ts `call`), and the API tests require an authorization
 * row for every entry (functions/test/matrix).
 */

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * Who may call an endpoint, checked before its handler runs:
 * - `public`: no Firebase token (the identity exchange, the server status, a setting's value);
 * - `signedIn`: any signed-in user; a finer, named check (`rights`) is the handler's, on current rights;
 * - `adminOfAnyTenant`: root or admin of at least one country, by current rights;
 * - `root`: root users only.
 */
export type Access = 'public' | 'signedIn' | 'adminOfAnyTenant' | 'root';

/**
 * The named rights check a handler applies with the caller's current rights, for the endpoints whose
 * answer depends on the record (documentation and the matrix's expectations read it).
 */
export type RightsCheck =
  | 'eventViewer' // whoever may see the event: a Draft only for its editors
  | 'eventEditor' // root, admins of the event's country, its organizers
  | 'eventCreator' // admins of the event's country (and of the target country when it moves)
  | 'agendaViewer' // whoever may see the agenda's event
  | 'agendaEditor' // the agenda right is the event right
  | 'eventEditorOrSpeaker' // the event's editors; a speaker for their own sessions only
  | 'eventMember' // whoever takes part in the event: its participants and its editors
  | 'wallPerson' // the event's wall: its participants, speakers and editors (a Draft's or a hidden wall: editors)
  | 'tenantAdmin' // root or admin of the record's country
  | 'self' // the caller's own record
  | 'authorityChange' // docs/product.md §5–6: ROOT by root only, ADMIN of a country by its admins, never one's own
  | 'selfOrTenantAdmin'; // the caller's own record, or one of a country the caller administers (root: any)

export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
> {
  method: M;
  /** The path under /backendv2, exactly as docs/product.md §7 names it. */
  path: P;
  access: Access;
  rights?: RightsCheck;
  /** The query (GET, DELETE) or the body (POST). */
  input: I;
  /** The answer of a success (status 200). */
  output: O;
  /** The call reads the corporate directory: the app sends its Graph token in X-Graph-Token. */
  directory?: boolean;
  /**
   * The answer is a calendar file (`calendarFileSchema`: filename and ics) sent as text/calendar for
   * calendar apps, cacheable for CALENDAR_FEED_MAX_AGE_S (`public` for everyone's, else `private`).
   */
  produces?: { type: 'text/calendar'; cache: 'public' | 'private' };
  /**
   * The audit history (docs/features.md, "History"): every POST and DELETE records one entry per successful
   * call. `writes` marks a GET that changes data (it records one too); `exempt` a POST or DELETE that changes
   * nothing worth an entry, with the reason. functions/test/api/history-table.test.ts holds every endpoint to
   * it.
   */
  history?: { writes: true } | { exempt: string };
  /** One line for the README and the logs. */
  summary: string;
}

/** Whether a successful call of the endpoint must record a history entry. */
export const recordsHistory = (e: Pick<Endpoint, 'method' | 'history'>): boolean =>
  e.history ? 'writes' in e.history : e.method !== 'GET';

/** No input: a GET without parameters. */
export const noInput = z.object({}).strict();

/** Declares one endpoint; the literal types of method and path are kept. */
export const endpoint = <const M extends HttpMethod, const P extends string, I extends z.ZodType, O extends z.ZodType>(
  definition: Endpoint<M, P, I, O>,
): Endpoint<M, P, I, O> => definition;

/** What the caller sends: the input schema's input side. */
export type InputOf<E extends Endpoint> = z.input<E['input']>;
/** What a handler receives: the input after parsing. */
export type ParsedInputOf<E extends Endpoint> = z.output<E['input']>;
/** What a handler returns and the client sees, on the wire (before parsing). */
export type AnswerOf<E extends Endpoint> = z.input<E['output']>;
/** What the client gets once the answer is parsed. */
export type ParsedAnswerOf<E extends Endpoint> = z.output<E['output']>;

/** "GET /events/byId": how an endpoint is named in logs, tests and the matrix. */
export const endpointName = (e: Pick<Endpoint, 'method' | 'path'>): string => `${e.method} ${e.path}`;

/** Every endpoint of a group of endpoint objects, e.g. the whole `api`. */
export function endpointsOf(groups: Record<string, Record<string, Endpoint>>): Endpoint[] {
  return Object.values(groups).flatMap((group) => Object.values(group));
}
