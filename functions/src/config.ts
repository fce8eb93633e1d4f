/**
 * Typed runtime configuration of the functions, read once.
 * Deployment values come from `functions/.env.<projectId>` (see README, Deploy).
 */
export const REGION = 'europe-west1';

const env = process.env;

export const config = {
  /** True inside the local emulator suite (set by firebase-tools). */
  isEmulator: env.FUNCTIONS_EMULATOR === 'true',
  projectId: env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT ?? 'demo-agenda',
  /** Origins allowed to call the API from another origin; Hosting itself is same-origin. */
  allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean),
} as const;
