import { SELECTED_TENANT_STORAGE_KEY } from '@contract';

/** Spec §3: the selected tenant id is kept in browser local storage. */
export function readSelectedTenant(): string | null {
  try {
    return window.localStorage.getItem(SELECTED_TENANT_STORAGE_KEY);
  } catch {
    return null;
  }
}
