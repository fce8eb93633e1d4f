import { SELECTED_TENANT_STORAGE_KEY } from '@agenda/contract';

/** Spec §3: the selected tenant id is kept in browser local storage. */
export function readSelectedTenant(): string | null {
  try {
    return window.localStorage.getItem(SELECTED_TENANT_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Remembers the country chosen on the select-country screen; a browser without storage forgets it. */
export function writeSelectedTenant(tenantId: string): void {
  try {
    window.localStorage.setItem(SELECTED_TENANT_STORAGE_KEY, tenantId);
  } catch {
    // Private modes may refuse storage; the country still travels in the address (?t=).
  }
}
