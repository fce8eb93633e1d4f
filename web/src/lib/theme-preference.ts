// The constants alone: the page's first script reads the preference (lib/pre-paint.ts).
import { DARK_MODE_STORAGE_KEY } from '@agenda/contract/constants';

export type ThemeMode = 'light' | 'dark';

function defaultStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be blocked by privacy settings; the app then simply stays light.
    return null;
  }
}

/** Spec §4: the preference is kept in local storage as 'darkMode' ('true' or 'false'). */
export function readDarkMode(storage: Pick<Storage, 'getItem'> | null = defaultStorage()): boolean {
  return storage?.getItem(DARK_MODE_STORAGE_KEY) === 'true';
}

export function writeDarkMode(dark: boolean, storage: Storage | null = defaultStorage()): void {
  storage?.setItem(DARK_MODE_STORAGE_KEY, dark ? 'true' : 'false');
}

export function readThemeMode(storage: Storage | null = defaultStorage()): ThemeMode {
  return readDarkMode(storage) ? 'dark' : 'light';
}

/** Spec §4: changing the mode stores it and reloads the page. */
export function setDarkModeAndReload(
  dark: boolean,
  storage: Storage | null = defaultStorage(),
  reload: () => void = () => window.location.reload(),
): void {
  writeDarkMode(dark, storage);
  reload();
}
