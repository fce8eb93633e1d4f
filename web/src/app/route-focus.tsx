import { APP_NAME } from '@agenda/contract';
import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { MAIN_CONTENT_ID } from '@/components/a11y/skip-link';
import { visuallyHidden } from '@/components/a11y/visually-hidden';

/** How long a new page may take to draw its title (its data loading) before the focus goes to the main. */
export const PAGE_TITLE_WAIT_MS = 8000;

/** The browser title of a page: its own name, then the product's. */
export function documentTitle(pageTitle: string | null): string {
  return pageTitle && pageTitle !== APP_NAME ? `${pageTitle} – ${APP_NAME}` : APP_NAME;
}

/** The page's title: the first h1 of the main (the event's header is no h1), else of the document. */
function pageHeading(): HTMLElement | null {
  const heading =
    document.querySelector<HTMLElement>(`#${MAIN_CONTENT_ID} h1`) ?? document.querySelector<HTMLElement>('h1');
  return heading?.textContent?.trim() ? heading : null;
}

/** Calls `found` with the page's h1 once it is drawn, or with null after `PAGE_TITLE_WAIT_MS`; returns a cancel. */
function whenHeadingDrawn(found: (heading: HTMLElement | null) => void): () => void {
  let done = false;
  const finish = (heading: HTMLElement | null) => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    found(heading);
  };
  const observer = new MutationObserver(() => {
    const heading = pageHeading();
    if (heading) finish(heading);
  });
  const timer = setTimeout(() => finish(null), PAGE_TITLE_WAIT_MS);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  const heading = pageHeading();
  if (heading) finish(heading);
  return () => {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
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
 * or its main when it has none, and a polite status says the page's title. The browser title names the
 * page on every screen. Only a new path counts: a changed query (a filter, a country) keeps the page.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const firstPath = useRef(pathname);
  const moved = useRef(false);

  useEffect(() => {
    const changed = moved.current || pathname !== firstPath.current;
    moved.current = changed;
    let stopFollowing: () => void = () => undefined;
    const stopWaiting = whenHeadingDrawn((heading) => {
      const title = heading?.textContent?.trim() ?? null;
      document.title = documentTitle(title);
      if (heading) stopFollowing = followHeading(heading);
      if (!changed) return;
      const target = heading ?? document.getElementById(MAIN_CONTENT_ID);
      if (target) {
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      }
      setAnnouncement(title ?? document.title);
    });
    return () => {
      stopWaiting();
      stopFollowing();
    };
  }, [pathname]);

  // Always in the page, so that a change of its text is heard.
  return (
    <Box role="status" aria-live="polite" sx={visuallyHidden} data-testid="route-announcer">
      {announcement}
    </Box>
  );
}
