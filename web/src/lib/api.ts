/**
 * Typed client of the /backendv2 HTTP API. It attaches the signed-in user's Firebase ID token,
 * reports every answer that carries an `error` field to the error dialog (spec §8) and signs the
 * user out on 401 (spec §4), except when the API asks for a fresh corporate verification: then the
 * session is renewed and the call made once more (setSessionRenewer).
 */
import {
  API_BASE_PATH,
  apiErrorSchema,
  asksForReauthentication,
  type Endpoint,
  type InputOf,
  type ParsedAnswerOf,
} from '@agenda/contract';
import type { z } from 'zod';
import { publishApiError } from '@/lib/error-bus';

type QueryValue = string | number | boolean | null | undefined;
export type ApiQuery = Record<string, QueryValue>;

export class ApiRequestError extends Error {
  readonly status: number;
  readonly error: string;
  readonly fields: Record<string, string[]> | undefined;
  /** Facts to act on a refusal (e.g. a 409's newer version), parsed by the caller's own schema. */
  readonly details: Record<string, unknown> | undefined;
  /** True when the error dialog already shows it (the answer carried an `error` field). */
  readonly reported: boolean;

  /** The refusal's messages by the API's field names (a 400's zod issues, a refused country…); empty when none. */
  get fieldErrors(): Record<string, string[]> {
    return this.fields ?? {};
  }

  constructor(details: {
    status: number;
    error: string;
    fields?: Record<string, string[]>;
    details?: Record<string, unknown>;
    reported?: boolean;
  }) {
    super(details.error);
    this.name = 'ApiRequestError';
    this.status = details.status;
    this.error = details.error;
    this.fields = details.fields;
    this.details = details.details;
    this.reported = details.reported ?? false;
  }
}

