import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { EVENT_CONTENT_ID, SkipLink } from '@/components/a11y/skip-link';
import { PageSpinner } from '@/components/page-spinner';
import { useAfterFirstCommit } from '@/hooks/use-after-first-commit';
import { rememberLastCountry } from '@/lib/last-country';
import { useEventPresence } from '@/hooks/use-wall-access';
import { useRights } from '@/lib/rights';
import { CurrentEventContext, useLiveEvent } from '@/features/events/shared/current-event';
import { PromotionNotice } from '@/features/events/shared/promotion-notice';
import { ScheduleProvider } from '@/features/events/shared/use-my-schedule';
import { barShowsAt, BOTTOM_BAR_ROOM } from './bottom-bar-screens';
import { CompactEventHeader } from './compact-event-header';
import { EventHeader } from './event-header';
import { EventProblem } from './event-problem';
import { EditorToolbar } from './editor-toolbar';
import { EventToolbar } from './event-toolbar';

// On a phone only (a desktop has the same places as tabs): its chunk loads once a phone opens an event.
const EventBottomBar = lazy(() => import('./event-bottom-bar'));

/** Scrolled this far down, the phone's header folds away; back within `UNFOLD_AT_PX` of the top, it returns. */
export const FOLD_AT_PX = 64;
/**
 * At least the folding header's height (48 px and its 6 px margin): folded, the chrome leaves the place
 * the header took in the page empty, which stays under the chrome while the page is scrolled past it.
 */
export const UNFOLD_AT_PX = 56;

/**
 * Whether the phone's header is folded. Two thresholds, not one: a page scrolled a few pixels around a
 * single threshold (a fling's bounce) would fold and unfold it in a loop.
 */
export function nextFolded(folded: boolean, scrollY: number): boolean {
  if (!folded && scrollY > FOLD_AT_PX) return true;
  if (folded && scrollY < UNFOLD_AT_PX) return false;
  return folded;
}

function useFoldedOnScroll(enabled: boolean): boolean {
  const [folded, setFolded] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setFolded(false);
      return;
    }
    // Read after the first paint and on scroll, never during a render (see scroll-top-button.tsx).
    const update = () => setFolded((current) => nextFolded(current, window.scrollY));
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [enabled]);
  return folded;
}

/** What the wall's access reads before the event is known: nothing (a Draft reads no people documents). */
const NO_EVENT = { id: '', tenant_id: '', privacy: true };

/** The phone's header height, set on the event's chrome, which slides up by it when folded. */
const HEADER_HEIGHT = '--event-header-height';

/**
 * The callback ref of the phone's header: keeps its height in HEADER_HEIGHT on the chrome around it. A
 * ResizeObserver reports the first size after the browser's own layout of the frame, and the variable is
 * no React state: read in a layout effect into state, the height made the browser lay the whole page out
 * in the middle of the commit, then drew the whole frame again (a quarter of the event home's
 * long tasks on a phone).
 */
function measureHeader(header: HTMLElement | null): (() => void) | undefined {
  const chrome = header?.closest<HTMLElement>('[data-event-chrome]');
  if (!header || !chrome || typeof ResizeObserver === 'undefined') return undefined;
  const observer = new ResizeObserver(([entry]) => {
    const height = entry?.borderBoxSize?.[0]?.blockSize ?? header.offsetHeight;
    chrome.style.setProperty(HEADER_HEIGHT, `${height}px`);
  });
  observer.observe(header);
  return () => observer.disconnect();
}

