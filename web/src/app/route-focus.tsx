import { APP_NAME } from '@agenda/contract';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAnnounce } from '@/components/a11y/announcer';
import { MAIN_CONTENT_ID } from '@/components/a11y/skip-link';

/** How long a new page may take to draw its title (its data loading) before the focus goes to the main. */
export const PAGE_TITLE_WAIT_MS = 8000;

/** The browser title of a page: its own name, then the product's. */
function documentTitle(pageTitle: string | null): string {
  return pageTitle && pageTitle !== APP_NAME ? `${pageTitle} – ${APP_NAME}` : APP_NAME;
}

/** The page's title: the first h1 of the main (the event's header is no h1), else of the document. */
function pageHeading(): HTMLElement | null {
  const heading =
    document.querySelector<HTMLElement>(`#${MAIN_CONTENT_ID} h1`) ?? document.querySelector<HTMLElement>('h1');
  return heading?.textContent?.trim() ? heading : null;
}

/**
 * Calls `found` with the page's h1 once it is drawn, however long its data takes (a loaded phone may need
 * more than `PAGE_TITLE_WAIT_MS`: the title still follows). Returns a cancel.
 */
function whenHeadingDrawn(found: (heading: HTMLElement) => void): () => void {
  let done = false;
  const finish = (heading: HTMLElement) => {
    if (done) return;
    done = true;
    observer.disconnect();
    found(heading);
  };
  const observer = new MutationObserver(() => {
    const heading = pageHeading();
    if (heading) finish(heading);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  const heading = pageHeading();
  if (heading) finish(heading);
  return () => {
    done = true;
    observer.disconnect();
  };
}

/**
 * Keeps the browser title on the page's h1 while the page shows, as its text changes once the page's data has
 * loaded ("DE events", then "Germany events"). Watches only the heading's own parent (the heading may be drawn
 * again in its place), never the whole document. Returns a cancel.
 */
function followHeading(heading: HTMLElement): () => void {
  const parent = heading.parentElement;
  if (!parent) return () => undefined;
  const observer = new MutationObserver(() => {
    const title = pageHeading()?.textContent?.trim() ?? null;
    const next = documentTitle(title);
    if (title && document.title !== next) document.title = next;
  });
  observer.observe(parent, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}

/**
 * Focus that follows the page (WCAG 2.4.3, 4.1.3), in the router's root: after each change of screen
 * (not the first load, where the browser starts at the top) the keyboard focus moves to the new page's h1,
 * or its main when it has none, and the app's polite announcer (AnnouncerProvider) says the page's title. The browser title names the
 * page on every screen. Only a new path counts: a changed query (a filter, a country) keeps the page.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const announce = useAnnounce();
  const firstPath = useRef(pathname);
  const moved = useRef(false);

  useEffect(() => {
    const changed = moved.current || pathname !== firstPath.current;
    moved.current = changed;
    let stopFollowing: () => void = () => undefined;
    let focused = !changed;
    const moveFocus = (target: HTMLElement | null, title: string) => {
      if (focused) return;
      focused = true;
      if (target) {
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      }
      announce(title);
    };
    // A page still loading after the wait gets the focus on its main; its title follows its h1 when drawn.
    const timer = setTimeout(() => {
      document.title = APP_NAME;
      moveFocus(document.getElementById(MAIN_CONTENT_ID), APP_NAME);
    }, PAGE_TITLE_WAIT_MS);
    const stopWaiting = whenHeadingDrawn((heading) => {
      clearTimeout(timer);
      const title = heading.textContent?.trim() ?? '';
      document.title = documentTitle(title);
      stopFollowing = followHeading(heading);
      moveFocus(heading, title);
    });
    return () => {
      clearTimeout(timer);
      stopWaiting();
      stopFollowing();
    };
  }, [pathname, announce]);

  return null;
}
