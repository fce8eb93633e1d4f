import { SESSION_MAX_AGE_MS, sessionRenewalDelayMs } from '@agenda/contract';
import { setSessionRenewer } from '@/lib/api';
import { renewSession, sessionAuthTimeMs } from './sign-in';

/**
 * Keeps a Firebase session tied to a recent corporate verification: the API and
 * the security rules count a sign-in for SESSION_MAX_AGE_MS, so shortly before that (the spec's
 * 10-minute refresh margin) the app gets a fresh corporate token silently and exchanges it at
 * GET /firebasetoken for a new session of the same person. Nothing on screen changes, so nothing
 * unsaved is lost. A renewal that fails is tried again every RENEWAL_RETRY_MS while there is time;
 * after that the API's 401 `reauthentication-required` starts a renewal too (lib/api.ts), and that
 * one may fall back to the popup (docs/product.md §4).
 */
export const RENEWAL_RETRY_MS = 60_000;

export interface SessionRenewalOptions {
  /** When the current Firebase session signed in (its ID token's auth_time), epoch ms; null when signed out. */
  authTimeMs: () => Promise<number | null>;
  /** A fresh corporate token, silently, exchanged for a new Firebase session of the same person. */
  renew: () => Promise<void>;
  now?: () => number;
  maxAgeMs?: number;
  retryMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** Schedules the renewals of the signed-in session; returns a function that stops them. */
export function startSessionRenewal({
  authTimeMs,
  renew,
  now = Date.now,
  maxAgeMs = SESSION_MAX_AGE_MS,
  retryMs = RENEWAL_RETRY_MS,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: SessionRenewalOptions): () => void {
  let stopped = false;
  let timer: unknown = null;

  const later = (run: () => void, ms: number) => {
    if (stopped) return;
    timer = setTimer(() => {
      timer = null;
      run();
    }, ms);
  };

  const schedule = async () => {
    const signedInAt = await authTimeMs().catch(() => null);
    if (signedInAt === null) return;
    later(() => void attempt(signedInAt), sessionRenewalDelayMs(signedInAt, now(), maxAgeMs));
  };

  const attempt = async (signedInAt: number) => {
    if (stopped) return;
    try {
      await renew();
      if (!stopped) await schedule();
    } catch {
      // Silent renewal failed (offline, or the identity provider wants interaction): try again while
      // the session still counts; past that, the API's 401 asks for it.
      if (now() + retryMs < signedInAt + maxAgeMs) later(() => void attempt(signedInAt), retryMs);
    }
  };

  void schedule();
  return () => {
    stopped = true;
    if (timer !== null) clearTimer(timer);
  };
}

/**
 * While someone is signed in: renewals before the age (silent only: no popup opens on its own), and
 * the API client's renewal on a 401 `reauthentication-required` (silent, else the popup, docs/product.md §4).
 * Loaded with the signed-in area (SessionProvider). Returns a function that stops both.
 */
export function keepSessionVerified(): () => void {
  setSessionRenewer(() => renewSession(true));
  const stop = startSessionRenewal({ authTimeMs: sessionAuthTimeMs, renew: () => renewSession(false) });
  return () => {
    stop();
    setSessionRenewer(null);
  };
}
