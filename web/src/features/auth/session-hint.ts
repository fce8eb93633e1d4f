import { SESSION_HINT_STORAGE_KEY } from '@agenda/contract';

/**
 * Remembers in local storage whether this browser had a signed-in Firebase user. Without it the
 * home screen knows at once that nobody is signed in and need not download the Firebase SDK, which
 * keeps the first visit within its script budget. Firebase Auth itself stays the source of truth:
 * whenever the hint is set, the SDK is loaded and its answer replaces the hint.
 * The key is the contract's SESSION_HINT_STORAGE_KEY (the browser tests keep it with a saved sign-in).
 */

export function readSessionHint(storage: Storage | null = safeLocalStorage()): boolean {
  return storage?.getItem(SESSION_HINT_STORAGE_KEY) === 'true';
}

export function writeSessionHint(signedIn: boolean, storage: Storage | null = safeLocalStorage()): void {
  if (signedIn) storage?.setItem(SESSION_HINT_STORAGE_KEY, 'true');
  else storage?.removeItem(SESSION_HINT_STORAGE_KEY);
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
