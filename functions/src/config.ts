/**
 * Typed runtime configuration of the functions, read once. Deployment values come from
 * `functions/.env.<projectId>` (see docs/deploy.md); the emulator reads `.env.demo-agenda`.
 */
import { SESSION_MAX_AGE_MS } from '@agenda/contract';

export const REGION = 'europe-west1';

type Env = Readonly<Record<string, string | undefined>>;

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The project id the runtime reports (set by the platform; a `.env` file cannot override it). */
const projectIdOf = (env: Env): string => env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT ?? 'demo-agenda';

/** An http(s) address on this machine (127.0.0.1, localhost or [::1]), without its trailing slash; else null. */
export function loopbackUrl(value: string | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!LOOPBACK_HOSTS.has(url.hostname) || url.username || url.password) return null;
  return value.replace(/\/$/, '');
}

/**
 * Whether the functions run inside the local emulator suite: ALL of the emulator flag, a `demo-`
 * project (Firebase never deploys to one; the platform sets the id, a `.env` file cannot), not on
 * Cloud Run, and a local identity provider on a loopback address. `FUNCTIONS_EMULATOR` alone is a
 * plain environment variable that a deployment could set by mistake.
 *
 * "Not on Cloud Run": no `K_SERVICE`. firebase-tools 14 sets `K_SERVICE` in the worker of an HTTP
 * function too, always with its fixed `K_REVISION` "1" and never `K_CONFIGURATION`; Cloud Run sets
 * all three, with revisions named `<service>-00001-abc`. So `K_SERVICE` is tolerated only with the
 * emulator's revision "1" and without `K_CONFIGURATION`.
 */
export function isLocalSuite(env: Env): boolean {
  const onCloudRun = Boolean(env.K_CONFIGURATION) || (Boolean(env.K_SERVICE) && env.K_REVISION !== '1');
  return (
    env.FUNCTIONS_EMULATOR === 'true' &&
    projectIdOf(env).startsWith('demo-') &&
    !onCloudRun &&
    loopbackUrl(env.LOCAL_IDP_URL) !== null
  );
}

/**
 * The maximum age of a corporate verification (SESSION_MAX_AGE_MS). SESSION_MAX_AGE_SECONDS may
 * shorten it (a stricter deployment, or a test), never lengthen it: the security rules hold the
 * contract's value. Anything but a whole number of seconds from 1 up to that value stops the start.
 */
export function sessionMaxAgeMsFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return SESSION_MAX_AGE_MS;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds * 1000 > SESSION_MAX_AGE_MS) {
    throw new Error(
      `SESSION_MAX_AGE_SECONDS must be a whole number from 1 to ${SESSION_MAX_AGE_MS / 1000}, not "${value}"`,
    );
  }
  return seconds * 1000;
}

/**
 * The app's origin (scheme, host, port), for links back into the app in mails: APP_ORIGIN, an http(s)
 * origin; else Firebase Hosting's default site of the project, https://<project id>.web.app. Anything
 * else stops the start.
 */
export function appOriginFrom(value: string | undefined, projectId: string): string {
  if (value === undefined || value.trim() === '') return `https://${projectId}.web.app`;
  let url: URL | null = null;
  try {
    url = new URL(value.trim());
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== value.trim().replace(/\/$/, ''))
    throw new Error(`APP_ORIGIN must be an http(s) origin such as https://agenda.example.com, not "${value}"`);
  return url.origin;
}

/** The configuration read from an environment (process.env in production; any object in tests). */
function configFrom(env: Env) {
  const isEmulator = isLocalSuite(env);
  return {
    /**
     * True inside the local emulator suite only (see isLocalSuite). Gates the local identity
     * provider, the demo directory, the answer checks and error stacks.
     */
    isEmulator,
    projectId: projectIdOf(env),
    /** Origins allowed to call the API from another origin; Hosting itself is same-origin. */
    allowedOrigins: list(env.ALLOWED_ORIGINS),
    /** Where the app is served (appOriginFrom): mails link to its pages below APP_BASE_PATH. */
    appOrigin: appOriginFrom(env.APP_ORIGIN, projectIdOf(env)),
    entra: {
      /** Audience of the corporate ID tokens: the app registration's client id. */
      clientId: env.ENTRA_CLIENT_ID ?? '',
      /** Directory (tenant) ids whose people may sign in. */
      allowedTenants: list(env.ENTRA_ALLOWED_TENANTS),
      authorityHost: 'https://login.microsoftonline.com',
    },
    /** How old the last corporate verification of a caller may be (sessionMaxAgeMsFrom). */
    sessionMaxAgeMs: sessionMaxAgeMsFrom(env.SESSION_MAX_AGE_SECONDS),
    /** The local identity provider: only inside the emulator suite, whatever the environment says. */
    localIdpUrl: isEmulator ? loopbackUrl(env.LOCAL_IDP_URL) : null,
  } as const;
}

export const config = configFrom(process.env);