function LiveEventFrame({ eventId, listedTenant }: { eventId: string; listedTenant: string | null }) {
  const live = useLiveEvent(eventId);
  const theme = useTheme();
  // Read at once (noSsr): a first render with the desktop header would make the phone's jump.
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const folded = useFoldedOnScroll(phone);
  const { pathname } = useLocation();
  // The phone's bottom bar (docs/features.md, "The attendee's screens"); the top row then leaves its places out.
  const bar = phone && barShowsAt(pathname);
  const { uid } = useRights();
  const [wall, speaker] = useEventPresence(
    live.status === 'ready' ? live.event : NO_EVENT,
    live.status === 'ready' && live.canEdit,
  );
  const tenantId = live.status === 'ready' ? live.event.tenant_id : null;
  // The header and tabs first; the page in a transition after them (see useAfterFirstCommit).
  const pageDrawn = useAfterFirstCommit(live.status === 'ready');
  // One of a country's events opened: the next sign-in lands in that country.
  useEffect(() => {
    if (uid && tenantId) rememberLastCountry(uid, tenantId);
  }, [uid, tenantId]);

  if (live.status === 'loading') return <PageSpinner label="Loading the event" />;
  if (live.status === 'missing') return <EventProblem tenantId={listedTenant} />;
  const { event, canEdit, passed } = live;
  // `live` itself: one object while the event and the viewer's rights stay (useLiveEvent).
  const tabs = canEdit ? (
    <EditorToolbar
      eventId={event.id}
      tenantId={event.tenant_id}
      passed={passed}
      hideGamification={event.hide_gamification}
      wall={wall}
      leaveOutBar={bar}
    />
  ) : (
    <EventToolbar
      eventId={event.id}
      tenantId={event.tenant_id}
      canEdit={false}
      passed={passed}
      hideGamification={event.hide_gamification}
      wall={wall}
      speaker={speaker}
      leaveOutBar={bar}
    />
  );
  return (
    <CurrentEventContext.Provider value={live}>
      {/* Past the event's header and toolbar: the first stop after "Skip to content". */}
      <SkipLink target={EVENT_CONTENT_ID}>Skip to event content</SkipLink>
      <Box
        data-event-chrome=""
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          // On a phone the header and the tabs stay under the app bar (56 px high there, 48 in landscape).
          position: { xs: 'sticky', sm: 'static' },
          top: 56,
          '@media (orientation: landscape)': { top: 48 },
          zIndex: theme.zIndex.appBar - 1,
          // Folded, the chrome slides up by the header's height, under the app bar: a transform, not a
          // change of height, so that nothing below moves (a running event's programme scrolls
          // to now as it opens, and the collapsing header shifted the whole page).
          transform: phone && folded ? `translateY(calc(-1 * var(${HEADER_HEIGHT}, 0px)))` : 'none',
          transition: 'transform 200ms ease-out',
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        }}
      >
        <Container maxWidth="lg" sx={{ py: { xs: 0.75, sm: 2 } }}>
          {phone ? (
            <>
              <Box
                ref={measureHeader}
                sx={{
                  pb: 0.75,
                  // Folded, out of sight and of the Tab order once it has slid away; shown at once when back.
                  visibility: folded ? 'hidden' : 'visible',
                  transition: folded ? 'visibility 0s linear 200ms' : 'none',
                }}
              >
                <CompactEventHeader event={event} canEdit={canEdit} />
              </Box>
              {tabs}
            </>
          ) : (
            <Stack spacing={1.5}>
              <EventHeader event={event} canEdit={canEdit} />
              {tabs}
            </Stack>
          )}
        </Container>
      </Box>
      {/* After the tabs in the order of focus (navigation before the content), though drawn at the bottom. */}
      {bar ? (
        <Suspense fallback={null}>
          <EventBottomBar
            eventId={event.id}
            tenantId={event.tenant_id}
            canEdit={canEdit}
            hideGamification={event.hide_gamification}
            wall={wall}
          />
        </Suspense>
      ) : null}
      <Box
        id={EVENT_CONTENT_ID}
        tabIndex={-1}
        aria-busy={pageDrawn ? undefined : true}
        // The end of the page stays clear of the bottom bar.
        sx={{ '&:focus': { outline: 'none' }, pb: bar ? BOTTOM_BAR_ROOM : undefined }}
      >
        {/* The viewer's standing in the sessions, read once for every screen of the event (Join, My agenda). */}
        {pageDrawn ? (
          <ScheduleProvider eventId={event.id} uid={uid}>
            <PromotionNotice eventId={event.id} />
            <Outlet />
          </ScheduleProvider>
        ) : null}
      </Box>
    </CurrentEventContext.Provider>
  );
}

/**
 * '/main/event/*': the event's header and toolbar (docs/product.md §2 Event toolbar) above each event
 * screen. On a phone the header is one line and folds away on scroll, and the
 * header with the tabs stays under the app bar; Program, My agenda, Wall and Me move to a bar at the
 * bottom, but on the editors' forms (bottom-bar-screens.ts).
 */
export function EventLayout() {
  const [params] = useSearchParams();
  const eventId = params.get('e');
  const listedTenant = params.get('t');
  if (!eventId) return <EventProblem tenantId={listedTenant} invalid />;
  return <LiveEventFrame key={eventId} eventId={eventId} listedTenant={listedTenant} />;
}
