/**
 * Typed runtime configuration of the functions, read once. Deployment values come from
 * `functions/.env.<projectId>` (see README, Deploy); the emulator reads `.env.demo-agenda`.
 */
export const REGION = 'europe-west1';

const env = process.env;
const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const isEmulator = env.FUNCTIONS_EMULATOR === 'true';

export const config = {
  /** True inside the local emulator suite (set by firebase-tools, never in production). */
  isEmulator,
  projectId: env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT ?? 'demo-agenda',
  /** Origins allowed to call the API from another origin; Hosting itself is same-origin. */
  allowedOrigins: list(env.ALLOWED_ORIGINS),
  entra: {
    /** Audience of the corporate ID tokens: the app registration's client id. */
    clientId: env.ENTRA_CLIENT_ID ?? '',
    /** Directory (tenant) ids whose people may sign in. */
    allowedTenants: list(env.ENTRA_ALLOWED_TENANTS),
    authorityHost: 'https://login.microsoftonline.com',
  },
  /** The local identity provider: only inside the emulator, whatever the environment says. */
  localIdpUrl: isEmulator && env.LOCAL_IDP_URL ? env.LOCAL_IDP_URL.replace(/\/$/, '') : null,
} as const;