const STACK_LINE = /^\s*at\s/;
/** A server file's path (with its line and column), as a stack or a runtime's message names it. */
const SERVER_FILE = /(?:file:\/\/)?(?:\/[^\s/'"()]+)+\.(?:[cm]?[jt]s)(?::\d+)*/g;

/**
 * An error answer's text as a screen may show it: its lines before any stack line, and no server file
 * paths. The Functions emulator adds stacks for developers; no screen shows one, whatever the build.
 */
export function shownErrorText(text: string): string {
  const lines = text.split('\n');
  const stackStart = lines.findIndex((line) => STACK_LINE.test(line));
  const kept = (stackStart === -1 ? lines : lines.slice(0, stackStart)).join('\n').trim();
  return kept.replace(SERVER_FILE, '(server file)') || 'Error';
}

/** How the client reaches Firebase Auth; loaded lazily so that importing the client costs nothing. */
export interface ApiAuth {
  idToken(): Promise<string | null>;
  signOut(): Promise<void>;
}

const firebaseApiAuth: ApiAuth = {
  async idToken() {
    const { currentIdToken } = await import('@/lib/firebase');
    return currentIdToken();
  },
  async signOut() {
    const { signOutCurrentUser } = await import('@/lib/firebase');
    await signOutCurrentUser();
  },
};

let apiAuth: ApiAuth = firebaseApiAuth;

/** Gives the X-Graph-Token of directory calls; null where the server needs none (the emulator). */
export type DirectoryTokenSource = () => Promise<string | null>;

// Registered by the app (it comes from the corporate sign-in, which this shared module must not import).
let directoryTokenSource: DirectoryTokenSource | null = null;

export function setDirectoryTokenSource(source: DirectoryTokenSource | null): void {
  directoryTokenSource = source;
}

export interface ApiCallOptions {
  /** The call reads the corporate directory (GET /users/refresh, /directory/search, POST /users/new): send X-Graph-Token. */
  directory?: boolean;
  /**
   * Statuses the screen shows itself, at its fields or in its own notice (a 400's `fields`, a 409's
   * `details`): they are not sent to the error dialog.
   */
  handles?: readonly number[];
}

/**
 * The refusals a form foresees and shows at its fields or in its own alert: a
 * validation 400 with field errors, a 403 on a field (a country the caller may not use), a 404 (an
 * unknown user, a record deleted meanwhile) and a 409 (a duplicate, a newer version). The error dialog
 * stays for the unexpected: 5xx, network failures, answers that break the contract.
 */
export const FORM_REFUSALS: readonly number[] = [400, 403, 404, 409];

/** The options of a form's save: its foreseeable refusals stay out of the error dialog. */
export const AT_THE_FORM: ApiCallOptions = { handles: FORM_REFUSALS };

/**
 * Renews the Firebase session with a fresh corporate verification: a fresh
 * corporate token (silently, else the popup) exchanged at GET /firebasetoken. Registered by the
 * corporate sign-in, which this shared module must not import.
 */
export type SessionRenewer = () => Promise<void>;

let sessionRenewer: SessionRenewer | null = null;
let renewal: Promise<void> | null = null;

export function setSessionRenewer(renewer: SessionRenewer | null): void {
  sessionRenewer = renewer;
}

/** One renewal at a time: every call refused meanwhile waits for the same one. */
function renewSession(renewer: SessionRenewer): Promise<void> {
  renewal ??= renewer().finally(() => {
    renewal = null;
  });
  return renewal;
}

/** Replaces the Auth bridge (tests); returns a function that restores the previous one. */
export function setApiAuth(next: ApiAuth): () => void {
  const previous = apiAuth;
  apiAuth = next;
  return () => {
    apiAuth = previous;
  };
}

export function apiUrl(path: string, query?: ApiQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  const normalized = path.startsWith('/') ? path : `/${path}`;
  return `${API_BASE_PATH}${normalized}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function request(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  body?: unknown,
  options: ApiCallOptions = {},
  renewed = false,
): Promise<unknown> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = await apiAuth.idToken().catch(() => null);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  if (options.directory && directoryTokenSource) {
    const directoryToken = await directoryTokenSource();
    if (directoryToken) headers.set('X-Graph-Token', directoryToken);
  }

  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (cause) {
    throw new ApiRequestError({ status: 0, error: cause instanceof Error ? cause.message : 'Network error' });
  }

  const payload = await readBody(response);
  const apiError = apiErrorSchema.safeParse(payload);
  let sessionEnded = false;
  if (response.status === 401) {
    // The corporate verification is too old: renew the session and ask once more,
    // keeping the user signed in and their screen (and unsaved work) as it is. If the renewal fails
    // the refusal is reported and the session kept, so that nothing on screen is lost; any other
    // 401 ends the session (spec §4).
    if (apiError.success && asksForReauthentication(apiError.data.details)) {
      const renewer = sessionRenewer;
      if (renewer && !renewed) {
        const ok = await renewSession(renewer).then(
          () => true,
          () => false,
        );
        if (ok) return request(method, url, body, options, true);
      }
    } else {
      await apiAuth.signOut().catch(() => undefined);
      sessionEnded = true;
    }
  }
  if (apiError.success) {
    // Only the message and the field errors go on: a stack (the Functions emulator adds one for
    // developers) names the server's files, and no screen shows it. `details` stay on the error for the
    // caller to act on (a 409's newer version), never for display.
    const { fields, details } = apiError.data;
    const error = shownErrorText(apiError.data.error);
    // A 401 that ended the session is answered by the sign-out itself (the home with its login button);
    // a dialog over it would only say that the token was refused, and whether it showed depended on
    // whether the signed-out app had mounted its dialog yet.
    const handled = sessionEnded || (options.handles?.includes(response.status) ?? false);
    if (!handled) publishApiError({ status: response.status, error, fields });
    throw new ApiRequestError({ status: response.status, error, fields, details, reported: !handled });
  }
  if (!response.ok) {
    throw new ApiRequestError({ status: response.status, error: `${response.status} ${response.statusText}`.trim() });
  }
  return payload;
}

function validated<S extends z.ZodType>(payload: unknown, schema: S, status: number): z.infer<S> {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiRequestError({ status, error: `Unexpected answer from the server: ${parsed.error.message}` });
  }
  return parsed.data;
}

/**
 * Calls one endpoint of the contract's table (`api.events.save`, …): its method and path, the input as
 * the query of a GET or DELETE or the body of a POST, and the answer parsed with the entry's own schema.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  input: InputOf<E>,
  options?: ApiCallOptions,
): Promise<ParsedAnswerOf<E>> {
  const directory = { ...options, directory: options?.directory ?? endpoint.directory };
  const payload =
    endpoint.method === 'POST'
      ? await request('POST', apiUrl(endpoint.path), input, directory)
      : await request(endpoint.method, apiUrl(endpoint.path, input as ApiQuery), undefined, directory);
  return validated(payload, endpoint.output, 200) as ParsedAnswerOf<E>;
}
