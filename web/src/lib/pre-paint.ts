/**
 * The pre-paint of a returning visit: the first screen of the country list as the app
 * last drew it, shown by the page's first script (src/boot.ts) before React, MUI and the router have even
 * been evaluated, then replaced by React's first commit (createRoot empties #root). While the app loads
 * further, the signed-in frame's fallbacks draw the same markup (app/first-paint.tsx), until the list
 * page draws its cards itself.
 *
 * It is kept in the list snapshot's entry of local storage (lib/list-snapshot.ts writes it) and follows the
 * snapshot's rules, defined here once for both sides: it belongs to the person this browser's local data
 * is recorded for (LOCAL_DATA_OWNER_KEY; lib/firestore-cache.ts removes the entry at sign-out and at any
 * change of user), and it is drawn only where and while it is exactly what the app would draw — the same
 * address it was taken at (path, country `?t=`, view; the writer keeps it only for a list without filter
 * or search, `snapshotFits`), the same light or dark theme, the viewer in the same time zone (the cards'
 * times are on the viewer's clock), and before the first of its events still to come has ended (a card then shows "Event has
 * passed" and the order changes). Anything else draws nothing.
 *
 * The markup is our own React output from this origin, made inert (no link, no focus, nothing to press:
 * `inert` and `aria-busy` on it); the CSS is the rules of Emotion's sheets that it uses. About 45 KB of
 * storage for a desktop's first screen (six cards), at most PRE_PAINT_MAX_CHARS; the events' JSON besides
 * (lib/list-snapshot.ts, at most 12 KB).
 *
 * The page's first script loads this module only when local storage names an owner of local data
 * (src/boot.ts, lib/local-data-owner.ts); it draws with lib/pre-paint-dom.ts. It imports nothing but those and
 * the theme preference.
 */
import { browserStorage, localDataOwner, type SnapshotStorage } from './local-data-owner';
import { readDarkMode } from './theme-preference';

export { browserStorage, LOCAL_DATA_OWNER_KEY, localDataOwner, type SnapshotStorage } from './local-data-owner';

/** Local storage key of the list snapshot, and of its pre-paint. */
export const LIST_SNAPSHOT_KEY = 'agenda.listSnapshot';
/** The snapshot's format; a snapshot of another version is ignored. */
export const SNAPSHOT_VERSION = 1;
/** At most this many characters of markup and CSS together (cards are dropped from the end until it fits). */
export const PRE_PAINT_MAX_CHARS = 64_000;

/** What the pre-paint draws, and where and while it fits. */
export interface PrePaint {
  /** The address it was taken at (path and query, addressOf), the only one it fits. */
  address: string;
  /** The first screen's markup, inert. */
  html: string;
  /** The CSS rules the markup uses. */
  css: string;
  /**
   * Emotion's names (`css-<name>` classes) whose rules `css` holds in full: Emotion adopts them when the app
   * starts (lib/pre-paint-dom.ts), and so neither compiles nor inserts them again. Absent: none.
   */
  names?: string[];
  dark: boolean;
  /** The viewer's time zone (IANA). */
  zone: string;
  /** Until when it fits (ms since the epoch). */
  until: number;
}

/** An address as the pre-paint keeps it: the path without a trailing slash, and the query. */
export const addressOf = (location: Pick<Location, 'pathname' | 'search'>): string =>
  `${location.pathname.replace(/\/$/, '')}${location.search}`;

/** The viewer's time zone, which the cards' times are written on. */
export const viewerZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Whether `value` is a pre-paint kept for `location` (its other fields' types follow from the comparisons). */
const isPrePaintOf = (value: unknown, address: string): value is PrePaint =>
  typeof value === 'object' &&
  value !== null &&
  (value as PrePaint).address === address &&
  typeof (value as PrePaint).html === 'string' &&
  typeof (value as PrePaint).css === 'string' &&
  typeof (value as PrePaint).until === 'number' &&
  ((value as PrePaint).names === undefined ||
    (Array.isArray((value as PrePaint).names) &&
      (value as PrePaint).names!.every((name) => typeof name === 'string' && /^[\w-]+$/.test(name))));

/**
 * The pre-paint that fits `location` now, when local storage holds one for the owner of this browser's
 * local data; null otherwise, and for anything malformed.
 */
export function readPrePaint(
  location: Pick<Location, 'pathname' | 'search'>,
  storage: SnapshotStorage | null = browserStorage(),
  now: number = Date.now(),
): PrePaint | null {
  try {
    const owner = localDataOwner(storage);
    const text = storage?.getItem(LIST_SNAPSHOT_KEY);
    if (!owner || !text) return null;
    const parsed = JSON.parse(text) as Record<string, unknown> | null;
    if (typeof parsed !== 'object' || parsed === null || parsed.v !== SNAPSHOT_VERSION || parsed.uid !== owner) {
      return null;
    }
    const prePaint = parsed.prePaint;
    if (!isPrePaintOf(prePaint, addressOf(location))) return null;
    const fits = prePaint.dark === readDarkMode(storage) && prePaint.zone === viewerZone() && now < prePaint.until;
    return fits ? prePaint : null;
  } catch {
    return null;
  }
}
