import { LAST_COUNTRY_STORAGE_KEY } from '@agenda/contract';

/**
 * The country a person used last, kept with their user id: on a shared browser the
 * next person's sign-in does not land in the previous person's country. Only the latest person's
 * country is kept, so the browser holds no list of who used it.
 */
interface LastCountry {
  uid: string;
  tenantId: string;
}

function isLastCountry(value: unknown): value is LastCountry {
  if (typeof value !== 'object' || value === null) return false;
  const { uid, tenantId } = value as Record<string, unknown>;
  return typeof uid === 'string' && typeof tenantId === 'string' && tenantId.length > 0;
}

/** `uid`'s last country on this browser, or null (another person's, none, or unreadable storage). */
export function readLastCountry(uid: string | null | undefined): string | null {
  if (!uid) return null;
  try {
    const raw = window.localStorage.getItem(LAST_COUNTRY_STORAGE_KEY);
    const stored: unknown = raw ? JSON.parse(raw) : null;
    return isLastCountry(stored) && stored.uid === uid ? stored.tenantId : null;
  } catch {
    return null;
  }
}

/** Remembers that `uid` opened `tenantId`'s events; a browser without storage forgets it. */
export function rememberLastCountry(uid: string, tenantId: string): void {
  try {
    const value: LastCountry = { uid, tenantId };
    window.localStorage.setItem(LAST_COUNTRY_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Private modes may refuse storage: the next sign-in lands in the person's own country instead.
  }
}
