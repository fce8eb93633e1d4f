/**
 * The app shell's constants (docs/product.md §9): where the app and the API are served, the product's name, the
 * server check, the session's timing and the browser storage keys. The app's first chunk, which every
 * visit downloads (the signed-out home's included), needs these and none of constants/product.ts.
 */

/** Base route path of the single-page app and of the HTTP API. */
export const APP_BASE_PATH = '/v2';
export const API_BASE_PATH = '/backendv2';
/** The product's name: the home screen's title and the end of every page's browser title. */
export const APP_NAME = 'Agenda';
/**
 * The path of the status check (`api.status.ping`), also on its own: the app's first visit checks
 * the server without loading the endpoint table (and zod with it), which its script budget cannot take.
 */
export const PING_STATUS_PATH = '/ping/status';

/** Server reachability polling (ms). */
export const SERVER_STATUS_POLL_MS = 20_000;
export const OFFLINE_PAGE_POLL_MS = 30_000;

/** A token is treated as expired this long before it really expires (ms). */
export const TOKEN_REFRESH_MARGIN_MS = 10 * 60_000;

/**
 * How long a Firebase session counts after its corporate verification (docs/security.md, "Sessions end with
 * the corporate identity"): the API refuses a caller whose last GET /firebasetoken exchange
 * (users/{uid}.verified_at), or whose own sign-in (the ID token's auth_time), is older; the app exchanges
 * again silently before then. firestore.rules and storage.rules repeat it in seconds (43200). A deployment
 * may only shorten it (SESSION_MAX_AGE_SECONDS, functions/src/config.ts).
 */
export const SESSION_MAX_AGE_MS = 12 * 60 * 60_000;

/** How long a screen's code may take to download before the app says so (web lib/chunk-timeout.ts). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const DARK_MODE_STORAGE_KEY = 'darkMode';
export const SELECTED_TENANT_STORAGE_KEY = 'selectedTenant';
/** localStorage: this browser had a signed-in Firebase user (the home page then asks Firebase; web features/auth/session-hint.ts). */
export const SESSION_HINT_STORAGE_KEY = 'agenda.signedIn';
/** sessionStorage: the tab's corporate ID token (web features/auth/corporate-token.ts). */
export const CORPORATE_TOKEN_STORAGE_KEY = 'agenda.corporateToken';
/** The country a person used last on this browser, with whose it is: where their next sign-in lands. */
export const LAST_COUNTRY_STORAGE_KEY = 'lastCountry';
