/**
 * Why a person was sent away from an address. Spec §8 sends a non-root visit to
 * country management (and a non-admin one to the admin area) to the home screen, which then forwards a
 * signed-in person to where they work: the reason is kept in this tab's session storage across those
 * two steps and shown, once, by the signed-in frame they land in.
 */
const KEY = 'agenda.accessNotice';

/** Our texts (the spec names none): what the address needs, and where the person was taken. */
export const ACCESS_NOTICES = {
  countries:
    'Manage countries is for root users only. Your account has no root rights, so you were taken to the home page.',
  failedMail:
    'Failed mail is for root users only. Your account has no root rights, so you were taken to the home page.',
  administration:
    'Administration is for the admins of a country. Your account has no admin rights, so you were taken to the home page.',
} as const;

export type AccessNoticeKind = keyof typeof ACCESS_NOTICES;

export function leaveAccessNotice(kind: AccessNoticeKind): void {
  try {
    window.sessionStorage.setItem(KEY, kind);
  } catch {
    // Storage refused (a private window's quota): the redirect still happens, without its reason.
  }
}

/** The notice left for this tab, or null; it stays until `clearAccessNotice`. */
export function readAccessNotice(): string | null {
  try {
    const kind = window.sessionStorage.getItem(KEY);
    return kind && kind in ACCESS_NOTICES ? ACCESS_NOTICES[kind as AccessNoticeKind] : null;
  } catch {
    return null;
  }
}

export function clearAccessNotice(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}
