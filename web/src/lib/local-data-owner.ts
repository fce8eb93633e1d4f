/**
 * Whose documents this browser keeps locally: the uid recorded when a signed-in person opens Firestore,
 * removed with the list snapshot at sign-out and at any change of user (lib/firestore-cache.ts). The page's
 * first script (src/boot.ts) reads it to know whether a returning visit may have a pre-paint to draw, so
 * this module imports nothing: whatever it imported would be downloaded by every visit, the home included.
 */

/** Local storage key: the uid whose documents this browser keeps locally (the list snapshot). */
export const LOCAL_DATA_OWNER_KEY = 'agenda.localDataOwner';

export type SnapshotStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function browserStorage(): SnapshotStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The uid whose local data this browser holds; null when unknown (no record, or no local storage). */
export function localDataOwner(storage: SnapshotStorage | null = browserStorage()): string | null {
  try {
    return storage?.getItem(LOCAL_DATA_OWNER_KEY) ?? null;
  } catch {
    return null;
  }
}
