/**
 * The pre-paint of a returning visit (issue 33, item 2): the first screen of the country list as the app
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
 * "Your time"), and before the first of its events still to come has ended (a card then shows "Event has
 * passed" and the order changes). Anything else draws nothing.
 *
 * The markup is our own React output from this origin, made inert (no link, no focus, nothing to press:
 * `inert` and `aria-busy` on it); the CSS is the rules of Emotion's sheets that it uses. About 45 KB of
 * storage for a desktop's first screen (six cards), at most PRE_PAINT_MAX_CHARS; the events' JSON besides
 * (lib/list-snapshot.ts, at most 12 KB).
 *
 * This module is the page's first script's: it imports nothing but the theme preference.
 */
import { readDarkMode } from './theme-preference';

/** Local storage key: the uid whose documents this browser keeps locally (the list snapshot). */
export const LOCAL_DATA_OWNER_KEY = 'agenda.localDataOwner';
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
  dark: boolean;
  /** The viewer's time zone (IANA). */
  zone: string;
  /** Until when it fits (ms since the epoch). */
  until: number;
}

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

/** An address as the pre-paint keeps it: the path without a trailing slash, and the query. */
export const addressOf = (location: Pick<Location, 'pathname' | 'search'>): string =>
  `${location.pathname.replace(/\/$/, '')}${location.search}`;

/** The viewer's time zone, which the cards' "Your time" line depends on. */
export const viewerZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Whether `value` is a pre-paint kept for `location` (its other fields' types follow from the comparisons). */
const isPrePaintOf = (value: unknown, address: string): value is PrePaint =>
  typeof value === 'object' &&
  value !== null &&
  (value as PrePaint).address === address &&
  typeof (value as PrePaint).html === 'string' &&
  typeof (value as PrePaint).css === 'string' &&
  typeof (value as PrePaint).until === 'number';

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

/** The pre-paint's markup: inert and busy (its rules are drawn apart, showPrePaintRules). */
export const prePaintHtml = (prePaint: PrePaint): string =>
  `<div data-pre-paint inert aria-busy="true">${prePaint.html}</div>`;

const RULES = 'style[data-pre-paint-rules]';

/**
 * The pre-paint's CSS, once for the page, in <head>: the first script draws it, and the app's loading states
 * that draw the markup again keep it, so that the browser parses it once, not at each of React's commits. Its
 * text is the style element's text, never parsed as HTML.
 */
export function showPrePaintRules(prePaint: PrePaint, document: Document = window.document): void {
  if (document.head.querySelector(RULES)) return;
  const style = document.createElement('style');
  style.setAttribute('data-pre-paint-rules', '');
  style.textContent = prePaint.css;
  document.head.append(style);
}

/** Removes the pre-paint's CSS, once the app draws the screen itself (Emotion's own rules are in by then). */
export function removePrePaintRules(document: Document = window.document): void {
  document.head.querySelector(RULES)?.remove();
}
