import { SESSION_MAX_AGE_MS, TOKEN_REFRESH_MARGIN_MS } from './constants';

/**
 * Sessions end with the corporate identity (docs/security.md). The API answers 401 with
 * `details.code` REAUTHENTICATION_REQUIRED when the caller's last corporate verification is older
 * than SESSION_MAX_AGE_MS; the app then exchanges a fresh corporate token at GET /firebasetoken and
 * tries once more, without the user noticing.
 */
export const REAUTHENTICATION_REQUIRED = 'reauthentication-required';

/** Whether an API refusal's `details` asks for a new corporate verification. */
export const asksForReauthentication = (details: Record<string, unknown> | undefined): boolean =>
  details?.code === REAUTHENTICATION_REQUIRED;

/**
 * Whether a verification at `verifiedAtMs` (epoch ms; null when there is none on record) still
 * counts at `nowMs`.
 */
export function isVerificationCurrent(
  verifiedAtMs: number | null,
  nowMs: number,
  maxAgeMs: number = SESSION_MAX_AGE_MS,
): boolean {
  return verifiedAtMs !== null && Number.isFinite(verifiedAtMs) && nowMs - verifiedAtMs < maxAgeMs;
}

/**
 * How long the app waits before it renews a session signed in at `authTimeMs`: until
 * TOKEN_REFRESH_MARGIN_MS (the spec's 10 minutes) before the maximum age; 0 when that is past.
 */
export function sessionRenewalDelayMs(
  authTimeMs: number,
  nowMs: number,
  maxAgeMs: number = SESSION_MAX_AGE_MS,
): number {
  return Math.max(0, authTimeMs + maxAgeMs - TOKEN_REFRESH_MARGIN_MS - nowMs);
}
