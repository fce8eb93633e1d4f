/**
 * A shared link survives sign-in: the guard of the signed-in area sends an
 * unauthenticated visit to the home screen with the address it asked for in `next`, and the home
 * screen goes there once signed in. Only an address inside the signed-in area (`/main/…`, relative to
 * the app's base) is followed, so a crafted `next` can never lead elsewhere.
 */
export const RETURN_TO_PARAM = 'next' as const;

const INSIDE = 'http://app.invalid';

/** The `next` of a home address, if it is a safe place inside the signed-in area; else null. */
export function safeReturnTo(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/main/') || next.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(next, INSIDE);
  } catch {
    return null;
  }
  // "//evil.example" or an encoded escape would change the origin or leave /main/.
  if (url.origin !== INSIDE || !url.pathname.startsWith('/main/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The address to keep for after sign-in: the visited path with its search params. */
export function returnToOf(location: { pathname: string; search: string; hash?: string }): string | null {
  return safeReturnTo(`${location.pathname}${location.search}${location.hash ?? ''}`);
}
